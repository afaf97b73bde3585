import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';
import { buttonStyles } from './styles';

type Question = { message: string; confirmLabel: string };

/**
 * An accessible replacement for window.confirm: `confirm(message, confirmLabel)` opens a modal
 * alertdialog and resolves true on the confirm button, false on Cancel or Escape.
 * Render the returned element once in the screen.
 */
export function useConfirm(): [(message: string, confirmLabel: string) => Promise<boolean>, ReactNode] {
  const [question, setQuestion] = useState<Question | null>(null);
  const answerRef = useRef<((confirmed: boolean) => void) | null>(null);

  const confirm = useCallback((message: string, confirmLabel: string) => {
    answerRef.current?.(false);
    return new Promise<boolean>((resolve) => {
      answerRef.current = resolve;
      setQuestion({ message, confirmLabel });
    });
  }, []);

  const settle = useCallback((confirmed: boolean) => {
    const answer = answerRef.current;
    answerRef.current = null;
    answer?.(confirmed);
    setQuestion(null);
  }, []);

  const element = question ? <ConfirmDialog question={question} onAnswer={settle} /> : null;
  return [confirm, element];
}

function ConfirmDialog({ question, onAnswer }: { question: Question; onAnswer: (confirmed: boolean) => void }) {
  const { t } = useTranslation('admin');
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      role="alertdialog"
      labelledBy={messageId}
      initialFocus={cancelRef}
      onClose={(returnValue) => onAnswer(returnValue === CONFIRMED)}
      className="max-w-md"
    >
      <form method="dialog" className="p-6">
        <h2 id={messageId} className="text-lg font-semibold">
          {question.message}
        </h2>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button ref={cancelRef} value="cancel" className={buttonStyles.secondary}>
            {t('dialog.cancel')}
          </button>
          <button value={CONFIRMED} className={buttonStyles.danger}>
            {question.confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The return value of the dialog when the admin confirms; Cancel and Escape give anything else. */
const CONFIRMED = 'confirm';
