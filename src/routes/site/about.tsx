import { useTranslation } from '@/i18n/messages';
import { aboutImages, coreValues } from '@/content/about-content';
import { FOUNDED_YEAR } from '@/domain/limits';
import { useShopSettings } from '@/components/use-shop-settings';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { Reveal } from '@/components/ui/reveal';

/** Below the screen, vision and mission fade in at 20% visibility, the core values at 30% (spec §9). */
const BLOCK_THRESHOLD = 0.2;
const VALUES_THRESHOLD = 0.3;

/** About Us (/about): banner, the company in brief, vision and mission, and the four core values. */
export function Component() {
  const { t } = useTranslation('site');
  const settings = useShopSettings();
  return (
    // Shown from the first paint, without the spec's 150 ms page fade-in: what is on the screen then never waits.
    <>
      <section className="relative isolate flex min-h-64 items-end overflow-hidden md:min-h-80">
        <img
          src={aboutImages.banner.src}
          alt={t('about.banner.imageAlt')}
          width={aboutImages.banner.width}
          height={aboutImages.banner.height}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-20 h-full w-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-linear-to-t from-slate-950/90 to-slate-950/30" aria-hidden="true" />
        <div className="mx-auto w-full max-w-7xl px-4 py-10 md:px-6">
          <h1 className="text-4xl font-extrabold text-white md:text-5xl">{t('about.banner.title')}</h1>
        </div>
      </section>

      <section className="mx-auto max-w-3xl px-4 py-14 text-center md:px-6">
        <h2 className="text-2xl font-extrabold text-slate-900 md:text-3xl">{settings.legalName}</h2>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          {t('about.description', { year: FOUNDED_YEAR, company: settings.tradeName })}
        </p>
        <p className="mt-6 border-l-4 border-brand-600 bg-brand-50 px-5 py-4 text-left text-slate-800 italic">
          {t('about.missionText')}
        </p>
      </section>

      {/* Below the first screen: hydrated after the banner and the navigation. */}
      <HydrateLater>
        <section className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 md:grid-cols-2 md:px-6">
          <StatementBlock kind="vision" index={0} />
          <StatementBlock kind="mission" index={1} />
        </section>

        <CoreValues />
      </HydrateLater>
    </>
  );
}

function StatementBlock({ kind, index }: { kind: 'vision' | 'mission'; index: number }) {
  const { t } = useTranslation('site');
  const image = aboutImages[kind];
  return (
    <Reveal
      as="article"
      threshold={BLOCK_THRESHOLD}
      index={index}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <img
        src={image.src}
        alt={t(`about.${kind}.imageAlt`)}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="p-6">
        <h2 className="text-2xl font-bold text-slate-900">{t(`about.${kind}.title`)}</h2>
        <p className="mt-3 leading-relaxed text-slate-700">{t(`about.${kind}.text`)}</p>
      </div>
    </Reveal>
  );
}

function CoreValues() {
  const { t } = useTranslation('site');
  // Spec §4: one value open or none; a click toggles it, leaving the card closes it. Disclosures sharing a name
  // (`<details name>`): the browser keeps one open, without code; the public pages' code closes one the focus
  // leaves (src/islands/disclosures.ts).
  return (
    <section aria-labelledby="values-heading" className="bg-slate-900 py-16 text-white">
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <h2 id="values-heading" className="text-center text-3xl font-extrabold">
          {t('about.values.heading')}
        </h2>
        <p className="mt-3 text-center text-slate-300">{t('about.values.hint')}</p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {coreValues.map(({ key, icon: Icon }, index) => (
            <Reveal key={key} as="li" threshold={VALUES_THRESHOLD} index={index}>
              <details
                name="core-values"
                data-closes-on-blur
                className="group h-full rounded-xl border border-slate-700 bg-slate-800 transition-all duration-300 hover:border-brand-500 open:scale-[1.02] open:border-brand-500 open:bg-brand-700 open:shadow-xl"
              >
                <summary className="flex min-h-11 w-full cursor-pointer list-none flex-col items-start rounded-xl p-6 text-left [&::-webkit-details-marker]:hidden">
                  <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white group-open:bg-white group-open:text-brand-700">
                    <Icon className="h-6 w-6" />
                  </span>
                  <span className="mt-4 text-xl font-bold">{t(`about.values.items.${key}.title`)}</span>
                </summary>
                <p className="px-6 pb-6 leading-relaxed text-white">{t(`about.values.items.${key}.description`)}</p>
              </details>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
