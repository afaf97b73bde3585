import { useTranslation } from '@/i18n/messages';
import type { SocialLink } from '@/content/socials';

/** The social network icons as links that open in a new tab, each named for screen readers. */
export function SocialLinks({ links, tone }: { links: readonly SocialLink[]; tone: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const colours =
    tone === 'dark'
      ? 'bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white'
      : 'bg-slate-100 text-slate-700 hover:bg-brand-700 hover:text-white';
  return (
    <ul className="flex gap-2">
      {links.map(({ key, name, url, icon: Icon }) => (
        <li key={key}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('social.linkLabel', { network: name })}
            className={`flex h-11 w-11 items-center justify-center rounded-full transition-colors ${colours}`}
          >
            <Icon className="h-5 w-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
