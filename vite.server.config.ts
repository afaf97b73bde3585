import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compileCodeStart } from './server/render/code-start.js';

/**
 * The server built to JavaScript (`dist/server/main.js`), so that `npm start` and `npm run serve` run plain Node:
 * no TypeScript compiler and no Vite at run time. Packages stay imports of node_modules (Vite's SSR default);
 * the site's own code, the server's and the pages' renderer, is bundled. The page start script is compiled
 * here, once, and written in as a constant (server/render/code-start.ts).
 */
export default defineConfig({
  // The server renders the embedded site: its data comes from this server, whatever a local .env says.
  envDir: false,
  define: {
    __FIREBASE_SETTINGS__: 'null',
    'import.meta.env.VITE_BACKEND': JSON.stringify('http'),
    __CODE_START_SCRIPT__: JSON.stringify(await compileCodeStart()),
  },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    ssr: 'server/serve.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    // One folder: the entry and its chunks, so the server's paths relative to its own file hold.
    rolldownOptions: {
      output: { entryFileNames: 'main.js', chunkFileNames: '[name]-[hash].js' },
    },
    minify: false,
    sourcemap: true,
    reportCompressedSize: false,
  },
});
