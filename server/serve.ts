/**
 * The entry of the built server (`dist/server/main.js`, made by vite.server.config.ts; `npm start` and
 * `npm run serve` run it). React picks its build from NODE_ENV when it is first loaded, and a bundle's imports
 * of packages run before any of its own code: so NODE_ENV is set here, and the server is loaded after it.
 */
process.env.NODE_ENV ??= 'production';
await import('./main');
export {};
