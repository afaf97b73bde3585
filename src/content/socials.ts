import type { ComponentType, SVGProps } from 'react';
import { FacebookIcon, InstagramIcon, TikTokIcon, YouTubeIcon } from '@/components/ui/icons';

export type SocialLink = {
  key: 'facebook' | 'instagram' | 'tiktok' | 'youtube';
  name: string;
  url: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
};

/** The four social links of the footer and the contact card, in the order they are shown. */
export const socialLinks: readonly SocialLink[] = [
  { key: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/kintaweld', icon: FacebookIcon },
  { key: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/kintaweld', icon: InstagramIcon },
  { key: 'tiktok', name: 'TikTok', url: 'https://www.tiktok.com/@kintaweld', icon: TikTokIcon },
  { key: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@kintaweld', icon: YouTubeIcon },
];
