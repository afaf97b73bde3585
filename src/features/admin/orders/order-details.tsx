import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOrderDate, formatPrice, lineTotal, shortOrderId, type Order } from '@/domain';
import { isPriceOnRequest } from '@/domain/enquiry-input';
import { formatPhone, toMalaysianE164, whatsAppDigits } from '@/domain/phone';
import { useLanguage } from '@/components/ui/use-language';
import { Dialog } from '@/components/ui/dialog';
import { buttonStyles } from '@/components/ui/styles';
import { StatusBadge } from './order-status-badge';

/**
 * The details modal of spec §2: customer, then the order, then its items, then notes. The order is named once, by
 * the number the list shows (its title); the store's full id means nothing to the owner or the customer.
 */
export function OrderDetails({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const titleId = useId();
  const customerId = useId();
  const orderId = useId();
  const itemsId = useId();
  const notesId = useId();
  /** Only a Malaysian number gets the button: wa.me needs the country code, and the shop serves Malaysia. */
  const whatsApp = toMalaysianE164(order.customerPhone);

  return (
    <Dialog labelledBy={titleId} onClose={() => onClose()} closeOnBackdrop className="max-w-2xl">
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold">
            {t('orders.details.title', { order: shortOrderId(order.id) })}
          </h2>
          <form method="dialog">
            <button className={`${buttonStyles.close} -m-1 text-2xl text-gray-500 hover:text-gray-900`}>
              <span aria-hidden="true">×</span>
              <span className="sr-only">{t('orders.details.close')}</span>
            </button>
          </form>
        </div>

        <section aria-labelledby={customerId} className="mt-5">
          <h3 id={customerId} className="text-sm font-semibold tracking-wide text-gray-600 uppercase">
            {t('orders.details.customer')}
          </h3>
          <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
            <Row term={t('orders.details.name')}>{order.customerName}</Row>
            <Row term={t('orders.details.email')}>
              {order.customerEmail ? (
                <a href={`mailto:${order.customerEmail}`} className={`${buttonStyles.link} wrap-anywhere`}>
                  {order.customerEmail}
                </a>
              ) : (
                <span className="text-gray-600">{t('orders.details.none')}</span>
              )}
            </Row>
            <Row term={t('orders.details.phone')}>
              {order.customerPhone ? (
                <a href={`tel:${order.customerPhone.replace(/[^\d+]/g, '')}`} className={buttonStyles.link}>
                  {formatPhone(order.customerPhone)}
                </a>
              ) : (
                <span className="text-gray-600">{t('orders.details.none')}</span>
              )}
            </Row>
            {whatsApp ? (
              <Row term={t('orders.details.whatsApp')}>
                <a
                  href={`https://wa.me/${whatsAppDigits(whatsApp)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonStyles.link}
                >
                  {t('orders.details.whatsAppCustomer')}
                  <span className="sr-only"> {t('orders.details.newTab')}</span>
                </a>
              </Row>
            ) : null}
            <Row term={t('orders.details.address')}>
              {order.shippingAddress ? (
                <span className="whitespace-pre-line">{order.shippingAddress}</span>
              ) : (
                // An order with no address is collected at the shop (an enquiry's choice, or a walk-in customer).
                <span className="text-gray-600">{t('orders.details.selfCollect')}</span>
              )}
            </Row>
          </dl>
        </section>

        <section aria-labelledby={orderId} className="mt-5 border-t border-gray-200 pt-5">
          <h3 id={orderId} className="text-sm font-semibold tracking-wide text-gray-600 uppercase">
            {t('orders.details.order')}
          </h3>
          <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
            <Row term={t('orders.details.date')}>{formatOrderDate(order.createdAt, language)}</Row>
            <Row term={t('orders.details.status')}>
              <StatusBadge status={order.status} />
            </Row>
            <Row term={t('orders.details.total')}>
              <span className="font-semibold tabular-nums">{formatPrice(order.total)}</span>
            </Row>
          </dl>
        </section>

        <section aria-labelledby={itemsId} className="mt-5 border-t border-gray-200 pt-5">
          <h3 id={itemsId} className="text-sm font-semibold tracking-wide text-gray-600 uppercase">
            {t('orders.details.items')}
          </h3>
          <ul className="mt-2 divide-y divide-gray-100">
            {order.items.map((item, index) => (
              <li key={index} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <div>
                  <p className="font-medium">{item.name}</p>
                  <p className="text-sm text-gray-600">{t('orders.details.quantity', { count: item.quantity })}</p>
                </div>
                <div className="text-right">
                  {isPriceOnRequest(item.price) ? (
                    <p className="font-medium">{t('orders.details.priceOnRequest')}</p>
                  ) : (
                    <>
                      <p className="font-medium tabular-nums">{formatPrice(lineTotal(item))}</p>
                      <p className="text-sm text-gray-600 tabular-nums">
                        {t('orders.details.each', { price: formatPrice(item.price) })}
                      </p>
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>

        {order.notes.trim() ? (
          <section aria-labelledby={notesId} className="mt-5 border-t border-gray-200 pt-5">
            <h3 id={notesId} className="text-sm font-semibold tracking-wide text-gray-600 uppercase">
              {t('orders.details.notes')}
            </h3>
            <p className="mt-2 whitespace-pre-line">{order.notes}</p>
          </section>
        ) : null}

        <form method="dialog" className="mt-6 flex justify-end">
          <button className={buttonStyles.secondary}>{t('orders.details.close')}</button>
        </form>
      </div>
    </Dialog>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-medium text-gray-600">{term}</dt>
      <dd className="text-gray-900">{children}</dd>
    </>
  );
}
