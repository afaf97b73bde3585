import { doc, getDoc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { QUOTE_ANSWERS, answerRefusal, isRepairToken, type QuoteAnswer, type RepairStatusView } from '@/domain/repair';
import { BackendError } from '../backend';
import { isDenied } from './errors';
import type { HostedContext } from './hosted-context';
import { REPAIR_VIEWS_COLLECTION, answerLine, nextKey, toRepairStatusView } from './repair-records';

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
 * The customer's answer to the quote of `version`, written on the view only (the rules let a visitor change nothing
 * else, only while the job waits for an unanswered quote of that version, and hold the line's version to the
 * quote's): the answer and its time, one line of history under the next key, updatedAt, all at the store's time.
 * The admin's screens read it from there (repair-records.ts, withAnswerOf). Refused with the view as it is now.
 */
export async function answerRepairQuote(
  ctx: HostedContext,
  token: string,
  answer: QuoteAnswer,
  version: number,
): Promise<RepairStatusView | null> {
  // QuoteAnswerSchema's check, without loading it: a public page never downloads zod.
  if (!(QUOTE_ANSWERS as readonly unknown[]).includes(answer)) {
    throw new BackendError('invalid', 400, { fields: { answer: 'required' }, message: 'Invalid answer: answer: required' });
  }
  if (!Number.isSafeInteger(version) || version < 1) {
    throw new BackendError('invalid', 400, { fields: { version: 'required' }, message: 'Invalid answer: version: required' });
  }
  if (!isRepairToken(token)) return null;
  const ref = doc(ctx.db, REPAIR_VIEWS_COLLECTION, token);
  const current = await getDoc(ref);
  if (!current.exists()) return null;
  refuseUnlessOpen(toRepairStatusView(token, current.data()), version);
  try {
    await updateDoc(ref, {
      'quote.answer': answer,
      'quote.answeredAt': serverTimestamp(),
      [`history.${nextKey(current.data().history)}`]: answerLine(answer, version, serverTimestamp()),
      updatedAt: serverTimestamp(),
    });
  } catch (error) {
    // Refused: since it was read, the job moved on, was quoted again or another answer came first.
    if (!isDenied(error)) throw error;
    const now = await readRepairView(ctx, token);
    if (!now) return null;
    refuseUnlessOpen(now, version);
    throw error;
  }
  return readRepairView(ctx, token);
}

/** As the embedded server refuses (answerRefusal, which decideAnswer asks too), with the view as it is now. */
function refuseUnlessOpen(view: RepairStatusView, version: number): void {
  const refused = answerRefusal(view, version);
  if (refused === null) return;
  throw new BackendError('conflict', 409, {
    fields: refused === 'staleQuote' ? { version: refused } : { answer: refused },
    message: refused === 'staleQuote' ? `The quote is now version ${view.quote?.version}.` : 'The job waits for no answer.',
    current: view,
  });
}
