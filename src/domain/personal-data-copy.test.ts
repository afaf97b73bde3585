import { describe, expect, test } from 'vitest';
import { personalDataCopyLabels } from '@/i18n/personal-data-labels';
import { fullRepairJob } from '../../tests/full-records';
import { makeOrderInput } from '../../tests/factories';
import type { Language } from './limits';
import type { Order } from './order';
import { REPAIR_COPY_KEYS, copyChunks, flattenRecord, orderCopy, repairCopy } from './personal-data-copy';
import { REPAIR_FIELDS, REPAIR_FIELD_NAMES, repairFieldValue, type RepairFieldName } from './repair-fields';
import { formatSen } from './repair-money';
import { csvDate } from './orders-csv';

/**
 * The customer's copy as the files they are given (issues 39, 45 and 48): the JSON as well as the CSV in the
 * admin's language, every field of the table of repair fields in both, and nothing of the shop's own.
 */

const MADE_AT = '2031-03-01T02:00:00.000Z';

function order(): Order {
  return {
    id: 'internalOrderId1',
    ...makeOrderInput({
      customerName: 'Zulkifli bin Hamzah',
      items: [{ productId: 'catalogueProduct3', name: 'Welding rod 2.6mm', price: 25.5, quantity: 2 }],
      status: 'delivered',
    }),
    createdAt: '2031-01-05T03:00:00.000Z',
    updatedAt: '2031-01-06T03:00:00.000Z',
  };
}

function files(language: Language) {
  const labels = personalDataCopyLabels(language);
  const records = { orders: [order()], repairs: [fullRepairJob(language)] };
  return {
    labels,
    records,
    json: JSON.parse([...copyChunks(records, 'json', labels, MADE_AT)].join('')) as Record<string, unknown>,
    jsonText: [...copyChunks(records, 'json', labels, MADE_AT)].join(''),
    csv: [...copyChunks(records, 'csv', labels, MADE_AT)].join(''),
  };
}

type Tree = Record<string, unknown>;

/** Every object of a tree, with the object it was made from, side by side (the copy as the code names it). */
function objectPairs(named: unknown, coded: unknown): [Tree, Tree][] {
  if (Array.isArray(coded)) return coded.flatMap((item, index) => objectPairs((named as unknown[])[index], item));
  if (!coded || typeof coded !== 'object') return [];
  const namedValues = Object.values(named as Tree);
  return [
    [named as Tree, coded as Tree],
    ...Object.values(coded).flatMap((item, index) => objectPairs(namedValues[index], item)),
  ];
}

describe("the customer's JSON copy", () => {
  test('names the fields and their parts in the admin’s language, Malay in Malay', () => {
    const { json, labels } = files('ms');
    expect(Object.keys(json)).toEqual(['Salinan dibuat', 'Pesanan', 'Pembaikan']);
    expect(json['Salinan dibuat']).toBe(csvDate(MADE_AT));
    const [job] = json.Pembaikan as Tree[];
    expect(Object.keys(job!)).toEqual(REPAIR_COPY_KEYS.map((key) => labels.fields[key]));
    expect(job).toMatchObject({
      Nombor: 'R-2031-0777',
      Nama: 'Zulkifli bin Hamzah',
      Telefon: '+60123987654',
      Bahasa: 'Bahasa Melayu',
      Status: 'Telah diambil',
      Mesin: { Jenama: 'Miller', Model: 'Dynasty 210', 'No. siri': 'SER-8812-QX' },
      Anggaran: 'RM 123.45',
    });
    const [payment] = job!.Bayaran as Tree[];
    expect(payment).toEqual({
      Jenis: 'Bayaran',
      Amaun: 'RM 43.21',
      'Cara bayaran': 'Pindahan bank',
      'Tarikh bayaran': '2031-02-02',
      Catatan: 'Paid by cousin Rahim',
      Direkodkan: csvDate('2031-02-02T05:00:00.000Z'),
      'Ditarik balik': null,
    });
    const [orderCopied] = json.Pesanan as Tree[];
    expect(orderCopied).toMatchObject({ Nama: 'Zulkifli bin Hamzah', Status: 'Telah sampai' });
    expect((orderCopied!.Barangan as Tree[])[0]).toEqual({
      Barang: 'Welding rod 2.6mm',
      'Harga (RM)': 25.5,
      Kuantiti: 2,
    });
  });

  test.each<Language>(['en', 'ms'])(
    'keeps every field and part of every record, each under a name of its own, in %s',
    (language) => {
      const { json, labels, records } = files(language);
      const [namedOrder] = json[labels.file.orders] as Tree[];
      const [namedJob] = json[labels.file.repairs] as Tree[];
      for (const [named, coded] of [
        ...objectPairs(namedOrder, orderCopy(records.orders[0]!)),
        ...objectPairs(namedJob, repairCopy(records.repairs[0]!)),
      ]) {
        // Two parts of one name would be one key, and one of them lost.
        expect(Object.keys(named), Object.keys(coded).join(', ')).toHaveLength(Object.keys(coded).length);
      }
      // No key is left in the code's words where the catalogue has a name for it.
      const names = new Set([...Object.values(labels.fields), ...Object.values(labels.parts)]);
      const keys = (value: unknown): string[] =>
        Array.isArray(value)
          ? value.flatMap(keys)
          : value && typeof value === 'object'
            ? Object.entries(value).flatMap(([key, item]) => [key, ...keys(item)])
            : [];
      for (const key of keys([namedOrder, namedJob])) expect(names, key).toContain(key);
    },
  );

  test.each<Language>(['en', 'ms'])(
    'writes the code’s words in words: no status, method or kind as the code spells it, in %s',
    (language) => {
      const { json } = files(language);
      const values = (value: unknown): unknown[] =>
        Array.isArray(value)
          ? value.flatMap(values)
          : value && typeof value === 'object'
            ? Object.values(value).flatMap(values)
            : [value];
      const leaves = values(json);
      for (const word of [
        'collected',
        'received',
        'awaitingApproval',
        'bankTransfer',
        'payment',
        'part',
        'approved',
        'ms',
        'en',
      ]) {
        expect(leaves, word).not.toContain(word);
      }
    },
  );

  test.each<Language>(['en', 'ms'])(
    'holds no store id, product id, status link key or admin’s e-mail, in %s',
    (language) => {
      const { jsonText, csv, records } = files(language);
      const job = records.repairs[0]!;
      for (const secret of [
        job.id,
        job.token,
        'owner@example.test',
        job.claimOf!.id,
        job.claims[0]!.id,
        'catalogueProduct9',
        'catalogueProduct3',
        records.orders[0]!.id,
      ]) {
        expect(jsonText, secret).not.toContain(secret);
        expect(csv, secret).not.toContain(secret);
      }
    },
  );
});

/** How a field of a plain kind reads in the copy (a CSV cell, a JSON value). */
function copied(job: ReturnType<typeof fullRepairJob>, name: RepairFieldName): string | null {
  const value = repairFieldValue(job, name);
  switch (REPAIR_FIELDS[name].kind) {
    case 'text':
    case 'phone':
    case 'day':
      return String(value);
    case 'sen':
      return `RM ${formatSen(value as number)}`;
    case 'time':
    case 'timeOrNull':
      return csvDate(String(value));
    case 'count':
      return String(value);
    default:
      return null;
  }
}

describe("every field of the table of repair fields is in the customer's copy", () => {
  test.each<Language>(['en', 'ms'])('as CSV and as JSON, the status link key apart, in %s', (language) => {
    const { json, csv, labels } = files(language);
    const job = fullRepairJob(language);
    const jsonText = JSON.stringify(json);
    for (const name of REPAIR_FIELD_NAMES) {
      const top = REPAIR_FIELDS[name].path.split('.')[0]!;
      if (name === 'token') {
        expect(REPAIR_COPY_KEYS).not.toContain(top);
        continue;
      }
      expect(REPAIR_COPY_KEYS, name).toContain(top);
      expect(labels.fields[top], `${language}: the copy's name of ${top}`).toBeTruthy();
      const value = copied(job, name);
      if (value === null) continue;
      expect(csv, `${name} in the CSV`).toContain(value);
      expect(jsonText, `${name} in the JSON`).toContain(JSON.stringify(value).slice(1, -1));
    }
    // A field of a structure is in the copy leaf by leaf: one CSV line each.
    expect(csv.trimEnd().split('\r\n')).toHaveLength(
      1 + flattenRecord(orderCopy(order())).length - 1 + flattenRecord(repairCopy(job)).length,
    );
  });
});
