import { useId, useState, type FormEvent } from 'react';
import { addressProblem, normaliseAddress } from '../lib/address';
import { Button } from './button';
import { cx } from './cx';

/**
 * A small form that picks a wallet for part of a view ("your standing", "your position"). The
 * chosen address lives in the URL; this box only drafts it. Key it by the URL's address so Back
 * and Clear reset the draft. The message appears on submit and then tracks the input live.
 */
export function WalletAddressBox({
  address,
  onAddress,
  formLabel,
  submitLabel = 'Show',
  className,
}: {
  address: string;
  onAddress: (address: string) => void;
  formLabel: string;
  submitLabel?: string;
  className?: string;
}) {
  const [value, setValue] = useState(address);
  const [submitted, setSubmitted] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const problem = submitted ? addressProblem(value) : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    const normalised = normaliseAddress(value);
    if (normalised) onAddress(normalised);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={formLabel} className={cx('flex w-full flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-xs font-medium text-slate-600 dark:text-slate-400">
        Wallet address
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="0x…"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          className={cx(
            'min-h-10 w-full min-w-0 flex-1 rounded-md border bg-white px-3 font-mono text-sm dark:bg-slate-900',
            problem ? 'border-rose-500 dark:border-rose-400' : 'border-slate-300 dark:border-slate-600',
          )}
        />
        <Button type="submit" variant="primary" className="min-h-10">
          {submitLabel}
        </Button>
        {address && (
          <Button
            className="min-h-10"
            onClick={() => {
              setValue('');
              setSubmitted(false);
              onAddress('');
            }}
          >
            Clear
          </Button>
        )}
      </div>
      {problem && (
        <p id={errorId} role="alert" className="text-sm text-rose-700 dark:text-rose-400">
          {problem}
        </p>
      )}
    </form>
  );
}
