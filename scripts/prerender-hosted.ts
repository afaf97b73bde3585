/**
 * Writes the hosted build's pages after `vite build` (part of `npm run build:hosted`):
 *
 *   tsx scripts/prerender-hosted.ts [dist/hosted]
 *
 * Home, About, Products (its frame: the catalogue loads in the browser), Testimonials and Contact, in
 * English and Malay, where Firebase Hosting's i18n rewrites find them, plus the unrendered shell app.html
 * that firebase.json serves for every other path. Canonical links use SITE_URL, read from the
 * environment or the same .env files as the build; without it, https://<VITE_FIREBASE_PROJECT_ID>.web.app.
 * server/render/prerender.ts does the work; docs/hosted-mode.md explains the layout.
 */
import path from 'node:path';
import { loadEnv } from 'vite';

// React's server renderer in its production form, like the build it writes pages for. Set before the
// renderer is loaded, hence the dynamic import below.
process.env.NODE_ENV ??= 'production';

const outDir = path.resolve(process.argv[2] ?? 'dist/hosted');

try {
  const { hostedSiteUrl, prerenderHosted, SHELL_FILE } = await import('../server/render/prerender');
  const siteUrl = hostedSiteUrl(loadEnv('production', process.cwd(), ['VITE_', 'SITE_URL']));
  const pages = await prerenderHosted({ outDir, siteUrl });
  const where = path.relative(process.cwd(), outDir) || '.';
  for (const page of pages) {
    const how = page.hydrated ? 'hydrates' : 'its data loads in the browser';
    console.log(`  ${page.language} ${page.pathname.padEnd(14)} ${page.files.join(', ')} (${how})`);
  }
  console.log(`prerendered ${pages.length} pages and ${SHELL_FILE} in ${where} for ${siteUrl}`);
} catch (error) {
  console.error(`Prerender failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
