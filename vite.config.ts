import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { parseBuildEnv } from './src/config/build-env.js';

export default defineConfig(({ mode }) => {
  // The browser's configuration is checked before anything is built: a hosted build with a missing
  // or malformed VITE_FIREBASE_* key stops here, naming the key (src/config/build-env.ts).
  const env = parseBuildEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    plugins: [react(), tailwindcss()],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      // Each mode has its own output, so a hosted build never replaces the site the embedded server serves.
      outDir: env.backend === 'firebase' ? 'dist/hosted' : 'dist/client',
      assetsInlineLimit: 2048,
      // The server reads it to preload the code of the routes a page renders.
      manifest: true,
    },
    server: {
      proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
    },
  };
});
