// npm run seed:large -- DATA_DIR [products] [orders]: fill a new data directory with a large catalogue for load tests.
import path from 'node:path';
import { openDatabase, setMeta } from '../server/db/database';
import { addLargeData } from '../server/seed/large-data';

const [dir, products = '10000', orders = '100000'] = process.argv.slice(2);
if (!dir) {
  console.error('Usage: npm run seed:large -- DATA_DIR [products] [orders]');
  process.exit(1);
}
const dataDir = path.resolve(dir);
const db = openDatabase(dataDir);
const started = performance.now();
await addLargeData(db, path.join(dataDir, 'uploads'), { products: Number(products), orders: Number(orders) });
setMeta(db, 'seeded_at', 'large data set');
db.close();
console.log(
  `Added ${products} products and ${orders} orders to ${dataDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
