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
import { missingJava21, runInEmulators } from './firebase-emulators';

function main(argv: readonly string[]): number {
  const unknown = argv.filter((arg) => arg !== '--auth-only');
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(' ')}\nUsage: npm run test:firebase [-- --auth-only]`);
    return 2;
  }
  const authOnly = argv.includes('--auth-only');
  if (!authOnly) {
    const problem = missingJava21();
    if (problem) {
      console.error(
        `${problem}\nWithout it, \`npm run test:firebase -- --auth-only\` runs the sign-in part against the Auth emulator.`,
      );
      return 1;
    }
  }

  return runInEmulators({
    only: authOnly ? 'auth' : 'auth,firestore,storage',
    project: 'demo-ipoh-welding-contract',
    command: 'npx vitest run --config firebase/vitest.contract.config.ts',
  });
}

process.exitCode = main(process.argv.slice(2));
