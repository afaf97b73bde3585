/**
 * The entry of the built server (`dist/server/main.js`, made by vite.server.config.ts; `npm start` and
 * `npm run serve` run it). It first refuses a Node.js too old for the native SQLite driver, with one line rather
 * than a crash, before anything native is loaded. React picks its build from NODE_ENV when it is first loaded, and
 * a bundle's imports of packages run before any of its own code: so NODE_ENV is set here, and the server is
 * loaded after it.
 */
import { unsupportedNodeMessage } from './ops/node-version';

const refusal = unsupportedNodeMessage(process.version);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
await import('./main');
