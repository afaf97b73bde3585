/**
 * The blocks of firebase/firestore.rules made from the domain's tables rather than typed: the payments of a repair
 * job (kinds, methods, bounds, the places the rules check one by one). `npm run rules:generate` writes them between
 * their markers; rules-source.test.ts fails when the file and this source differ, so a change of a table reaches
 * the rules or the test says so.
 */
import { CLOSED_REPAIR_STATUSES } from '@/domain/repair';
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

/** A list as the rules write it: ['a', 'b']. */
function list(values: readonly string[]): string {
  return `[${values.map((value) => `'${value}'`).join(', ')}]`;
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
        && limitedText(payment.note, ${REPAIR_LIMITS.paymentNote})
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
        && limitedText(payments[place].voided.reason, ${REPAIR_LIMITS.paymentNote})
        && (old[place].get('kind', 'payment') == '${REFUND}'
            ? after.paid == before.get('paid', 0) + old[place].amount
            : after.paid == before.get('paid', 0) - old[place].amount));
    }`;
}

/** Each generated block of firestore.rules by its name. */
export const GENERATED_RULES: Readonly<Record<string, () => string>> = {
  'repair-payment': newRepairPayment,
  'repair-payment-change': paymentChange,
};

const BLOCK = /( *)\/\/ <generated name="([a-z-]+)">[^\n]*\n[\s\S]*?\n\1\/\/ <\/generated>/g;

/** The rules' text with each generated block as its source makes it now. */
export function withGeneratedRules(rules: string): string {
  return rules.replace(BLOCK, (_, indent: string, name: string) => {
    const make = GENERATED_RULES[name];
    if (!make) throw new Error(`firestore.rules names a generated block "${name}" that has no source`);
    return `${indent}// <generated name="${name}"> by npm run rules:generate from src/data/firebase/repair-rules-source.ts\n${make()}\n${indent}// </generated>`;
  });
}

/** The names of the generated blocks the rules hold. */
export function generatedBlockNames(rules: string): string[] {
  return [...rules.matchAll(BLOCK)].map((match) => match[2]!);
}
