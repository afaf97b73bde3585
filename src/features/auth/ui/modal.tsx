import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

type ModalProps = {
  /**
   * Called once the dialog has closed, by Escape, by a backdrop click or by a button inside a
   * `<form method="dialog">`, with that button's value (an empty string for the other ways).
   */
  onClose: (returnValue: string) => void;
  labelledBy: string;
  /** 'alertdialog' for a question that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  /** The control to focus on opening; otherwise the browser focuses the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * A modal on the native <dialog>: the browser keeps focus inside it, makes the page behind inert,
 * closes it on Escape and gives focus back to the control that opened it.
 * Render it only while it should be open; close it with buttons inside `<form method="dialog">`.
 */
export function Modal({
  onClose,
  labelledBy,
  role = 'dialog',
  initialFocus,
  closeOnBackdrop = false,
  className = '',
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    // Effects may run twice in development; a second showModal on an open dialog would throw.
    if (!dialog || dialog.open) return;
    dialog.showModal();
    initialFocus?.current?.focus();
  }, [initialFocus]);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      onClose={(event) => onClose(event.currentTarget.returnValue)}
      onClick={(event) => {
        // A click on the dialog element itself, outside its content box, is a click on the backdrop.
        if (closeOnBackdrop && event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={`m-auto max-h-[90vh] w-[calc(100%-2rem)] overflow-y-auto rounded-lg bg-white p-0 text-ink-900 shadow-xl backdrop:bg-black/50 ${className}`}
    >
      {children}
    </dialog>
  );
}
