import { useTranslation } from '@/i18n/messages';
import { formatPrice } from '@/domain/format';
import { isPriceOnRequest } from '@/domain/enquiry-input';

/** A price as 'RM 1,299.90', or 'Price on request' in the page's language when the shop set none (0). */
export function PriceText({ price }: { price: number }) {
  const { t } = useTranslation('site');
  return <>{isPriceOnRequest(price) ? t('enquiry.priceOnRequest') : formatPrice(price)}</>;
}
