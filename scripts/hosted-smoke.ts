/**
 * The hosted site in a browser, end to end, on this machine (`npm run test:hosted`, part of `npm test`):
 *
 * 1. the local doubles of Firestore and Storage start (firebase/local/serve-hosted.ts), each on a free port;
 * 2. the site is built for the hosted mode (`VITE_BACKEND=firebase`, then the prerender) into its own folder,
 *    dist/hosted-smoke, for a demo- project whose Auth, Firestore and Storage are the emulator and the doubles;
 *    a real deploy's dist/hosted is never touched;
 * 3. that folder is served as Firebase Hosting serves it by firebase.json (firebase/local/hosting.ts);
 * 4. the Auth emulator of firebase-tools starts (no Java, no outside call: scripts/firebase-emulators.ts) and runs
 *    the smoke spec (tests/hosted/hosted-smoke.spec.ts) in Chromium.
 *
 * Nothing but 127.0.0.1 is reached, and the npm registry for npx's first download of firebase-tools.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startLocalDoubles } from '../firebase/local/serve-hosted';
import { startHostingServer } from '../firebase/local/hosting';
import { runInEmulators } from './firebase-emulators';

const PROJECT = 'demo-ipoh-welding-smoke';
const OUT_DIR = 'dist/hosted-smoke';
const COMMAND = 'npx playwright test --config tests/hosted/playwright.config.ts';
const USAGE = 'Usage: npm run test:hosted [-- --repeat-each N]';

/** The Auth emulator's address, as firebase.json gives it to firebase-tools (the build must know it before). */
function authEmulatorHost(): string {
  const config = JSON.parse(fs.readFileSync('firebase.json', 'utf8')) as {
    emulators: { auth: { host: string; port: number } };
  };
  return `${config.emulators.auth.host}:${config.emulators.auth.port}`;
}

/** Emulators accept any key of the right shape; a demo- project never reaches a real one. */
function buildEnv(doubles: { firestore: string; storage: string }): Record<string, string> {
  return {
    VITE_BACKEND: 'firebase',
    VITE_FIREBASE_API_KEY: 'AIzaSyEmulatorOnlyEmulatorOnlyEmulator0',
    VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
    VITE_FIREBASE_PROJECT_ID: PROJECT,
    VITE_FIREBASE_STORAGE_BUCKET: `${PROJECT}.appspot.com`,
    VITE_FIREBASE_APP_ID: '1:123456789012:web:0123456789abcdef',
    VITE_FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost(),
    VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: doubles.firestore,
    VITE_FIREBASE_STORAGE_EMULATOR_HOST: doubles.storage,
    SITE_URL: `https://${PROJECT}.web.app`,
  };
}

function run(command: string, args: string[], env: Record<string, string>): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

async function main(argv: readonly string[]): Promise<number> {
  const repeat = /^--repeat-each[= ]([1-9]\d?)$/.exec(argv.join(' '));
  if (argv.length > 0 && !repeat) {
    console.error(`Unknown option ${argv.join(' ')}\n${USAGE}`);
    return 2;
  }
  const command = repeat ? `${COMMAND} --repeat-each ${repeat[1]}` : COMMAND;
  const started = Date.now();
  const doubles = await startLocalDoubles();
  try {
    const env = buildEnv(doubles);
    fs.rmSync(OUT_DIR, { recursive: true, force: true });
    console.log(
      `Hosted build for ${PROJECT} into ${OUT_DIR} (Firestore double ${doubles.firestore}, Storage double ${doubles.storage}).`,
    );
    const built =
      run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', OUT_DIR, '--emptyOutDir'], env) &&
      run('npx', ['tsx', 'scripts/prerender-hosted.ts', OUT_DIR], env);
    if (!built) {
      console.error('The hosted build failed.');
      return 1;
    }
    const hosting = await startHostingServer(path.resolve(OUT_DIR));
    try {
      const code = await runInEmulators({
        only: 'auth',
        project: PROJECT,
        command,
        env: {
          HOSTED_SMOKE_URL: hosting.url,
          FIRESTORE_EMULATOR_HOST: doubles.firestore,
          FIREBASE_STORAGE_EMULATOR_HOST: doubles.storage,
          HOSTED_SMOKE_API_KEY: env.VITE_FIREBASE_API_KEY!,
          HOSTED_SMOKE_BUCKET: env.VITE_FIREBASE_STORAGE_BUCKET!,
        },
      });
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\nHosted smoke ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s (build included).`);
      return code;
    } finally {
      await hosting.close();
    }
  } finally {
    await doubles.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
