/**
 * Runs the data-port contract against the Firebase adapter (firebase/contract.test.ts):
 *
 *   npm run test:firebase                  the whole contract: on the official emulators where Java 21 is there,
 *                                          otherwise on the Auth emulator and the local doubles of Firestore
 *                                          and Storage (firebase/local/)
 *   npm run test:firebase -- --local       the local run even where Java 21 is there
 *   npm run test:firebase -- --auth-only   the sign-in part of the contract only (Auth emulator, local doubles)
 *
 * firebase-tools is fetched by npx at a pinned version on first use; its Auth emulator is JavaScript and needs
 * no Java and no further download. The official Firestore and Storage emulators need Java 21 and download
 * their jars on first use. `npm test` runs this script.
 */
import { startLocalDoubles } from '../firebase/local/serve-hosted';
import { missingJava21, runInEmulators } from './firebase-emulators';

const PROJECT = 'demo-ipoh-welding-contract';
const COMMAND = 'npx vitest run --config firebase/vitest.contract.config.ts';
const USAGE = 'Usage: npm run test:firebase [-- --local | --auth-only]';

/** What a run on the doubles does not prove, said at its start and its end. */
const LOCAL_LIMITS = [
  'Local run: the Auth emulator of firebase-tools and in-memory doubles of Firestore and Cloud Storage (firebase/local/).',
  'It checks the adapter against Firestore and Storage REST semantics, real sign-in and custom claims, and',
  'firestore.rules and storage.rules as the doubles evaluate them (firebase/local/rules-evaluator.ts), with',
  "Firestore's limits on get() calls, its composite indexes (firestore.indexes.json) and its 1 MiB documents.",
  "Google's own rules engine runs only on the official emulators and Java 21 (`npm run test:rules`).",
];

async function main(argv: readonly string[]): Promise<number> {
  const unknown = argv.filter((arg) => arg !== '--auth-only' && arg !== '--local');
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(' ')}\n${USAGE}`);
    return 2;
  }
  const authOnly = argv.includes('--auth-only');
  if (!authOnly && !argv.includes('--local')) {
    const noJava = missingJava21();
    if (noJava === null) {
      console.log('Contract run on the official Auth, Firestore and Storage emulators (Java 21 found).');
      return runInEmulators({ only: 'auth,firestore,storage', project: PROJECT, command: COMMAND });
    }
    console.log(`${noJava}\nSo the contract runs locally instead.\n`);
  }

  const started = Date.now();
  const doubles = await startLocalDoubles();
  console.log(
    `${LOCAL_LIMITS.join('\n')}\nFirestore double at ${doubles.firestore}, Storage double at ${doubles.storage}.\n`,
  );
  try {
    const code = await runInEmulators({
      only: 'auth',
      project: PROJECT,
      command: COMMAND,
      env: {
        FIRESTORE_EMULATOR_HOST: doubles.firestore,
        FIREBASE_STORAGE_EMULATOR_HOST: doubles.storage,
        ...(authOnly ? { CONTRACT_AUTH_ONLY: '1' } : {}),
      },
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(
      `\nLocal contract run ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s` +
        `${authOnly ? ' (sign-in part only)' : ''}. The rules were evaluated by the local doubles, not by` +
        " Google's rules engine (official emulators, Java 21: npm run test:rules).",
    );
    return code;
  } finally {
    await doubles.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
