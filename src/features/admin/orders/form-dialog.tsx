import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FetcherWithComponents } from 'react-router';
import type { AdminFormProps, FormReply } from '@/components/admin/admin-form';
import { Dialog } from '@/components/ui/dialog';
import { buttonStyles } from '@/components/ui/styles';
import type { OrderIntent } from './order-intents';

/** A write of the orders screen's action (`intent`), sent by the dialog's own fetcher with useAdminForm's props. */
type DialogWrite = {
  fetcher: FetcherWithComponents<FormReply>;
  formProps: AdminFormProps;
  intent: OrderIntent;
  /** The order written, when it is one already. */
  id?: string;
  /**
   * The form's draft (useAdminForm's `draft`): a notice says it was brought back (`restored`), the question before
   * leaving the screen is asked (`confirmDialog`), and it is forgotten once the dialog closes, saved or closed on
   * purpose (`discard`).
   */
  draft: { restored: boolean; discard: () => void; confirmDialog: ReactNode };
};

/**
 * A dialog that is one form, as the orders screen's dialogs are: a title and a line of introduction, the fields,
 * a failure said above the buttons, Cancel, and the submit button (disabled, with `busyLabel`, while `busy`).
 * A `write` stays open while refused and, once saved, closes itself through its `method="dialog"` form, which keeps
 * the save's notice; `onSubmit` (a download) gets `close`, to call once the work is done. Cancel and Escape close
 * it without submitting.
 */
export function FormDialog({
  title,
  intro,
  className,
  failure,
  busy,
  submitLabel,
  busyLabel,
  onClose,
  children,
  ...sending
}: {
  title: string;
  intro: string;
  className: string;
  failure: string | null | undefined;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onClose: () => void;
  children: ReactNode;
} & ({ write: DialogWrite; onSubmit?: never } | { onSubmit: (close: () => void) => Promise<void>; write?: never })) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const closeFormId = useId();
  const closeForm = useRef<HTMLFormElement>(null);
  const { write } = sending;
  const draft = write?.draft;
  const saved = write?.fetcher.state === 'idle' && write.fetcher.data?.status === 'success';
  useEffect(() => {
    if (saved) closeForm.current?.requestSubmit();
  }, [saved]);
  const content = (
    <>
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{intro}</p>
      {draft?.restored ? (
        <p role="status" className="mt-3 rounded-md border-l-4 border-brand-600 bg-brand-50 p-3 text-sm text-ink-900">
          {t('orders.restored')}
        </p>
      ) : null}
      {children}
      {failure ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button form={closeFormId} className={buttonStyles.secondary}>
          {t('dialog.cancel')}
        </button>
        <button type="submit" disabled={busy} className={buttonStyles.primary}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </>
  );
  // The question before leaving is a dialog of its own, beside this one: a dialog's close is its own.
  return (
    <>
      <Dialog
        labelledBy={titleId}
        onClose={() => {
          draft?.discard();
          onClose();
        }}
        className={className}
      >
        <form method="dialog" id={closeFormId} ref={closeForm} />
        {write ? (
          <write.fetcher.Form {...write.formProps} className="p-5 sm:p-6">
            <input type="hidden" name="intent" value={write.intent} />
            {write.id ? <input type="hidden" name="id" value={write.id} /> : null}
            {content}
          </write.fetcher.Form>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void sending.onSubmit?.(() => closeForm.current?.requestSubmit());
            }}
            className="p-5 sm:p-6"
          >
            {content}
          </form>
        )}
      </Dialog>
      {draft?.confirmDialog}
    </>
  );
}
