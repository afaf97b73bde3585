import { Fragment, type ReactNode } from 'react';

/**
 * One line of a paper (the slip, the receipt) or of the customer's status page, drawn from the table of repair fields
 * (src/domain/repair-fields.ts): the fields it shows (one, or those that share a label), its label and its value.
 */
export type FieldLine = { key: string; names: readonly string[]; label: string; value: ReactNode };

/** The fields in the table's order, those that share a label next to each other as one line; a null value is none. */
export function linesByLabel<L>(
  fields: Iterable<{ name: string; label: L; value: ReactNode | null }>,
): { label: L; names: string[]; values: ReactNode[] }[] {
  const lines: { label: L; names: string[]; values: ReactNode[] }[] = [];
  for (const { name, label, value } of fields) {
    const last = lines.at(-1);
    if (last && last.label === label) {
      last.names.push(name);
      if (value !== null) last.values.push(value);
    } else {
      lines.push({ label, names: [name], values: value === null ? [] : [value] });
    }
  }
  return lines;
}

/** A line's values as one: a lone value as it is, texts joined by a space, else the parts side by side. */
export function joinedValue(values: readonly ReactNode[]): ReactNode {
  if (values.length === 1) return values[0];
  if (values.every((part) => typeof part === 'string')) return values.join(' ');
  return values.map((part, index) => (
    <Fragment key={index}>
      {index ? ' ' : null}
      {part}
    </Fragment>
  ));
}

/** The lines with `extra` put after the line of field `after` (at the start if there is no such line). */
export function withLinesAfter<L extends FieldLine>(lines: readonly L[], after: string, extra: readonly L[]): L[] {
  const at = lines.findIndex((line) => line.names.includes(after)) + 1;
  return [...lines.slice(0, at), ...extra, ...lines.slice(at)];
}
