/**
 * Runs the data-port contract against the Firebase adapter on the emulators (firebase/contract.test.ts):
 *
 *   npm run test:firebase                  Auth, Firestore and Storage emulators: the whole contract
 *   npm run test:firebase -- --auth-only   the Auth emulator alone: the sign-in part of the contract
 *
 * Not part of `npm test`: the Firestore and Storage emulators need Java 21 and download their jars on
 * first use. The Auth emulator is JavaScript and needs neither. firebase-tools is fetched by npx at a
 * pinned version on first use; nothing else is installed.
 */
import { spawnSync } from 'node:child_process';

const FIREBASE_TOOLS_VERSION = '15.34.2';
/** A demo- project needs no Firebase account: the emulators never reach a real project. */
const PROJECT = 'demo-ipoh-welding-contract';

function javaMajorVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  // `java -version` writes to stderr, e.g. 'openjdk version "21.0.5" 2024-10-15'.
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const first = Number(match[1]);
  // Java 8 and older report "1.8.0_…".
  return first === 1 ? Number(match[2]) : first;
}

function main(argv: readonly string[]): number {
  const unknown = argv.filter((arg) => arg !== '--auth-only');
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(' ')}\nUsage: npm run test:firebase [-- --auth-only]`);
    return 2;
  }
  const authOnly = argv.includes('--auth-only');
  if (!authOnly) {
    const java = javaMajorVersion();
    if (java === null || java < 21) {
      console.error(
        `The Firestore and Storage emulators need Java 21 or newer (found: ${java ?? 'none'}).\n` +
          '  e.g. Ubuntu 24.04 or Debian 13: sudo apt-get install -y openjdk-21-jre-headless (elsewhere: a Temurin 21 JRE)\n' +
          'Without it, `npm run test:firebase -- --auth-only` runs the sign-in part against the Auth emulator.',
      );
      return 1;
    }
  }

  const result = spawnSync(
    'npx',
    [
      '--yes',
      `firebase-tools@${FIREBASE_TOOLS_VERSION}`,
      'emulators:exec',
      '--only',
      authOnly ? 'auth' : 'auth,firestore,storage',
      '--project',
      PROJECT,
      'npx vitest run --config firebase/vitest.contract.config.ts',
    ],
    { stdio: 'inherit' },
  );
  if (result.error) {
    console.error(`Could not start firebase-tools: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

process.exitCode = main(process.argv.slice(2));
