import type { TFunction } from 'i18next';
import { awaitsPrice, isPriceOnRequest, type SentEnquiry } from '@/domain/enquiry';
import { formatPrice, lineTotal } from '@/domain/format';
import { chatLink } from '@/content/chat';

/** Who sends an enquiry, and how the goods reach them: `address` null when they collect at the shop. */
export type EnquirySender = { name: string; phone: string; address: string | null; notes: string };

/**
 * The WhatsApp message of a sent enquiry, in the visitor's language: the order number, each line with the
 * shop's price, the total, who sends it, where it goes (or that it is collected) and their notes. The lines and
 * total are the ones the shop's answer carries.
 */
export function enquiryMessage(t: TFunction<'site'>, sent: SentEnquiry, customer: EnquirySender): string {
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
    customer.address === null
      ? t('enquiry.message.collect')
      : t('enquiry.message.deliverTo', { address: customer.address }),
    ...(customer.notes ? [t('enquiry.message.notes', { notes: customer.notes })] : []),
  ].join('\n');
}

/** The wa.me link that opens the shop's chat (its WhatsApp number, `chatNumber`) with the message typed in. */
export function enquiryChatLink(t: TFunction<'site'>, sent: SentEnquiry, customer: EnquirySender, chatNumber: string) {
  return chatLink(enquiryMessage(t, sent, customer), chatNumber);
}
