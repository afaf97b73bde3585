import { LANGUAGES } from '@/domain/locales';
import { describe, expect, test } from 'vitest';
import { makeRepairJob } from '../../tests/factories';
import { fullRepairJob } from '../../tests/full-records';
import { adminText } from '@/i18n/admin-texts';
import {
  DERIVED_REPAIR_KEYS,
  REPAIR_FIELDS,
  REPAIR_FIELD_NAMES,
  REPAIR_INPUT_FIELDS,
  REPAIR_RECORD_KEYS,
  repairFieldValue,
  repairFieldsShownOn,
  setRepairFieldValue,
} from './repair-fields';
import { REPAIRS_CSV_COLUMNS } from './repairs-csv';
import { RepairInputSchema } from './repair-schema';
import { validate } from './validation';

describe('the table of repair fields', () => {
  test('its paths and the derived keys are RepairJob’s keys, each once', () => {
    const job = makeRepairJob();
    expect([...REPAIR_RECORD_KEYS, ...DERIVED_REPAIR_KEYS].sort()).toEqual(Object.keys(job).sort());
    for (const name of REPAIR_FIELD_NAMES) expect(repairFieldValue(job, name), name).not.toBeUndefined();
    expect(new Set(REPAIR_FIELD_NAMES.map((name) => REPAIR_FIELDS[name].column)).size).toBe(REPAIR_FIELD_NAMES.length);
  });

  test('the input schema takes exactly the owner’s fields, each required as its row says', () => {
    const result = validate(RepairInputSchema, {}, 'repair');
    const required = REPAIR_INPUT_FIELDS.filter((name) => REPAIR_FIELDS[name].input.required);
    expect(Object.keys(result.ok ? {} : result.fields).sort()).toEqual([...required].sort());
    expect(validate(RepairInputSchema, { notAField: 'x' }, 'repair')).toMatchObject({ ok: false });
  });

  test('gives the form what it needs of each owner’s field: its label in both languages, its control, required or not', () => {
    for (const name of REPAIR_INPUT_FIELDS) {
      const { input } = REPAIR_FIELDS[name];
      for (const language of LANGUAGES) expect(adminText(language, input.label), name).toBeTruthy();
      expect(input.control, name).toBeTruthy();
    }
    for (const name of REPAIR_FIELD_NAMES) {
      expect('input' in REPAIR_FIELDS[name], name).toBe(REPAIR_FIELDS[name].by === 'admin');
    }
  });

  test('every field of the full job of the place tests has a value (tests/full-records.ts)', () => {
    const job = fullRepairJob();
    for (const name of REPAIR_FIELD_NAMES) {
      const value = repairFieldValue(job, name);
      expect(value, name).not.toBeNull();
      expect(value, name).not.toEqual('');
      expect(value, name).not.toEqual([]);
    }
  });

  test('the CSV has a column for each row with a header, in both languages', () => {
    for (const name of REPAIR_FIELD_NAMES) {
      const spec = REPAIR_FIELDS[name];
      if ('csv' in spec) expect(REPAIRS_CSV_COLUMNS[name], name).toEqual(spec.csv);
    }
  });

  test('the slip, the receipt and the status page read their fields from the table; a value is set by its path', () => {
    expect(repairFieldsShownOn('view')).not.toContain('customerPhone');
    expect(repairFieldsShownOn('view')).not.toContain('serial');
    expect(repairFieldsShownOn('receipt')).toEqual(expect.arrayContaining(['number', 'quote', 'payments']));
    const target: Record<string, unknown> = {};
    setRepairFieldValue(target, 'brand', 'Miller');
    expect(target).toEqual({ machine: { brand: 'Miller' } });
  });
});
