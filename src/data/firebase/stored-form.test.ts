import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { FirebaseSettings } from '@/config/build-env';
import { MAX_PAGE_SIZE } from '@/domain/limits';
import {
  ACCEPTED,
  CASE_BUCKET,
  CASE_EMULATOR,
  CASE_PROJECT,
  REFUSED,
  storedProduct,
} from '../../../firebase/product-cases';
import { BackendError } from '../backend';
import { RepairInputSchema } from '@/domain/repair-schema';
import { makeRepairInput } from '../../../tests/factories';
import { checkHostedProduct, checkStoredRepair } from './input-checks';
import { MAX_LIST_LIMIT, RULE_PATTERNS, storedForm } from './stored-form';

const rules = readFileSync('firebase/firestore.rules', 'utf8');

const settings: FirebaseSettings = {
  options: {
    apiKey: 'AIzaSyEmulatorOnlyEmulatorOnlyEmulator0',
    authDomain: `${CASE_PROJECT}.firebaseapp.com`,
    projectId: CASE_PROJECT,
    storageBucket: CASE_BUCKET,
    appId: '1:123456789012:web:0123456789abcdef',
  },
  emulators: { storage: CASE_EMULATOR },
};
const form = storedForm(settings);

describe('the adapter tests what the rules test', () => {
  test.each(Object.entries(RULE_PATTERNS))('the %s pattern is the one in firestore.rules', (_name, pattern) => {
    expect(rules).toContain(`'${pattern}'`);
  });

  test('the list limit is a page and one more, as the rules allow', () => {
    expect(MAX_LIST_LIMIT).toBe(MAX_PAGE_SIZE + 1);
    expect(rules).toContain(`request.query.limit <= ${MAX_LIST_LIMIT};`);
  });
});

// The same table runs against the security rules in firebase/rules-cases.ts.
describe('the shared table of product values', () => {
  test.each(ACCEPTED.map((c) => [c.label, c.change] as const))('accepts %s, unchanged', (_label, change) => {
    const product = storedProduct(change);
    expect(checkHostedProduct(product, form)).toEqual(product);
  });

  test.each(REFUSED.map((c) => [c.label, c.change] as const))('refuses %s, naming the field', (_label, change) => {
    let refusal: unknown;
    try {
      checkHostedProduct(storedProduct(change), form);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(BackendError);
    const error = refusal as BackendError;
    expect(error.status).toBe(400);
    const fields = Object.keys(error.fields ?? {}).map((path) => path.split('.')[0]);
    expect(fields.some((field) => field !== undefined && field in change)).toBe(true);
  });
});

describe("this build's images", () => {
  const url = (host: string, bucket = CASE_BUCKET) =>
    `${host}/v0/b/${bucket}/o/products%2F1_intro_a.png?alt=media&token=t-1`;

  test('come from the configured bucket only', () => {
    expect(form.isImage(url('https://firebasestorage.googleapis.com'))).toBe(true);
    expect(form.isImage(url('https://firebasestorage.googleapis.com', `${CASE_PROJECT}.firebasestorage.app`))).toBe(false);
    expect(form.isImage(url('https://firebasestorage.googleapis.com', 'demo-ipoh-welding-rulesXappspot.com'))).toBe(false);
  });

  test("come from the Storage emulator only when the build talks to it", () => {
    expect(form.isImage(url('http://127.0.0.1:9199'))).toBe(true);
    expect(form.isImage(url('http://127.0.0.1:9198'))).toBe(false);
    expect(storedForm({ ...settings, emulators: {} }).isImage(url('http://127.0.0.1:9199'))).toBe(false);
  });
});

describe("this build's repair photos", () => {
  const url = (key: string, host = 'https://firebasestorage.googleapis.com', bucket = CASE_BUCKET) =>
    `${host}/v0/b/${bucket}/o/${encodeURIComponent(key)}?alt=media&token=t-1`;

  test('are download URLs of the configured bucket under repairs/, never under products/ or marked with copies', () => {
    expect(form.isRepairPhoto(url('repairs/1732000000000_0_serial.png'))).toBe(true);
    expect(form.isRepairPhoto(url('repairs/1732000000000_0_serial.png', 'http://127.0.0.1:9199'))).toBe(true);
    expect(form.isRepairPhoto(url('products/1732000000000_0_serial.png'))).toBe(false);
    expect(form.isRepairPhoto(`${url('repairs/1_0_a.png')}#variants`)).toBe(false);
    expect(form.isRepairPhoto(url('repairs/1_0_a.png', 'https://firebasestorage.googleapis.com', 'other.appspot.com'))).toBe(false);
    expect(form.isRepairPhoto('https://example.com/repairs%2F1_0_a.png?alt=media&token=t')).toBe(false);
  });

  test('a job naming another photo is refused on that photo, before any write', () => {
    const input = RepairInputSchema.parse(
      makeRepairInput({ photos: [url('repairs/1_0_a.png'), 'https://example.com/b.png'] }),
    );
    let refusal: unknown;
    try {
      checkStoredRepair(input, form);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ status: 400, code: 'invalid', fields: { 'photos.1': 'photo' } });
  });
});
