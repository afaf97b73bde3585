/**
 * The products' blocks of firebase/firestore.rules, made from the table of product fields (PRODUCT_FIELDS) rather
 * than typed: the record's fields (the admin's rows and PRODUCT_RECORD_EXTRAS) and the check of a product, a clause
 * per row by its kind, control and limit. Written by `npm run rules:generate` (repair-rules-source.ts lists every
 * block); held by rules-source.test.ts. The rules mirror ProductInputSchema (src/domain/product-schema.ts), whose
 * rules come from the same rows.
 */
import { PRODUCT_STATUSES, isListed } from '@/domain/product';
import { PRODUCT_FIELDS, type ProductFieldSpec } from '@/domain/product-fields';
import { MAX_SEARCH_TOKENS, PRICE_ON_REQUEST_KEY } from '@/domain/search';
import { PRODUCT_RECORD_EXTRAS } from './records';
import { list, wrappedList, type GeneratedBlock } from './rules-text';

type Fields = Readonly<Record<string, ProductFieldSpec>>;

const SOURCE = 'src/data/firebase/product-rules-source.ts';

/**
 * What an admin field must hold, in the rules' words (`value` is `data.name`), by its row: a link, the pictures, a
 * text within its `max` (required: not blank; else it may be empty: textUpTo), an amount (a number or
 * none when not required), a status. null: the row cannot say it, and OWN_RULES must.
 */
function rowRule(spec: ProductFieldSpec, value: string): string | null {
  const input = spec.input;
  if (!input) return null;
  if (input.control === 'url') return `optionalUrl(${value})`;
  if (input.control === 'image') return `storedImage(${value})`;
  if (input.control === 'images') return `imageList(${value})`;
  switch (spec.kind) {
    case 'text':
      if (input.max === undefined) return null;
      return input.required ? `text(${value}, ${input.max})` : `textUpTo(${value}, ${input.max})`;
    case 'number':
      return `amount(${value})`;
    case 'numberOrNull':
      return input.required ? `amount(${value})` : `(${value} == null || amount(${value}))`;
    case 'status':
      return `${value} in ${list(PRODUCT_STATUSES)}`;
    default:
      return null;
  }
}

/** The rules of the fields a row cannot say: a category of the list, a sub-category of its category. */
const OWN_RULES: Readonly<Record<string, string>> = {
  category: 'isCategory(data.category)',
  subCategory: 'isSubCategoryOf(data.category, data.subCategory)',
};

const UNLISTED = PRODUCT_STATUSES.filter((status) => !isListed({ status }));

/**
 * The rules of the record's extras (PRODUCT_RECORD_EXTRAS), each after the field it is worked out from, or at the
 * end; a comment says what of the domain it holds.
 */
const EXTRA_RULES: Readonly<Record<string, { after?: string; comment?: string; rule: string }>> = {
  skuKey: { after: 'sku', rule: 'skuKeyOf(data)' },
  listed: {
    after: 'status',
    rule: `data.listed is bool && data.listed == (${UNLISTED.map((status) => `data.status != '${status}'`).join(' && ')})`,
  },
  searchTokens: {
    comment: "At most MAX_SEARCH_TOKENS words; which words is the adapter's to work out (only an admin writes).",
    rule: `data.searchTokens is list && data.searchTokens.size() <= ${MAX_SEARCH_TOKENS}`,
  },
  priceUp: {
    comment: 'The price, or for a price on request (0) PRICE_ON_REQUEST_KEY, so that it sorts last.',
    rule: `((data.price > 0 && data.priceUp == data.price)
            || (data.price == 0 && data.priceUp == ${PRICE_ON_REQUEST_KEY}))`,
  },
};

/** The comments that a field's clause follows. */
const COMMENTS: Readonly<Record<string, string>> = {
  status: "PRODUCT_STATUSES of src/domain/product.ts; listed is what isListed() says of the status.",
};

/** The admin's rows of the table, by name. */
const adminRows = (fields: Fields) => Object.entries(fields).filter(([, spec]) => spec.by === 'admin');

/** The product record's fields: the admin's rows of PRODUCT_FIELDS, then PRODUCT_RECORD_EXTRAS. */
export function productFieldRules(
  fields: Fields = PRODUCT_FIELDS,
  extras: readonly string[] = PRODUCT_RECORD_EXTRAS,
): string {
  const names = [...adminRows(fields).map(([name]) => name), ...extras];
  return `    // The fields the admin form writes (the admin's rows of PRODUCT_FIELDS, src/domain/product-fields.ts), with the
    // words the product is found by, its key for the lowest price first (src/domain/search.ts),
    // whether visitors see it (listed) and its SKU as SKUs compare (skuKey, src/domain/product.ts):
    // PRODUCT_RECORD_EXTRAS of src/data/firebase/records.ts.
    function productFields() {
${wrappedList(names, '      return ', 104)};
    }`;
}

/**
 * A product as the admin writes it: a clause per admin row of PRODUCT_FIELDS, by its kind, control and limit (or
 * OWN_RULES), and the extras' clauses. A row whose rule neither says stops the generator.
 */
export function productRules(fields: Fields = PRODUCT_FIELDS, extras: readonly string[] = PRODUCT_RECORD_EXTRAS): string {
  const lines: string[] = [];
  const add = (rule: string, comment?: string) => {
    if (comment) lines.push(`        // ${comment}`);
    lines.push(lines.length === 0 ? `      return ${rule}` : `        && ${rule}`);
  };
  const extraRule = (extra: string) => {
    const rule = EXTRA_RULES[extra];
    if (!rule) throw new Error(`PRODUCT_RECORD_EXTRAS.${extra}: name its rule in EXTRA_RULES`);
    return rule;
  };
  const rows = adminRows(fields);
  for (const [name, spec] of rows) {
    const rule = OWN_RULES[name] ?? rowRule(spec, `data.${name}`);
    if (rule === null) throw new Error(`PRODUCT_FIELDS.${name} (${spec.kind}): name its rule in OWN_RULES`);
    add(rule, COMMENTS[name]);
    for (const extra of extras.filter((extra) => extraRule(extra).after === name)) add(extraRule(extra).rule);
  }
  const orphan = extras.find((extra) => {
    const after = extraRule(extra).after;
    return after !== undefined && !rows.some(([name]) => name === after);
  });
  if (orphan) throw new Error(`EXTRA_RULES.${orphan}: it follows a field the table has not`);
  for (const extra of extras.filter((extra) => extraRule(extra).after === undefined)) {
    add(extraRule(extra).rule, extraRule(extra).comment);
  }
  return `    // A product as the admin writes it, a clause per admin row of PRODUCT_FIELDS by its kind, control and limit
    // (ProductInputSchema's rules, made from the same rows), the category's and the sub-category's own, and the
    // record's extras.
    function isProduct(data) {
${lines.join('\n')};
    }`;
}

/** The products' generated blocks by name, in the file's order. */
export const PRODUCT_RULES: Readonly<Record<string, GeneratedBlock>> = {
  'product-fields': { source: SOURCE, make: () => productFieldRules() },
  'product-valid': { source: SOURCE, make: () => productRules() },
};
