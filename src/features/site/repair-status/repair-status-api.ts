import { getBackend } from '@/data';
import { isRepairToken, type QuoteAnswer, type RepairStatusView } from '@/domain/repair';

/**
 * What the customer's status page shows, or null when no job has the token. A text that is no token's form is not
 * looked up at all: a crafted address costs no read, and answers the same not-found as an unknown token.
 */
export async function loadRepairStatus(token: string): Promise<RepairStatusView | null> {
  if (!isRepairToken(token)) return null;
  return (await getBackend()).repairs.status(token);
}

/**
 * The customer's answer to the quote of `version` (the one the page shows): the job as it is after it, or null when
 * no job has the token.
 */
export async function answerRepairQuote(
  token: string,
  answer: QuoteAnswer,
  version: number,
): Promise<RepairStatusView | null> {
  return (await getBackend()).repairs.answerQuote(token, answer, version);
}
