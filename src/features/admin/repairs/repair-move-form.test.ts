import { describe, expect, test } from 'vitest';
import { parseForm } from '@/components/admin/admin-form';
import { RepairMoveSchema } from '@/domain/repair-schema';
import { moveData } from './repair-move-form';

/** The form's data as the browser sends it. */
function formData(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const line = (index: number, description: string, unitPrice: string, quantity = '1'): [string, string][] => [
  [`lines[${index}].kind`, 'part'],
  [`lines[${index}].description`, description],
  [`lines[${index}].quantity`, quantity],
  [`lines[${index}].unitPrice`, unitPrice],
  [`lines[${index}].productId`, ''],
];

const check = (entries: [string, string][]) => parseForm(moveData(formData(entries)), RepairMoveSchema);

describe('a move as the form sends it', () => {
  test('a quote leaves out the lines never touched and takes the prices as people type them', () => {
    const submission = check([
      ['intent', 'quote'],
      ['from', 'diagnosing'],
      ['status', 'awaitingApproval'],
      ['note', ''],
      ...line(0, '', ''),
      ...line(1, 'Rectifier board', 'RM 1,234.50', '2'),
      ...line(2, '', ''),
    ]);
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value.lines).toEqual([
      { kind: 'part', description: 'Rectifier board', quantity: 2, unitPrice: 123_450, productId: null },
    ]);
  });

  test('a quote of no line is refused as a whole; a line begun is refused at its field', () => {
    const empty = check([['from', 'diagnosing'], ['status', 'awaitingApproval'], ...line(0, '', '')]);
    expect(empty.status === 'error' && empty.error).toEqual({ lines: ['quoteRequired'] });
    const begun = check([['from', 'diagnosing'], ['status', 'awaitingApproval'], ...line(0, 'Fan', '12.345')]);
    expect(begun.status === 'error' && begun.error).toEqual({ 'lines[0].unitPrice': ['amount'] });
  });

  test('a charge is sent only when something of it was typed', () => {
    const ends = (amount: string, description: string) =>
      check([
        ['from', 'diagnosing'],
        ['status', 'cancelled'],
        ['charge.amount', amount],
        ['charge.description', description],
      ]);
    const none = ends('', '');
    expect(none.status === 'success' && none.value.charge).toBeUndefined();
    const fee = ends('RM 30', 'Inspection');
    expect(fee.status === 'success' && fee.value.charge).toEqual({ description: 'Inspection', amount: 3_000 });
    const half = ends('30', '');
    expect(half.status === 'error' && half.error).toEqual({ 'charge.description': ['required'] });
  });
});
