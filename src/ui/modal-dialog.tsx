import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from './cx';

/**
 * A <dialog> shown modal while `open`, closed when not. `onShown` runs once it is up (to place the
 * first focus); with `returnFocus`, closing gives focus back to what had it before.
 */
export function useModal(open: boolean, o: { returnFocus?: boolean; onShown?: (dialog: HTMLDialogElement) => void } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const { returnFocus, onShown } = o;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      onShown?.(dialog);
    } else if (!open && dialog.open) {
      dialog.close();
      if (returnFocus) refocus(opener.current);
    }
  }, [open, returnFocus, onShown]);
  const refocusOpener = useCallback(() => refocus(opener.current), []);
  return { ref, refocusOpener };
}

const refocus = (el: Element | null) => el instanceof HTMLElement && el.isConnected && el.focus();

/*
 * A task in a modal: the browser's <dialog> shown modal keeps focus inside it and makes the page
 * behind inert; Escape and the Close button both close it through the caller's state, and focus
 * goes back to what opened it. Its contents mount only while open, so their reads stop with it,
 * unless `keepMounted`: a task with a transaction in flight must not forget it when closed.
 */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
  testId,
  className,
  keepMounted,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  className?: string;
  keepMounted?: boolean;
}) {
  const { ref } = useModal(open, { returnFocus: true });
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      // Escape: the browser would close it behind React's back
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={cx(
        'm-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-1.5rem))] overflow-y-auto rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-xl backdrop:bg-slate-900/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M5 5l10 10M15 5L5 15" />
          </svg>
        </button>
      </div>
      {(open || keepMounted) && <div className="mt-3 flex flex-col gap-4">{children}</div>}
    </dialog>
  );
}
