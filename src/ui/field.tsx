import { useId, type ReactNode } from 'react';
import { cx } from './cx';

/*
 * One way to say what is wrong with a form's field: the message right under the field, in one
 * style, tied to the input by aria-describedby and aria-invalid so a screen reader reads it with
 * the field. A form's problem that belongs to no field uses the same message.
 */

export type FieldA11y = { id: string; 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined };

export function FieldMessage({ id, children, testId = 'field-error' }: { id?: string; children: ReactNode; testId?: string }) {
  return (
    <p id={id} className="text-sm text-rose-700 dark:text-rose-400" data-testid={testId}>
      {children}
    </p>
  );
}

export function Field({
  label,
  error,
  className,
  children,
}: {
  label: ReactNode;
  /** what to fix, shown under the field; undefined while nothing is wrong (or nothing typed yet) */
  error: string | undefined;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={cx('grid min-w-0 gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? messageId : undefined })}
      {error && <FieldMessage id={messageId}>{error}</FieldMessage>}
    </div>
  );
}
