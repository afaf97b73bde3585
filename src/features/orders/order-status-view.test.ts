import { describe, expect, test } from 'vitest';
import { ORDER_STATUSES } from '@/domain';
import { parseStatusFilter, statusBadgeClasses } from './order-status-view';

describe('statusBadgeClasses', () => {
  test.each([
    ['pending', 'yellow'],
    ['confirmed', 'blue'],
    ['processing', 'purple'],
    ['shipped', 'indigo'],
    ['delivered', 'green'],
    ['cancelled', 'red'],
  ] as const)('a %s order has a %s badge', (status, colour) => {
    expect(statusBadgeClasses(status)).toContain(`bg-${colour}-100`);
  });
});

describe('parseStatusFilter', () => {
  test('keeps every known status', () => {
    for (const status of ORDER_STATUSES) expect(parseStatusFilter(status)).toBe(status);
  });

  test.each([null, undefined, '', 'all', 'Pending', 'lost'])('reads %s as all orders', (value) => {
    expect(parseStatusFilter(value)).toBeUndefined();
  });
});
