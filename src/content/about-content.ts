import type { ComponentType, SVGProps } from 'react';
import { AwardIcon, LightbulbIcon, ShieldCheckIcon, UsersIcon } from '@/components/ui/icons';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

export type CoreValueKey = 'integrity' | 'innovation' | 'customerFocus' | 'excellence';

/** The four core values of the About page; titles and texts are in site.json under about.values. */
export const coreValues: readonly { key: CoreValueKey; icon: Icon }[] = [
  { key: 'integrity', icon: ShieldCheckIcon },
  { key: 'innovation', icon: LightbulbIcon },
  { key: 'customerFocus', icon: UsersIcon },
  { key: 'excellence', icon: AwardIcon },
];

export const aboutImages = {
  banner: { src: '/images/about-banner.webp', width: 1600, height: 600 },
  vision: { src: '/images/vision.webp', width: 800, height: 600 },
  mission: { src: '/images/mission.webp', width: 800, height: 600 },
} as const;
