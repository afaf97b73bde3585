/**
 * Runs the security-rules tests (firebase/rules.test.ts) against the Firestore and Storage emulators:
 *
 *   npm run test:rules
 *
 * Not part of `npm test`: the emulators need Java 21 and a download. This script checks for Java first and
 * says what is missing, then starts the emulators through a pinned firebase-tools (fetched by npx on first
 * use) and runs the tests in them. The test library, @firebase/rules-unit-testing, is a dev dependency, so
 * `npm run typecheck` checks the tests wherever the emulators cannot run.
 */
import { missingJava21, runInEmulators } from './firebase-emulators';

async function main(): Promise<number> {
  const java = missingJava21();
  if (java) {
    console.error(`Cannot run the rules tests yet:\n\n${java}\n`);
    return 1;
  }

  return runInEmulators({
    only: 'firestore,storage',
    project: 'demo-ipoh-welding-rules',
    command: 'npx vitest run --config firebase/vitest.rules.config.ts',
  });
}

process.exitCode = await main();
