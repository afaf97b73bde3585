import { Link } from '@/components/ui/localized-link';
import { useTranslation } from '@/i18n/messages';
import { paths } from '@/domain/paths';
import { selectionSearch } from '@/features/site/catalogue/catalogue-query';
import { collaborators, heroImage, specialisations } from '@/content/home-content';
import { FOUNDED_YEAR } from '@/domain/limits';
import { useShopSettings } from '@/components/use-shop-settings';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Island } from '@/components/island';
import logoStrip from '@/islands/logo-strip';
import { Reveal } from '@/components/ui/reveal';

/** Home sections below the screen fade in when this share of them is visible (spec §9). */
const HOME_THRESHOLD = 0.2;

/** Home (/): hero, the specialisations timeline and the collaborators strip. Unknown paths render it too. */
export function Component() {
  return (
    <>
      <Hero />
      {/* Below the first screen: hydrated after the hero and the navigation. */}
      <HydrateLater>
        <Specialisations />
        <Collaborators />
      </HydrateLater>
    </>
  );
}

function Hero() {
  const { t } = useTranslation('site');
  const settings = useShopSettings();
  return (
    // Full height below the fixed bar: the main area already has 5rem of top padding.
    <section className="relative isolate -mt-20 flex min-h-svh items-center overflow-hidden pt-20">
      <picture>
        <source media="(min-width: 800px)" srcSet={heroImage.large.src} />
        <img
          src={heroImage.small.src}
          alt=""
          width={heroImage.small.width}
          height={heroImage.small.height}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-20 h-full w-full object-cover"
        />
      </picture>
      <div className="absolute inset-0 -z-10 bg-slate-950/70" aria-hidden="true" />
      {/* Shown from the first paint: what is on the screen then never waits for an animation or for code (the
          spec's 200 ms fade-in of this text would hide it for its first second). */}
      <div className="mx-auto w-full max-w-7xl px-4 py-16 md:px-6">
        {/* brand-300 keeps 4.5:1 over the darkened photo even where the photo is white. */}
        <p className="text-sm font-bold uppercase tracking-[0.2em] text-brand-300">{settings.tradeName}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold leading-tight text-white md:text-6xl">
          {t('home.hero.title')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-200 md:text-xl">
          {t('home.hero.subtitle', { year: FOUNDED_YEAR })}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={paths.products.list} className="btn-primary text-base">
            {t('home.hero.browse')}
            <ArrowRightIcon className="h-5 w-5" />
          </Link>
          <Link to={paths.contact} className="btn-ghost-light text-base">
            {t('home.hero.contact')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function Specialisations() {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="specialisations-heading" className="mx-auto max-w-5xl px-4 py-20 md:px-6">
      <Reveal threshold={HOME_THRESHOLD} className="text-center">
        <h2 id="specialisations-heading" className="text-3xl font-extrabold text-slate-900 md:text-4xl">
          {t('home.specialisations.heading')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">{t('home.specialisations.subtitle')}</p>
      </Reveal>
      {/* A vertical timeline: a line down the left (phones) or the middle (wider screens), items alternating. */}
      <ol className="relative mt-12 space-y-10 before:absolute before:top-0 before:bottom-0 before:left-6 before:w-0.5 before:bg-brand-200 md:before:left-1/2 md:before:-translate-x-1/2">
        {specialisations.map(({ key, icon: Icon, category }, index) => (
          <Reveal
            key={key}
            as="li"
            threshold={HOME_THRESHOLD}
            index={index}
            className={`relative pl-16 md:flex md:pl-0 ${index % 2 === 1 ? 'md:flex-row-reverse' : ''}`}
          >
            <span className="absolute top-0 left-0 flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-md ring-4 ring-slate-50 md:left-1/2 md:-translate-x-1/2">
              <Icon className="h-6 w-6" />
            </span>
            <div className={`md:w-1/2 ${index % 2 === 1 ? 'md:pl-14' : 'md:pr-14 md:text-right'}`}>
              {/* The whole card is the link's (its ::after covers it); the title names it. */}
              <div className="relative rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors focus-within:border-brand-500 hover:border-brand-500">
                <h3 className="text-lg font-bold text-slate-900">
                  <Link
                    to={`${paths.products.list}${selectionSearch(category)}`}
                    className="underline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 hover:underline"
                  >
                    {t(`home.specialisations.items.${key}.title`)}
                  </Link>
                </h3>
                <p className="mt-2 text-slate-600">{t(`home.specialisations.items.${key}.description`)}</p>
              </div>
            </div>
          </Reveal>
        ))}
      </ol>
    </section>
  );
}

function Collaborators() {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="collaborators-heading" className="border-t border-slate-200 bg-white py-16">
      <div className="mx-auto max-w-7xl px-4 text-center md:px-6">
        <h2 id="collaborators-heading" className="text-3xl font-extrabold text-slate-900">
          {t('home.collaborators.heading')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">{t('home.collaborators.subtitle')}</p>
      </div>
      <div className="mx-auto mt-8 max-w-7xl px-4 md:px-6">
        <Island of={logoStrip} props={{ logos: collaborators, label: t('home.collaborators.listLabel') }} />
      </div>
    </section>
  );
}
