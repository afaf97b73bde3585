import type { ComponentType, SVGProps } from 'react';
import { FacebookIcon, InstagramIcon, TikTokIcon, YouTubeIcon } from '@/components/ui/icons';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@/domain/shop-settings';

export type SocialLink = {
  key: SocialNetwork;
  name: string;
  url: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
};

const NETWORKS: Record<SocialNetwork, Pick<SocialLink, 'name' | 'icon'>> = {
  facebook: { name: 'Facebook', icon: FacebookIcon },
  instagram: { name: 'Instagram', icon: InstagramIcon },
  tiktok: { name: 'TikTok', icon: TikTokIcon },
  youtube: { name: 'YouTube', icon: YouTubeIcon },
};

/** The social links of the footer and the contact card, in the order they are shown; a network without a link is left out. */
export function socialLinksOf(urls: Record<SocialNetwork, string>): SocialLink[] {
  return SOCIAL_NETWORKS.filter((key) => urls[key] !== '').map((key) => ({ key, url: urls[key], ...NETWORKS[key] }));
}
