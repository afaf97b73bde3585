/**
 * The blocks of firebase/firestore.rules made from the domain's tables rather than typed: a repair job's fields and
 * their checks (REPAIR_FIELDS, row by row), its view's fields, the payments (kinds, methods, bounds, the places the
 * rules check one by one), the products' blocks of ./product-rules-source.ts and the orders' of
 * ./order-rules-source.ts. `npm run rules:generate` writes them between their markers; rules-source.test.ts fails
 * when the file and this source differ, so a change of a table reaches the rules or the test says so.
 */
import { LANGUAGES } from '@/domain/limits';
import { ERASED_NAME } from '@/domain/personal-data';
import { CLOSED_REPAIR_STATUSES, REMINDER_DAYS } from '@/domain/repair';
import { REPAIR_FIELDS, type RepairFieldSpec } from '@/domain/repair-fields';
import {
  MAX_REPAIR_PAYMENT_RECORDS,
  MAX_REPAIR_SEN,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  type PaymentKind,
} from '@/domain/repair-money';
// Read by a script and a test only, never by a page: the schemas' limits are the rules' source.
// eslint-disable-next-line no-restricted-imports
import { REPAIR_LIMITS } from '@/domain/repair-schema';
import { SHOP_SETTINGS_LIMITS } from '@/domain/shop-settings';
import { ORDER_RULES } from './order-rules-source';
import { PRODUCT_RULES } from './product-rules-source';
import { list, wrappedList, type GeneratedBlock } from './rules-text';
import { REPAIR_RECORD_EXTRAS, VIEW_FIELDS } from './repair-records';

type Fields = Readonly<Record<string, RepairFieldSpec>>;

/**
 * What a field of a kind must hold, in the rules' words (`value` is the field's place in the job, `job.fault`): one
 * rule per kind, and the field's own limit from the table. A kind that needs a field's own rule (a store's text, a
 * count, a json value) takes it from FIELD_RULES, and the generator refuses to run without one.
 */
function kindRule(name: string, spec: RepairFieldSpec, value: string): string | null {
  switch (spec.kind) {
    case 'text': {
      if (spec.by === 'store') return null;
      const max = spec.input?.max;
      if (max === undefined) throw new Error(`REPAIR_FIELDS.${name}: a typed text needs its longest (input.max)`);
      return spec.input?.required ? `text(${value}, ${max})` : `textUpTo(${value}, ${max})`;
    }
    case 'language':
      return `${value} in ${list(LANGUAGES)}`;
    case 'photos':
      return `repairPhotos(${value})`;
    case 'sen':
      return `repairSen(${value})`;
    case 'day':
      return `repairDay(${value})`;
    case 'status':
      return `${value} in repairStatuses()`;
    case 'timeOrNull':
      return `${value} == null || ${value} is timestamp`;
    default:
      return null;
  }
}

/**
 * The rules of the fields whose kind does not say it all, by name: the store's texts (number, token), the phone (E.164,
 * or empty once erased), a count and each json value. A new field of these kinds fails `npm run rules:generate` until
 * it has its rule here. createdAt and updatedAt are each write's own (the store's time; they never change after).
 */
const FIELD_RULES: Readonly<Record<string, string>> = {
  number: 'repairNumber(job.number)',
  token: 'repairToken(job.token)',
  // E.164, or empty once the customer's details are erased (ERASED_NAME of src/domain/personal-data.ts).
  customerPhone: `(job.customerPhone is string
                && (job.customerPhone.matches('[+][1-9][0-9]{7,14}')
                    || (job.customerPhone == '' && job.get('customerName', '') == '${ERASED_NAME}')))`,
  quote: 'repairQuote(job.quote)',
  history: 'repairHistory(job.history)',
  payments: `(job.payments is map && job.payments.size() <= ${MAX_REPAIR_PAYMENT_RECORDS})`,
  warrantyDays: `job.warrantyDays == null
            || (job.warrantyDays is int && job.warrantyDays >= 0 && job.warrantyDays <= ${SHOP_SETTINGS_LIMITS.warrantyDays})`,
  storageFee: 'job.storageFee == null || job.storageFee is map',
  claimOf: 'job.claimOf == null || repairLink(job.claimOf)',
  claims: '(job.claims is list && job.claims.size() <= 20)',
  remindersSent: `(job.remindersSent is map && job.remindersSent.keys().hasOnly(${list(REMINDER_DAYS)}))`,
  createdAt: '',
  updatedAt: '',
  // REPAIR_RECORD_EXTRAS: the list's order (CLOSED_REPAIR_STATUSES), the sum paid, the serial's key (serialKey()).
  open: `job.open == !(job.status in ${list(CLOSED_REPAIR_STATUSES)})`,
  paid: '(job.paid is int && job.paid >= 0)',
  serialKey: `(job.serialKey is string && job.serialKey.matches('[0-9A-Z]{0,${REPAIR_LIMITS.serial}}'))`,
};

/** One field's clause: true unless `keys` names it, and then its rule. */
function clause(name: string, rule: string): string {
  return rule.includes('\n') || `(!('${name}' in keys) || ${rule})`.length > 100
    ? `(!('${name}' in keys)\n            || ${rule})`
    : `(!('${name}' in keys) || ${rule})`;
}

/**
 * The job record's fields (the table's top-level paths and REPAIR_RECORD_EXTRAS) and the check of each that a write
 * names, made from the table row by row: a nested field's rows (machine.brand…) make one map of exactly those keys.
 */
export function repairFieldRules(fields: Fields = REPAIR_FIELDS, extras: readonly string[] = REPAIR_RECORD_EXTRAS): string {
  const tops = new Map<string, [string, RepairFieldSpec][]>();
  for (const [name, spec] of Object.entries(fields)) {
    const top = spec.path.split('.')[0]!;
    tops.set(top, [...(tops.get(top) ?? []), [name, spec]]);
  }
  const rules: [string, string][] = [];
  for (const [top, rows] of tops) {
    if (rows.length > 1 || rows[0]![1].path !== top) {
      const keys = rows.map(([, spec]) => spec.path.split('.')[1]!);
      const checks = rows.map(([name, spec]) => {
        const rule = kindRule(name, spec, `job.${spec.path}`);
        if (!rule) throw new Error(`REPAIR_FIELDS.${name}: a nested field needs a rule of its kind`);
        return rule;
      });
      rules.push([
        top,
        `(job.${top} is map && job.${top}.keys().hasOnly(${list(keys)})\n                && job.${top}.keys().hasAll(${list(keys)})\n                && ${checks.join(' && ')})`,
      ]);
      continue;
    }
    const [name, spec] = rows[0]!;
    const rule = FIELD_RULES[name] ?? kindRule(name, spec, `job.${spec.path}`);
    if (rule === null) throw new Error(`REPAIR_FIELDS.${name} (${spec.kind}): name its rule in FIELD_RULES`);
    if (rule !== '') rules.push([top, rule]);
  }
  for (const extra of extras) {
    const rule = FIELD_RULES[extra];
    if (!rule) throw new Error(`REPAIR_RECORD_EXTRAS.${extra}: name its rule in FIELD_RULES`);
    rules.push([extra, rule]);
  }
  const clauses = rules.map(([name, rule]) => clause(name, rule));
  const names = [...tops.keys(), ...extras];
  return `    // The fields of the admin's job record: REPAIR_FIELDS' top-level paths (src/domain/repair-fields.ts) and
    // REPAIR_RECORD_EXTRAS: whether it is open (the list's order), the serial's key (machine history) and the sum paid
    // (held below the bill).
    function repairFields() {
${wrappedList(names, '      return ')};
    }

    // Each field of the job that \`keys\` names is well formed: one clause per row of REPAIR_FIELDS, by its kind and
    // its limit (REPAIR_LIMITS of src/domain/repair-schema.ts), the phone in E.164 as RepairPhoneSchema keeps it. A
    // write checks the fields it changes: a job saved before a field existed is moved, paid or edited without it.
    function repairFieldsValid(job, keys) {
      return ${clauses.join('\n        && ')};
    }`;
}

/** The customer's view's fields (VIEW_FIELDS of repair-records.ts), the token being the document's id. */
export function repairViewFieldRules(fields: readonly string[] = VIEW_FIELDS): string {
  return `    // The view's fields: RepairStatusView's as stored (VIEW_FIELDS of repair-records.ts), the token being the
    // document's id. An older view lacks the ones of issue 38 until it is written.
    function repairViewFields() {
${wrappedList(fields, '      return ')};
    }`;
}

const PAYMENT_KEYS = ['kind', 'amount', 'method', 'date', 'note', 'recordedAt', 'recordedBy', 'voided'];
const REFUND: PaymentKind = 'refund';

/** A new payment or refund, as decidePayment records it. */
function newRepairPayment(): string {
  return `    // A payment or a refund as recorded (RepairPaymentInputSchema): 1 sen to MAX_REPAIR_SEN, a method, a day, a
    // note, the store's time and the admin who recorded it, not voided.
    function newRepairPayment(payment) {
      return payment is map
        && payment.keys().hasOnly(${list(PAYMENT_KEYS)})
        && payment.keys().hasAll(${list(PAYMENT_KEYS)})
        && payment.kind in ${list(PAYMENT_KINDS)}
        && payment.amount is int && payment.amount >= 1 && payment.amount <= ${MAX_REPAIR_SEN}
        && payment.method in ${list(PAYMENT_METHODS)}
        && payment.date is string && payment.date.matches('[0-9]{4}-[0-9]{2}-[0-9]{2}')
        && notAfterToday(payment.date)
        && textUpTo(payment.note, ${REPAIR_LIMITS.paymentNote})
        && payment.recordedAt == request.time
        && payment.recordedBy == request.auth.token.email
        && payment.voided == null;
    }`;
}

/** One payment more, or one voided, each of the MAX_REPAIR_PAYMENT_RECORDS places checked (rules have no loops). */
function paymentChange(): string {
  const places: string[] = [];
  for (let place = 0; place < MAX_REPAIR_PAYMENT_RECORDS; place += 2) {
    places.push(
      `            && voidedAt(old, payments, after, before, '${place}') && voidedAt(old, payments, after, before, '${place + 1}')`,
    );
  }
  return `    // The job's payments changed by one (decidePayment, decideVoid): one new payment or refund under the next place
    // (MAX_REPAIR_PAYMENT_RECORDS in all), dated from the day the job was received; a payment puts \`paid\` up by
    // its amount, never above the bill; a refund, once the job has ended, puts it down, never below the bill. Or one
    // payment voided (its \`voided\` set now by this admin, \`paid\` back by its amount); nothing else of any payment
    // changes, and none is ever deleted.
    function paymentChange(before, after) {
      let old = before.get('payments', {});
      let payments = after.payments;
      let changed = payments.diff(old).affectedKeys();
      let n = string(old.size());
      return changed.size() == 1 && (
        (changed == [n].toSet() && old.size() < ${MAX_REPAIR_PAYMENT_RECORDS} && newRepairPayment(payments[n])
         && notBeforeReceived(payments[n].date, before.createdAt)
         && ((payments[n].kind == 'payment'
              && after.paid == before.get('paid', 0) + payments[n].amount
              && after.paid <= dueOf(after))
             || (payments[n].kind == '${REFUND}'
                 && before.status in ${list(CLOSED_REPAIR_STATUSES)}
                 && after.paid == before.get('paid', 0) - payments[n].amount
                 && after.paid >= dueOf(after))))
        || (payments.keys().hasAll(old.keys()) && payments.size() == old.size()
${places.join('\n')}));
    }

    // The payment at \`place\` is as it was, or is the one voided now: \`paid\` loses a payment, or gets a refund back.
    function voidedAt(old, payments, after, before, place) {
      return !(place in old) || payments[place] == old[place] || (
        payments[place].diff(old[place]).affectedKeys() == ['voided'].toSet()
        && old[place].voided == null
        && payments[place].voided is map
        && payments[place].voided.keys().hasOnly(['at', 'by', 'reason'])
        && payments[place].voided.at == request.time
        && payments[place].voided.by == request.auth.token.email
        && textUpTo(payments[place].voided.reason, ${REPAIR_LIMITS.paymentNote})
        && (old[place].get('kind', 'payment') == '${REFUND}'
            ? after.paid == before.get('paid', 0) + old[place].amount
            : after.paid == before.get('paid', 0) - old[place].amount));
    }`;
}

const REPAIR_SOURCE = 'src/data/firebase/repair-rules-source.ts';

/** Each generated block of firestore.rules by its name, in the file's order. */
export const GENERATED_RULES: Readonly<Record<string, GeneratedBlock>> = {
  ...PRODUCT_RULES,
  ...ORDER_RULES,
  'repair-payment': { source: REPAIR_SOURCE, make: newRepairPayment },
  'repair-fields': { source: REPAIR_SOURCE, make: () => repairFieldRules() },
  'repair-view-fields': { source: REPAIR_SOURCE, make: () => repairViewFieldRules() },
  'repair-payment-change': { source: REPAIR_SOURCE, make: paymentChange },
};

const BLOCK = /( *)\/\/ <generated name="([a-z-]+)">[^\n]*\n[\s\S]*?\n\1\/\/ <\/generated>/g;

/**
 * The rules' text with each generated block as its source makes it now; `blocks` may stand in for some (a test's
 * tables with a field more).
 */
export function withGeneratedRules(rules: string, blocks: Readonly<Record<string, () => string>> = {}): string {
  return rules.replace(BLOCK, (_, indent: string, name: string) => {
    const block = GENERATED_RULES[name];
    if (!block) throw new Error(`firestore.rules names a generated block "${name}" that has no source`);
    const text = (blocks[name] ?? block.make)();
    return `${indent}// <generated name="${name}"> by npm run rules:generate from ${block.source}\n${text}\n${indent}// </generated>`;
  });
}

/** The names of the generated blocks the rules hold. */
export function generatedBlockNames(rules: string): string[] {
  return [...rules.matchAll(BLOCK)].map((match) => match[2]!);
}
