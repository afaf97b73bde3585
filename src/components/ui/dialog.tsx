import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';

type OverlayDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  children: ReactNode;
};

/**
 * A full-screen modal on the native <dialog>: the browser keeps focus inside it, makes the page behind
 * inert, and closes it on Escape. A click on the dark backdrop closes it too, and focus goes back to
 * whatever opened it.
 */
export function OverlayDialog({ open, onClose, label, children }: OverlayDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  function handleClose() {
    onClose();
    opener.current?.focus();
    opener.current = null;
  }

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      onClose={handleClose}
      className="m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-slate-950/90"
    >
      {/* A click on the dark space around the picture closes it (the close button and Escape do too). */}
      <div
        className="flex h-full w-full items-center justify-center p-4"
        onClick={(event) => {
          if (event.target === event.currentTarget) dialog.current?.close();
        }}
      >
        {children}
      </div>
      <button
        type="button"
        autoFocus
        onClick={() => dialog.current?.close()}
        aria-label={t('labels.close')}
        className="fixed top-4 right-4 flex h-12 w-12 items-center justify-center rounded-full bg-white text-slate-900 shadow-lg hover:bg-brand-100"
      >
        <CloseIcon className="h-6 w-6" />
      </button>
    </dialog>
  );
}
