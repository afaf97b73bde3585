import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { buttonStyles } from '@/components/ui/styles';

/**
 * A dialog that is one form, as the orders screen's dialogs are: a title and a line of introduction, the fields,
 * a failure said above the buttons, Cancel, and the submit button (disabled, with `busyLabel`, while `busy`).
 * `onSubmit` gets `close`, to call once the work is done; Cancel and Escape close it without submitting.
 */
export function FormDialog({
  title,
  intro,
  className,
  failure,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  intro: string;
  className: string;
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (close: () => void) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const closeFormId = useId();
  const closeForm = useRef<HTMLFormElement>(null);
  return (
    <Dialog labelledBy={titleId} onClose={() => onClose()} className={className}>
      <form method="dialog" id={closeFormId} ref={closeForm} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit(() => closeForm.current?.requestSubmit());
        }}
        className="p-5 sm:p-6"
      >
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{intro}</p>
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
      </form>
    </Dialog>
  );
}
