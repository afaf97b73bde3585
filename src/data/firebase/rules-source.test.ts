import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { AUDIT_ACTIONS } from '@/domain/audit';
import { CATEGORIES, SERVICE_CATEGORY, SUB_CATEGORIES } from '@/domain/categories';
import { ENQUIRY_LIMITS, HOSTED_MAX_ORDER_LINES, MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@/domain/enquiry-input';
import { IMAGE_VARIANT_WIDTHS, VARIANTS_MARK } from '@/domain/image-variants';
import { COUNT_EVENTS, DEVICES, PAGE_TYPES, VITAL_LIMITS } from '@/domain/insights';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  MAX_ADDITIONAL_IMAGES,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PAGE_SIZE,
  MAX_SKU_LENGTH,
  MAX_UPLOAD_BYTES,
  MAX_URL_LENGTH,
} from '@/domain/limits';
import { LOCALES } from '@/domain/locales';
import { ORDER_STATUSES } from '@/domain/order-status';
import { PRODUCT_STATUSES, isListed, productTextField } from '@/domain/product';
import { MAX_SEARCH_TOKENS, PRICE_ON_REQUEST_KEY } from '@/domain/search';
import { MAX_RATING, SHOP_SETTINGS_LIMITS } from '@/domain/shop-settings';
import {
  CLOSED_REPAIR_STATUSES,
  MAX_REPAIR_PHOTOS,
  QUOTE_ANSWERS,
  REPAIR_MOVES,
  REPAIR_STATUSES,
  formatRepairNumber,
  isRepairToken,
  newRepairToken,
  repairStatusView,
} from '@/domain/repair';
import { REPAIR_LIMITS, RepairInputSchema, RepairPhoneSchema } from '@/domain/repair-schema';
import { REPAIR_RECORD_KEYS } from '@/domain/repair-fields';
import {
  MAX_LINE_QUANTITY as MAX_REPAIR_LINE_QUANTITY,
  MAX_REPAIR_LINES,
  ENDED_WITHOUT_WORK,
  MAX_REPAIR_PAYMENT_RECORDS,
  MAX_REPAIR_SEN,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  REPAIR_LINE_KINDS,
  SERVICE_TAX_BASIS_POINTS,
} from '@/domain/repair-money';
import {
  REPAIR_RECORD_EXTRAS,
  VIEW_FIELDS,
  newJobRecord,
  toRepairJob,
  viewFields,
} from './repair-records';
import { ShopSettingsSchema } from '@/domain/shop-settings-schema';
import { DEFAULT_SHOP_SETTINGS } from '@/content/shop-defaults';
import { makeProductInput, makeRepairInput } from '../../../tests/factories';
import { auditFields } from './audit-records';
import { MAX_REPAIR_HISTORY } from '@/domain/repair-writes';
import {
  GENERATED_RULES,
  generatedBlockNames,
  repairFieldRules,
  repairViewFieldRules,
  withGeneratedRules,
} from './repair-rules-source';
import { enquiryOrderRules, orderAdminRules, orderLineRules } from './order-rules-source';
import { productFieldRules, productRules } from './product-rules-source';
import { PRODUCT_FIELDS } from '@/domain/product-fields';
import { ORDER_RECORD_FIELDS } from '@/domain/order';
import { REPAIR_FIELDS } from '@/domain/repair-fields';
import { productFields } from './records';
import { settingsFields, testimonialFields } from './settings-records';

/**
 * The security rules restate what src/domain decides (the categories, the limits, the statuses): the rules
 * language cannot import it. This test is the one place that holds them equal. Each case writes the rule's text
 * as it must read for the domain's values, so a change on either side alone fails here, naming the rule.
 * Whitespace is not compared: a long list may wrap.
 */

const firestoreRules = normalise(readFileSync('firebase/firestore.rules', 'utf8'));
const storageRules = normalise(readFileSync('firebase/storage.rules', 'utf8'));

function normalise(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\/\/.*$/, ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/\[ /g, '[')
    .replace(/ \]/g, ']');
}

function list(values: readonly string[]): string {
  return `[${values.map((value) => `'${value}'`).join(', ')}]`;
}

function count(rules: string, text: string): number {
  return rules.split(text).length - 1;
}

const textRules = (field: string, max: number) => `text(data.${field}, ${max})`;

/** The names of the list that follows `before` in the rules: `['name', 'sku', …]`. */
function listAfter(rules: string, before: string): string[] {
  const start = rules.indexOf(before);
  expect(start, before).toBeGreaterThanOrEqual(0);
  const list = /\[([^\]]*)\]/.exec(rules.slice(start + before.length))?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
}

const sorted = (names: Iterable<string>) => [...names].sort();

describe('firestore.rules says what src/domain says', () => {
  test('the categories, in one list', () => {
    expect(firestoreRules).toContain(`return value in ${list(CATEGORIES)};`);
  });

  test('each category with sub-categories, and only those', () => {
    const clauses = Object.entries(SUB_CATEGORIES).map(
      ([category, subCategories]) => `(category == '${category}' && value in ${list(subCategories)})`,
    );
    expect(firestoreRules).toContain(`value == '' || ${clauses.join(' || ')});`);
  });

  test('the service category never becomes an order line', () => {
    expect(firestoreRules).toContain(`product.category != '${SERVICE_CATEGORY}'`);
  });

  test.each([
    ['name', MAX_NAME_LENGTH],
    ['sku', MAX_SKU_LENGTH],
    ['description', MAX_DESCRIPTION_LENGTH],
  ])('a product’s %s is at most its length', (field, max) => {
    expect(firestoreRules).toContain(textRules(field, max));
  });

  test.each(LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE))(
    'a product’s name and description in %s may be empty, and are at most the English ones’ lengths',
    (language) => {
      expect(firestoreRules).toContain(`textUpTo(data.${productTextField('name', language)}, ${MAX_NAME_LENGTH})`);
      expect(firestoreRules).toContain(
        `textUpTo(data.${productTextField('description', language)}, ${MAX_DESCRIPTION_LENGTH})`,
      );
      expect(firestoreRules).toContain('function textUpTo(value, max) { return value is string && value.size() <= max; }');
    },
  );

  test('a product’s status is one of PRODUCT_STATUSES, and listed is what isListed() says of it', () => {
    expect(firestoreRules).toContain(`data.status in ${list(PRODUCT_STATUSES)}`);
    const rule = "data.listed is bool && data.listed == (data.status != 'draft')";
    expect(firestoreRules).toContain(rule);
    for (const status of PRODUCT_STATUSES) {
      expect(isListed({ status }), status).toBe(status !== 'draft');
      expect(productFields(makeProductInput({ status })).listed, status).toBe(isListed({ status }));
    }
  });

  test('visitors read, list and order listed products only; the admin reads and lists them all', () => {
    expect(firestoreRules).toContain('allow get: if isAdmin() || resource.data.listed == true;');
    expect(firestoreRules).toContain(
      `allow list: if (isAdmin() || resource.data.listed == true) && request.query.limit is int && request.query.limit <= ${MAX_PAGE_SIZE + 1};`,
    );
    expect(firestoreRules).toContain('&& product.listed == true');
  });

  test('links and image addresses are at most MAX_URL_LENGTH', () => {
    expect(count(firestoreRules, `value.size() <= ${MAX_URL_LENGTH}`)).toBe(2);
  });

  test('a product has at most MAX_ADDITIONAL_IMAGES more pictures, each checked in its place', () => {
    expect(firestoreRules).toContain(`images.size() <= ${MAX_ADDITIONAL_IMAGES}`);
    expect(count(firestoreRules, 'storedImage(images[')).toBe(MAX_ADDITIONAL_IMAGES);
    expect(firestoreRules).toContain(`(${VARIANTS_MARK})?`);
  });

  test('the search words and the sort key of a price on request', () => {
    expect(firestoreRules).toContain(`data.searchTokens.size() <= ${MAX_SEARCH_TOKENS}`);
    expect(firestoreRules).toContain(`data.priceUp == ${PRICE_ON_REQUEST_KEY}`);
  });

  test('a list is at most a page and one more', () => {
    expect(count(firestoreRules, `request.query.limit <= ${MAX_PAGE_SIZE + 1}`)).toBe(2);
  });

  test('an admin’s order has 1 to MAX_ORDER_LINES lines and a visitor’s 1 to HOSTED_MAX_ORDER_LINES, each checked in its place, of 1 to MAX_LINE_QUANTITY', () => {
    expect(count(firestoreRules, `items.size() >= 1 && data.items.size() <= ${HOSTED_MAX_ORDER_LINES}`)).toBe(1);
    expect(firestoreRules).toContain(`items.size() >= 1 && items.size() <= ${MAX_ORDER_LINES}`);
    expect(count(firestoreRules, '|| orderLine(items[')).toBe(MAX_ORDER_LINES - 1);
    expect(count(firestoreRules, '&& lineAt(data.items, ')).toBe(HOSTED_MAX_ORDER_LINES);
    expect(count(firestoreRules, 'amountAt(items, ')).toBe(HOSTED_MAX_ORDER_LINES + 1);
    expect(count(firestoreRules, `quantity >= 1 && `)).toBe(2);
    expect(count(firestoreRules, `quantity <= ${MAX_LINE_QUANTITY}`)).toBe(2);
  });

  test('an order’s customer fields have the enquiry’s limits, for a visitor and for the admin', () => {
    const { customerName, customerPhone, customerEmail, shippingAddress, notes } = ENQUIRY_LIMITS;
    expect(count(firestoreRules, textRules('customerName', customerName))).toBe(2);
    expect(firestoreRules).toContain(`textUpTo(data.customerPhone, ${customerPhone})`);
    // A visitor's enquiry and the admin's own order, each.
    for (const [field, max] of Object.entries({ customerEmail, shippingAddress, notes }))
      expect(count(firestoreRules, `textUpTo(data.${field}, ${max})`), field).toBeGreaterThanOrEqual(2);
  });

  test('the order statuses', () => {
    expect(firestoreRules).toContain(`request.resource.data.status in ${list(ORDER_STATUSES)}`);
  });

  test('the audit actions an admin’s browser records (a failed sign-in and a customer’s answers have no admin to record them)', () => {
    const customers = ['repair.answer', 'repair.approve', 'repair.decline'];
    const recorded = AUDIT_ACTIONS.filter((action) => action !== 'sign-in.failure' && !customers.includes(action));
    expect(firestoreRules).toContain(`request.resource.data.action in ${list(recorded)}`);
  });

  test('the shop settings’ limits', () => {
    const limits = SHOP_SETTINGS_LIMITS;
    for (const rule of [
      textRules('legalName', limits.name),
      textRules('tradeName', limits.name),
      textRules('registrationNumber', limits.registrationNumber),
      textRules('address.street', limits.street),
      textRules('address.postcode', limits.postcode),
      textRules('address.city', limits.place),
      textRules('address.state', limits.place),
      textRules('address.country', limits.place),
      textRules('phone', limits.phone),
      `data.email.size() <= ${limits.email}`,
      `data.openingHours.keys().hasOnly(${list(LANGUAGES)})`,
      `data.openingHours.keys().hasAll(${list(LANGUAGES)})`,
      ...LANGUAGES.map((language) => `textUpTo(data.openingHours.${language}, ${limits.openingHours})`),
      `value.size() <= ${limits.url}`,
      `shop.rating <= ${MAX_RATING}`,
      `textUpTo(data.handle, ${limits.handle})`,
      textRules('author', limits.author),
      // A testimonial and the slip's terms: typed in one language at least (LocalTextSchema).
      `inOneLanguage(${LANGUAGES.map((language) => `data.text${LOCALES[language].fieldSuffix}`).join(', ')}, ${limits.testimonial})`,
      `data.position < ${limits.testimonials}`,
      `request.query.limit <= ${2 * limits.testimonials}`,
      `data.repairTerms.keys().hasOnly(${list(LANGUAGES)})`,
      `data.repairTerms.keys().hasAll(${list(LANGUAGES)})`,
      `inOneLanguage(${LANGUAGES.map((language) => `data.repairTerms.${language}`).join(', ')}, ${limits.repairTerms})`,
      `function inOneLanguage(${LANGUAGES.join(', ')}, max)`,
    ]) {
      expect(firestoreRules, rule).toContain(rule);
    }
  });

  test('a visitor measurement’s pages, devices, events and believable values', () => {
    expect(firestoreRules).toContain(`data.p in ${list(PAGE_TYPES)}`);
    expect(firestoreRules).toContain(`data.d in ${list(DEVICES)}`);
    expect(firestoreRules).toContain(`data.n in ${list(COUNT_EVENTS)}`);
    const byLimit = new Map<number, string[]>();
    for (const [vital, limit] of Object.entries(VITAL_LIMITS)) byLimit.set(limit, [...(byLimit.get(limit) ?? []), vital]);
    for (const [limit, vitals] of byLimit) {
      const rule =
        vitals.length === 1 ? `data.n == '${vitals[0]}' && data.v <= ${limit}` : `data.n in ${list(vitals)} && data.v <= ${limit}`;
      expect(firestoreRules, rule).toContain(rule);
    }
  });
});

/** The regular expression of a rules function `name(value) { return value is string && value.matches('…') }`. */
function patternOf(name: string): RegExp {
  const found = new RegExp(`function ${name}\\(value\\) \\{ return value is string && value\\.matches\\('([^']+)'\\)`).exec(
    firestoreRules,
  )?.[1];
  expect(found, name).toBeDefined();
  return new RegExp(`^(?:${found!})$`);
}

describe('firestore.rules says what src/domain says of repair jobs', () => {
  test('the statuses, the closed ones, and the moves of REPAIR_MOVES from each', () => {
    expect(firestoreRules).toContain(`function repairStatuses() { return ${list(REPAIR_STATUSES)}; }`);
    expect(firestoreRules).toContain(`job.open == !(job.status in ${list(CLOSED_REPAIR_STATUSES)})`);
    const moves = Object.entries(REPAIR_MOVES).map(([from, to]) => `'${from}': ${list(to)}`);
    expect(firestoreRules).toContain(`function repairMoves() { return { ${moves.join(', ')} }; }`);
    expect(count(firestoreRules, `in ${list(QUOTE_ANSWERS)}`)).toBe(2);
    expect(count(firestoreRules, `in ${list(LANGUAGES)}`)).toBe(2);
  });

  test('the limits of REPAIR_LIMITS, the money’s bounds, MAX_REPAIR_PHOTOS and the history’s bound', () => {
    const limits = REPAIR_LIMITS;
    for (const rule of [
      `text(job.customerName, ${limits.customerName})`,
      `text(job.machine.brand, ${limits.brand})`,
      `text(job.machine.model, ${limits.model})`,
      `textUpTo(job.machine.serial, ${limits.serial})`,
      `text(job.fault, ${limits.fault})`,
      `textUpTo(job.accessories, ${limits.accessories})`,
      `textUpTo(view.firstName, ${limits.customerName})`,
      `text(view.machine.brand, ${limits.brand})`,
      `text(view.machine.model, ${limits.model})`,
      `textUpTo(quote.note, ${limits.note})`,
      `textUpTo(line.note, ${limits.note})`,
      `photo.size() <= ${limits.photoUrl}`,
      `value <= ${MAX_REPAIR_SEN}`,
      `line.unitPrice <= ${MAX_REPAIR_SEN}`,
      `payment.amount <= ${MAX_REPAIR_SEN}`,
      `line.quantity > 0 && line.quantity < ${MAX_REPAIR_LINE_QUANTITY + 1}`,
      `lines.size() <= ${MAX_REPAIR_LINES}`,
      `job.payments.size() <= ${MAX_REPAIR_PAYMENT_RECORDS}`,
      `old.size() < ${MAX_REPAIR_PAYMENT_RECORDS}`,
      `payment.kind in ${list(PAYMENT_KINDS)}`,
      `line.kind in ${list(REPAIR_LINE_KINDS)}`,
      `payment.method in ${list(PAYMENT_METHODS)}`,
      `quote.serviceTaxRate in [0, ${SERVICE_TAX_BASIS_POINTS}]`,
      `textUpTo(group.sstNumber, ${SHOP_SETTINGS_LIMITS.sstNumber})`,
      `group.warrantyDays <= ${SHOP_SETTINGS_LIMITS.warrantyDays}`,
      `group.storageFreeDays <= ${SHOP_SETTINGS_LIMITS.storageFreeDays}`,
      `photos.size() <= ${MAX_REPAIR_PHOTOS}`,
      `history.size() <= ${MAX_REPAIR_HISTORY}`,
    ]) {
      expect(firestoreRules, rule).toContain(rule);
    }
    expect(count(firestoreRules, 'repairPhoto(photos[')).toBe(MAX_REPAIR_PHOTOS);
    // Rules have no loops: each line of a quote and each payment has its place checked.
    expect(count(firestoreRules, 'repairLine(lines[')).toBe(MAX_REPAIR_LINES);
    // Each place once in the sum, and once in kindAt's own head.
    expect(count(firestoreRules, 'kindAt(lines, ')).toBe(MAX_REPAIR_LINES + 1);
    expect(count(firestoreRules, 'voidedAt(old, payments, after, before, ')).toBe(MAX_REPAIR_PAYMENT_RECORDS + 1);
    // The statuses that end a job without the work, and the closed ones a refund and an estimate's change read.
    expect(count(firestoreRules, `in ${list(ENDED_WITHOUT_WORK)}`)).toBe(2);
    expect(count(firestoreRules, `in ${list(CLOSED_REPAIR_STATUSES)}`)).toBe(3);
  });

  test('the rules take every token newRepairToken makes, and a text exactly when isRepairToken does', () => {
    const rule = patternOf('repairToken');
    fc.assert(
      fc.property(fc.constant(null), () => {
        expect(rule.test(newRepairToken())).toBe(true);
      }),
      { numRuns: 200 },
    );
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/.';
    const texts = fc.oneof(
      fc.string({ unit: fc.constantFrom(...alphabet), minLength: 20, maxLength: 24 }),
      fc.string(),
    );
    fc.assert(fc.property(texts, (text) => rule.test(text) === isRepairToken(text)));
  });

  test('the rules take every job number formatRepairNumber makes, and no number spelled another way', () => {
    const rule = patternOf('repairNumber');
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 9999 }), fc.integer({ min: 1, max: 2_000_000 }), (year, sequence) => {
        expect(rule.test(formatRepairNumber(year, sequence)), formatRepairNumber(year, sequence)).toBe(true);
      }),
    );
    for (const other of ['R-2026-042', 'R-2026-00042', 'R-26-0042', 'r-2026-0042', 'R-2026-0042 ', 'R2026-0042']) {
      expect(rule.test(other), other).toBe(false);
    }
  });

  test('every phone RepairPhoneSchema keeps is E.164 as the rules take it', () => {
    const rule = /^(?:[+][1-9][0-9]{7,14})$/;
    expect(firestoreRules).toContain("job.customerPhone.matches('[+][1-9][0-9]{7,14}')");
    const typed = fc
      .tuple(fc.constantFrom('', '+', '+60', '0', '+65 ', '+44 '), fc.array(fc.constantFrom(...'0123456789 -().'), { maxLength: 18 }))
      .map(([prefix, rest]) => prefix + rest.join(''));
    fc.assert(
      fc.property(typed, (text) => {
        const parsed = RepairPhoneSchema.safeParse(text);
        if (parsed.success) expect(rule.test(parsed.data), `${text} → ${parsed.data}`).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('firestore.rules holds the blocks made from the domain’s tables', () => {
  const raw = readFileSync('firebase/firestore.rules', 'utf8');

  test('each generated block is as repair-rules-source.ts makes it from the tables now (npm run rules:generate)', () => {
    expect(generatedBlockNames(raw)).toEqual(Object.keys(GENERATED_RULES));
    expect(withGeneratedRules(raw)).toBe(raw);
  });

  test('a field added to a table changes its block, so the test above fails until the rules are generated again', () => {
    // A typed text of the owner's: its list, and its check by its kind and its limit, with nothing else written.
    const tagNumber = {
      kind: 'text',
      path: 'tagNumber',
      column: 'tag_number',
      by: 'admin',
      input: { required: false, max: 40, label: 'repairs.fields.accessories', control: 'text' },
      empty: '',
      shows: [],
    } as const;
    const repairs = normalise(
      withGeneratedRules(raw, { 'repair-fields': () => repairFieldRules({ ...REPAIR_FIELDS, tagNumber }) }),
    );
    expect(repairs).not.toBe(firestoreRules);
    expect(listAfter(repairs, 'function repairFields() {')).toContain('tagNumber');
    expect(repairs).toContain("(!('tagNumber' in keys) || textUpTo(job.tagNumber, 40))");
    // A product's number the admin may leave empty: in its list, and checked as none or an amount.
    const warrantyMonths = {
      kind: 'numberOrNull',
      column: 'warranty_months',
      by: 'admin',
      input: { label: 'form.fields.weight', control: 'number', required: false },
      shows: ['page'],
    } as const;
    const products = normalise(
      withGeneratedRules(raw, {
        'product-fields': () => productFieldRules({ ...PRODUCT_FIELDS, warrantyMonths }),
        'product-valid': () => productRules({ ...PRODUCT_FIELDS, warrantyMonths }),
      }),
    );
    expect(listAfter(products, 'function productFields() {')).toContain('warrantyMonths');
    expect(products).toContain('&& (data.warrantyMonths == null || amount(data.warrantyMonths))');
    const views = withGeneratedRules(raw, { 'repair-view-fields': () => repairViewFieldRules(['ownerNote']) });
    expect(listAfter(normalise(views), 'function repairViewFields() {')).toEqual(['ownerNote']);
    const orders = withGeneratedRules(raw, { 'order-admin': () => orderAdminRules([...ORDER_RECORD_FIELDS, 'channel']) });
    expect(listAfter(normalise(orders), 'function orderFields() {')).toContain('channel');
    // A place more for the lines: the admin's 21st line and the visitor's 11th are checked too.
    expect(withGeneratedRules(raw, { 'order-lines': () => orderLineRules(21) })).toContain('orderLine(items[20])');
    expect(withGeneratedRules(raw, { 'order-enquiry': () => enquiryOrderRules(11) })).toContain(
      'lineAt(data.items, 10)',
    );
  });

  test('a field whose kind does not say its rule stops the generator until the rule is named', () => {
    const parts = { kind: 'json', path: 'parts', column: 'parts', by: 'store', empty: [], shows: [] } as const;
    expect(() => repairFieldRules({ ...REPAIR_FIELDS, parts })).toThrow('REPAIR_FIELDS.parts (json): name its rule');
    expect(() => repairFieldRules(REPAIR_FIELDS, ['open', 'balance'])).toThrow('REPAIR_RECORD_EXTRAS.balance');
    const colours = {
      kind: 'textList',
      column: 'colours',
      by: 'admin',
      input: { label: 'form.fields.name', control: 'text', required: false },
      shows: [],
    } as const;
    expect(() => productRules({ ...PRODUCT_FIELDS, colours })).toThrow('PRODUCT_FIELDS.colours (textList)');
    expect(() => productRules(PRODUCT_FIELDS, ['listed', 'rating'])).toThrow('PRODUCT_RECORD_EXTRAS.rating');
  });
});

describe('firestore.rules lets each record hold exactly the fields the adapter writes', () => {
  test('a repair job: the table of repair fields and the record’s extras; its view: the fields its page reads', () => {
    const input = RepairInputSchema.parse(makeRepairInput());
    const job = newJobRecord('R-2026-0042', newRepairToken(), input, new Date());
    const fields = sorted([...REPAIR_RECORD_KEYS, ...REPAIR_RECORD_EXTRAS]);
    // The rules' list is the table's (src/domain/repair-fields.ts): a new field fails here until the rules name it.
    expect(sorted(listAfter(firestoreRules, 'function repairFields() {'))).toEqual(fields);
    expect(sorted(Object.keys(job))).toEqual(fields);
    expect(sorted(listAfter(firestoreRules, 'function repairViewFields() {'))).toEqual(sorted([...VIEW_FIELDS]));
    expect(sorted(Object.keys(viewFields({ ...job, token: job.token })))).toEqual(sorted([...VIEW_FIELDS]));
    // Everything the customer's page is given is in the view, worked out of its fields.
    expect(Object.keys(repairStatusView(toRepairJob('j1', job))).every((key) => key !== 'payments')).toBe(true);
  });

  test('a product', () => {
    expect(sorted(listAfter(firestoreRules, 'function productFields() {'))).toEqual(
      sorted(Object.keys(productFields(makeProductInput()))),
    );
  });

  test('the shop settings, their address and their social links', () => {
    const stored = settingsFields(ShopSettingsSchema.parse(DEFAULT_SHOP_SETTINGS));
    expect(sorted(listAfter(firestoreRules, 'let fields ='))).toEqual(sorted([...Object.keys(stored), 'updatedAt']));
    expect(sorted(listAfter(firestoreRules, 'let address ='))).toEqual(sorted(Object.keys(stored.address as object)));
    expect(sorted(listAfter(firestoreRules, 'let socials ='))).toEqual(sorted(Object.keys(stored.socials as object)));
  });

  test('a testimonial', () => {
    const stored = testimonialFields(DEFAULT_SHOP_SETTINGS.testimonials[0]!, 0);
    expect(sorted(listAfter(firestoreRules, 'function isTestimonial(data) { return data.keys().hasOnly('))).toEqual(
      sorted(Object.keys(stored)),
    );
  });

  test('an audit entry', () => {
    const stored = auditFields({ actor: 'owner@example.test', action: 'sign-out' }, new Date());
    expect(sorted(listAfter(firestoreRules, 'match /audit/{entryId} {'))).toEqual(
      sorted([...Object.keys(stored), 'createdAt']),
    );
  });
});

describe('storage.rules says what src/domain says', () => {
  test('an image is at most MAX_UPLOAD_BYTES', () => {
    const limit = /request\.resource\.size <= ([0-9 *]+)/.exec(storageRules)?.[1] ?? '';
    const bytes = limit.split('*').reduce((product, factor) => product * Number(factor), 1);
    expect(bytes, limit).toBe(MAX_UPLOAD_BYTES);
  });

  test('a repair photo is at most MAX_UPLOAD_BYTES too, under repairs/ with repairPhotoKey’s name, and only the admin reads it', () => {
    expect(count(storageRules, 'request.resource.size <= 8 * 1024 * 1024')).toBe(2);
    expect(storageRules).toContain(
      "match /repairs/{fileName} { allow create, update: if isAdmin() && fileName.matches('[A-Za-z0-9]{1,40}_[0-9]{1,2}_[A-Za-z0-9._-]{1,80}')",
    );
    expect(storageRules).toContain('match /repairs/{path=**} { allow read: if isAdmin(); }');
  });

  test('the resized copies have the widths the site asks for', () => {
    expect(storageRules).toContain(`([.]w(${IMAGE_VARIANT_WIDTHS.join('|')})[.]webp)?`);
  });
});
