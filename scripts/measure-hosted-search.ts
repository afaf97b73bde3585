// npx tsx scripts/measure-hosted-search.ts: what a hosted catalogue search reads (docs/decisions/025-forgiving-search.md),
// worked out over the demo catalogue's stored tokens without a store: the documents each step's query returns, the
// results kept, and the tokens each product carries.
import { DEMO_PRODUCTS } from '../server/seed/demo-products';
import { productSearchTokens } from '../src/domain/search';
import { forgivingSlots, matchesSlots, searchVocabulary } from '../src/domain/forgiving-search';
import { DEFAULT_SEARCH_SYNONYMS, synonymTable } from '../src/domain/search-synonyms';
import { forgivingPlan, matchesSearch, planProductList, type ListPlan } from '../src/data/firebase/queries';
import { searchToken, searchWords } from '../src/domain/search';

const table = synonymTable(DEFAULT_SEARCH_SYNONYMS);
/** A phrase of a split word, next to each other in one of the product's texts, as the adapter checks it. */
const phraseIn = (product: (typeof DEMO_PRODUCTS)[number], phrase: string) =>
  [product.name, product.nameMs, product.sku, product.description, product.descriptionMs].some((text) =>
    ` ${searchWords(text).join(' ')}`.includes(` ${phrase}`),
  );
const docs = DEMO_PRODUCTS.map((product) => ({ product, searchTokens: productSearchTokens(product) }));
const returned = (plan: ListPlan) =>
  docs.filter(({ searchTokens }) =>
    plan.contains
      ? searchTokens.includes(plan.contains.value)
      : plan.containsAny!.values.some((value) => searchTokens.includes(value)),
  );

const sizes = docs.map(({ searchTokens }) => searchTokens.length);
console.log(
  `Tokens per product: mean ${Math.round(sizes.reduce((a, b) => a + b) / sizes.length)}, max ${Math.max(...sizes)}`,
);
for (const q of [
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
]) {
  const plan = planProductList({ q, limit: 24 }, table);
  const exactRead = returned(plan);
  const exact = exactRead.filter((doc) => matchesSearch(plan, doc as unknown as Record<string, unknown>));
  let line = `"${q}": exact step reads ${exactRead.length}, keeps ${exact.length}`;
  if (!exact.length) {
    const forgiving = forgivingPlan(plan, table)!;
    const read = returned(forgiving);
    const counts = new Map<string, number>();
    for (const { product } of read) {
      for (const word of new Set(
        searchWords(
          `${product.name} ${product.nameMs} ${product.sku} ${product.category} ${product.subCategory} ${product.description} ${product.descriptionMs}`,
        ),
      ))
        counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    const slots = forgivingSlots(plan.forgive!, table, searchVocabulary(counts));
    const kept = slots
      ? read.filter(({ product, searchTokens }) =>
          matchesSlots(slots, (w) => (w.includes(' ') ? phraseIn(product, w) : searchTokens.includes(searchToken(w)))),
        )
      : [];
    line += `; forgiving step (${forgiving.containsAny!.values.length} keys) reads ${read.length}, keeps ${kept.length}`;
  }
  console.log(`${line}; + 1 read of the synonyms`);
}
