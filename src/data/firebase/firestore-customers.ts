import type { Backend } from '../backend';
import { guard, loadFailure, type HostedContext } from './hosted-context';

/**
 * A customer's personal data in Firestore (issue 39; customers-admin.ts does the work, loaded on the first call with
 * the schemas, as the admin's repairs are). The retention sweep has no server to run it daily in hosted mode: it
 * runs when the admin signs in (sweepAtSignIn, from firebase-backend.ts).
 */
export function hostedCustomers(ctx: HostedContext): Pick<Backend, 'customers'> {
  const admin = async () => {
    try {
      return (await import('./customers-admin')).customersAdmin(ctx);
    } catch (error) {
      throw loadFailure(error);
    }
  };
  return {
    customers: {
      find: (person) => guard(async () => (await admin()).find(person)),
      copy: (person, format, language) => guard(async () => (await admin()).copy(person, format, language)),
      correct: (person, change) => guard(async () => (await admin()).correct(person, change)),
      erase: (person) => guard(async () => (await admin()).erase(person)),
      sweep: () => guard(async () => (await admin()).sweep()),
    },
  };
}

/**
 * The sweep after a sign-in, in the background: the sign-in does not wait for it, and a sweep that fails (a lost
 * connection) is tried again at the next one.
 */
export function sweepAtSignIn(customers: Backend['customers']): void {
  customers.sweep().catch((error: unknown) => console.warn('The retention sweep did not run', error));
}
