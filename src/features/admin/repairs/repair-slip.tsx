import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOrderDate } from '@/domain/format';
import { paths } from '@/domain/paths';
import type { RepairJob } from '@/domain/repair';
import { shownText, type ShopSettings } from '@/domain/shop-settings';
import { qrDrawing } from './qr-code';
import { PaperSheet, type SlipPaper } from './repair-paper';
import { PaperShop } from './paper-shop';
import { StorageTerms } from './storage-terms';
import { withLinesAfter } from '@/components/field-lines';
import { paperLines } from './paper-lines';
import { formatSenRm } from './repair-screen-view';

/**
 * A job's slip, for the shop's file and the customer's pocket: the shop, the job number, the day received, the
 * fields the table of repair fields shows on the slip (the customer, the machine, the fault, what was left with it,
 * the estimate, the promised date: paper-lines.tsx) with the money paid and left, the terms from Shop settings and
 * a QR code of the customer's status link. Every word of it in the customer's language, whatever the admin reads.
 */
export function RepairSlip({
  job,
  settings,
  link,
  paper,
  onPaperChange,
}: {
  job: RepairJob;
  settings: ShopSettings;
  /** The customer's status link, absolute. */
  link: string;
  paper: SlipPaper;
  onPaperChange: (paper: SlipPaper) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const slip = i18n.getFixedT(job.language, 'admin');
  const language = job.language;
  const qr = useMemo(() => qrDrawing(link), [link]);
  const terms = shownText(settings.repairTerms, language);
  const titleId = useId();
  const none = slip('repairs.slip.none');
  const a5 = paper === 'a5';
  // The table's fields shown on the slip (src/domain/repair-fields.ts), and after the estimate what was paid and
  // what is left, worked out of the payments.
  const lines = withLinesAfter(paperLines('slip', job, slip, none), 'estimate', [
    { key: 'deposit', names: [], label: slip('repairs.slip.deposit'), value: formatSenRm(job.money.paid) },
    { key: 'balance', names: [], label: slip('repairs.slip.balance'), value: formatSenRm(job.money.balance) },
  ]);

  return (
    <PaperSheet
      jobId={job.id}
      titleId={titleId}
      title={t('repairs.slip.title', { number: job.number })}
      hint={t('repairs.slip.hint')}
      paper={paper}
      onPaperChange={onPaperChange}
      language={language}
      labelledBy={`${titleId}-slip`}
      a5Text="text-[10pt]"
    >
      <PaperShop settings={settings} t={slip} a5={a5} />

      <div className="mt-1.5 flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={`${titleId}-slip`} className="font-bold tracking-wide uppercase">
          {slip('repairs.slip.heading')}
        </h2>
        <p className={`font-mono font-bold ${a5 ? 'text-[16pt]' : 'text-[13pt]'}`}>
          <span className="sr-only">{slip('repairs.slip.jobNumber')}: </span>
          {job.number}
        </p>
      </div>

      <div className={`mt-1.5 ${a5 ? 'grid grid-cols-[1fr_36mm] gap-x-4' : ''}`}>
        {/* A long label ("Ditinggalkan bersama mesin") wraps rather than squeeze the values. */}
        <dl className="grid grid-cols-[fit-content(36%)_minmax(0,1fr)] content-start gap-x-3 gap-y-0.5">
          <SlipLine label={slip('repairs.slip.received')}>{formatOrderDate(job.createdAt, language)}</SlipLine>
          {lines.map((line) => (
            <SlipLine key={line.key} label={line.label}>
              {line.value}
            </SlipLine>
          ))}
        </dl>

        <figure
          className={`flex flex-col items-center gap-1 text-center ${a5 ? '' : 'mt-2 border-t border-black pt-2'}`}
        >
          <svg
            role="img"
            aria-label={slip('repairs.slip.qrLabel', { link })}
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            shapeRendering="crispEdges"
            className="h-[32mm] w-[32mm]"
          >
            <rect width={qr.size} height={qr.size} fill="#fff" />
            <path d={qr.path} fill="#000" />
          </svg>
          <figcaption>
            <p className="font-semibold">{slip('repairs.slip.scan')}</p>
            <p className="font-mono text-[6.5pt] break-all">{link}</p>
          </figcaption>
        </figure>
      </div>

      <section className="mt-2 border-t border-black pt-1.5">
        <h3 className="font-semibold">{slip('repairs.slip.terms')}</h3>
        {/* Typed in one language only, the terms are printed as typed, marked in their own language. */}
        <p className="whitespace-pre-line" lang={terms.language === language ? undefined : terms.language}>
          {terms.text}
        </p>
        <p>{slip('repairs.slip.privacy', { address: new URL(paths.privacy, link).href })}</p>
        <StorageTerms settings={settings.repairs} t={slip} />
      </section>
      <p className="mt-6 border-t border-dotted border-black pt-0.5">{slip('repairs.slip.signature')}</p>
    </PaperSheet>
  );
}

function SlipLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd className="min-w-0 whitespace-pre-line wrap-break-word">{children}</dd>
    </>
  );
}
