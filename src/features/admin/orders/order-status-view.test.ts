import { describe, expect, test } from 'vitest';
import { ORDER_STATUS_COLOURS, ORDER_STATUSES } from '@/domain';
import { badgeClasses } from '@/components/admin/status-badge';
import { parseStatusFilter } from './order-status-view';

describe("an order's badge", () => {
  test.each([
    ['pending', 'yellow'],
    ['confirmed', 'blue'],
    ['processing', 'purple'],
    ['shipped', 'indigo'],
    ['delivered', 'green'],
    ['cancelled', 'red'],
  ] as const)('a %s order has a %s badge', (status, colour) => {
    expect(badgeClasses(ORDER_STATUS_COLOURS[status])).toContain(`bg-${colour}-100`);
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
