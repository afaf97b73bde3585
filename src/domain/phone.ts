/**
 * Malaysian phone numbers as people type them: "012-345 6789", "+60 12 345 6789", "05-254 1234", "(03) 2345 6789".
 * Stored in E.164 ("+60123456789"), the form WhatsApp links take.
 */

/**
 * The national number after the leading 0 (or the country code 60): mobile 1x with 7 or 8 more digits
 * (011 numbers are one digit longer), Kuala Lumpur and Selangor 3 with 8 more, Sabah and Sarawak 8x with 6 or 7
 * more, the other states 4, 5, 6, 7 or 9 with 7 more.
 */
const NATIONAL_NUMBER = /^(?:1\d{8,9}|3\d{8}|8\d{7,8}|[4-79]\d{7})$/;

/** The number in E.164, or null when it is not a Malaysian mobile or landline number. */
export function toMalaysianE164(input: string): string | null {
  const compact = input.trim().replace(/[\s\-.()]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let national: string;
  if (compact.startsWith('+60')) national = compact.slice(3);
  else if (compact.startsWith('+')) return null;
  else if (compact.startsWith('60') && compact.length >= 10) national = compact.slice(2);
  else if (compact.startsWith('0')) national = compact.slice(1);
  else return null;
  // "+60 012…": a leading 0 kept after the country code, as people often write it.
  if (national.startsWith('0')) national = national.slice(1);
  return NATIONAL_NUMBER.test(national) ? `+60${national}` : null;
}

/** The digits a wa.me link takes: E.164 without the plus. */
export function whatsAppDigits(e164: string): string {
  return e164.replace(/^\+/, '');
}
