import type { ComponentType, SVGProps } from 'react';
import { SERVICE_CATEGORY, type Category } from '@/domain/categories';
import { AbrasiveIcon, CogIcon, DrillIcon, FlameIcon, HardHatIcon, WrenchIcon } from '@/components/ui/icons';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/**
 * The six specialisation areas of the home timeline; their titles and texts are in site.json under
 * home.specialisations. Each leads to the catalogue's shelf that sells it; repair and service to the service
 * category's page (its description and the chat).
 */
export const specialisations: readonly { key: SpecialisationKey; icon: Icon; category: Category }[] = [
  { key: 'welding', icon: FlameIcon, category: 'Welding Machines' },
  { key: 'machinery', icon: CogIcon, category: 'Others' },
  { key: 'powerTools', icon: DrillIcon, category: 'Power Tools' },
  { key: 'abrasives', icon: AbrasiveIcon, category: 'Accessories' },
  { key: 'protection', icon: HardHatIcon, category: 'Accessories' },
  { key: 'repair', icon: WrenchIcon, category: SERVICE_CATEGORY },
];

export type SpecialisationKey = 'welding' | 'machinery' | 'powerTools' | 'abrasives' | 'protection' | 'repair';

export type Collaborator = { name: string; logo: string; width: number; height: number };

/** The nine supplier brands of the collaborators strip; each logo has its name drawn in the image. */
export const collaborators: readonly Collaborator[] = [
  { name: 'Dong Cheng', logo: '/images/collaborators/dong-cheng.svg', width: 200, height: 80 },
  { name: 'Amaxx', logo: '/images/collaborators/amaxx.svg', width: 200, height: 80 },
  { name: 'Kärcher', logo: '/images/collaborators/karcher.svg', width: 200, height: 80 },
  { name: 'Jasic', logo: '/images/collaborators/jasic.svg', width: 200, height: 80 },
  { name: 'Makita', logo: '/images/collaborators/makita.svg', width: 200, height: 80 },
  { name: 'Bosch', logo: '/images/collaborators/bosch.svg', width: 200, height: 80 },
  { name: 'ESAB', logo: '/images/collaborators/esab.svg', width: 200, height: 80 },
  { name: 'Stanley', logo: '/images/collaborators/stanley.svg', width: 200, height: 80 },
  { name: 'Lincoln Electric', logo: '/images/collaborators/lincoln-electric.svg', width: 200, height: 80 },
];

/** The hero picture, in two widths so a phone does not download the desktop one. */
export const heroImage = {
  small: { src: '/images/hero-800.webp', width: 800, height: 1000 },
  large: { src: '/images/hero-1600.webp', width: 1600, height: 1000 },
} as const;
