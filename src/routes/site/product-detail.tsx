import { Suspense } from 'react';
import { Await, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { Link } from '@/components/ui/localized-link';
import { useTranslation } from '@/i18n/messages';
import { paths } from '@/domain/paths';
import { PriceText } from '@/components/ui/price';
import { AddToEnquiry } from '@/islands/add-to-enquiry';
import { hasMarketplaceLink, isHttpUrl, productText, type Product } from '@/domain/product';
import { useLanguage } from '@/components/ui/use-language';
import { chatLink } from '@/content/chat';
import { useShopSettings } from '@/components/use-shop-settings';
import { useSiteAddress } from '@/components/site-address';
import { isCategory, isSubCategoryOf, SERVICE_CATEGORY } from '@/domain/categories';
import { selectionSearch } from '@/features/site/catalogue/catalogue-query';
import { productEnquiryMessage } from '@/features/site/enquiry/whatsapp-message';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { Island } from '@/components/island';
import backLink from '@/islands/back-link';
import productGallery from '@/islands/product-gallery';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { ErrorBanner, StatusMessage } from '@/components/ui/status';
import { NotFound } from '@/components/ui/not-found-message';
import { loadProduct } from '@/features/site/catalogue/catalogue-api';
import { ProductSpecs } from '@/features/site/catalogue/product-specs';

type ProductData = {
  id: string;
  /** Not awaited: 'Loading product...' shows until it settles; null means there is no such product. */
  product: Promise<Product | null>;
};

export function loader({ params }: LoaderFunctionArgs): ProductData {
  const id = params.id ?? '';
  return { id, product: loadProduct(id) };
}

/** Product details (/products/{id}). */
export function Component() {
  const { t } = useTranslation('site');
  const { id, product } = useLoaderData<ProductData>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:px-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <Suspense key={id} fallback={<BackLink category={null} />}>
          <Await resolve={product} errorElement={<BackLink category={null} />}>
            {(found) => <BackLink category={found?.category ?? null} subCategory={found?.subCategory ?? ''} />}
          </Await>
        </Suspense>
        <BrowseOtherLink product={product} />
      </div>
      <Suspense key={id} fallback={<StatusMessage>{t('product.loading')}</StatusMessage>}>
        <Await resolve={product} errorElement={<ErrorBanner>{t('product.failed')}</ErrorBanner>}>
          {(found) =>
            found ? (
              <ProductView product={found} />
            ) : (
              <NotFound heading={t('product.notFound')} text={t('product.notFoundText')} />
            )
          }
        </Await>
      </Suspense>
    </div>
  );
}

/** 'Browse other tools': the product's own category once the product is known, else the whole catalogue. */
function BrowseOtherLink({ product }: { product: Promise<Product | null> }) {
  const { t } = useTranslation('site');
  const link = (found?: Product | null) => (
    <Link
      to={`${paths.products.list}${found && isCategory(found.category) ? selectionSearch(found.category) : ''}`}
      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      {t('product.browseOther')}
    </Link>
  );
  return (
    <Suspense fallback={link()}>
      <Await resolve={product} errorElement={link()}>
        {(found: Product | null) => link(found)}
      </Await>
    </Suspense>
  );
}

/** Back (spec §4): to the shelf of the product's category (the catalogue while the product is not known). */
/** Back to the product's own shelf, its category and sub-category, when nothing of this site lies behind. */
function BackLink({ category, subCategory = '' }: { category: string | null; subCategory?: string }) {
  const shelf =
    isCategory(category) && category !== SERVICE_CATEGORY
      ? selectionSearch(category, isSubCategoryOf(category, subCategory) ? subCategory : '')
      : '';
  return <Island of={backLink} props={{ to: `${paths.products.list}${shelf}` }} />;
}

function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation('site');
  const { whatsApp } = useShopSettings();
  const siteAddress = useSiteAddress();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const name = productText(product, 'name', language);
  const soldOut = product.status === 'soldOut';
  // A sold-out product has no buy buttons; it can still be asked about and added to an enquiry.
  const buyLinks = hasMarketplaceLink(product)
    ? [
        { url: product.shopeeUrl, label: t('product.buyOnShopee'), className: 'btn-primary', key: 'buy-shopee' },
        { url: product.tiktokUrl, label: t('product.buyOnTiktok'), className: 'btn-dark', key: 'buy-tiktok' },
      ].filter((link) => isHttpUrl(link.url))
    : [];
  const hasPrice = typeof product.price === 'number' && Number.isFinite(product.price);

  return (
    <article className="grid gap-8 md:grid-cols-2 md:gap-12">
      <Island
        of={productGallery}
        props={{
          product: { name, image: product.image, additionalImages: product.additionalImages },
          address: `${pathname}${search}`,
        }}
      />
      <div>
        <h1 className="text-3xl font-extrabold text-slate-900 md:text-4xl">{name}</h1>
        {hasPrice && (
          <p className="mt-3 text-3xl font-extrabold text-brand-700">
            <PriceText price={product.price} />
          </p>
        )}
        {product.sku && <p className="mt-2 text-sm text-slate-500">{t('product.sku', { sku: product.sku })}</p>}
        {soldOut && (
          <div className="mt-4 rounded-lg border border-slate-300 bg-slate-50 p-3 text-slate-800">
            <p className="font-bold">{t('product.soldOut')}</p>
            <p className="mt-1 text-sm">{t('product.soldOutText')}</p>
          </div>
        )}

        <div className="mt-6 flex flex-wrap gap-3">
          {buyLinks.map((link) => (
            <a
              key={link.key}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className={link.className}
              data-insight={link.key}
              data-insight-product={product.id}
            >
              {link.label}
              <ExternalLinkIcon className="h-4 w-4" />
              <span className="sr-only">{t('product.newTab')}</span>
            </a>
          ))}
          <WhatsAppLink
            href={chatLink(productEnquiryMessage(t, product, language, siteAddress), whatsApp)}
            countsAsEnquiry
            product={product.id}
            className="btn-outline"
          >
            {t('product.ask')}
          </WhatsAppLink>
        </div>

        <AddToEnquiry product={product} language={language} className="mt-4 max-w-xs" />

        <h2 className="mt-10 text-lg font-bold text-slate-900">{t('product.description')}</h2>
        {/* Line breaks of the text are kept by CSS; the text itself is never read as HTML. */}
        <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700">
          {productText(product, 'description', language)}
        </p>
        <ProductSpecs product={product} />
      </div>
    </article>
  );
}
