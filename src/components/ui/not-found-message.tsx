import { useTranslation } from '@/i18n/messages';
import { paths } from '@/domain/paths';
import { Link } from './localized-link';

/**
 * What a visitor sees at an address that leads nowhere (a mistyped path, a product that is gone): says so, and
 * offers the ways on that such a visitor wants. The server answers these with 404 (src/entry-server.tsx).
 */
export function NotFound({ heading, text }: { heading: string; text: string }) {
  const { t } = useTranslation('site');
  return (
    <section className="rounded-xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">404</p>
      <h1 className="mt-2 text-2xl font-extrabold text-slate-900 md:text-3xl">{heading}</h1>
      <p className="mx-auto mt-3 max-w-xl text-slate-600">{text}</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        <li>
          <Link to={paths.products.list} className="btn-primary">
            {t('notFound.products')}
          </Link>
        </li>
        <li>
          <Link to={paths.home} className="btn-outline">
            {t('notFound.home')}
          </Link>
        </li>
        <li>
          <Link to={paths.contact} className="btn-outline">
            {t('notFound.contact')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
