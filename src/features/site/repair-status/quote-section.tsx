import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/messages';
import { BackendError } from '@/data';
import { chatLink } from '@/content/chat';
import { formatSen, lineTotal } from '@/domain/repair-money';
import { canAnswerQuote, type QuoteAnswer, type RepairStatusView } from '@/domain/repair';
import { useShopSettings } from '@/components/use-shop-settings';
import { useErrorText } from '@/components/ui/error-message';
import { useStarted } from '@/components/ui/use-started';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { answerRepairQuote, loadRepairStatus } from './repair-status-api';
import { formatRepairMoment } from './repair-dates';

/** What the page says once the customer has answered here, or found the quote answered already. */
export type QuoteNotice =
  | { kind: 'answered'; answer: QuoteAnswer }
  | { kind: 'alreadyAnswered' }
  /** The shop changed the quote while the page was open: the current one is shown, to answer afresh. */
  | { kind: 'changed' };

type Phase =
  | { kind: 'choosing'; failed?: string }
  | { kind: 'confirming'; answer: QuoteAnswer }
  | { kind: 'sending'; answer: QuoteAnswer };

/**
 * The quote: its amount and what it covers; while the job waits for the customer, their answer. Before the page's
 * code has started (or without it) the answer is a WhatsApp message to the shop, ready to send, naming the job; once
 * the code runs, buttons of the same size take the links' place and record it here, after a second tap that says
 * what it means. Answered, it says which answer and when.
 */
export function QuoteSection({
  view,
  notice,
  onAnswered,
}: {
  view: RepairStatusView;
  notice: QuoteNotice | null;
  onAnswered: (view: RepairStatusView, notice: QuoteNotice) => void;
}) {
  const { t } = useTranslation('site');
  const { quote } = view;
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // The controls the customer used are gone: the outcome takes the focus, and a screen reader reads it.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (!quote) return null;
  const open = canAnswerQuote(view) && notice?.kind !== 'alreadyAnswered';
  const answeredAt = quote.answeredAt ? formatRepairMoment(quote.answeredAt, t) : '';
  return (
    <section aria-labelledby="repair-quote" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="repair-quote" className="text-lg font-bold text-slate-900">
        {t('repair.quote.heading')}
      </h2>
      <p className="mt-1 text-3xl font-extrabold text-slate-900">{formatSenText(quote.totals.total)}</p>
      <QuoteLineList quote={quote} />
      {quote.note !== '' && <p className="mt-2 break-words whitespace-pre-line text-slate-700">{quote.note}</p>}
      {notice && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          role="status"
          className="mt-4 rounded-lg border border-green-200 bg-green-50 p-3 font-medium text-green-900 outline-none"
        >
          {notice.kind === 'alreadyAnswered'
            ? t('repair.quote.alreadyAnswered')
            : notice.kind === 'changed'
              ? t('repair.quote.changed')
              : t(notice.answer === 'approved' ? 'repair.quote.thanksApproved' : 'repair.quote.thanksDeclined')}
        </p>
      )}
      {quote.answer && (
        <p className="mt-4 font-semibold text-slate-900">
          {t(quote.answer === 'approved' ? 'repair.quote.approved' : 'repair.quote.declined', { date: answeredAt })}
        </p>
      )}
      {open && (
        <>
          <p className="mt-4 text-slate-700">{t('repair.quote.ask')}</p>
          <AnswerControls view={view} onAnswered={onAnswered} />
        </>
      )}
    </section>
  );
}

function AnswerControls({
  view,
  onAnswered,
}: {
  view: RepairStatusView;
  onAnswered: (view: RepairStatusView, notice: QuoteNotice) => void;
}) {
  const { t } = useTranslation('site');
  const errorText = useErrorText();
  const started = useStarted();
  const { whatsApp } = useShopSettings();
  const [phase, setPhase] = useState<Phase>({ kind: 'choosing' });
  const confirmRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const amount = formatSenText(view.quote?.totals.total ?? 0);

  useEffect(() => {
    if (phase.kind === 'confirming') confirmRef.current?.focus();
  }, [phase.kind]);

  if (!started) {
    // HTML first: a message to the shop in the page's language, naming the job and the answer.
    const message = (key: 'repair.quote.whatsAppApprove' | 'repair.quote.whatsAppDecline') =>
      chatLink(t(key, { name: view.firstName, amount, number: view.number }), whatsApp);
    return (
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <WhatsAppLink href={message('repair.quote.whatsAppApprove')} className="btn-primary w-full">
          {t('repair.quote.approveOnWhatsApp')}
        </WhatsAppLink>
        <WhatsAppLink href={message('repair.quote.whatsAppDecline')} className="btn-outline w-full">
          {t('repair.quote.declineOnWhatsApp')}
        </WhatsAppLink>
      </div>
    );
  }

  async function send(answer: QuoteAnswer) {
    setPhase({ kind: 'sending', answer });
    try {
      const answered = await answerRepairQuote(view.token, answer, view.quote?.version ?? 1);
      if (answered) onAnswered(answered, { kind: 'answered', answer });
      else setPhase({ kind: 'choosing', failed: errorText(new BackendError('notFound', 404)) });
    } catch (error) {
      if (error instanceof BackendError && error.status === 409) {
        // The store sends the job as it is now with its refusal: a quote of another version (the shop changed it
        // while the page was open) is shown to answer afresh; answered meanwhile (another phone, a second tab) or
        // moved on by the shop, it says so.
        const now = isStatusView(error.current) ? error.current : await loadRepairStatus(view.token).catch(() => null);
        const changed = error.fields.version === 'staleQuote' && now !== null && canAnswerQuote(now);
        if (changed) setPhase({ kind: 'choosing' });
        onAnswered(now ?? view, { kind: changed ? 'changed' : 'alreadyAnswered' });
        return;
      }
      setPhase({ kind: 'choosing', failed: errorText(error) });
    }
  }

  if (phase.kind === 'confirming' || phase.kind === 'sending') {
    const approving = phase.answer === 'approved';
    const sending = phase.kind === 'sending';
    return (
      <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <p id={questionId} className="font-medium text-slate-900">
          {t(approving ? 'repair.quote.confirmApprove' : 'repair.quote.confirmDecline', { amount })}
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <button
            ref={confirmRef}
            type="button"
            disabled={sending}
            aria-describedby={questionId}
            onClick={() => void send(phase.answer)}
            className={`${approving ? 'btn-primary' : 'btn-dark'} w-full`}
          >
            {sending ? t('repair.quote.sending') : t(approving ? 'repair.quote.yesApprove' : 'repair.quote.yesDecline')}
          </button>
          <button
            type="button"
            disabled={sending}
            onClick={() => setPhase({ kind: 'choosing' })}
            className="btn-outline w-full"
          >
            {t('repair.quote.back')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <>
      {phase.failed && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          <span className="font-semibold">{t('repair.quote.failed')}</span> {phase.failed}
        </p>
      )}
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <button
          type="button"
          onClick={() => setPhase({ kind: 'confirming', answer: 'approved' })}
          className="btn-primary w-full"
        >
          {t('repair.quote.approve')}
        </button>
        <button
          type="button"
          onClick={() => setPhase({ kind: 'confirming', answer: 'declined' })}
          className="btn-outline w-full"
        >
          {t('repair.quote.decline')}
        </button>
      </div>
    </>
  );
}

/** Sen as the page writes money: 'RM 1,250.50'. */
function formatSenText(sen: number): string {
  return `RM\u00a0${formatSen(sen)}`;
}

/** What a 409 carries as the job now: a status view (the store's, never the browser's guess). */
function isStatusView(value: unknown): value is RepairStatusView {
  return typeof value === 'object' && value !== null && 'token' in value && 'status' in value && 'money' in value;
}

/**
 * The quote's lines as the customer reads them: what each is, how many at what price, and its amount; then the
 * subtotal and the service tax when the shop charges it, and the total (the quote's totals, as the store keeps them).
 */
function QuoteLineList({ quote }: { quote: NonNullable<RepairStatusView['quote']> }) {
  const { t } = useTranslation('site');
  return (
    <table className="mt-3 w-full text-sm">
      <caption className="sr-only">{t('repair.quote.linesCaption')}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('repair.quote.item')}</th>
          <th scope="col">{t('repair.quote.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line, index) => (
          <tr key={index} className="border-b border-slate-100 align-top">
            <td className="py-2 pr-3">
              <span className="block font-medium text-slate-900">{line.description}</span>
              <span className="block text-slate-600">
                {t(line.kind === 'labour' ? 'repair.quote.labour' : 'repair.quote.part')} · {line.quantity} ×{' '}
                {formatSenText(line.unitPrice)}
              </span>
            </td>
            <td className="py-2 text-right whitespace-nowrap text-slate-900 tabular-nums">
              {formatSenText(lineTotal(line))}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {quote.serviceTaxRate > 0 && (
          <>
            <tr>
              <th scope="row" className="pt-2 text-left font-normal text-slate-700">
                {t('repair.quote.subtotal')}
              </th>
              <td className="pt-2 text-right tabular-nums">{formatSenText(quote.totals.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" className="text-left font-normal text-slate-700">
                {t('repair.quote.serviceTax', { rate: quote.serviceTaxRate / 100 })}
              </th>
              <td className="text-right tabular-nums">{formatSenText(quote.totals.serviceTax)}</td>
            </tr>
          </>
        )}
        <tr>
          <th scope="row" className="pt-2 text-left font-bold text-slate-900">
            {t('repair.quote.total')}
          </th>
          <td className="pt-2 text-right font-bold text-slate-900 tabular-nums">{formatSenText(quote.totals.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
