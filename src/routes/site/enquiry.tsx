import { useEffect, useRef, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Link, useLocalizedPath } from '@/components/ui/localized-link';
import { useTranslation } from 'react-i18next';
import type { EnquiryError } from '@/domain/enquiry';
import { paths } from '@/domain/paths';
import { inLanguage, type Product } from '@/domain/product';
import { useLanguage } from '@/components/ui/use-language';
import { StatusMessage } from '@/components/ui/status';
import { useStarted } from '@/components/ui/use-started';
import { loadProductForEnquiry } from '@/features/enquiry/enquiry-api';
import { EnquiryForm, type SentFrom } from '@/features/enquiry/enquiry-form';
import { EnquiryLines } from '@/features/enquiry/enquiry-lines';
import { ENQUIRY_LIST_LIMIT, addToEnquiry, clearEnquiry, useEnquiryList } from '@/features/enquiry/enquiry-store';
import { useCheckedLines } from '@/features/enquiry/use-checked-lines';
import { enquiryChatLink, productEnquiryMessage } from '@/features/enquiry/whatsapp-message';
import { useShopSettings } from '@/components/shop-settings';
import { useSiteAddress } from '@/components/site-address';
import { chatLink } from '@/content/chat';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';

/** What the confirmation page shows: the order's number and the chat link, carried in the history entry. */
export type SentState = { shortId: string; chatUrl: string };

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
 * The enquiry list (/enquiry): the lines, checked against the catalogue as the page opens, and the form that
 * sends them. Sent, the order's WhatsApp message opens in a new tab, the list empties and the confirmation
 * page follows. `?add={id}` adds a product first: the "Add to enquiry" buttons of a page whose code had not
 * started yet come here.
 */
export function Component() {
  const { t } = useTranslation('site');
  const settings = useShopSettings();
  const lines = useEnquiryList();
  const { checks, checking } = useCheckedLines(lines);
  const [lineErrors, setLineErrors] = useState<Record<string, EnquiryError>>({});
  // Lines whose typed quantity is refused: the list is not sent until they are put right.
  const [badQuantities, setBadQuantities] = useState<ReadonlySet<string>>(new Set());
  const started = useStarted();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [search, setSearch] = useSearchParams();
  const adding = search.get('add');
  const language = useLanguage();

  const { adding: product } = useLoaderData<EnquiryData>();
  const { key } = useLocation();
  // One add per visit of the address: not again when the effect runs twice for the same entry.
  const added = useRef<string | null>(null);

  useEffect(() => {
    if (!adding || added.current === key) return;
    added.current = key;
    if (product && product.id === adding) addToEnquiry(inLanguage(product, language));
    // The rest of the address (the language) stays.
    setSearch(
      (params) => {
        params.delete('add');
        return params;
      },
      { replace: true },
    );
  }, [adding, product, key, language, setSearch]);

  function sent({ sent, customer }: SentFrom) {
    const chatUrl = enquiryChatLink(t, sent, customer, settings.whatsApp, lines);
    // In the same turn as the answer: a browser may still block it, and the confirmation page has the link.
    window.open(chatUrl, '_blank', 'noopener,noreferrer');
    clearEnquiry();
    const state: SentState = { shortId: sent.shortId, chatUrl };
    void navigate(localize(paths.enquiry.sent), { state });
  }

  const gone = lines.some((line) => checks.get(line.productId)?.state === 'gone');

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:px-6">
      <h1 className="text-3xl font-extrabold text-slate-900 md:text-4xl">{t('enquiry.heading')}</h1>
      <p className="mt-3 max-w-2xl text-slate-600">{t('enquiry.intro')}</p>
      <div className="mt-8">
        {!started || adding ? (
          <>
            {/* Without the page's code nothing checks: the browser says so instead (CSS scripting: none). */}
            <StatusMessage className="noscript:hidden">{t('enquiry.checking')}</StatusMessage>
            <NoScriptEnquiry productId={adding} product={product} whatsApp={settings.whatsApp} />
          </>
        ) : lines.length === 0 ? (
          <div className="space-y-4">
            <StatusMessage>{t('enquiry.empty')}</StatusMessage>
            <Link to={paths.products.list} className="btn-primary">
              {t('enquiry.browse')}
            </Link>
          </div>
        ) : (
          <div className="space-y-10">
            {checking && <p className="text-sm text-slate-600">{t('enquiry.checking')}</p>}
            <div>
              <EnquiryLines
                lines={lines}
                checks={checks}
                errors={lineErrors}
                onQuantityRefused={(productId, refused) =>
                  setBadQuantities((previous) => {
                    const next = new Set(previous);
                    if (refused) next.add(productId);
                    else next.delete(productId);
                    return next;
                  })
                }
              />
              <p className="mt-3 text-sm text-slate-600">{t('enquiry.limit', { max: ENQUIRY_LIST_LIMIT })}</p>
            </div>
            <EnquiryForm
              lines={lines}
              blocked={gone}
              quantityRefused={lines.some((line) => badQuantities.has(line.productId))}
              onLineErrors={setLineErrors}
              onSent={sent}
            />
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * Shown only by a browser that runs no script (`@media (scripting: none)`): the list lives in the browser's
 * storage, which only the page's code reaches, so "Add to enquiry" cannot work there. Says so, and offers
 * WhatsApp (a message that names the product, its SKU and its page, when the address names one) and the way
 * back to the product instead of a check that never ends.
 */
function NoScriptEnquiry({
  productId,
  product,
  whatsApp,
}: {
  productId: string | null;
  product: Product | null;
  whatsApp: string;
}) {
  const { t } = useTranslation('site');
  const language = useLanguage();
  const siteAddress = useSiteAddress();
  const message = product ? productEnquiryMessage(t, product, language, siteAddress) : t('enquiry.noScript.message');
  return (
    <div className="hidden rounded-xl border border-amber-300 bg-amber-50 p-6 text-slate-800 noscript:block">
      <p>{t('enquiry.noScript.text')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <WhatsAppLink
          href={chatLink(message, whatsApp)}
          countsAsEnquiry={product !== null}
          product={product?.id}
          className="btn-primary"
        >
          {t('enquiry.noScript.whatsapp')}
        </WhatsAppLink>
        <Link to={productId ? paths.products.detail(productId) : paths.products.list} className="btn-outline">
          {t(productId ? 'enquiry.noScript.back' : 'enquiry.browse')}
        </Link>
      </div>
    </div>
  );
}
