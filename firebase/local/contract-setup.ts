import { afterAll, afterEach } from 'vitest';
import { installCanvasStandIn } from './canvas-stand-in';
import { guardNetwork, takeStrayRequests } from './network-guard';

/**
 * Set-up of the contract run (firebase/vitest.contract.config.ts), before firebase/contract.test.ts:
 *
 * - the network guard: only the hosts that emulators:exec and scripts/firebase-contract-test.ts name in the
 *   environment may be reached; a request for anything else (a real Google host) fails the test it happened in;
 * - the browser's image decoding and canvas, built on sharp (canvas-stand-in.ts), for the photo upload.
 */
const hosts = ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST']
  .map((name) => process.env[name])
  .filter((host): host is string => Boolean(host));

guardNetwork(hosts);
installCanvasStandIn();

function failOnStrayRequests(): void {
  const stray = takeStrayRequests();
  if (stray.length > 0) {
    throw new Error(
      `A request left for a host that is not a local emulator or double (allowed: ${hosts.join(', ')}):\n` +
        stray.map((url) => `  ${url}`).join('\n'),
    );
  }
}

afterEach(failOnStrayRequests);
afterAll(failOnStrayRequests);
