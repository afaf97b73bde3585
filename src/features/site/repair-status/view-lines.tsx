import type { ReactNode } from 'react';
import { joinedValue, linesByLabel, type FieldLine } from '@/components/field-lines';
import type { Translate } from '@/i18n/messages';
import type { Language } from '@/domain/limits';
import { LOCALES } from '@/domain/locales';
import { formatSen } from '@/domain/repair-money';
import type { RepairStatus, RepairStatusView } from '@/domain/repair';
import {
  REPAIR_FIELDS,
  repairFieldValue,
  repairFieldsShownOn,
  type PlainRepairField,
  type RepairFieldShownOn,
} from '@/domain/repair-fields';
import { repairStatusName } from '@/i18n/names';
import { formatRepairDay, formatRepairMoment } from './repair-dates';

/**
 * The details of the customer's status page made from the table of repair fields (src/domain/repair-fields.ts):
 * each field the row shows on the page (`shows: ['view']`) that the page does not draw itself (DRAWN_ON_VIEW) is a
 * detail, in the table's order, under its `view` label (site.json, `repair.*`, which the page's island carries),
 * its value written by its kind. The view the page is given holds exactly those fields (repairStatusView), so a new
 * field of a plain kind reaches the page with its row and its label's texts.
 */

/** What the page draws itself: the number in its heading, the status now, the quote, the history, the storage fee. */
export const DRAWN_ON_VIEW = [
  'number',
  'status',
  'quote',
  'history',
  'storageFee',
] as const satisfies readonly RepairFieldShownOn<'view'>[];

type LineField = Exclude<RepairFieldShownOn<'view'>, (typeof DRAWN_ON_VIEW)[number]>;
type Fields = typeof REPAIR_FIELDS;

// A field the table shows on the page and the page does not draw is a detail: of a plain kind, with its `view`
// label. A row that is neither fails the type check here, naming the field.
type NotPlain = Exclude<LineField, PlainRepairField>;
const _plain: [NotPlain] extends [never] ? true : NotPlain = true;
type Unlabelled = { [K in LineField]: 'view' extends keyof Fields[K] ? never : K }[LineField];
const _labelled: [Unlabelled] extends [never] ? true : Unlabelled = true;
void _plain;
void _labelled;

/** One detail of the page (see FieldLine). */
export type ViewLine = FieldLine;

/** A field's value on the page, by its kind; null when it has none (the detail is then left out). */
function viewValue(
  view: RepairStatusView,
  name: PlainRepairField,
  language: Language,
  t: Translate<'site'>,
): ReactNode {
  const value = repairFieldValue(view, name);
  if (value === null || value === undefined || value === '') return null;
  switch (REPAIR_FIELDS[name].kind) {
    case 'language':
      return LOCALES[value as Language].label;
    case 'sen':
      return `RM\u00a0${formatSen(value as number)}`;
    case 'day':
      return <time dateTime={String(value)}>{formatRepairDay(String(value), t)}</time>;
    case 'time':
    case 'timeOrNull':
      return <time dateTime={String(value)}>{formatRepairMoment(String(value), t)}</time>;
    case 'status':
      return repairStatusName(value as RepairStatus, language);
    default:
      return String(value);
  }
}

/** The page's details of the job in the page's language: rows of one label as one detail, values joined by a space. */
export function viewLines(view: RepairStatusView, t: Translate<'site'>, language: Language): ViewLine[] {
  const drawn: readonly string[] = DRAWN_ON_VIEW;
  const fields = repairFieldsShownOn('view')
    .filter((name) => !drawn.includes(name))
    .map((name) => {
      const field = name as LineField;
      return { name: field, label: REPAIR_FIELDS[field].view, value: viewValue(view, field, language, t) };
    });
  return linesByLabel(fields).flatMap(({ label, names, values }) =>
    values.length === 0 ? [] : [{ key: names.join('+'), names, label: t(label), value: joinedValue(values) }],
  );
}
