import { inEveryLanguage } from '@/domain/locales';
import type { ShopTestimonial } from '@/domain/shop-settings';

/**
 * The four testimonials a new shop starts with (spec §2), in both languages. The owner edits, adds, removes and
 * reorders them in the admin (Shop settings); these are the defaults of src/content/shop-defaults.ts: content the
 * owner replaces, not texts of the site's screens, so they are here rather than in the catalogues. A language without
 * its text yet starts with the English one (inEveryLanguage); src/i18n/locales.test.ts names it.
 */
export const testimonials: readonly ShopTestimonial[] = [
  {
    id: 'workshop',
    author: 'Ahmad Razak',
    text: inEveryLanguage({
      en: 'Bought a MIG welder for my workshop. They set it up, showed my apprentice how to use it and answered every question on WhatsApp afterwards.',
      ms: 'Saya beli mesin kimpalan MIG untuk bengkel saya. Mereka pasangkan, tunjukkan perantis saya cara menggunakannya dan menjawab setiap soalan di WhatsApp selepas itu.',
    }),
  },
  {
    id: 'grinder',
    author: 'Lim Wei Ming',
    text: inEveryLanguage({
      en: 'Fast delivery from their Shopee shop and the grinder was exactly as described. A good price for a genuine Dong Cheng.',
      ms: 'Penghantaran pantas dari kedai Shopee mereka dan pengisar itu tepat seperti yang diterangkan. Harga yang baik untuk Dong Cheng yang tulen.',
    }),
  },
  {
    id: 'generator',
    author: 'Nurul Aina',
    text: inEveryLanguage({
      en: 'Our generator broke down a week before a big event. They repaired it in two days and explained clearly what had gone wrong.',
      ms: 'Penjana kami rosak seminggu sebelum satu majlis besar. Mereka membaikinya dalam dua hari dan menerangkan dengan jelas punca kerosakannya.',
    }),
  },
  {
    id: 'fabricator',
    author: 'Rajesh Kumar',
    text: inEveryLanguage({
      en: 'A reliable supplier for our fabrication company. Stock is usually available and the team really knows their machines.',
      ms: 'Pembekal yang boleh diharap untuk syarikat fabrikasi kami. Stok biasanya ada dan pasukannya benar-benar memahami mesin mereka.',
    }),
  },
];
