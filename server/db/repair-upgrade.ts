import { DEFAULT_REPAIR_SETTINGS } from '@/domain/repair-terms';
import { malaysianDay, serialKey, type RepairEvent, type RepairQuote } from '@/domain/repair';
import type { RepairPayment } from '@/domain/repair-money';
import type { Db } from './database';

/**
 * A job written before issue 38, brought up to the table of repair fields (decision 020): the figures in RM become
 * sen (rounded to the sen: they had two decimals at most), the deposit becomes the job's first payment (method
 * 'other', dated the day the job came in, "Deposit"), the one-figure quote becomes version 1 of one labour line
 * (its note the line's description, no service tax: the shop charged none through the site then), history lines
 * gain their quote's version, and the ready and collection times come from the history; a job collected before
 * gets Shop settings' default warranty (90 days), as the shop gave one before the site counted it.
 */

type OldQuote = { amount: number; note: string; answer: RepairQuote['answer']; answeredAt: string | null };
type OldEvent = {
  kind: 'status' | 'answer';
  at: string;
  status?: string;
  note?: string;
  quote?: number;
  answer?: string;
};

const sen = (ringgit: number) => Math.round(ringgit * 100);

export function upgradeRepairRow(row: {
  estimate: number | null;
  deposit: number | null;
  quote: string | null;
  history: string;
  serial: string;
  created_at: string;
  updated_at: string;
}): Record<string, unknown> {
  const oldHistory = JSON.parse(row.history) as OldEvent[];
  let version = 0;
  let quotedAt = row.updated_at;
  const history = oldHistory.map((line): RepairEvent => {
    if (line.kind === 'answer') return { ...(line as RepairEvent & { kind: 'answer' }), version: Math.max(version, 1) };
    if (line.quote === undefined) return line as RepairEvent;
    version++;
    quotedAt = line.at;
    return { ...(line as RepairEvent & { kind: 'status' }), quote: sen(line.quote), version };
  });
  const old = row.quote === null ? null : (JSON.parse(row.quote) as OldQuote);
  const quote: Omit<RepairQuote, 'totals'> | null = old && {
    version: Math.max(version, 1),
    lines: [
      {
        kind: 'labour',
        description: (old.note.trim() || 'Repair').slice(0, 200),
        quantity: 1,
        unitPrice: sen(old.amount),
        productId: null,
      },
    ],
    serviceTaxRate: 0,
    note: old.note,
    quotedAt,
    answer: old.answer,
    answeredAt: old.answeredAt,
  };
  const payments: RepairPayment[] =
    row.deposit !== null && row.deposit > 0
      ? [
          {
            id: '0',
            kind: 'payment',
            amount: sen(row.deposit),
            method: 'other',
            date: malaysianDay(row.created_at),
            note: 'Deposit',
            recordedAt: row.created_at,
            recordedBy: '',
            voided: null,
          },
        ]
      : [];
  const lastAt = (status: string) => oldHistory.filter((line) => line.status === status).at(-1)?.at ?? null;
  const collectedAt = lastAt('collected');
  return {
    estimate: row.estimate === null ? null : sen(row.estimate),
    quote: quote && JSON.stringify(quote),
    history: JSON.stringify(history),
    payments: JSON.stringify(payments),
    ready_at: lastAt('ready'),
    collected_at: collectedAt,
    warranty_days: collectedAt ? DEFAULT_REPAIR_SETTINGS.warrantyDays : null,
    serial_key: serialKey(row.serial),
  };
}

/** Every row of `repairs` upgraded in place (in the migration's transaction). */
export function upgradeRepairRows(db: Db): void {
  const rows = db
    .prepare<[], Parameters<typeof upgradeRepairRow>[0] & { id: string }>(
      'SELECT id, estimate, deposit, quote, history, serial, created_at, updated_at FROM repairs',
    )
    .all();
  const write = db.prepare(`UPDATE repairs SET estimate = @estimate, quote = @quote, history = @history,
    payments = @payments, ready_at = @ready_at, collected_at = @collected_at, warranty_days = @warranty_days,
    serial_key = @serial_key WHERE id = @id`);
  for (const row of rows) write.run({ id: row.id, ...upgradeRepairRow(row) });
}
