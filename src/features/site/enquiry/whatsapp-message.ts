import type { Translate } from '@/i18n/messages';
import { awaitsPrice, isPriceOnRequest, type SentEnquiry } from '@/domain/enquiry-input';
import { formatPrice, lineTotal } from '@/domain/format';
import { chatLink } from '@/content/chat';
import type { Language } from '@/domain/limits';
import { paths } from '@/domain/paths';
import { productText, type Product } from '@/domain/product';
import { withLanguage } from '@/i18n/language';

/** Who sends an enquiry, and how the goods reach them: `address` null when they collect at the shop. */
export type EnquirySender = { name: string; phone: string; address: string | null; notes: string };

/** A listed product as the visitor's pages showed it: its name in their language, and its SKU. */
export type ShownProduct = { productId: string; name: string; sku?: string };

/**
 * The WhatsApp message of a sent enquiry, in the visitor's language: the order number, each line with the
 * shop's price, the total, who sends it, where it goes (or that it is collected) and their notes. The lines and
 * total are the ones the shop's answer carries; each product is named as the pages showed it (`shown`, the
 * visitor's list: its Malay name on Malay pages), with its SKU, so the shop knows which one is meant even when
 * names are alike. A line the list does not know keeps the name the order stored.
 */
export function enquiryMessage(
  t: Translate<'site'>,
  sent: SentEnquiry,
  customer: EnquirySender,
  shown: readonly ShownProduct[] = [],
): string {
  const lines = sent.items.map((item) => {
    const listed = shown.find((line) => item.productId !== undefined && line.productId === item.productId);
    const values = {
      name: listed?.name ?? item.name,
      sku: listed?.sku?.trim() ?? '',
      quantity: item.quantity,
      price: isPriceOnRequest(item.price) ? t('enquiry.priceOnRequest') : formatPrice(lineTotal(item)),
    };
    return values.sku ? t('enquiry.message.line', values) : t('enquiry.message.lineNoSku', values);
  });
  const total = formatPrice(sent.total);
  return [
    t('enquiry.message.intro', { id: sent.shortId }),
    ...lines,
    awaitsPrice(sent.items) ? t('enquiry.message.totalPending', { total }) : t('enquiry.message.total', { total }),
    t('enquiry.message.name', { name: customer.name }),
    t('enquiry.message.phone', { phone: customer.phone }),
    customer.address === null
      ? t('enquiry.message.collect')
      : t('enquiry.message.deliverTo', { address: customer.address }),
    ...(customer.notes ? [t('enquiry.message.notes', { notes: customer.notes })] : []),
  ].join('\n');
}

/** The wa.me link that opens the shop's chat (its WhatsApp number, `chatNumber`) with the message typed in. */
export function enquiryChatLink(
  t: Translate<'site'>,
  sent: SentEnquiry,
  customer: EnquirySender,
  chatNumber: string,
  shown: readonly ShownProduct[] = [],
) {
  return chatLink(enquiryMessage(t, sent, customer, shown), chatNumber);
}

/**
 * The WhatsApp question about one product, in the page's language: its name, its SKU (names alike, such as
 * "TIG 200 AC/DC" and "TIG 200P DC", are told apart by it) and its page's address in that language, so the shop
 * knows at once which product is meant. `siteAddress` is the site's own (SITE_URL); '' leaves the path alone.
 */
export function productEnquiryMessage(
  t: Translate<'site'>,
  product: Product,
  language: Language,
  siteAddress: string,
): string {
  const values = {
    name: productText(product, 'name', language),
    sku: product.sku.trim(),
    address: withLanguage(`${siteAddress}${paths.products.detail(product.id)}`, language),
  };
  return values.sku ? t('product.askMessage', values) : t('product.askMessageNoSku', values);
}
