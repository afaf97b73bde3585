import {
  REPAIR_FIELDS,
  REPAIR_FIELD_NAMES,
  repairFieldValue,
  setRepairFieldValue,
  type RepairFieldName,
} from '@/domain/repair-fields';
import { isOpenRepair, moneyOfJob, serialKey, warrantyEndsOn, type RepairJob, type RepairQuote } from '@/domain/repair';
import { quoteTotals } from '@/domain/repair-money';

/**
 * The `repairs` table's mapping, made from the table of repair fields (src/domain/repair-fields.ts): a row read as
 * a RepairJob, a job written as a row. A new field needs its column added by a migration (server/db/database.ts);
 * everything here follows the table. Besides the fields, a row keeps two columns of its own for the indexes:
 * `open` (isOpenRepair of the status: the list's order) and `serial_key` (serialKey of the serial: machine history).
 */

const column = (name: RepairFieldName) => REPAIR_FIELDS[name].column;

/** A row as SQLite gives it: each field's column, and the two index columns. */
export type RepairRow = Record<string, unknown> & { id: string; status: string; open: number; serial_key: string };

/** Kinds kept as JSON text in their column. */
const JSON_KINDS = new Set(['json', 'photos']);

function fromColumn(name: RepairFieldName, value: unknown): unknown {
  const spec = REPAIR_FIELDS[name];
  if (value === null || value === undefined) return structuredClone(spec.empty);
  return JSON_KINDS.has(spec.kind) ? JSON.parse(String(value)) : value;
}

function toColumn(name: RepairFieldName, value: unknown): unknown {
  if (value === undefined) return null;
  return JSON_KINDS.has(REPAIR_FIELDS[name].kind) ? (value === null ? null : JSON.stringify(value)) : value;
}

/** A quote as stored (its totals left out) with its totals worked out again: one function, never two copies. */
function withTotals(stored: Omit<RepairQuote, 'totals'> | null): RepairQuote | null {
  return stored === null ? null : { ...stored, totals: quoteTotals(stored.lines, stored.serviceTaxRate) };
}

/** A row as the job the API sends: every field of the table in its place, and the derived ones worked out. */
export function toRepairJob(row: RepairRow): RepairJob {
  const job: Record<string, unknown> = { id: row.id };
  for (const name of REPAIR_FIELD_NAMES) setRepairFieldValue(job, name, fromColumn(name, row[column(name)]));
  const typed = job as unknown as RepairJob;
  typed.quote = withTotals(typed.quote);
  // A payment kept before refunds existed is a payment.
  typed.payments = typed.payments.map((payment) => ({ ...payment, kind: payment.kind ?? 'payment' }));
  typed.warrantyEndsOn = warrantyEndsOn(typed.collectedAt, typed.warrantyDays);
  typed.money = moneyOfJob(typed);
  return typed;
}

/** The statement's parameters of a whole job: each field's column, and the index columns. */
export function repairRowParams(job: RepairJob): Record<string, unknown> {
  const params: Record<string, unknown> = {
    id: job.id,
    open: isOpenRepair(job.status) ? 1 : 0,
    serialKey: serialKey(job.machine.serial),
  };
  for (const name of REPAIR_FIELD_NAMES) {
    const value = repairFieldValue(job, name);
    // The quote's totals are worked out on reading, never kept.
    params[name] = toColumn(name, name === 'quote' && value ? { ...(value as RepairQuote), totals: undefined } : value);
  }
  return params;
}

/** A new job's row: every field and the index columns. */
export const INSERT_REPAIR = `INSERT INTO repairs (id, open, serial_key, ${REPAIR_FIELD_NAMES.map(column).join(', ')})
  VALUES (@id, @open, @serialKey, ${REPAIR_FIELD_NAMES.map((name) => `@${name}`).join(', ')})`;

/** The fields a job's later writes may change: all but its number, token and createdAt. */
const CHANGING = REPAIR_FIELD_NAMES.filter((name) => !['number', 'token', 'createdAt'].includes(name));

/**
 * A job's row rewritten whole, only while its status and updatedAt are still what the write was worked out from
 * (`@expectedStatus`, `@expectedUpdatedAt`): a write that finds another is not applied (0 changes), so that of two
 * writes from one state exactly one lands, even if the transaction around it were ever dropped.
 */
export const UPDATE_REPAIR = `UPDATE repairs SET open = @open, serial_key = @serialKey,
  ${CHANGING.map((name) => `${column(name)} = @${name}`).join(', ')}
  WHERE id = @id AND status = @expectedStatus AND updated_at = @expectedUpdatedAt`;
