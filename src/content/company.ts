// Deep imports keep the domain's zod schemas out of the public pages' JavaScript.
import { FOUNDED_YEAR } from '@/domain/limits';

/**
 * The company's facts as a new shop starts with them (src/content/shop-defaults.ts). The owner changes them in
 * the admin (Shop settings), and every page reads the saved ones; the founding year is not a setting.
 */
export const company = {
  /** The trading name shown next to the logo. */
  tradeName: 'Kinta Weld',
  legalName: 'Kinta Weld & Machinery Enterprise',
  /** SSM business registration number (new 12-digit format, old number in brackets). */
  registrationNumber: '201803112758 (AA0471265-P)',
  foundedYear: FOUNDED_YEAR,
  address: {
    street: 'No. 18, Jalan Kuala Kangsar',
    postcode: '30010',
    city: 'Ipoh',
    state: 'Perak',
    country: 'Malaysia',
  },
  phone: { display: '+60 5-254 1888', tel: '+6052541888' },
  email: 'sales@kintaweld.com.my',
  /** WhatsApp number in international form, digits only, as wa.me links need it. */
  chatNumber: '60125387742',
  handle: '@kintaweld',
} as const;
