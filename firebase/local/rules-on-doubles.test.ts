import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import {
  catalogueOrder,
  connectWorld,
  namedCases,
  registerRulesCases,
  seedCatalogue,
  sendEnquiry,
  verdicts,
  type Judge,
  type World,
} from '../rules-cases';
import { CASE_BUCKET } from '../product-cases';
import { RulesSyntaxError } from './rules-language';
import { startLocalDoubles, type DoubleRules } from './serve-hosted';

/**
 * firebase/firestore.rules and firebase/storage.rules themselves, judged by the local doubles (which evaluate
 * them: rules-evaluator.ts) through the Firebase SDK as the site's browser sends its requests. This runs in
 * `npm test`, with no Java; `npm run test:rules` runs the same cases (firebase/rules-cases.ts) on the official
 * emulators where Java 21 is there (firebase/rules.test.ts).
 *
 * Besides the shared cases, two things only the doubles can do, as they take the rules' text from this runner: the
 * named cases run again against rules broken on purpose, one change of their text at a time, each expected to fail
 * (a test that would pass against broken rules proves nothing); and rules changed to read more than Firestore's
 * limit of documents, which the doubles refuse as Firestore does.
 */

const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const PROJECT_RULES: Required<DoubleRules> = {
  firestore: readFileSync('firebase/firestore.rules', 'utf8'),
  storage: readFileSync('firebase/storage.rules', 'utf8'),
};

/** A world of its own doubles, judging by `rules`; closed after the test. */
async function worldOf(rules: Required<DoubleRules>): Promise<World> {
  const doubles = await startLocalDoubles(rules);
  const { world, close } = connectWorld({
    firestore: doubles.firestore,
    storage: doubles.storage,
    bucket: CASE_BUCKET,
  });
  // The apps first, then the servers they talk to.
  closers.push(async () => {
    await close();
    await doubles.close();
  });
  return world;
}

/** The doubles answer a refusal as Firestore (permission-denied) and Storage (storage/unauthorized) do. */
const JUDGE: Judge = {
  assertSucceeds: (action) => action,
  assertFails: (action) =>
    action.then(
      () => Promise.reject(new Error('Expected request to fail, but it succeeded.')),
      (error: unknown) => {
        if (!String(error).includes('permission')) throw error;
        return error;
      },
    ),
};

registerRulesCases({ ...JUDGE, title: 'the rules, evaluated by the doubles', world: () => worldOf(PROJECT_RULES) });

const { catalogue, repairs } = namedCases(JUDGE);
const CASES = { ...catalogue, ...repairs };
const { allowed, refused } = verdicts(JUDGE);

/** A deliberate breakage: a change of one rules file's text, and the case that must then fail. */
type Breakage = { label: string; file: 'firestore' | 'storage'; find: string; replace: string; fails: string };

const BREAKAGES: readonly Breakage[] = [
  {
    label: 'a testimonial with no text at all (one language no longer required)',
    file: 'firestore',
    find: '&& (en.trim().size() > 0 || ms.trim().size() > 0)',
    replace: '',
    fails: 'a testimonial is typed in one language at least; the page in the other shows it',
  },
  {
    label: "a product's skuKey left unchecked (skuKeyOf(data) removed from isProduct)",
    file: 'firestore',
    find: '        && skuKeyOf(data)\n',
    replace: '',
    fails: 'a product holds its SKU as SKUs compare (skuKey): required, and its ASCII SKU in capitals',
  },
  {
    label: "anyone may set any order's status (isAdmin() && linesChange() || statusChange() || personalChange())",
    file: 'firestore',
    find: 'allow update: if isAdmin() && (statusChange() || linesChange() || personalChange());',
    replace: 'allow update: if isAdmin() && linesChange() || statusChange() || personalChange();',
    fails: "only the admin changes an order's status",
  },
  {
    label: 'a visitor names their own price (the price check removed)',
    file: 'firestore',
    find: '\n        && item.price == product.price;',
    replace: ';',
    fails: 'a visitor may not name their own price',
  },
  {
    label: 'an order of any shape (allow create: if true)',
    file: 'firestore',
    find: 'allow create: if isEnquiryOrder(request.resource.data);',
    replace: 'allow create: if true;',
    fails: 'an order of any other shape is refused, whoever sends it',
  },
  {
    label: 'a syntax error in the rules',
    file: 'firestore',
    find: 'allow update: if isAdmin() && (statusChange() || linesChange() || personalChange());',
    replace: 'allow update: if isAdmin() && (statusChange() || linesChange() || personalChange();',
    fails: 'a visitor sends an enquiry of ten different products, as many as the hosted list holds',
  },
  {
    label: "Storage's content-type check removed",
    file: 'storage',
    find: "\n        && request.resource.contentType.matches('image/(jpeg|png|webp|gif|avif)');",
    replace: ';',
    fails: 'the admin stores a raster image; a file of another type is refused',
  },
  {
    label: 'visitors may list the repair views (allow read instead of allow get)',
    file: 'firestore',
    find: 'never a list.\n      allow get: if true;',
    replace: 'never a list.\n      allow read: if true;',
    fails: 'only the admin reads a job; a visitor gets a view by its token and may not list the views',
  },
  {
    label: 'visitors may read the jobs (allow read: if true on repairs)',
    file: 'firestore',
    find: 'match /repairs/{jobId} {\n      allow read: if isAdmin();',
    replace: 'match /repairs/{jobId} {\n      allow read: if true;',
    fails: 'only the admin reads a job; a visitor gets a view by its token and may not list the views',
  },
  {
    label: "a visitor's answer may change the status (the view's keys unchecked)",
    file: 'firestore',
    find: "\n        && after.diff(before).affectedKeys().hasOnly(['quote', 'history', 'updatedAt'])",
    replace: '',
    fails: 'the customer answers a quote once and changes nothing else; a job that waits for none takes no answer',
  },
  {
    label: "a visitor's answer may change the quote's amount (the quote's keys unchecked)",
    file: 'firestore',
    find: "\n        && after.quote.diff(before.quote).affectedKeys().hasOnly(['answer', 'answeredAt'])",
    replace: '',
    fails: 'the customer answers a quote once and changes nothing else; a job that waits for none takes no answer',
  },
  {
    label: 'a quote may be answered twice (the unanswered check removed)',
    file: 'firestore',
    find: '\n        && before.quote.answer == null',
    replace: '',
    fails: 'the customer answers a quote once and changes nothing else; a job that waits for none takes no answer',
  },
  {
    label: 'a job without the phone check',
    file: 'firestore',
    find: `|| (job.customerPhone is string
                && (job.customerPhone.matches('[+][1-9][0-9]{7,14}')
                    || (job.customerPhone == '' && job.get('customerName', '') == '—'))))`,
    replace: '|| true)',
    fails: 'a job holds the phone in E.164 and its fields within their limits; its view shows no more than its page',
  },
  {
    label: 'a job not erased may lose its phone (the erased name unchecked beside an empty phone)',
    file: 'firestore',
    find: "(job.customerPhone == '' && job.get('customerName', '') == '—')",
    replace: "(job.customerPhone == '')",
    fails: 'a job holds the phone in E.164 and its fields within their limits; its view shows no more than its page',
  },
  {
    label: 'a job may move to any status (REPAIR_MOVES unchecked)',
    file: 'firestore',
    find: 'after.status in repairMoves()[before.status]',
    replace: 'after.status in repairStatuses()',
    fails: 'the admin moves a job only as REPAIR_MOVES allows, with its view, one line of history at the store’s time',
  },
  {
    label: 'a quote’s total may differ from its lines (the total unchecked)',
    file: 'firestore',
    find: '\n        && quote.total == quote.subtotal + quote.serviceTax',
    replace: '',
    fails:
      'a quote’s totals are its lines’ sums to the sen, and a payment stays within the bill, dated today at the latest',
  },
  {
    label: 'a payment may pass the bill (the bill unchecked)',
    file: 'firestore',
    find: '\n              && after.paid <= dueOf(after))',
    replace: ')',
    fails:
      'a quote’s totals are its lines’ sums to the sen, and a payment stays within the bill, dated today at the latest',
  },
  {
    label: 'a payment may be dated before the job was received (the first day unchecked)',
    file: 'firestore',
    find: '\n         && notBeforeReceived(payments[n].date, before.createdAt)',
    replace: '',
    fails:
      'a quote’s totals are its lines’ sums to the sen, and a payment stays within the bill, dated today at the latest',
  },
  {
    label: 'a payment may be dated after today (the day unchecked)',
    file: 'firestore',
    find: '\n        && notAfterToday(payment.date)',
    replace: '',
    fails:
      'a quote’s totals are its lines’ sums to the sen, and a payment stays within the bill, dated today at the latest',
  },
  {
    label: 'a move may be made from a status the job has left (the from-status unchecked)',
    file: 'firestore',
    find: '\n        && line.from == before.status',
    replace: '',
    fails: 'the admin moves a job only as REPAIR_MOVES allows, with its view, one line of history at the store’s time',
  },
  {
    label: 'an answer may name another version of the quote (the version unchecked)',
    file: 'firestore',
    find: "\n        && line.version == before.quote.get('version', 1)",
    replace: '',
    fails: 'the customer answers a quote once and changes nothing else; a job that waits for none takes no answer',
  },
  {
    label: "a job may take the counter's number without moving it on (the counter before the write unchecked)",
    file: 'firestore',
    find: '\n        && (exists(counter) ? get(counter).data.last : 0) + 1 == int(parts[2])',
    replace: '',
    fails:
      'the admin logs a job with the next number of its year, with its view; nobody else may, and no number is taken twice',
  },
  {
    label: 'an answer while the job no longer waits for one (the status unchecked)',
    file: 'firestore',
    find: "return before.status == 'awaitingApproval'\n        && before.quote != null",
    replace: 'return before.quote != null',
    fails: 'the customer answers only while the job waits for the answer, and only the quote’s current version',
  },
  {
    label: 'an answer to an older version of a quote (the version unchecked)',
    file: 'firestore',
    find: "\n        && line.version == before.quote.get('version', 1)",
    replace: '',
    fails: 'the customer answers only while the job waits for the answer, and only the quote’s current version',
  },
  {
    label: 'a second warranty claim while the first is open (the latest claim’s job unread)',
    file: 'firestore',
    find: `return (claims.size() == 0
              || get(/databases/$(database)/documents/repairs/$(claims[claims.size() - 1].id)).data.open == false)
        && `,
    replace: 'return ',
    fails: 'a warranty claim is made once: a second one waits until the first claim’s job has ended (decideClaim)',
  },
  {
    label: 'a refund while the job goes on (the ended status unchecked)',
    file: 'firestore',
    find: "\n                 && before.status in ['collected', 'cancelled', 'returnedUnrepaired']",
    replace: '',
    fails: 'a refund is made only once the job has ended, and never below the bill (decidePayment)',
  },
  {
    label: 'a deposit dated before intake (its first day unchecked)',
    file: 'firestore',
    find: "\n                && notBeforeReceived(payments['0'].date, request.time)",
    replace: '',
    fails: 'no payment is dated before the day the job was received, a deposit at intake neither',
  },
  {
    label: 'a payment dated before the day received (notBeforeReceived always true)',
    file: 'firestore',
    find: ">= (received + duration.value(8, 'h')).date();",
    replace: '>= timestamp.date(1900, 1, 1);',
    fails: 'no payment is dated before the day the job was received, a deposit at intake neither',
  },
  {
    label: 'the estimate changed after the job has ended (the open status unchecked)',
    file: 'firestore',
    find: "return !(before.status in ['collected', 'cancelled', 'returnedUnrepaired'])\n        && (after.get('quote', null) != null",
    replace: "return (after.get('quote', null) != null",
    fails: 'the estimate changes only while the job is open, and never below what was paid (decideEdit)',
  },
  {
    label: 'the estimate below what was paid (the sum paid unchecked)',
    file: 'firestore',
    find: "|| (after.estimate == null ? 0 : after.estimate) >= after.get('paid', 0));",
    replace: '|| true);',
    fails: 'the estimate changes only while the job is open, and never below what was paid (decideEdit)',
  },
  {
    label: "an order's lines changed once it moved on (the pending status unchecked)",
    file: 'firestore',
    find: "return resource.data.status == 'pending'\n        && request.resource.data.diff(resource.data)",
    replace: 'return request.resource.data.diff(resource.data)',
    fails: "the admin's own order is pending, and an order's lines change only while it is pending (decideOrderLines)",
  },
  {
    label: "the admin's order made in any status (adminOrder's pending unchecked)",
    file: 'firestore',
    find: "data.total >= 0\n        && data.status == 'pending'",
    replace: 'data.total >= 0',
    fails: "the admin's own order is pending, and an order's lines change only while it is pending (decideOrderLines)",
  },
  {
    label: 'anyone may read repair photos',
    file: 'storage',
    find: 'match /repairs/{path=**} {\n      allow read: if isAdmin();',
    replace: 'match /repairs/{path=**} {\n      allow read: if true;',
    fails: 'only the admin stores and reads repair photos, as raster images under their key',
  },
  {
    label: 'an edit may swap one of 5 photos for a new one (no hasAll)',
    file: 'firestore',
    find: '(images.size() <= before.size() && before.hasAll(images))',
    replace: '(images.size() <= before.size())',
    fails:
      'the product page shows 5 photos: a new product has 4 additional images at most, one saved with 5 keeps them and gains none',
  },
];

describe('each deliberate breakage of the rules fails a named case', () => {
  test.each(BREAKAGES)('$label', async ({ file, find, replace, fails }) => {
    expect(PROJECT_RULES[file]).toContain(find);
    const broken = { ...PROJECT_RULES, [file]: PROJECT_RULES[file].replace(find, replace) };
    const run = CASES[fails];
    expect(run, fails).toBeDefined();
    const outcome = await (async () => {
      await run!(await worldOf(broken));
    })().then(
      () => 'passed',
      (error: unknown) => (error instanceof RulesSyntaxError ? 'syntax error' : String(error)),
    );
    // Failed for the breakage: something the case expects refused went through, or the rules do not compile.
    // The same case passes on the project's rules (registerRulesCases, above).
    expect(outcome).toMatch(/^(Error: Expected to be refused|syntax error)/);
  });
});

describe("Firestore's limit of document reads, which the rules cannot lift", () => {
  test('a rule that checked an eleventh line would read eleven products in one write, and be refused for it', async () => {
    // The rules as they would be with one more line checked: they allow the order, the limit does not.
    const eleven = PROJECT_RULES.firestore
      .replace('data.items.size() <= 10\n', 'data.items.size() <= 11 && lineAt(data.items, 10)\n')
      .replace('+ amountAt(items, 9);', '+ amountAt(items, 9) + amountAt(items, 10);');
    expect(eleven).toContain('amountAt(items, 10)');
    const world = await worldOf({ ...PROJECT_RULES, firestore: eleven });
    await seedCatalogue(world);
    await refused('eleven different products', sendEnquiry(world.visitor, catalogueOrder(11)));
    // A product read twice counts once: eleven lines of ten products are within the limit.
    const order = catalogueOrder(11);
    const items = order.items as { productId: string; name: string; price: number }[];
    items[10] = { ...items[0]!, productId: 'p0' };
    const total = items.reduce((sum, item) => sum + item.price, 0);
    await allowed('eleven lines of ten products', sendEnquiry(world.visitor, { ...order, items, total }));
  });
});
