import type { LiveStatus } from '../api/trading/live-socket';

const WORDS: Record<LiveStatus, string> = {
  idle: '',
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
};

/**
 * Whether what a panel shows moves by itself, and if not, what it shows instead: its reads refreshed
 * every `pollSeconds`, or (without them) the prices its page loaded with.
 */
export function LiveStatusBadge({ status, pollSeconds }: { status: LiveStatus; pollSeconds?: number }) {
  if (status === 'idle') return null;
  const live = status === 'live';
  return (
    <span
      role="status"
      data-testid="live-status"
      data-status={status}
      className={`inline-flex items-center gap-1 text-xs ${live ? 'text-emerald-700 dark:text-emerald-400' : 'text-amber-700 dark:text-amber-400'}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${live ? 'bg-emerald-500' : 'bg-amber-500'}`} />
      {WORDS[status]}
      {!live && (pollSeconds ? ` · refreshing every ${pollSeconds} s` : ' · prices as loaded')}
    </span>
  );
}
