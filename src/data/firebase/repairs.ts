import { doc, getDoc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { QUOTE_ANSWERS, canAnswerQuote, isRepairToken, type QuoteAnswer, type RepairStatusView } from '@/domain/repair';
import { BackendError, type Backend } from '../backend';
import { isDenied } from './errors';
import { guard, loadFailure, type HostedContext } from './hosted-context';
import { REPAIR_VIEWS_COLLECTION, answerLine, nextHistoryKey, toRepairStatusView } from './repair-records';
import type { RepairsAdmin } from './repairs-admin';

/**
 * Repair jobs in Firestore (repair-records.ts says how they are stored; docs/hosted-mode.md, "Repair jobs").
 *
 * The customer's two calls, `status` and `answerQuote`, run from the public status page: they read and write the
 * job's view by its token with Firestore lite alone, never Auth, Storage or the schemas, and are here. Everything
 * else is the admin's, in repairs-admin.ts, loaded with the first admin call as catalogue-import.ts is: a public
 * page never downloads it.
 */
export function hostedRepairs(ctx: HostedContext): Pick<Backend, 'repairs'> {
  let admin: Promise<RepairsAdmin> | undefined;
  function adminCode(): Promise<RepairsAdmin> {
    admin ??= import('./repairs-admin')
      .then((module) => module.repairsAdmin(ctx))
      .catch((error: unknown) => {
        admin = undefined; // a failed download may succeed next time
        throw loadFailure(error);
      });
    return admin;
  }

  return {
    repairs: {
      list: (query) => guard(async () => (await adminCode()).list(query)),
      get: (id) => guard(async () => (await adminCode()).get(id)),
      create: (input) => guard(async () => (await adminCode()).create(input)),
      update: (id, input) => guard(async () => (await adminCode()).update(id, input), 'repair'),
      move: (id, move) => guard(async () => (await adminCode()).move(id, move), 'repair'),
      uploadPhoto: (file, owner, index) => guard(async () => (await adminCode()).uploadPhoto(file, owner, index)),
      counts: () => guard(async () => (await adminCode()).counts()),
      exportCsv: (query) => guard(async () => (await adminCode()).exportCsv(query)),
      insights: () => guard(async () => (await adminCode()).insights()),
      status: (token) => guard(() => readView(token)),
      answerQuote: (token, answer) => guard(() => answerQuote(token, answer)),
    },
  };

  /** The view of the job the token opens, or null: a text of another form is not looked up at all (no read). */
  async function readView(token: string): Promise<RepairStatusView | null> {
    if (!isRepairToken(token)) return null;
    const snapshot = await getDoc(doc(ctx.db, REPAIR_VIEWS_COLLECTION, token));
    return snapshot.exists() ? toRepairStatusView(token, snapshot.data()) : null;
  }

  /**
   * The customer's answer, written on the view only (the rules let a visitor change nothing else, and only while the
   * job waits for an unanswered quote): the answer and its time, one line of history under the next key, updatedAt,
   * all at the store's time. The admin's screens read it from there (repair-records.ts, withAnswerOf).
   */
  async function answerQuote(token: string, answer: QuoteAnswer): Promise<RepairStatusView | null> {
    // QuoteAnswerSchema's check, without loading it: a public page never downloads zod.
    if (!(QUOTE_ANSWERS as readonly unknown[]).includes(answer)) {
      throw new BackendError('invalid', 400, { fields: { answer: 'required' }, message: 'Invalid answer: answer: required' });
    }
    if (!isRepairToken(token)) return null;
    const ref = doc(ctx.db, REPAIR_VIEWS_COLLECTION, token);
    const current = await getDoc(ref);
    if (!current.exists()) return null;
    if (!canAnswerQuote(toRepairStatusView(token, current.data()))) throw notAwaitingAnswer();
    const history: unknown = current.data().history;
    const lines = history && typeof history === 'object' ? (history as Record<string, unknown>) : {};
    try {
      await updateDoc(ref, {
        'quote.answer': answer,
        'quote.answeredAt': serverTimestamp(),
        [`history.${nextHistoryKey(lines)}`]: answerLine(answer, serverTimestamp()),
        updatedAt: serverTimestamp(),
      });
    } catch (error) {
      // Refused: since it was read, the job moved on or another answer came first. Said as the server says it.
      if (!isDenied(error)) throw error;
      const now = await getDoc(ref);
      if (!now.exists()) return null;
      if (!canAnswerQuote(toRepairStatusView(token, now.data()))) throw notAwaitingAnswer();
      throw error;
    }
    return readView(token);
  }
}

function notAwaitingAnswer(): BackendError {
  return new BackendError('conflict', 409, {
    fields: { answer: 'notAwaitingAnswer' },
    message: 'The job does not wait for an answer to its quote.',
  });
}
