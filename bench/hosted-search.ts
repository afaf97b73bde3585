/**
 * What a hosted catalogue search reads (docs/decisions/025-forgiving-search.md), worked out over the demo catalogue's
 * stored tokens without a store: for each query, the documents each step's Firestore query returns and the results
 * the browser keeps, plus the one read of the synonyms. Printed by `npm run bench` and
 * `npx tsx scripts/measure-hosted-search.ts`.
 */
import { DEMO_PRODUCTS } from '../server/seed/demo-products';
import { forgivingSlots, matchesSlots, searchVocabulary } from '@/domain/forgiving-search';
import { DEFAULT_SEARCH_SYNONYMS, synonymTable } from '@/domain/search-synonyms';
import { productSearchTokens, searchToken, searchWords } from '@/domain/search';
import { forgivingPlan, matchesSearch, planProductList, type ListPlan } from '@/data/firebase/queries';

export const HOSTED_QUERIES = [
  'karcher',
  'weldng',
  'MIG200',
  'dongcheng',
  'kercher',
  'genset',
  'kompresor',
  'water jet',
  'gerinda',
  'mesin kimpalan',
  'pump',
];

type Demo = (typeof DEMO_PRODUCTS)[number];

const textsOf = (product: Demo) => [
  product.name,
  product.nameMs,
  product.sku,
  product.category,
  product.subCategory,
  product.description,
  product.descriptionMs,
];

/** A split word's phrase, its words next to each other in one of the product's texts, as the adapter checks it. */
const holdsPhrase = (product: Demo, phrase: string) =>
  textsOf(product).some((text) => ` ${searchWords(text).join(' ')}`.includes(` ${phrase}`));

export type HostedSearchCost = { query: string; reads: number; results: number; tokensPerProduct: number };

export function hostedSearchCosts(queries: readonly string[] = HOSTED_QUERIES): HostedSearchCost[] {
  const table = synonymTable(DEFAULT_SEARCH_SYNONYMS);
  const docs = DEMO_PRODUCTS.map((product) => ({ product, searchTokens: productSearchTokens(product) }));
  const tokensPerProduct = Math.round(docs.reduce((sum, doc) => sum + doc.searchTokens.length, 0) / docs.length);
  const returned = (plan: ListPlan) =>
    docs.filter(({ searchTokens }) =>
      plan.contains
        ? searchTokens.includes(plan.contains.value)
        : plan.containsAny!.values.some((value) => searchTokens.includes(value)),
    );
  return queries.map((query) => {
    const plan = planProductList({ q: query, limit: 24 }, table);
    const exactRead = returned(plan);
    const exact = exactRead.filter((doc) => matchesSearch(plan, doc as unknown as Record<string, unknown>));
    // One read of settings/shop for the synonyms, then the documents of each step.
    let reads = 1 + exactRead.length;
    let results = exact.length;
    const forgiving = results ? null : forgivingPlan(plan, table);
    if (forgiving) {
      const read = returned(forgiving);
      const counts = new Map<string, number>();
      for (const { product } of read) {
        for (const word of new Set(textsOf(product).flatMap(searchWords)))
          counts.set(word, (counts.get(word) ?? 0) + 1);
      }
      const slots = forgivingSlots(forgiving.forgive!, table, searchVocabulary(counts));
      reads += read.length;
      results = slots
        ? read.filter(({ product, searchTokens }) =>
            matchesSlots(slots, (word) =>
              word.includes(' ') ? holdsPhrase(product, word) : searchTokens.includes(searchToken(word)),
            ),
          ).length
        : 0;
    }
    return { query, reads, results, tokensPerProduct };
  });
}

/** The figures as the bench's notes print them. */
export function hostedSearchNote(costs: readonly HostedSearchCost[] = hostedSearchCosts()): string {
  const each = costs.map((cost) => `"${cost.query}" ${cost.results} found, ${cost.reads - cost.results} more read`);
  return (
    `Hosted search on the demo catalogue (${costs[0]?.tokensPerProduct ?? 0} tokens a product, no index to download): ` +
    `Firestore reads beyond the results, the synonyms' read included: ${each.join('; ')}.`
  );
}
