import type { ReactNode } from 'react';
import { joinedValue, linesByLabel, type FieldLine } from '@/components/field-lines';
import type { AdminKey } from '@/i18n/catalogue-keys';
import { formatOrderDate } from '@/domain/format';
import type { Language } from '@/domain/limits';
import { LOCALES } from '@/domain/locales';
import { formatPhone } from '@/domain/phone';
import type { RepairJob, RepairStatus } from '@/domain/repair';
import {
  REPAIR_FIELDS,
  repairFieldValue,
  repairFieldsShownOn,
  type PlainRepairField,
  type RepairFieldShownOn,
} from '@/domain/repair-fields';
import { repairStatusName } from '@/i18n/names';
import { formatRepairDay, formatSenRm } from './repair-screen-view';

/**
 * The lines of the slip and the receipt made from the table of repair fields (src/domain/repair-fields.ts): each
 * field the row shows on the paper (`shows`) that the paper does not draw itself (DRAWN_ON_PAPER) is a line, in the
 * table's order, under its `paper` label, its value written by its kind in the customer's language. So a new field
 * of a plain kind is on the paper with its row and its label's texts, and nothing here or in the paper changes.
 */

export type Paper = 'slip' | 'receipt';

/**
 * What each paper draws itself, not as a line of the list: both their number in the heading and the status link
 * (with its token) under the QR code; the slip the day it was received first; the receipt its date (collected, or
 * today), the work and its quote, the storage fee, the payments and the warranty (from the days of warranty).
 */
export const DRAWN_ON_PAPER = {
  slip: ['number', 'token', 'createdAt'],
  receipt: ['number', 'token', 'collectedAt', 'quote', 'storageFee', 'payments', 'warrantyDays'],
} as const satisfies { [P in Paper]: readonly RepairFieldShownOn<P>[] };

type LineField<P extends Paper> = Exclude<RepairFieldShownOn<P>, (typeof DRAWN_ON_PAPER)[P][number]>;
type Fields = typeof REPAIR_FIELDS;

// A field the table shows on a paper and the paper does not draw is a line: of a plain kind (a quote or a list
// needs a part of its own, drawn by the paper and named in DRAWN_ON_PAPER), with its `paper` label. A row that
// is neither fails the type check here, naming the field.
type NotPlain = Exclude<LineField<Paper>, PlainRepairField>;
const _plain: [NotPlain] extends [never] ? true : NotPlain = true;
type Unlabelled = { [K in LineField<Paper>]: 'paper' extends keyof Fields[K] ? never : K }[LineField<Paper>];
const _labelled: [Unlabelled] extends [never] ? true : Unlabelled = true;
void _plain;
void _labelled;

/** One line of a paper: the fields it writes (one, or those of one label), its label and its value. */
export type PaperLine = FieldLine;

/** A field's value on paper, by its kind; null when it has none. */
function paperValue(job: RepairJob, name: PlainRepairField, language: Language): ReactNode {
  const value = repairFieldValue(job, name);
  if (value === null || value === undefined || value === '') return null;
  switch (REPAIR_FIELDS[name].kind) {
    case 'phone':
      return <span className="whitespace-nowrap">{formatPhone(String(value))}</span>;
    case 'language':
      return LOCALES[value as Language].label;
    case 'sen':
      return formatSenRm(value as number);
    case 'day':
      return formatRepairDay(String(value), language);
    case 'time':
    case 'timeOrNull':
      return formatOrderDate(String(value), language);
    case 'status':
      return repairStatusName(value as RepairStatus, language);
    default:
      return String(value);
  }
}

/**
 * The paper's lines of the job, in the customer's language (`t` reads it): rows of one label as one line, their
 * values joined by a space (the machine's brand and model). A line with no value says `none` on the slip (every
 * line of the intake is there, to be checked and signed); the receipt leaves it out (`none` null).
 */
export function paperLines(
  paper: Paper,
  job: RepairJob,
  t: (key: AdminKey) => string,
  none: string | null,
): PaperLine[] {
  const drawn: readonly string[] = DRAWN_ON_PAPER[paper];
  const fields = repairFieldsShownOn(paper)
    .filter((name) => !drawn.includes(name))
    .map((name) => {
      const field = name as LineField<Paper>;
      return { name: field, label: REPAIR_FIELDS[field].paper, value: paperValue(job, field, job.language) };
    });
  return linesByLabel(fields).flatMap(({ label, names, values }) => {
    if (values.length === 0 && none === null) return [];
    const value = values.length === 0 ? none : joinedValue(values);
    return [{ key: names.join('+'), names, label: t(label), value }];
  });
}
