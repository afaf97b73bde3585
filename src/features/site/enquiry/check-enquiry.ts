import { EMAIL_PATTERN } from '@/domain/auth';
import { ENQUIRY_LIMITS, type Delivery, type EnquiryError } from '@/domain/enquiry-input';
import { toMalaysianE164 } from '@/domain/phone';

/** What the visitor types in the enquiry form. `website` is the hidden field that people leave empty. */
export type EnquiryFields = {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  delivery: Delivery;
  shippingAddress: string;
  notes: string;
  website: string;
};

export const EMPTY_FIELDS: EnquiryFields = {
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  delivery: 'deliver',
  shippingAddress: '',
  notes: '',
  website: '',
};

/**
 * The form's own check, before anything is sent: the same rules as EnquiryInputSchema, without zod, which a
 * public page does not load. The server checks again whatever arrives.
 */
export function checkEnquiryFields(fields: EnquiryFields): Partial<Record<keyof EnquiryFields, EnquiryError>> {
  const errors: Partial<Record<keyof EnquiryFields, EnquiryError>> = {};
  const required: (keyof EnquiryFields)[] = ['customerName', 'customerPhone'];
  // A collection at the shop needs no address.
  if (fields.delivery === 'deliver') required.push('shippingAddress');
  for (const key of required) {
    if (fields[key].trim() === '') errors[key] = 'required';
  }
  const limited = ['customerName', 'customerPhone', 'customerEmail', 'shippingAddress', 'notes'] as const;
  for (const key of limited) {
    if (key === 'shippingAddress' && fields.delivery === 'collect') continue;
    if (!errors[key] && fields[key].trim().length > ENQUIRY_LIMITS[key]) errors[key] = 'tooLong';
  }
  if (!errors.customerPhone && toMalaysianE164(fields.customerPhone) === null) errors.customerPhone = 'phone';
  const email = fields.customerEmail.trim();
  if (!errors.customerEmail && email !== '' && !EMAIL_PATTERN.test(email)) errors.customerEmail = 'email';
  return errors;
}
