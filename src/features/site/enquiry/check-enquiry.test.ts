import { describe, expect, test } from 'vitest';
import { EnquiryInputSchema } from '@/domain/enquiry-schema';
import { checkEnquiryFields, EMPTY_FIELDS, type EnquiryFields } from './check-enquiry';

const FILLED: EnquiryFields = {
  ...EMPTY_FIELDS,
  customerName: 'Lim Wei Ming',
  customerPhone: '012-345 6789',
  shippingAddress: '8 Jalan Gopeng, 31350 Ipoh',
};

/** The form's check says what the server's schema says, field by field. */
function schemaErrors(fields: EnquiryFields) {
  const { website: _website, ...rest } = fields;
  const result = EnquiryInputSchema.safeParse({ ...rest, lines: [{ productId: 'p1', quantity: 1 }] });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the enquiry form check', () => {
  test.each<[string, Partial<EnquiryFields>]>([
    ['a complete form', {}],
    ['a landline with +60', { customerPhone: '+60 5-254 1234' }],
    ['no name', { customerName: '  ' }],
    ['no phone', { customerPhone: '' }],
    ['a foreign phone', { customerPhone: '+44 20 7946 0000' }],
    ['too short a phone', { customerPhone: '012-345' }],
    ['a bad email', { customerEmail: 'ahmad@' }],
    ['no address', { shippingAddress: '' }],
    ['too long notes', { notes: 'x'.repeat(1001) }],
  ])('agrees with the server on %s', (_case, change) => {
    const fields = { ...FILLED, ...change };
    expect(checkEnquiryFields(fields)).toEqual(schemaErrors(fields));
  });
});
