/*
 * The line under the history views' market filter (market-filter-field.tsx), announced politely:
 * what the field is doing or holds, in one sentence. Pure, so every state is tested without a service.
 */

export type MarketFilterState =
  | { kind: 'search'; text: string; failed: boolean; loading: boolean; found: number; more: boolean; events: number }
  | { kind: 'chosen'; value: string; failed: boolean; loading: boolean; unknown: boolean };

export function marketFilterStatus(s: MarketFilterState): string {
  if (s.kind === 'search') {
    if (s.failed) return 'Could not search the markets.';
    if (s.loading && s.found === 0) return 'Searching every market…';
    if (s.found === 0) return `No market matches “${s.text}”.`;
    const n = `${s.found} market${s.found === 1 ? '' : 's'} found`;
    return s.more ? `${n} in the ${s.events} best-matching events: type more to narrow.` : `${n}.`;
  }
  if (s.value === '') return 'Every market. Type a title to show one market only.';
  if (s.failed) return 'Could not load this market’s title.';
  if (s.loading) return 'Loading the market’s title…';
  if (s.unknown) return 'The metadata service knows no market of this id.';
  return 'One market only.';
}
