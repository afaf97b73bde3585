import type { Backend } from '../backend';
import { guard, loadFailure, type HostedContext } from './hosted-context';

/**
 * Repair jobs in Firestore (repair-records.ts says how they are stored; docs/hosted-mode.md, "Repair jobs").
 *
 * Both parts load on first use, so that a catalogue page pays for neither: the customer's two calls (`status`
 * and `answerQuote`, from the public status page) from repair-view.ts, with Firestore lite alone, never Auth,
 * Storage or the schemas; everything else, the admin's, from repairs-admin.ts with the schemas, as
 * catalogue-import.ts loads.
 */
export function hostedRepairs(ctx: HostedContext): Pick<Backend, 'repairs'> {
  const admin = once(() => import('./repairs-admin').then((module) => module.repairsAdmin(ctx)));
  const view = once(() => import('./firestore-repair-view'));

  return {
    repairs: {
      list: (query) => guard(async () => (await admin()).list(query)),
      get: (id) => guard(async () => (await admin()).get(id)),
      create: (input) => guard(async () => (await admin()).create(input)),
      update: (id, input) => guard(async () => (await admin()).update(id, input), 'repair'),
      move: (id, move) => guard(async () => (await admin()).move(id, move), 'repair'),
      recordPayment: (id, payment) => guard(async () => (await admin()).recordPayment(id, payment), 'repair'),
      voidPayment: (id, paymentId, input) =>
        guard(async () => (await admin()).voidPayment(id, paymentId, input), 'repair'),
      warrantyClaim: (id, claim) => guard(async () => (await admin()).warrantyClaim(id, claim), 'repair'),
      machineHistory: (id) => guard(async () => (await admin()).machineHistory(id), 'repair'),
      reminders: (on) => guard(async () => (await admin()).reminders(on)),
      markReminderSent: (id, day) => guard(async () => (await admin()).markReminderSent(id, day), 'repair'),
      uploadPhoto: (file, owner, index) => guard(async () => (await admin()).uploadPhoto(file, owner, index)),
      counts: () => guard(async () => (await admin()).counts()),
      exportCsv: (query) => guard(async () => (await admin()).exportCsv(query)),
      insights: () => guard(async () => (await admin()).insights()),
      status: (token) => guard(async () => (await view()).readRepairView(ctx, token)),
      answerQuote: (token, answer, version) =>
        guard(async () => (await view()).answerRepairQuote(ctx, token, answer, version)),
    },
  };
}

/** A part of the code, loaded once; a failed download is a 'network' failure, and may succeed next time. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw loadFailure(error);
    });
    return loaded;
  };
}
