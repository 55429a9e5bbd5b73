import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { useModal } from './modal-dialog';

/*
 * A question before a step that cannot be undone. The browser's modal <dialog> keeps focus inside
 * it, makes the page behind inert and closes on Escape; the safe answer has the first focus, so an
 * Enter pressed out of habit keeps things as they are. Dismissed, focus goes back to what opened it;
 * confirmed, the caller moves focus to the result (its effects run after this dialog has closed).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  dismissLabel,
  onConfirm,
  onDismiss,
}: {
  open: boolean;
  title: string;
  /** What will happen, counts included: read out as the dialog's description. */
  children: ReactNode;
  confirmLabel: string;
  dismissLabel: string;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  const { ref, refocusOpener } = useModal(open, { onShown: focusSafeAnswer });
  const titleId = useId();
  const bodyId = useId();

  const dismiss = () => {
    ref.current?.close();
    refocusOpener();
    onDismiss();
  };

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      // Escape: the browser would close it behind React's back
      onCancel={(e) => {
        e.preventDefault();
        dismiss();
      }}
      className="m-auto max-w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-xl backdrop:bg-slate-900/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id={titleId} className="text-base font-semibold">
        {title}
      </h2>
      <div id={bodyId} className="mt-2 text-sm">
        {children}
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button data-safe-answer onClick={dismiss}>
          {dismissLabel}
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}

function focusSafeAnswer(dialog: HTMLDialogElement) {
  dialog.querySelector<HTMLElement>('[data-safe-answer]')?.focus();
}
