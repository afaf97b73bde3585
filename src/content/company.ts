// Deep imports keep the domain's zod schemas out of the public pages' JavaScript.
import { FOUNDED_YEAR } from '@/domain/limits';

/**
 * The company's facts, in one place: the footer, the contact page, the catalogue's service panel and the
 * testimonials' rating badges all read them from here. Texts that change with the language live in the
 * translation catalogues (src/i18n/locales); names, numbers and links do not, so they live here.
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

/** The street address on one line, as the footer and the contact card print it. */
export function companyAddressLine(): string {
  const { street, postcode, city, state, country } = company.address;
  return `${street}, ${postcode} ${city}, ${state}, ${country}`;
}
