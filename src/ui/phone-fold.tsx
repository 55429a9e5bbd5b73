import { useId, useState, type ReactNode } from 'react';
import { Button } from './button';
import { cx } from './cx';

/**
 * A part of a view that a phone folds away, so what the reader came for comes first: below 40rem a
 * disclosure button (aria-expanded) shows or hides it; from 40rem up it is always shown and the
 * button is gone. Folded content stays mounted (hidden by CSS), so its data keeps loading.
 */
export function PhoneFold({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={cx('flex min-w-0 flex-col gap-2', className)}>
      <Button className="justify-between sm:hidden" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
        <span aria-hidden className={cx('transition-transform', open && 'rotate-180')}>
          ▾
        </span>
      </Button>
      <div id={id} className={cx('flex min-w-0 flex-col gap-4', !open && 'max-sm:hidden')}>
        {children}
      </div>
    </div>
  );
}
