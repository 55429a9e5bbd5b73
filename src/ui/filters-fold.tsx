import { useId, useState, type ReactNode } from 'react';
import { Button } from './button';
import { cx } from './cx';

/**
 * A view's filters inside its filter form (a wrapping flex row). From 40rem up they sit in that row
 * as if unwrapped; on a phone they fold behind a "Filters" button that says how many are set, so
 * the list starts on the first screen, and open below the row.
 */
export function FiltersFold({ active, children }: { active: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button className="self-end sm:hidden" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        Filters{active > 0 && ` (${active})`}
      </Button>
      <div id={id} className={cx('flex basis-full flex-wrap items-end gap-3 max-sm:order-last sm:contents', !open && 'max-sm:hidden')}>
        {children}
      </div>
    </>
  );
}
