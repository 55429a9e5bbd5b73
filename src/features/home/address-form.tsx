import { useId, useState, type FormEvent } from 'react';
import { addressProblem, normaliseAddress } from '../../lib/address';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';

/**
 * One box for any address. The message appears on the first submit, then tracks the input live,
 * so a person fixing a typo sees the moment it becomes valid (and is not scolded while typing).
 */
export function AddressForm({ onOpen }: { onOpen: (address: `0x${string}`) => void }) {
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const problem = submitted ? addressProblem(value) : null;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSubmitted(true);
    const address = normaliseAddress(value);
    if (address) onOpen(address);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-label="Open a portfolio">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        Wallet address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          name="address"
          type="text"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder="0x…"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
          className={cx(
            'min-h-10 w-full min-w-0 flex-1 rounded-md border bg-white px-3 font-mono text-sm dark:bg-slate-900',
            problem ? 'border-rose-500 dark:border-rose-400' : 'border-slate-300 dark:border-slate-600',
          )}
        />
        <Button type="submit" variant="primary" className="min-h-10 px-4">
          Open portfolio
        </Button>
      </div>
      <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
        Any letter case works; Vantage reads public data only and never asks for keys.
      </p>
      {problem && (
        <p id={errorId} role="alert" data-testid="address-error" className="text-sm text-rose-700 dark:text-rose-400">
          {problem}
        </p>
      )}
    </form>
  );
}
