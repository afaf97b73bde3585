import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '@/i18n/messages';
import type { Product } from '@/domain/product';
import { loadProductForEnquiry } from '@/features/site/enquiry/enquiry-api';
import { Island } from '@/components/island';
import enquiryList from '@/islands/enquiry-list';

/** The product `?add={id}` names, as the catalogue has it (null when there is none, or none is named). */
type EnquiryData = { adding: Product | null };

/**
 * Reads the product of `?add=` (on the server too, so that the page sent to a browser without the page's code
 * names it in its WhatsApp message). A product that cannot be read is none: the list then opens as it is.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<EnquiryData> {
  const id = new URL(request.url).searchParams.get('add');
  if (!id) return { adding: null };
  return { adding: await loadProductForEnquiry(id).catch(() => null) };
}

/**
 * The enquiry list (/enquiry): its heading, and the list itself, an island (src/features/site/enquiry/enquiry-list-view.tsx),
 * since the list lives in this browser. `?add={id}` adds a product first, with the server's price: the "Add to
 * enquiry" buttons of a page whose code had not started yet come here.
 */
export function Component() {
  const { t } = useTranslation('site');
  const { adding: product } = useLoaderData<EnquiryData>();
  const [search] = useSearchParams();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:px-6">
      <h1 className="text-3xl font-extrabold text-slate-900 md:text-4xl">{t('enquiry.heading')}</h1>
      <p className="mt-3 max-w-2xl text-slate-600">{t('enquiry.intro')}</p>
      <Island of={enquiryList} props={{ adding: search.get('add'), product }} />
    </div>
  );
}
