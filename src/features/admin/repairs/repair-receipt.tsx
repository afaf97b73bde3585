import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getBackend } from '@/data';
import { formatOrderDate } from '@/domain/format';
import type { Language } from '@/domain/limits';
import { productText } from '@/domain/product';
import type { RepairJob, RepairQuote } from '@/domain/repair';
import type { ShopSettings } from '@/domain/shop-settings';
import { PaperShop } from './paper-shop';
import { paperLines } from './paper-lines';
import { qrDrawing } from './qr-code';
import { QuoteLines } from './quote-lines';
import { PaperSheet, type SlipPaper } from './repair-paper';
import { formatRepairDay, formatSenRm } from './repair-screen-view';

/**
 * A job's receipt, printed when the machine is collected, on A5 or the 80 mm roll, every word in the customer's
 * language: the shop (with its WhatsApp number, and its SST number when registered), the job, its date and the
 * fields the table of repair fields shows on the receipt (the customer and the machine: paper-lines.tsx), the
 * approved quote's lines (the service tax apart, only when the quote was taxed) or the estimate it went ahead on,
 * the storage fee, the one total, the payments not voided, the balance, the warranty's last day and the terms of
 * collection (not the intake's: those are the slip's), a line to sign for the machine, and a QR code of the status
 * link. Every sum is the job's `money` (repairMoney) and the quote's stored totals.
 */
export function RepairReceipt({
  job,
  settings,
  link,
  paper,
  onPaperChange,
}: {
  job: RepairJob;
  settings: ShopSettings;
  link: string;
  paper: SlipPaper;
  onPaperChange: (paper: SlipPaper) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const paperT = i18n.getFixedT(job.language, 'admin');
  const language = job.language;
  const qr = useMemo(() => qrDrawing(link), [link]);
  const titleId = useId();
  const a5 = paper === 'a5';
  const { money } = job;
  const approvedQuote = job.quote?.answer === 'approved' ? job.quote : null;
  const payments = job.payments.filter((payment) => !payment.voided);
  const names = useCatalogueNames(approvedQuote, language);

  return (
    <PaperSheet
      jobId={job.id}
      titleId={titleId}
      title={t('repairs.receipt.title', { number: job.number })}
      hint={t('repairs.receipt.hint')}
      paper={paper}
      onPaperChange={onPaperChange}
      language={language}
      labelledBy={`${titleId}-receipt`}
      a5Text="text-[9pt]"
    >
      <PaperShop settings={settings} t={paperT} a5={a5} withSst />

      <div className="mt-1.5 flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={`${titleId}-receipt`} className="font-bold tracking-wide uppercase">
          {paperT('repairs.receipt.heading')}
        </h2>
        <p className={`font-mono font-bold ${a5 ? 'text-[16pt]' : 'text-[13pt]'}`}>
          <span className="sr-only">{paperT('repairs.slip.jobNumber')}: </span>
          {job.number}
        </p>
      </div>

      <dl className="mt-1.5 grid grid-cols-[fit-content(40%)_minmax(0,1fr)] gap-x-3 gap-y-0.5">
        <ReceiptLine label={paperT('repairs.receipt.date')}>
          {formatOrderDate(job.collectedAt ?? new Date().toISOString(), language)}
        </ReceiptLine>
        {paperLines('receipt', job, paperT, null).map((line) => (
          <ReceiptLine key={line.key} label={line.label}>
            {line.value}
          </ReceiptLine>
        ))}
      </dl>

      <section aria-label={paperT('repairs.receipt.work')} className="mt-2 border-t border-black pt-1.5">
        {approvedQuote ? (
          <QuoteLines quote={approvedQuote} language={language} onReceipt names={names} />
        ) : (
          <p className="flex justify-between gap-3">
            <span>{paperT('repairs.receipt.asEstimated')}</span>
            <span className="tabular-nums">{formatSenRm(money.approved)}</span>
          </p>
        )}
        {job.storageFee && job.storageFee.amount > 0 ? (
          <p className="mt-1 flex justify-between gap-3">
            <span>
              {paperT('repairs.receipt.storageFee', {
                count: job.storageFee.days - job.storageFee.freeDays,
                fee: formatSenRm(job.storageFee.perDay),
              })}
            </span>
            <span className="tabular-nums">{formatSenRm(job.storageFee.amount)}</span>
          </p>
        ) : null}
      </section>

      <section aria-label={paperT('repairs.receipt.payments')} className="mt-2 border-t border-black pt-1.5">
        <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5">
          <dt className="font-semibold">{paperT('repairs.receipt.due')}</dt>
          <dd className="text-right font-semibold tabular-nums">{formatSenRm(money.due)}</dd>
          {payments.map((payment) => (
            <ReceiptAmount
              key={payment.id}
              label={paperT(payment.kind === 'refund' ? 'repairs.receipt.refund' : 'repairs.receipt.payment', {
                date: formatRepairDay(payment.date, language),
                method: paperT(`repairs.payments.methods.${payment.method}`),
              })}
              value={`${payment.kind === 'refund' ? '+' : '-'}${formatSenRm(payment.amount)}`}
            />
          ))}
          <dt className="border-t border-black pt-0.5 font-bold">
            {money.toRefund > 0 ? paperT('repairs.receipt.toRefund') : paperT('repairs.receipt.balance')}
          </dt>
          <dd className="border-t border-black pt-0.5 text-right font-bold tabular-nums">
            {formatSenRm(money.toRefund > 0 ? money.toRefund : money.balance)}
          </dd>
        </dl>
      </section>

      {/* On A5 the QR code stands beside the warranty and the terms, so that the receipt stays on one sheet. */}
      <div className={`mt-2 border-t border-black pt-1.5 ${a5 ? 'grid grid-cols-[1fr_26mm] gap-x-4' : ''}`}>
        <section>
          <h3 className="font-semibold">{paperT('repairs.receipt.terms')}</h3>
          {job.warrantyEndsOn ? (
            <>
              <p className="font-semibold">
                {paperT('repairs.receipt.warranty', { date: formatRepairDay(job.warrantyEndsOn, language) })}
              </p>
              <p>{paperT('repairs.receipt.warrantyTerms')}</p>
            </>
          ) : (
            <p>{paperT('repairs.receipt.noWarranty')}</p>
          )}
          <p>{paperT('repairs.receipt.collectedInOrder')}</p>
        </section>

        <figure
          className={`flex flex-col items-center gap-1 text-center ${a5 ? '' : 'mt-2 border-t border-black pt-2'}`}
        >
          <svg
            role="img"
            aria-label={paperT('repairs.slip.qrLabel', { link })}
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            shapeRendering="crispEdges"
            className="h-[24mm] w-[24mm]"
          >
            <rect width={qr.size} height={qr.size} fill="#fff" />
            <path d={qr.path} fill="#000" />
          </svg>
          <figcaption className="font-mono text-[6.5pt] break-all">{link}</figcaption>
        </figure>
      </div>
      <p className="mt-6 border-t border-dotted border-black pt-0.5">{paperT('repairs.receipt.receivedBy')}</p>
      <p className="mt-1 text-center">{paperT('repairs.receipt.thanks')}</p>
    </PaperSheet>
  );
}

/**
 * The approved quote's catalogue parts named as the catalogue names them in the customer's language (its Malay
 * name on a Malay receipt), by product id; a part no longer in the catalogue keeps the line's own description.
 */
function useCatalogueNames(quote: Pick<RepairQuote, 'lines'> | null, language: Language): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const ids = [...new Set((quote?.lines ?? []).flatMap((line) => (line.productId ? [line.productId] : [])))].join(' ');
  useEffect(() => {
    if (ids === '') return;
    let live = true;
    void (async () => {
      const backend = await getBackend();
      const found = await Promise.all(
        ids.split(' ').map(async (id) => {
          try {
            const product = await backend.products.adminGet(id);
            return product ? ([id, productText(product, 'name', language)] as const) : null;
          } catch {
            // The line's own description is a right name too: the receipt prints without this one.
            return null;
          }
        }),
      );
      if (live) setNames(new Map(found.filter((entry) => entry !== null)));
    })();
    return () => {
      live = false;
    };
  }, [ids, language]);
  return names;
}

/** Whether the receipt is offered: at collection (ready, to hand over) and after. */
export function offersReceipt(job: Pick<RepairJob, 'status'>): boolean {
  return job.status === 'ready' || job.status === 'collected';
}

function ReceiptLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd className="min-w-0 whitespace-pre-line wrap-break-word">{children}</dd>
    </>
  );
}

function ReceiptAmount({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </>
  );
}
