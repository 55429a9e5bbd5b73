import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_Q_MAX } from '../../api/metadata/params';

const TYPING_DELAY_MS = 300;

/**
 * The search field. The URL holds the query; the draft covers the moments of typing, and is
 * committed once typing pauses (replacing the history entry, so Back leaves the search instead of
 * replaying keystrokes). When the URL changes from elsewhere, the draft follows it.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const hintId = useId();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function schedule(text: string) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(text), TYPING_DELAY_MS);
  }

  return (
    <form
      role="search"
      aria-label="Search markets"
      onSubmit={(e) => {
        e.preventDefault();
        clearTimeout(timer.current);
        onSearch(draft);
      }}
      className="flex flex-col gap-1"
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        Search markets and events
      </label>
      <input
        id={id}
        type="search"
        value={draft}
        maxLength={SEARCH_Q_MAX}
        placeholder="A word of a market's question, an event or a tag"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={hintId}
        onChange={(e) => {
          setDraft(e.target.value);
          schedule(e.target.value);
        }}
        className="min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-900"
      />
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        Results appear as you type; Enter searches at once.
      </p>
    </form>
  );
}
