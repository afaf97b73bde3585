// npx tsx scripts/measure-hosted-search.ts: what a hosted catalogue search reads, per query, over the demo catalogue
// (bench/hosted-search.ts; docs/decisions/025-forgiving-search.md).
import { hostedSearchCosts, hostedSearchNote } from '../bench/hosted-search';

const costs = hostedSearchCosts();
for (const cost of costs) {
  console.log(
    `"${cost.query}": ${cost.reads} reads, ${cost.results} results, ${cost.reads - cost.results} beyond them`,
  );
}
console.log(hostedSearchNote(costs));
