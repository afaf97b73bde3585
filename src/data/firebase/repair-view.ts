import { doc, getDoc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { QUOTE_ANSWERS, canAnswerQuote, isRepairToken, type QuoteAnswer, type RepairStatusView } from '@/domain/repair';
import { BackendError } from '../backend';
import { isDenied } from './errors';
import type { HostedContext } from './hosted-context';
import { REPAIR_VIEWS_COLLECTION, answerLine, nextHistoryKey, toRepairStatusView } from './repair-records';

/**
 * The customer's side of a repair job: its view by the status link's token, and the answer to its quote
 * (docs/hosted-mode.md, "Repair jobs"). Firestore lite and zod-free modules only: the public status page loads this,
 * never Auth, Storage, the schemas or the admin's code (public-repair-reads.test.ts).
 */

/** The view of the job the token opens, or null: a text of another form is not looked up at all (no read). */
export async function readRepairView(ctx: HostedContext, token: string): Promise<RepairStatusView | null> {
  if (!isRepairToken(token)) return null;
  const snapshot = await getDoc(doc(ctx.db, REPAIR_VIEWS_COLLECTION, token));
  return snapshot.exists() ? toRepairStatusView(token, snapshot.data()) : null;
}

/**
 * The customer's answer, written on the view only (the rules let a visitor change nothing else, and only while the
 * job waits for an unanswered quote): the answer and its time, one line of history under the next key, updatedAt,
 * all at the store's time. The admin's screens read it from there (repair-records.ts, withAnswerOf).
 */
export async function answerRepairQuote(
  ctx: HostedContext,
  token: string,
  answer: QuoteAnswer,
): Promise<RepairStatusView | null> {
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
  return readRepairView(ctx, token);
}

function notAwaitingAnswer(): BackendError {
  return new BackendError('conflict', 409, {
    fields: { answer: 'notAwaitingAnswer' },
    message: 'The job does not wait for an answer to its quote.',
  });
}
