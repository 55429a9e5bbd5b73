import { useState, type FormEvent } from 'react';
import type { PerpsPosition } from '../../../api/perps/contract/schemas';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { ModalDialog } from '../../../ui/modal-dialog';
import { Money } from '../../../ui/money';
import { checkMarginAmount } from './account-forms';
import { explainPerpsError } from './error-words';
import type { MarginChange } from './use-margin-change';

/*
 * Add to or take from an isolated position's margin: one signed amount (+ adds, − removes). The
 * dialog never signs while a change is pending (its own or one started before it opened), and an
 * error stays on screen with the account already re-read, so the trader sees what did happen
 * before deciding to try again. Closed with a change in flight, the change carries on: the lock
 * lives in the panel, not here.
 */

export function MarginDialog({
  position,
  available,
  change,
  onClose,
}: {
  position: PerpsPosition | undefined;
  available: string;
  change: MarginChange;
  onClose: () => void;
}) {
  return (
    <ModalDialog open={position !== undefined} title={`Margin: ${position?.symbol ?? ''}`} onClose={onClose} testId="margin-dialog">
      {/* mounted only while open, and keyed by position: a fresh amount each time */}
      {position && <MarginForm key={position.instrument_id} position={position} available={available} change={change} onDone={onClose} />}
    </ModalDialog>
  );
}

function MarginForm({
  position,
  available,
  change,
  onDone,
}: {
  position: PerpsPosition;
  available: string;
  change: MarginChange;
  onDone: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const check = checkMarginAmount(amount);
  const fieldError = tried && !check.ok ? check.error : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    // the spec's rule: never sign a second change before the first one's outcome is known
    if (!check.ok || change.isPending) return;
    change.mutate({ iid: position.instrument_id, amt: check.amt }, { onSuccess: onDone });
  };
  const removing = check.ok && check.amt.startsWith('-');

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Position margin</dt>
          <dd className="font-semibold">{position.initial_margin ? <Money value={position.initial_margin} /> : '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Available for orders</dt>
          <dd className="font-semibold">
            <Money value={available} />
          </dd>
        </div>
      </dl>
      <Field label="Amount in pUSD (+ to add, − to remove)" error={fieldError}>
        {(a11y) => (
          <input
            {...a11y}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            placeholder="25 or -25"
            className="min-h-9 rounded-md border border-slate-300 bg-white px-2 text-sm tabular-nums dark:border-slate-600 dark:bg-slate-800"
          />
        )}
      </Field>
      {change.isError && (
        <p role="alert" className="text-sm text-rose-800 dark:text-rose-300" data-testid="margin-error">
          {explainPerpsError(change.error)} The account shown has been read again.
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {change.isPending && (
          <span role="status" className="text-sm text-slate-600 dark:text-slate-400">
            Waiting for the outcome…
          </span>
        )}
        <Button onClick={onDone}>Done</Button>
        <Button type="submit" variant="primary" disabled={change.isPending}>
          {removing ? 'Remove margin' : 'Add margin'}
        </Button>
      </div>
    </form>
  );
}
