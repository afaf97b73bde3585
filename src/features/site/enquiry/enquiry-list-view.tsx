import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocalizedPath } from '@/components/ui/localized-link';
import { useTranslation } from '@/i18n/messages';
import type { EnquiryError } from '@/domain/enquiry-input';
import { paths } from '@/domain/paths';
import { inLanguage, type Product } from '@/domain/product';
import { useLanguage } from '@/components/ui/use-language';
import { PriceText } from '@/components/ui/price';
import { StatusMessage } from '@/components/ui/status';
import { useStarted } from '@/components/ui/use-started';
import { useShopSettings } from '@/components/use-shop-settings';
import { useSiteAddress } from '@/components/site-address';
import { chatLink } from '@/content/chat';
import { announceInsight } from '@/data/insight-beacon';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { EnquiryForm, type SentFrom } from './enquiry-form';
import { EnquiryLines } from './enquiry-lines';
import { ENQUIRY_LIST_LIMIT, addToEnquiry, clearEnquiry, useEnquiryList } from './enquiry-store';
import { keepSent } from './sent-enquiry';
import { useCheckedLines } from './use-checked-lines';
import { enquiryChatLink, productEnquiryMessage } from './whatsapp-message';

/**
 * The enquiry list (/enquiry), an island (docs/decisions/021-islands.md): the lines, checked against the catalogue as the page opens, and the form that
 * sends them. Sent, the order's WhatsApp message opens in a new tab, the list empties and the confirmation
 * page follows. `?add={id}` adds a product first: the "Add to enquiry" buttons of a page whose code had not
 * started yet come here.
 */
export function EnquiryList({ adding, product }: { adding: string | null; product: Product | null }) {
  const { t } = useTranslation('site');
  const settings = useShopSettings();
  const lines = useEnquiryList();
  const { checks, checking } = useCheckedLines(lines);
  const [lineErrors, setLineErrors] = useState<Record<string, EnquiryError>>({});
  // Lines whose typed quantity is refused: the list is not sent until they are put right.
  const [badQuantities, setBadQuantities] = useState<ReadonlySet<string>>(new Set());
  const started = useStarted();
  const localize = useLocalizedPath();
  const language = useLanguage();
  // `?add=` is done once, then taken out of the address: the list shows as it is.
  const [addingNow, setAddingNow] = useState(adding);
  const added = useRef(false);

  useEffect(() => {
    if (!adding || added.current) return;
    added.current = true;
    // The product with the server's price, as the page was rendered.
    if (product && product.id === adding) addToEnquiry(inLanguage(product, language));
    // The rest of the address (the language) stays.
    const url = new URL(window.location.href);
    url.searchParams.delete('add');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    setAddingNow(null);
  }, [adding, product, language]);

  function sent({ sent, customer }: SentFrom) {
    const chatUrl = enquiryChatLink(t, sent, customer, settings.whatsApp, lines);
    // An enquiry handed to WhatsApp, for Insights: sent at once as a beacon, which outlives the page load below.
    announceInsight('enquiry');
    // In the same turn as the answer: a browser may still block it, and the confirmation page has the link.
    window.open(chatUrl, '_blank', 'noopener,noreferrer');
    clearEnquiry();
    keepSent({ shortId: sent.shortId, chatUrl });
    window.location.assign(localize(paths.enquiry.sent));
  }

  const gone = lines.some((line) => checks.get(line.productId)?.state === 'gone');

  return (
    <div className="mt-8">
      {!started || addingNow ? (
        <>
          {/* The product the address adds, as the server has it (its name and its price), at once: the page's code adds
              it as it starts. Without the code nothing is added: the browser says so instead (CSS scripting: none). */}
          {product && product.id === adding && (
            <div className="mb-4 rounded-lg border border-green-200 bg-green-50 p-4 noscript:hidden">
              <p className="font-semibold text-green-900">{t('enquiry.added')}</p>
              <p className="mt-1 text-slate-800">
                {inLanguage(product, language).name} · <PriceText price={product.price} />
              </p>
            </div>
          )}
          {/* As the empty list is shown: a list found empty takes no more room (no layout shift). */}
          <ListStatus className="noscript:hidden">{t('enquiry.checking')}</ListStatus>
          <NoScriptEnquiry productId={adding} product={product} whatsApp={settings.whatsApp} />
        </>
      ) : lines.length === 0 ? (
        <ListStatus>{t('enquiry.empty')}</ListStatus>
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
  );
}

/**
 * The list's state in a box, with the way to the catalogue under it: "Checking prices…" before the code, and an
 * empty list after it, in the same room.
 */
function ListStatus({ children, className = '' }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation('site');
  return (
    <div className={`space-y-4 ${className}`}>
      <StatusMessage>{children}</StatusMessage>
      <Link to={paths.products.list} className="btn-primary">
        {t('enquiry.browse')}
      </Link>
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
