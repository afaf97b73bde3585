import { describe, expect, test } from 'vitest';
import { parseForm } from '@/components/admin/admin-form';
import { PersonQuerySchema } from '@/domain/personal-data';
import { CorrectionForm, ErasureForm, givenOnly } from './customer-data';

const formData = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

const nurul = { 'person.name': 'Nurul binti Ali', 'person.phone': '+60123456789' };

/** A refused submission's errors by field; none for one that passed. */
const errorsOf = (sent: ReturnType<typeof parseForm>) => (sent.status === 'success' ? undefined : sent.error);

describe('the customer screen’s forms, as the browser and the action read them', () => {
  test('a kind of record none of which is ticked is none of them, never all of them', () => {
    const sent = parseForm(formData({ ...nurul, 'person.repairs[0]': 'job-1' }), ErasureForm);
    expect(sent.status).toBe('success');
    expect(sent.status === 'success' && sent.value).toEqual({
      person: { name: 'Nurul binti Ali', phone: '+60123456789', orders: [], repairs: ['job-1'] },
    });
  });

  test('a phone kept empty (an order taken without one) is picked as empty', () => {
    const sent = parseForm(
      formData({ 'person.name': 'Ahmad', 'person.phone': '', 'person.orders[0]': 'o-1' }),
      ErasureForm,
    );
    expect(sent.status === 'success' && sent.value.person).toEqual({
      name: 'Ahmad',
      phone: '',
      orders: ['o-1'],
      repairs: [],
    });
  });

  test('a correction left blank, or only spaces, is refused at the name: nothing to write', () => {
    const sent = parseForm(givenOnly(formData({ ...nurul, 'change.name': '  ', 'change.phone': '' })), CorrectionForm);
    expect(errorsOf(sent)).toEqual({ 'change.name': ['required'] });
  });

  test('a field left as spaces is not given: the phone alone is written, in E.164', () => {
    const sent = parseForm(
      givenOnly(formData({ ...nurul, 'change.name': ' ', 'change.phone': '017-123 4567' })),
      CorrectionForm,
    );
    expect(sent.status === 'success' && sent.value.change).toEqual({ phone: '+60171234567' });
  });

  test('a corrected phone the server would refuse is refused at its field', () => {
    const sent = parseForm(givenOnly(formData({ ...nurul, 'change.phone': '12345' })), CorrectionForm);
    expect(errorsOf(sent)).toEqual({ 'change.phone': ['phone'] });
  });

  test('a search with neither field is refused at the name, one with letters in the phone at the phone', () => {
    expect(errorsOf(parseForm(givenOnly(formData({ phone: ' ', name: '' })), PersonQuerySchema))).toEqual({
      name: ['required'],
    });
    expect(errorsOf(parseForm(givenOnly(formData({ phone: '012-ABC-6789', name: '' })), PersonQuerySchema))).toEqual({
      phone: ['phone'],
    });
  });
});
