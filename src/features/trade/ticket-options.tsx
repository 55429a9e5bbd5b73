import { useId } from 'react';
import { Field } from '../../ui/field';
import { isMarketKind, type OrderKind, type TicketInput } from './ticket-form';

/* The ticket's choices around the price and the amount: side, order type, expiry and post-only. */

export const inputClass = 'w-full min-w-0 rounded border border-slate-300 px-2 py-1.5 tabular-nums dark:border-slate-600 dark:bg-slate-800';

const KINDS: { value: OrderKind; label: string }[] = [
  { value: 'GTC', label: 'Limit (GTC)' },
  { value: 'GTD', label: 'Limit until (GTD)' },
  { value: 'FOK', label: 'Market, all or nothing (FOK)' },
  { value: 'FAK', label: 'Market, what fills (FAK)' },
];

export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const inAnHour = () => nowSeconds() + 3600;
const toLocalInput = (seconds: number) => {
  const d = new Date(seconds * 1000);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

type Set = (patch: Partial<TicketInput>) => void;

export function SideSwitch({ side, outcome, set }: { side: 'BUY' | 'SELL'; outcome: string; set: Set }) {
  const ids = useId();
  return (
    <fieldset className="grid grid-cols-2 gap-2">
      <legend className="sr-only">Side</legend>
      {(['BUY', 'SELL'] as const).map((s) => (
        <label
          key={s}
          className="flex min-w-0 cursor-pointer items-center justify-center gap-2 rounded border border-slate-300 py-1.5 text-sm font-medium has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 dark:border-slate-600 dark:has-[:checked]:bg-indigo-950"
        >
          <input type="radio" name={`${ids}-side`} checked={side === s} onChange={() => set({ side: s })} />
          {s === 'BUY' ? `Buy ${outcome}` : `Sell ${outcome}`}
        </label>
      ))}
    </fieldset>
  );
}

export function KindSelect({ kind, postOnlyRequired, set }: { kind: OrderKind; postOnlyRequired: boolean; set: Set }) {
  return (
    <label className="grid gap-1 text-sm font-medium">
      Order type
      <select aria-label="Order type" className={inputClass} value={kind} onChange={(e) => set({ kind: e.target.value as OrderKind })}>
        {KINDS.map((k) => (
          <option key={k.value} value={k.value} disabled={postOnlyRequired && isMarketKind(k.value)}>
            {k.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ExpiryField({ expiration, error, set }: { expiration: number | undefined; error: string | undefined; set: Set }) {
  return (
    <Field label="Expires (at least a minute ahead)" error={error}>
      {(a11y) => (
        <input
          {...a11y}
          className={inputClass}
          type="datetime-local"
          value={expiration ? toLocalInput(expiration) : ''}
          onChange={(e) => set({ expiration: e.target.value ? Math.floor(new Date(e.target.value).getTime() / 1000) : undefined })}
        />
      )}
    </Field>
  );
}

export function PostOnlyBox({ checked, forced, set }: { checked: boolean; forced: boolean; set: Set }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={checked} disabled={forced} onChange={(e) => set({ postOnly: e.target.checked })} />
      Post only (rest in the book, never take){forced && ': required while the exchange is post-only'}
    </label>
  );
}
