/** The two marketplace shops and the ratings they show (spec §2 testimonials, §9). */
export const shops = {
  shopee: {
    name: 'Shopee',
    url: 'https://shopee.com.my/kintaweld',
    rating: '4.9',
  },
  tiktok: {
    name: 'TikTok Shop',
    url: 'https://www.tiktok.com/@kintaweld/shop',
    rating: '4.8',
  },
} as const;

/** The most a rating can be: the badges read '4.9/5.0'. */
export const RATING_SCALE = '5.0';
