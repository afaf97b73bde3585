import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/messages';
import { BackendError } from '@/data';
import {
  DELIVERY_CHOICES,
  ENQUIRY_ERRORS,
  ENQUIRY_LIMITS,
  type EnquiryError,
  type SentEnquiry,
} from '@/domain/enquiry-input';
import { toMalaysianE164 } from '@/domain/phone';
import { InputField, TextAreaField } from '@/components/ui/field';
import { ErrorBanner } from '@/components/ui/status';
import { PrivacyNoticeLink } from '@/components/ui/privacy-link';
import { checkEnquiryFields, EMPTY_FIELDS, type EnquiryFields } from './check-enquiry';
import { sendEnquiry } from './enquiry-api';
import { ENQUIRY_LIST_LIMIT, type EnquiryListLine } from './enquiry-store';
import type { EnquirySender } from './whatsapp-message';

type FieldErrors = Partial<Record<keyof EnquiryFields, EnquiryError>>;
type FormProblem = EnquiryError | 'network' | 'failed' | 'fix' | 'tooLarge';

export type SentFrom = { sent: SentEnquiry; customer: EnquirySender };

/**
 * The visitor's details and the Send button. Checked here first (the same rules as the server's schema, in
 * the visitor's language); then the server decides, and its codes are shown by field or by line. Whatever was
 * typed stays in the form after any refusal.
 */
export function EnquiryForm({
  lines,
  blocked,
  quantityRefused,
  onLineErrors,
  onSent,
}: {
  lines: readonly EnquiryListLine[];
  /** A listed product is gone: the visitor must remove it first. */
  blocked: boolean;
  /** A typed quantity is out of range: said beside it, and the list is not sent until it is put right. */
  quantityRefused: boolean;
  onLineErrors: (errors: Record<string, EnquiryError>) => void;
  onSent: (result: SentFrom) => void;
}) {
  const { t } = useTranslation('site');
  const [fields, setFields] = useState<EnquiryFields>(EMPTY_FIELDS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const change = (key: keyof EnquiryFields) => (event: { currentTarget: { value: string } }) => {
    const next = { ...fields, [key]: event.currentTarget.value };
    setFields(next);
    // A field marked wrong is judged again as it changes: its message goes as soon as it is right (or says what is
    // still wrong). A field without a message is not judged while it is typed in, only at the next send.
    if (Object.keys(errors).length === 0) return;
    const found = checkEnquiryFields(next);
    const still: FieldErrors = {};
    for (const field of Object.keys(errors) as (keyof FieldErrors)[]) {
      if (found[field]) still[field] = found[field];
    }
    setErrors(still);
    if (Object.keys(still).length === 0 && problem === 'fix') setProblem(null);
  };
  const message = (key: keyof EnquiryFields) =>
    errors[key] ? t(`enquiry.errors.${errors[key]}`, { max: ENQUIRY_LIST_LIMIT }) : undefined;

  function focusFirstInvalid() {
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = checkEnquiryFields(fields);
    setErrors(found);
    onLineErrors({});
    if (Object.keys(found).length) {
      setProblem('fix');
      focusFirstInvalid();
      return;
    }
    if (quantityRefused) {
      setProblem('quantity');
      return;
    }
    if (blocked) {
      setProblem('unknownProduct');
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const sent = await sendEnquiry({
        ...fields,
        lines: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
      });
      const phone = toMalaysianE164(fields.customerPhone) ?? fields.customerPhone.trim();
      onSent({
        sent,
        customer: {
          name: fields.customerName.trim(),
          phone,
          address: fields.delivery === 'collect' ? null : fields.shippingAddress.trim(),
          notes: fields.notes.trim(),
        },
      });
    } catch (error) {
      showRefusal(error);
    } finally {
      setSending(false);
    }
  }

  function showRefusal(error: unknown) {
    if (!(error instanceof BackendError)) {
      setProblem('failed');
      return;
    }
    if (error.status === 0) return setProblem('network');
    if (error.status === 429) return setProblem('tooManyOrders');
    if (error.code === 'bodyTooLarge') return setProblem('tooLarge');
    const byField: FieldErrors = {};
    const byLine: Record<string, EnquiryError> = {};
    let other: EnquiryError | null = null;
    for (const [field, value] of Object.entries(error.fields)) {
      const code = toCode(value);
      const line = /^lines\.(\d+)\./.exec(field);
      if (line) {
        const listed = lines[Number(line[1])];
        if (listed) byLine[listed.productId] = code;
      } else if (field in EMPTY_FIELDS && field !== 'website') {
        byField[field as keyof EnquiryFields] = code;
      } else {
        other = code;
      }
    }
    setErrors(byField);
    onLineErrors(byLine);
    if (Object.keys(byField).length) {
      setProblem('fix');
      focusFirstInvalid();
    } else if (Object.keys(byLine).length) {
      setProblem(Object.values(byLine)[0]!);
    } else {
      setProblem(other ?? (error.status === 400 ? 'rejected' : 'failed'));
    }
  }

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <h2 className="text-xl font-bold text-slate-900">{t('enquiry.form.heading')}</h2>
      {problem && (
        <ErrorBanner>
          {problem === 'fix' ? t('enquiry.form.fix') : t(`enquiry.errors.${problem}`, { max: ENQUIRY_LIST_LIMIT })}
        </ErrorBanner>
      )}
      <InputField
        id="enquiry-name"
        label={t('enquiry.form.name')}
        error={message('customerName')}
        value={fields.customerName}
        onChange={change('customerName')}
        autoComplete="name"
        maxLength={ENQUIRY_LIMITS.customerName}
        required
      />
      <InputField
        id="enquiry-phone"
        label={t('enquiry.form.phone')}
        hint={t('enquiry.form.phoneHint')}
        error={message('customerPhone')}
        value={fields.customerPhone}
        onChange={change('customerPhone')}
        type="tel"
        autoComplete="tel"
        maxLength={ENQUIRY_LIMITS.customerPhone}
        required
      />
      <InputField
        id="enquiry-email"
        label={t('enquiry.form.email')}
        error={message('customerEmail')}
        value={fields.customerEmail}
        onChange={change('customerEmail')}
        type="email"
        autoComplete="email"
        maxLength={ENQUIRY_LIMITS.customerEmail}
      />
      <fieldset>
        <legend className="font-semibold text-slate-800">{t('enquiry.form.delivery')}</legend>
        <div className="mt-2 flex flex-col gap-1 sm:flex-row sm:gap-6">
          {DELIVERY_CHOICES.map((choice) => (
            <label key={choice} className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800">
              <input
                type="radio"
                name="delivery"
                value={choice}
                checked={fields.delivery === choice}
                onChange={change('delivery')}
                className="h-5 w-5 accent-brand-600"
              />
              {t(`enquiry.form.deliveryChoice.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {/* Collected at the shop: no address is asked for, and none is sent (what was typed stays for a change of mind). */}
      {fields.delivery === 'deliver' && (
        <TextAreaField
          id="enquiry-address"
          label={t('enquiry.form.address')}
          error={message('shippingAddress')}
          value={fields.shippingAddress}
          onChange={change('shippingAddress')}
          autoComplete="street-address"
          rows={3}
          maxLength={ENQUIRY_LIMITS.shippingAddress}
          required
        />
      )}
      <TextAreaField
        id="enquiry-notes"
        label={t('enquiry.form.notes')}
        error={message('notes')}
        value={fields.notes}
        onChange={change('notes')}
        rows={3}
        maxLength={ENQUIRY_LIMITS.notes}
      />
      {/* People do not see this field, nor reach it with the keyboard; robots that fill in every field do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="enquiry-website">{t('enquiry.form.website')}</label>
        <input
          id="enquiry-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={fields.website}
          onChange={change('website')}
        />
      </div>
      <PrivacyNoticeLink />
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending || lines.length === 0}>
        {sending ? t('enquiry.form.sending') : t('enquiry.form.send')}
      </button>
    </form>
  );
}

function toCode(value: string): EnquiryError {
  return (ENQUIRY_ERRORS as readonly string[]).includes(value) ? (value as EnquiryError) : 'rejected';
}
