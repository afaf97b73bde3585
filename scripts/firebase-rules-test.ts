/**
 * Runs the security-rules tests (firebase/rules.test.ts) against the Firestore and Storage emulators:
 *
 *   npm run test:rules
 *
 * Not part of `npm test`: the emulators need Java 21 and a download, and the test library is not in
 * the default install. This script checks both first and says what is missing, then starts the
 * emulators through a pinned firebase-tools (fetched by npx on first use) and runs the tests in them.
 */
import { missingJava21, runInEmulators } from './firebase-emulators';

const RULES_UNIT_TESTING_VERSION = '5.0.2';

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
  const java = missingJava21();
  if (java) problems.push(java);
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

  return runInEmulators({
    only: 'firestore,storage',
    project: 'demo-ipoh-welding-rules',
    command: 'npx vitest run --config firebase/vitest.rules.config.ts',
  });
}

process.exitCode = await main();
