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

/** The national number's area or mobile prefix and the rest in groups, as Malaysians write them. */
function phoneParts(e164: string): { prefix: string; groups: string } {
  const national = e164.slice(3);
  // Mobile (1x) and Sabah and Sarawak (8x) have a two-digit prefix; Kuala Lumpur (3) and the other states one.
  const prefix = /^[18]/.test(national) ? national.slice(0, 2) : national.slice(0, 1);
  const rest = national.slice(prefix.length);
  const split = rest.length === 8 ? 4 : 3;
  return { prefix, groups: `${rest.slice(0, split)} ${rest.slice(split)}` };
}

/**
 * A customer's phone as the admin reads it, the same way whoever wrote it: a Malaysian number with its country code,
 * grouped ("+60 12-345 6789", "+60 11-1234 5678", "+60 3-2345 6789", "+60 82-123 456"); anything else as typed.
 */
export function formatPhone(phone: string): string {
  const e164 = toMalaysianE164(phone);
  if (!e164) return phone.trim();
  const { prefix, groups } = phoneParts(e164);
  return `+60 ${prefix}-${groups}`;
}

/**
 * A customer's phone for a spreadsheet: a Malaysian number as it is written at home ("012-345 6789"), which a
 * spreadsheet keeps as text, where "+60…" would be read as a formula (and so carry a guard's quote in front);
 * anything else as typed.
 */
export function nationalPhone(phone: string): string {
  const e164 = toMalaysianE164(phone);
  if (!e164) return phone.trim();
  const { prefix, groups } = phoneParts(e164);
  return `0${prefix}-${groups}`;
}

/**
 * A phone as one whole international number, for telling whether two records name the same phone: a Malaysian
 * number in any spelling as its E.164 ("012-345 6789" and "+60 12 345 6789" are "+60123456789"), a number with a
 * country code as "+" and its digits ("+32 3 456 789" is "+323456789", never the Malaysian "+60 3-456 789…"), a
 * number with neither as its digits; '' for no number. A foreign number so matches only itself.
 */
export function wholePhoneNumber(phone: string): string {
  const compact = phone.trim().replace(/[\s\-.()]/g, '');
  // "00" is how a number abroad is dialled from Malaysia: "0032 3 456 789" is "+32 3 456 789".
  if (/^00[1-9]\d+$/.test(compact)) return wholePhoneNumber(`+${compact.slice(2)}`);
  const malaysian = toMalaysianE164(phone);
  if (malaysian) return malaysian;
  if (/^\+\d+$/.test(compact)) return compact;
  // A national number typed without its 0 ("12-345 6789").
  return toMalaysianE164(`0${compact}`) ?? compact;
}
