import { useTranslation } from '@/i18n/messages';
import { RATING_SCALE } from '@/content/shops';
import { formatRating, initialsOf, shownText } from '@/domain/shop-settings';
import { useLanguage } from '@/components/ui/use-language';
import { ExternalLinkIcon, QuoteIcon, StarIcon } from '@/components/ui/icons';
import { useShopSettings } from '@/components/use-shop-settings';

/** Testimonials (/testimonials): the two shop ratings, each a link to its shop, and the reviews of Shop settings. */
export function Component() {
  const { t } = useTranslation('site');
  const language = useLanguage();
  const settings = useShopSettings();
  const badges = [
    { key: 'shopee', shop: settings.shopee, caption: t('testimonials.shopeeRating'), insight: 'buy-shopee' },
    { key: 'tiktok', shop: settings.tiktok, caption: t('testimonials.tiktokRating'), insight: 'buy-tiktok' },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 md:px-6">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold text-slate-900 md:text-5xl">{t('testimonials.title')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{t('testimonials.subtitle')}</p>
      </header>

      <ul aria-label={t('testimonials.ratingsLabel')} className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
        {badges.map(({ key, shop, caption, insight }) => (
          <li key={key}>
            <a
              href={shop.url}
              data-insight={insight}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-11 items-center gap-4 rounded-xl border border-slate-200 bg-white px-6 py-4 shadow-sm transition-colors hover:border-brand-500"
            >
              <StarIcon className="h-8 w-8 text-amber-400" />
              <span className="flex flex-col">
                <span className="text-2xl font-extrabold text-slate-900">
                  {t('testimonials.rating', { rating: formatRating(shop.rating), scale: RATING_SCALE })}
                </span>
                <span className="text-sm text-slate-600">
                  {caption}
                  <span className="sr-only"> {t('testimonials.newTab')}</span>
                </span>
              </span>
              <ExternalLinkIcon className="ml-2 h-5 w-5 text-slate-400" />
            </a>
          </li>
        ))}
      </ul>

      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {settings.testimonials.map(({ id, author, text }) => {
          // Typed in one language only, a testimonial shows as written, marked in its own language.
          const shown = shownText(text, language);
          return (
            <li key={id}>
              <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <QuoteIcon className="h-8 w-8 text-brand-500" />
                <blockquote className="mt-3 flex-1 text-lg leading-relaxed text-slate-700">
                  <p lang={shown.language === language ? undefined : shown.language}>{shown.text}</p>
                </blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-900 font-bold text-white"
                  >
                    {initialsOf(author)}
                  </span>
                  <span className="font-semibold text-slate-900">{author}</span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
