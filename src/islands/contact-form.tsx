import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/messages';
import { chatLink } from '@/content/chat';
import { recordInsight } from '@/features/site/visits/collect';
import { ChatIcon } from '@/components/ui/icons';
import { useShopSettings } from '@/components/use-shop-settings';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { LanguageField } from '@/components/ui/localized-link';
import { useStarted } from '@/components/ui/use-started';
import { paths } from '@/domain/paths';
import { PrivacyNoticeLink } from '@/components/ui/privacy-link';
import { defineIsland } from '@/components/island';

/** The form's field, and the query its plain submission (before the page's code has started) comes back with. */
export const MESSAGE_FIELD = 'message';
const FORM_ANCHOR = 'message-form';

/**
 * The message for WhatsApp, an island (docs/decisions/021-islands.md). With the page's code, sending opens the chat in a new tab. Before the code has started
 * or without it, the form is a plain GET to this page: the page comes back with the message still in the box and
 * a link that opens it in WhatsApp (rendered by the server; a blank message gets the required-field error).
 */
function MessageForm({ submitted }: { submitted: string | null }) {
  const { t } = useTranslation('site');
  const { whatsApp } = useShopSettings();
  const started = useStarted();
  const [message, setMessage] = useState(submitted ?? '');
  const [showError, setShowError] = useState(submitted !== null && submitted.trim() === '');
  // The message as the plain submission brought it, while it is still what the box holds.
  const ready = submitted !== null && submitted.trim() !== '' && message === submitted ? submitted : null;
  const fieldId = useId();
  const errorId = useId();
  const noteId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Blank or only spaces is no message: the native `required` check alone would let spaces through.
    if (message.trim() === '') {
      setShowError(true);
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    // The message leaves only through the chat link, in a new tab that cannot reach back to this page.
    window.open(chatLink(message, whatsApp), '_blank', 'noopener,noreferrer');
    recordInsight('enquiry');
  }

  const invalid = showError && message.trim() === '';
  return (
    <section
      id={FORM_ANCHOR}
      aria-labelledby="message-heading"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
    >
      <h2 id="message-heading" className="text-2xl font-bold text-slate-900">
        {t('contact.form.heading')}
      </h2>
      {/* The browser's own check stops a blank message until the code, with its own message, takes over. */}
      <form
        method="get"
        action={`${paths.contact}#${FORM_ANCHOR}`}
        noValidate={started}
        onSubmit={onSubmit}
        className="mt-6"
      >
        <LanguageField />
        <label htmlFor={fieldId} className="block font-semibold text-slate-800">
          {t('contact.form.label')}
        </label>
        <textarea
          id={fieldId}
          name={MESSAGE_FIELD}
          required
          rows={7}
          maxLength={2000}
          value={message}
          placeholder={t('contact.form.placeholder')}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${errorId} ${noteId}` : noteId}
          onChange={(event) => setMessage(event.target.value)}
          className={`mt-2 block w-full rounded-md border px-4 py-3 text-base text-slate-900 shadow-sm focus:border-brand-500 ${
            invalid ? 'border-red-600' : 'border-slate-300'
          }`}
        />
        {invalid && (
          <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
            {t('contact.form.required')}
          </p>
        )}
        <p id={noteId} className="mt-3 text-sm text-slate-500">
          {t('contact.form.note')}
        </p>
        <PrivacyNoticeLink className="mt-2" />
        {ready && (
          <div role="status" className="mt-6 rounded-lg border border-green-200 bg-green-50 p-4">
            <p className="font-semibold text-green-900">{t('contact.form.ready')}</p>
            <WhatsAppLink
              href={chatLink(ready, whatsApp)}
              countsAsEnquiry
              className="btn-primary mt-3 w-full sm:w-auto"
            >
              {t('contact.form.openWhatsApp')}
            </WhatsAppLink>
          </div>
        )}
        {/* Changed after the answer came, the message is sent anew. */}
        <button type="submit" className={`${ready ? 'btn-outline' : 'btn-primary'} mt-6 w-full sm:w-auto`}>
          <ChatIcon className="h-5 w-5" />
          {t('contact.form.submit')}
        </button>
      </form>
    </section>
  );
}

export default defineIsland('contact-form', MessageForm, [
  'site:contact.form.*',
  'common:privacyBeside',
  'common:privacyLink',
  'site:product.newTab',
]);
