import { useEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { OVERLAY_BACKDROP, OVERLAY_CLASSES } from '@/components/photo-overlay';

type DialogName =
  /** The id of the dialog's own heading. */
  | { labelledBy: string; label?: never }
  /** A name for a dialog without a heading, such as a picture shown full size. */
  | { label: string; labelledBy?: never };

type DialogProps = DialogName & {
  /**
   * Called once the dialog has closed, by Escape, by a backdrop click or by a button inside a
   * `<form method="dialog">`, with that button's value (an empty string for the other ways).
   */
  onClose: (returnValue: string) => void;
  /** 'alertdialog' for a question that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  /** The control to focus on opening; otherwise the browser focuses the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  /**
   * 'panel': a white box in the middle of the screen (questions, details).
   * 'overlay': the whole screen over a dark backdrop, its content centred (a picture at full size).
   */
  variant?: 'panel' | 'overlay';
  className?: string;
  children: ReactNode;
};

const variantClasses = {
  panel:
    'm-auto max-h-[90vh] w-[calc(100%-2rem)] overflow-y-auto rounded-lg bg-white p-0 text-ink-900 shadow-xl backdrop:bg-black/50',
  // As the photo overlay before the code draws it (src/components/photo-overlay.ts).
  overlay: OVERLAY_CLASSES.dialog,
} as const;

/**
 * The one modal dialog of the site, on the native <dialog>: the browser keeps focus inside it, makes the
 * page behind inert, closes it on Escape and gives focus back to the control that opened it.
 * Render it only while it should be open; close it with buttons inside `<form method="dialog">`.
 */
export function Dialog({
  onClose,
  labelledBy,
  label,
  role = 'dialog',
  initialFocus,
  closeOnBackdrop = false,
  variant = 'panel',
  className = '',
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    // Effects may run twice in development; a second showModal on an open dialog would throw.
    if (!dialog || dialog.open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    initialFocus?.current?.focus();
  }, [initialFocus]);

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    if (!closeOnBackdrop) return;
    // A click on the dialog element itself, outside its content box, is a click on the backdrop; so is a
    // click on the empty space around an overlay's content.
    const target = event.target as HTMLElement;
    if (target === event.currentTarget || target.hasAttribute(OVERLAY_BACKDROP)) event.currentTarget.close();
  }

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      aria-label={label}
      onClose={(event) => {
        const returnValue = event.currentTarget.returnValue;
        // The browser gives focus back by itself; this covers an opener that was re-rendered meanwhile.
        if (opener.current?.isConnected && document.activeElement === document.body) opener.current.focus();
        opener.current = null;
        onClose(returnValue);
      }}
      onClick={handleClick}
      className={`${variantClasses[variant]} ${className}`}
    >
      {variant === 'overlay' ? (
        <div {...{ [OVERLAY_BACKDROP]: '' }} className={OVERLAY_CLASSES.frame}>
          {children}
        </div>
      ) : (
        children
      )}
    </dialog>
  );
}
