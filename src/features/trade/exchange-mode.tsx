import { useSyncExternalStore } from 'react';
import { ApiError } from '../../api/http';

/*
 * The exchange's mode as this tab last learnt it. The service publishes no mode route, so the
 * 503s of order and cancel calls tell it (cancel-only, post-only with its retry delay, disabled),
 * and an accepted order tells that trading is normal again.
 */

export type ExchangeMode = { kind: 'normal' | 'cancel-only' | 'post-only' | 'disabled'; retryAfterSeconds?: number };

export function modeOf(error: unknown): ExchangeMode | undefined {
  if (!(error instanceof ApiError) || error.status !== 503) return undefined;
  const text = error.message.toLowerCase();
  if (error.code === 'post_only_mode' || text.includes('post-only')) return { kind: 'post-only', retryAfterSeconds: error.retryAfter };
  if (text.includes('cancel-only')) return { kind: 'cancel-only' };
  if (text.includes('disabled')) return { kind: 'disabled' };
  return undefined;
}

let mode: ExchangeMode = { kind: 'normal' };
const listeners = new Set<() => void>();

export function noteMode(next: ExchangeMode | undefined): void {
  if (!next || (next.kind === mode.kind && next.retryAfterSeconds === mode.retryAfterSeconds)) return;
  mode = next;
  for (const l of listeners) l();
}

export function useExchangeMode(): ExchangeMode {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => mode,
  );
}

const TEXT: Record<Exclude<ExchangeMode['kind'], 'normal'>, string> = {
  'cancel-only': 'The exchange is cancel-only: new orders are refused for now, and you can still cancel yours.',
  'post-only': 'The exchange is post-only: only orders that rest in the book (post-only limit orders) are accepted, and cancels.',
  disabled: 'Trading is disabled on the exchange for now: no orders and no cancels are accepted. Check back later.',
};

export function ModeBanner({ mode: m }: { mode: ExchangeMode }) {
  if (m.kind === 'normal') return null;
  return (
    <div
      role="status"
      data-testid="mode-banner"
      className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
    >
      <p className="font-medium">{TEXT[m.kind]}</p>
      {m.retryAfterSeconds !== undefined && <p>The exchange suggests trying again in {m.retryAfterSeconds} s.</p>}
      <button type="button" className="mt-1 underline" onClick={() => noteMode({ kind: 'normal' })}>
        Try again now
      </button>
    </div>
  );
}
