import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import type { FirebaseSettings } from '@/config/build-env';
import type { Backend } from '../backend';
import { hostedAccount } from './account';
import { createHostedContext } from './hosted-context';
import { hostedOrders } from './firestore-orders';
import { hostedProducts } from './firestore-products';
import { hostedRepairs } from './firestore-repairs';
import { hostedSettings } from './firestore-settings';
import { hostedCustomers, sweepAtSignIn } from './firestore-customers';

/**
 * The hosted mode's adapter: Firestore (`products`, `orders`, repair jobs), Cloud Storage (product images and
 * repair photos) and Firebase Auth (the admin, with the custom claim `admin == true`), used straight from the
 * browser.
 * docs/decisions/002-hosted-mode.md says why it is built this way.
 *
 * Bundles: this module loads only `firebase/app` and `firebase/firestore/lite`, which is all a public
 * page needs to read the catalogue. Auth (./admin-session), Storage (./image-upload) and the schemas
 * with zod (./input-checks) are dynamic imports inside the methods that need them: no value comes from
 * the `@/domain` barrel or from `@/config/build-env`, both of which carry zod.
 *
 * Each area is a module of its own, as the embedded server's routes are (server/routes): products.ts (and
 * their images), orders.ts (and enquiries), repairs.ts (the customer's status page; the admin's part loads on
 * demand from repairs-admin.ts), settings.ts, account.ts (sign-in, the audit log, Insights), over what they share
 * in hosted-context.ts.
 *
 * Settings: vite.config.ts parses the `VITE_FIREBASE_*` keys before a hosted build starts (a bad key
 * stops the build) and hands the result to this code as the constant `__FIREBASE_SETTINGS__`, so the
 * browser never parses them again. Tests pass their own.
 */
export function createFirebaseBackend(given: FirebaseSettings | null = __FIREBASE_SETTINGS__): Backend {
  if (!given) {
    throw new Error('No Firebase settings: this build was not made with VITE_BACKEND=firebase (docs/hosted-mode.md).');
  }
  const app = initializeApp(given.options);
  const db = getFirestore(app);
  if (given.emulators.firestore) {
    connectFirestoreEmulator(db, given.emulators.firestore.host, given.emulators.firestore.port);
  }
  const ctx = createHostedContext(app, db, given);
  const account = hostedAccount(ctx);
  const { customers } = hostedCustomers(ctx);
  return {
    ...hostedProducts(ctx),
    ...hostedOrders(ctx),
    ...hostedRepairs(ctx),
    ...hostedSettings(ctx),
    ...account,
    customers,
    // No server sweeps daily in hosted mode: the admin's sign-in starts the retention sweep (issue 39).
    auth: {
      ...account.auth,
      async signIn(email, password) {
        const result = await account.auth.signIn(email, password);
        if (result.ok) sweepAtSignIn(customers);
        return result;
      },
    },
    // A hosted shop starts from an empty Firestore: the demo seed belongs to the embedded server only.
    demoData: {
      count: async () => ({ products: 0, orders: 0 }),
      remove: async () => ({ products: 0, orders: 0 }),
    },
  };
}
