import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { marketChoicesFromSearch, marketSearchText, type MarketChoice } from '../api/metadata/market-options';
import { shortConditionId } from '../lib/market-filter';
import { Button } from './button';
import { Combobox, type ComboboxOption } from './combobox';
import { MARKET_FILTER_EVENTS, marketFilterSearchQuery, marketTitleQuery } from './market-lookup';
import { marketFilterStatus } from './market-filter-status';
import { useDebouncedValue } from './use-debounced-value';

/** A pause in typing this long sends the search: one request per word, not per key. */
const TYPING_PAUSE_MS = 250;

const toOption = (c: MarketChoice): ComboboxOption => ({
  id: c.conditionId,
  label: c.title,
  detail: [c.event, c.closed && 'Closed'].filter(Boolean).join(' · '),
});

/**
 * The history views' market filter: a reader types words of a title and picks the market; the
 * view filters by its condition id (`value`, as the URL and the spec's routes hold it). The field
 * shows the chosen market's title, read by id when the page opened from a URL holding only the id.
 */
export function MarketFilterField({ value, onChange }: { value: string; onChange: (conditionId: string) => void }) {
  const [typed, setTyped] = useState('');
  // the label of a just-picked option, shown until its title is read by id
  const [picked, setPicked] = useState<ComboboxOption | undefined>(undefined);
  const wanted = marketSearchText(typed);
  const text = useDebouncedValue(wanted, TYPING_PAUSE_MS);
  // the last answer stays on screen (narrowed to the new text) while the next one loads
  const found = useQuery({ ...marketFilterSearchQuery(text), placeholderData: keepPreviousData });
  const title = useQuery(marketTitleQuery(value));

  const searching = wanted !== '';
  const options = searching && found.data && !found.isError ? marketChoicesFromSearch(found.data, wanted).map(toOption) : [];
  const loading = searching && (text !== wanted || found.isFetching);

  const pickedLabel = picked?.id === value ? picked.label : undefined;
  // an id the service knows no market of still shows, shortened, so the filter in force is visible
  const selectedLabel =
    value === '' ? '' : (title.data ?? pickedLabel ?? (title.data === null || title.isError ? shortConditionId(value) : ''));

  const status = marketFilterStatus(
    searching
      ? {
          kind: 'search',
          text: wanted,
          failed: found.isError,
          loading,
          found: options.length,
          more: !!found.data?.pagination.hasMore,
          events: MARKET_FILTER_EVENTS,
        }
      : { kind: 'chosen', value, failed: title.isError, loading: title.isPending && !pickedLabel, unknown: title.data === null },
  );

  const retry = searching ? found.isError && (() => void found.refetch()) : title.isError && (() => void title.refetch());

  return (
    <div className="flex min-w-0 flex-1 basis-64 flex-col" data-testid="market-filter">
      <Combobox
        label="Market"
        selectedLabel={selectedLabel}
        placeholder="Search markets by title"
        options={options}
        onQuery={setTyped}
        onSelect={(o) => {
          setPicked(o);
          onChange(o.id);
        }}
        busy={loading || (value !== '' && title.isPending)}
        status={status}
        footer={
          (retry || value !== '') && (
            <div className="flex flex-wrap gap-2">
              {retry && <Button onClick={retry}>Try again</Button>}
              {value !== '' && (
                <Button variant="ghost" onClick={() => onChange('')}>
                  Any market
                </Button>
              )}
            </div>
          )
        }
      />
    </div>
  );
}
