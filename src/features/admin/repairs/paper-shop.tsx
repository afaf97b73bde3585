import type { TFunction } from 'i18next';
import { formatPhone } from '@/domain/phone';
import { addressLine, type ShopSettings } from '@/domain/shop-settings';

/**
 * The shop at the head of a paper (the slip, the receipt), in the paper's language: its names and registration, its
 * address, phone, e-mail and WhatsApp number, and, on a receipt of a shop registered for SST, its SST number.
 */
export function PaperShop({
  settings,
  t,
  a5,
  withSst = false,
}: {
  settings: ShopSettings;
  t: TFunction<'admin'>;
  a5: boolean;
  withSst?: boolean;
}) {
  return (
    <>
      {/* Not a <header>: the site's own header leaves the printed page by that name. */}
      <div className="border-b border-black pb-1.5 text-center">
        <p className={`font-bold ${a5 ? 'text-[14pt]' : 'text-[11pt]'}`}>{settings.tradeName}</p>
        <p>
          {settings.legalName}
          {settings.registrationNumber ? (
            <> · {t('repairs.slip.registration', { number: settings.registrationNumber })}</>
          ) : null}
        </p>
        <p>{addressLine(settings.address)}</p>
        <p>
          {formatPhone(settings.phone)}
          {settings.email ? <span className="break-all"> · {settings.email}</span> : null}
        </p>
        {settings.whatsApp ? <p>{t('repairs.slip.whatsApp', { number: formatPhone(settings.whatsApp) })}</p> : null}
        {withSst && settings.repairs.sstNumber ? (
          <p>{t('repairs.receipt.sstNumber', { number: settings.repairs.sstNumber })}</p>
        ) : null}
      </div>
    </>
  );
}
