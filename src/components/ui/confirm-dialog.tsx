import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';
import { InputField } from './field';
import { buttonStyles } from './styles';

/** A short text the admin may give with the answer (why a payment is voided): its label and its longest length. */
type NoteField = { label: string; maxLength: number };
type Question = { message: string; confirmLabel: string; note?: NoteField };
type Answer = { confirmed: boolean; note: string };

/** The question's state and the dialog that asks it; each ask settles the one before as not confirmed. */
function useQuestion(): [(question: Question) => Promise<Answer>, ReactNode] {
  const [question, setQuestion] = useState<Question | null>(null);
  const answerRef = useRef<((answer: Answer) => void) | null>(null);

  const ask = useCallback((next: Question) => {
    answerRef.current?.({ confirmed: false, note: '' });
    return new Promise<Answer>((resolve) => {
      answerRef.current = resolve;
      setQuestion(next);
    });
  }, []);

  const settle = useCallback((answer: Answer) => {
    const resolve = answerRef.current;
    answerRef.current = null;
    resolve?.(answer);
    setQuestion(null);
  }, []);

  const element = question ? <ConfirmDialog question={question} onAnswer={settle} /> : null;
  return [ask, element];
}

/**
 * An accessible replacement for window.confirm: `confirm(message, confirmLabel)` opens a modal
 * alertdialog and resolves true on the confirm button, false on Cancel or Escape.
 * Render the returned element once in the screen.
 */
export function useConfirm(): [(message: string, confirmLabel: string) => Promise<boolean>, ReactNode] {
  const [ask, element] = useQuestion();
  const confirm = useCallback(
    async (message: string, confirmLabel: string) => (await ask({ message, confirmLabel })).confirmed,
    [ask],
  );
  return [confirm, element];
}

/**
 * useConfirm with an optional short note in the dialog (why a payment is voided): resolves to the note as typed and
 * trimmed ('' when none) on the confirm button, null on Cancel or Escape.
 */
export function useConfirmWithNote(): [
  (message: string, confirmLabel: string, note: NoteField) => Promise<string | null>,
  ReactNode,
] {
  const [ask, element] = useQuestion();
  const confirm = useCallback(
    async (message: string, confirmLabel: string, note: NoteField) => {
      const answer = await ask({ message, confirmLabel, note });
      return answer.confirmed ? answer.note : null;
    },
    [ask],
  );
  return [confirm, element];
}

function ConfirmDialog({ question, onAnswer }: { question: Question; onAnswer: (answer: Answer) => void }) {
  const { t } = useTranslation('admin');
  const messageId = useId();
  const noteId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const noteRef = useRef<HTMLInputElement>(null);

  return (
    <Dialog
      role="alertdialog"
      labelledBy={messageId}
      initialFocus={question.note ? noteRef : cancelRef}
      onClose={(returnValue) =>
        onAnswer({ confirmed: returnValue === CONFIRMED, note: noteRef.current?.value.trim() ?? '' })
      }
      className="max-w-md"
    >
      <form method="dialog" className="p-6">
        <h2 id={messageId} className="text-lg font-semibold">
          {question.message}
        </h2>
        {question.note ? (
          <InputField
            ref={noteRef}
            id={noteId}
            label={question.note.label}
            maxLength={question.note.maxLength}
            className="mt-4"
          />
        ) : null}
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
