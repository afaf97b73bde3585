import type { TFunction } from 'i18next';
import { awaitsPrice, isPriceOnRequest, type SentEnquiry } from '@/domain/enquiry';
import { formatPrice, lineTotal } from '@/domain/format';
import { chatLink } from '@/content/chat';

/**
 * The WhatsApp message of a sent enquiry, in the visitor's language: the order number, each line with the
 * shop's price, the total, and who sends it. The lines and total are the ones the shop's answer carries.
 */
function enquiryMessage(t: TFunction<'site'>, sent: SentEnquiry, customer: { name: string; phone: string }): string {
  const lines = sent.items.map((item) =>
    t('enquiry.message.line', {
      name: item.name,
      quantity: item.quantity,
      price: isPriceOnRequest(item.price) ? t('enquiry.priceOnRequest') : formatPrice(lineTotal(item)),
    }),
  );
  const total = formatPrice(sent.total);
  return [
    t('enquiry.message.intro', { id: sent.shortId }),
    ...lines,
    awaitsPrice(sent.items) ? t('enquiry.message.totalPending', { total }) : t('enquiry.message.total', { total }),
    t('enquiry.message.name', { name: customer.name }),
    t('enquiry.message.phone', { phone: customer.phone }),
  ].join('\n');
}

/** The wa.me link that opens the shop's chat (its WhatsApp number, `chatNumber`) with the message typed in. */
export function enquiryChatLink(
  t: TFunction<'site'>,
  sent: SentEnquiry,
  customer: { name: string; phone: string },
  chatNumber: string,
) {
  return chatLink(enquiryMessage(t, sent, customer), chatNumber);
}
