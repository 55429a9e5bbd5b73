import { useState } from 'react';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ClobMarket } from '../../api/trading/contract/schemas-markets';
import { Button } from '../../ui/button';
import { Combobox, type ComboboxOption } from '../../ui/combobox';
import { ErrorPanel } from '../../ui/error-panel';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { marketChoicesFromSearch, marketSearchText, takesOrders, type MarketChoice } from '../../api/metadata/market-options';
import { acceptsOrders, optionsFromList } from './market-search';
import { MARKET_SEARCH_EVENTS, marketSearchQuery, marketsQuery } from './queries';
import type { TradeState } from './url-state';

/** A pause in typing this long sends the search: one request per word, not per key. */
const TYPING_PAUSE_MS = 250;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const toOption = (o: MarketChoice): ComboboxOption => ({
  id: o.conditionId,
  label: o.title,
  detail: [o.event, o.outcomes.join(' / ')].filter(Boolean).join(' · '),
});

/**
 * Which market, and which outcome of it, the ticket trades. Empty, the combobox lists the first
 * page of open markets; typed into, it searches every market through the metadata service
 * (src/api/metadata/market-options.ts). The chosen market is read on its own (`market`, queries.ts marketQuery), so
 * one past the first page, or opened by a link, is chosen all the same.
 */
export function MarketPicker({
  state,
  onChange,
  market,
}: {
  state: TradeState;
  onChange: (next: Partial<TradeState>) => void;
  market: UseQueryResult<ClobMarket>;
}) {
  const [typed, setTyped] = useState('');
  // the label of a just-picked option, shown while its market loads
  const [picked, setPicked] = useState<ComboboxOption | undefined>(undefined);
  const wanted = marketSearchText(typed);
  const text = useDebouncedValue(wanted, TYPING_PAUSE_MS);
  const list = useQuery(marketsQuery());
  // the last answer stays on screen (narrowed to the new text below) while the next one loads
  const found = useQuery({ ...marketSearchQuery(text), placeholderData: keepPreviousData });

  const searching = wanted !== '';
  const options = searching
    ? found.data && !found.isError
      ? marketChoicesFromSearch(found.data, wanted, takesOrders)
      : []
    : list.data
      ? optionsFromList(list.data)
      : [];
  const loading = searching ? text !== wanted || found.isFetching : list.isPending;
  const failed = searching ? found.isError : list.isError;

  let status: string;
  if (failed) status = searching ? 'Could not search the markets.' : 'Could not load the markets.';
  else if (loading && options.length === 0) status = searching ? 'Searching every market…' : 'Loading markets…';
  else if (searching && options.length === 0) status = `No open market matches “${wanted}”.`;
  else if (searching)
    status =
      `${plural(options.length, 'open market')} found` +
      (found.data?.pagination.hasMore ? ` in the ${MARKET_SEARCH_EVENTS} busiest events: type more to narrow.` : '.');
  else status = `${plural(options.length, 'open market')} listed. Type to search every market by title, slug or outcome.`;

  const chosen = market.data;
  const selectedLabel = chosen?.question ?? (picked?.id === state.market ? picked?.label : undefined) ?? '';

  return (
    <div className="flex flex-col gap-3">
      <Combobox
        label="Market"
        selectedLabel={selectedLabel}
        placeholder="Search markets by title, slug or outcome"
        options={options.map(toOption)}
        onQuery={setTyped}
        onSelect={(o) => {
          setPicked(o);
          onChange({ market: o.id, outcome: 0 });
        }}
        busy={loading}
        status={status}
        footer={
          failed && (
            <Button className="self-start" onClick={() => void (searching ? found.refetch() : list.refetch())}>
              Try again
            </Button>
          )
        }
      />
      {state.market && market.isError && (
        <ErrorPanel title="Could not load this market" error={market.error} onRetry={() => void market.refetch()} />
      )}
      {chosen && !acceptsOrders(chosen) && (
        <p className="text-sm text-amber-800 dark:text-amber-300" data-testid="market-closed">
          This market does not take orders now.
        </p>
      )}
      {chosen && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-1 text-sm font-medium">Outcome</legend>
          {chosen.tokens.map((t, i) => (
            <label
              key={t.token_id}
              className="flex cursor-pointer items-center gap-2 rounded border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 dark:border-slate-600 dark:has-[:checked]:bg-indigo-950"
            >
              <input type="radio" name="outcome" checked={state.outcome === i} onChange={() => onChange({ outcome: i === 1 ? 1 : 0 })} />
              {t.outcome}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
