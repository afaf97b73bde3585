import { describe, expect, test } from 'vitest';
import { makeOrderInput } from '../../tests/factories';
import type { Order } from './order';
import { exportRange, inExportRange } from './order-admin';
import { ordersCsvLabels } from '@/i18n/orders-csv-labels';
import { buildOrdersCsv, csvCell, csvDate, csvItems } from './orders-csv';

const english = ordersCsvLabels('en');
const malay = ordersCsvLabels('ms');

function order(overrides: Partial<Order> = {}): Order {
  return {
    ...makeOrderInput(),
    id: 'abcdefghijklmnopqrst',
    createdAt: '2026-03-01T16:05:00.000Z',
    updatedAt: '2026-03-01T16:05:00.000Z',
    ...overrides,
  };
}

describe('a CSV cell', () => {
  test('is left as it is when plain, and quoted with doubled quotes when it holds a comma, a quote or a break', () => {
    expect(csvCell('Aminah binti Yusof')).toBe('Aminah binti Yusof');
    expect(csvCell('Ipoh, Perak')).toBe('"Ipoh, Perak"');
    expect(csvCell('12" pipe')).toBe('"12"" pipe"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
  });

  test('starting with = + - @, a tab or a carriage return, is kept as text by a quote in front', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('Mr = Mrs')).toBe('Mr = Mrs');
  });
});

describe('the orders CSV', () => {
  test('starts with a byte order mark and the header, and gives one row per order', () => {
    const csv = buildOrdersCsv(
      [order({ customerName: 'Nur Ain', items: [{ name: 'Kabel, 10m', price: 12.5, quantity: 2 }], total: 25 })],
      english,
    );
    expect(csv.startsWith('\uFEFFOrder,Date,Customer,Phone,Email,Address,Items,Total (RM),Status,Notes\r\n')).toBe(
      true,
    );
    expect(csv.split('\r\n')[1]).toBe(
      '#MNOPQRST,2026-03-02 00:05,Nur Ain,012-345 6789,aminah@example.my,' +
        '"12 Jalan Sultan Idris Shah\n30000 Ipoh, Perak","Kabel, 10m x2",25.00,Pending,',
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  test('a phone reads as a spreadsheet shows it, without a guard’s quote, however the order wrote it', () => {
    for (const customerPhone of ['+60123456789', '+60 12-345 6789', '012 345 6789']) {
      expect(
        buildOrdersCsv([order({ customerPhone })], english)
          .split('\r\n')[1]!
          .split(',')[3],
      ).toBe('012-345 6789');
    }
    // A number from elsewhere stays as typed, guarded against formulas as any cell.
    expect(
      buildOrdersCsv([order({ customerPhone: '+65 9123 4567' })], english)
        .split('\r\n')[1]!
        .split(',')[3],
    ).toBe("'+65 9123 4567");
  });

  test('for an admin reading Malay, has Malay headers and status names', () => {
    const csv = buildOrdersCsv([order({ status: 'delivered' }), order({ status: 'cancelled' })], malay);
    const [header, first, second] = csv.slice(1).split('\r\n');
    expect(header).toBe('Pesanan,Tarikh,Pelanggan,Telefon,E-mel,Alamat,Barangan,Jumlah (RM),Status,Catatan');
    expect(first!.split(',').at(-2)).toBe('Telah sampai');
    expect(second!.split(',').at(-2)).toBe('Dibatalkan');
  });

  test('amounts stay machine-readable in both languages: a point, no RM, no thousands separator', () => {
    for (const labels of [english, malay]) {
      const csv = buildOrdersCsv([order({ total: 1234.5, notes: '' })], labels);
      const cells = csv.split('\r\n')[1]!.split(',');
      expect(cells.at(-3)).toBe('1234.50');
    }
  });

  test('every status has its name in both languages', () => {
    for (const labels of [english, malay]) {
      for (const status of ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const) {
        expect(labels.statuses[status]).toMatch(/\S/);
      }
    }
    expect(english.statuses.processing).toBe('Processing');
    expect(malay.statuses.processing).toBe('Sedang diproses');
  });

  test('an order list that is empty gives the header alone', () => {
    expect(buildOrdersCsv([], english).split('\r\n')).toEqual([
      '\uFEFFOrder,Date,Customer,Phone,Email,Address,Items,Total (RM),Status,Notes',
      '',
    ]);
  });

  test("names every line, and marks those priced on request in the admin's language", () => {
    const items = {
      items: [
        { name: 'Welder', price: 999, quantity: 1 },
        { name: 'Custom trolley', price: 0, quantity: 3 },
        { name: 'Gloves', price: 8, quantity: 2 },
      ],
    };
    expect(csvItems(items, english.priceOnRequest)).toBe('Welder x1; Custom trolley x3 (price on request); Gloves x2');
    expect(csvItems(items, malay.priceOnRequest)).toBe(
      'Welder x1; Custom trolley x3 (harga atas permintaan); Gloves x2',
    );
  });

  test('dates are in Malaysian time', () => {
    expect(csvDate('2026-12-31T16:30:00.000Z')).toBe('2027-01-01 00:30');
    expect(csvDate('not a date')).toBe('');
  });
});

describe("the export's days", () => {
  test('run from midnight of the first day to the midnight after the last, in Malaysian time', () => {
    const range = exportRange({ from: '2026-03-01', to: '2026-03-02' });
    expect(range).toEqual({ start: '2026-02-28T16:00:00.000Z', end: '2026-03-02T16:00:00.000Z' });
    expect(inExportRange('2026-02-28T15:59:59.999Z', range)).toBe(false);
    expect(inExportRange('2026-02-28T16:00:00.000Z', range)).toBe(true);
    expect(inExportRange('2026-03-02T15:59:59.999Z', range)).toBe(true);
    expect(inExportRange('2026-03-02T16:00:00.000Z', range)).toBe(false);
    expect(exportRange({})).toEqual({});
  });
});
