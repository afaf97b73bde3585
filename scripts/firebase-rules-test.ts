/**
 * Runs the security-rules tests (firebase/rules.test.ts) against the Firestore and Storage emulators:
 *
 *   npm run test:rules
 *
 * Not part of `npm test`: the emulators need Java 21 and a download, and the test library is not in
 * the default install. This script checks both first and says what is missing, then starts the
 * emulators through a pinned firebase-tools (fetched by npx on first use) and runs the tests in them.
 */
import { spawnSync } from 'node:child_process';

const FIREBASE_TOOLS_VERSION = '15.34.2';
const RULES_UNIT_TESTING_VERSION = '5.0.2';
/** A demo- project needs no Firebase account: the emulators never reach a real project. */
const PROJECT = 'demo-ipoh-welding-rules';

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

async function hasRulesUnitTesting(): Promise<boolean> {
  const name = '@firebase/rules-unit-testing';
  try {
    await import(name);
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  const problems: string[] = [];
  const java = javaMajorVersion();
  if (java === null || java < 21) {
    problems.push(
      `The Firestore and Storage emulators need Java 21 or newer (found: ${java ?? 'none'}).\n` +
        '  e.g. Ubuntu 24.04 or Debian 13: sudo apt-get install -y openjdk-21-jre-headless (elsewhere: a Temurin 21 JRE)',
    );
  }
  if (!(await hasRulesUnitTesting())) {
    problems.push(
      'The rules test library is not installed (it is kept out of the default install). Install it for this run with:\n' +
        `  npm install --no-save @firebase/rules-unit-testing@${RULES_UNIT_TESTING_VERSION}`,
    );
  }
  if (problems.length > 0) {
    console.error(`Cannot run the rules tests yet:\n\n${problems.join('\n\n')}\n`);
    return 1;
  }

  const result = spawnSync(
    'npx',
    [
      '--yes',
      `firebase-tools@${FIREBASE_TOOLS_VERSION}`,
      'emulators:exec',
      '--only',
      'firestore,storage',
      '--project',
      PROJECT,
      'npx vitest run --config firebase/vitest.rules.config.ts',
    ],
    { stdio: 'inherit' },
  );
  if (result.error) {
    console.error(`Could not start firebase-tools: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

process.exitCode = await main();
