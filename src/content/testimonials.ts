export type TestimonialKey = 'workshop' | 'grinder' | 'generator' | 'fabricator';

/**
 * The four fixed testimonials (spec §2): who said it and their initials for the avatar.
 * What they said is in site.json under testimonials.items, so it reads naturally in both languages.
 */
export const testimonials: readonly { key: TestimonialKey; author: string; initials: string }[] = [
  { key: 'workshop', author: 'Ahmad Razak', initials: 'AR' },
  { key: 'grinder', author: 'Lim Wei Ming', initials: 'LW' },
  { key: 'generator', author: 'Nurul Aina', initials: 'NA' },
  { key: 'fabricator', author: 'Rajesh Kumar', initials: 'RK' },
];
