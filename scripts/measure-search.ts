// npx tsx scripts/measure-search.ts: the embedded catalogue search's own time per query over 10,000 products of
// the large data set (server/seed/large-data.ts), exact and forgiven queries, in process; the bench measures over HTTP.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/database';
import { createProductRepository, optimizeSearchIndex } from '../server/db/products-store';
import { addLargeData } from '../server/seed/large-data';
import { searchPaths } from '../bench/load';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-search-'));
const db = openDatabase(dir);
await addLargeData(db, path.join(dir, 'uploads'), { products: 10_000, orders: 0 });
optimizeSearchIndex(db);
const products = createProductRepository(db);
const words = db.prepare('SELECT count(*) AS n FROM product_search_words').get() as { n: number };

let started = performance.now();
products.listText({ shown: 'listed', q: 'weldng', limit: 24 });
console.log(
  `First forgiven search, the words (${words.n}) read into the tree: ${(performance.now() - started).toFixed(1)} ms`,
);

for (const count of [1, 2] as const) {
  const queries = searchPaths(count, 2000).map((address) => new URL(address, 'http://x').searchParams.get('q')!);
  for (const [label, chosen] of [
    ['all', queries],
    ['forgiven', queries.filter((_, i) => i % 4 === 3)],
  ] as const) {
    const times: number[] = [];
    for (let round = 0; round < 2; round++) {
      for (const q of chosen) {
        started = performance.now();
        products.listText({ shown: 'listed', q, limit: 24 });
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))]!.toFixed(2);
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
    console.log(
      `${count} word(s), ${label} (${times.length} searches): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, ` +
        `max ${at(1)} ms, one core ${Math.round(1000 / mean)} searches/s`,
    );
  }
}
db.close();
fs.rmSync(dir, { recursive: true, force: true });
