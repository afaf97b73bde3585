import { expect, test } from 'vitest';
import { newRepairToken } from '@/domain/repair';
import { planViewNameFixes } from './view-names';

test('a view written before the first-name rule gets the rule’s first name; one that has it is left alone', () => {
  const [chinese, hyphened, fine, orphan] = [newRepairToken(), newRepairToken(), newRepairToken(), newRepairToken()];
  const jobs = [
    { data: { token: chinese, customerName: '陈大文' } },
    { data: { token: hyphened, customerName: 'Lim-Wei-Ming' } },
    { data: { token: fine, customerName: 'Siti binti Ali' } },
    { data: { token: orphan, customerName: 'Nobody Viewed' } },
    { data: { token: 'not-a-token', customerName: 'Ahmad' } },
  ];
  const views = new Map<string, Record<string, unknown>>([
    [chinese, { firstName: '陈大文' }],
    [hyphened, { firstName: 'Lim-Wei-Ming' }],
    [fine, { firstName: 'Siti' }],
  ]);
  expect(planViewNameFixes(jobs, views)).toEqual([
    { token: chinese, from: '陈大文', to: '陈…' },
    { token: hyphened, from: 'Lim-Wei-Ming', to: 'Lim' },
  ]);
});
