import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';

export type ComboboxOption = { id: string; label: string; detail?: string };

type Props = {
  label: string;
  /** What the field shows while nobody types in it: the chosen option's label, or '' for none. */
  selectedLabel: string;
  options: ComboboxOption[];
  /** Each edit of the text, as typed (the caller debounces its search). */
  onQuery: (text: string) => void;
  onSelect: (option: ComboboxOption) => void;
  /** The line under the field: loading, how many, none, an error; announced politely. */
  status: ReactNode;
  /** Under the status: what is not announced (a retry button). */
  footer?: ReactNode;
  busy?: boolean;
  placeholder?: string;
};

/**
 * An editable combobox with a list popup, after the WAI-ARIA pattern (list autocomplete, manual
 * selection): the input has role=combobox and points at the highlighted option with
 * aria-activedescendant, so focus never leaves the text. Down/Up move through the options (Down
 * opens the list), Enter picks the highlighted one, Escape closes the list, and on a closed list
 * gives back the chosen option's label. Leaving the field does the same, so the choice in force
 * is always what the field shows; focus moving into the footer (a "Try again" after a failed
 * search) keeps the typed text, so the retry searches it again.
 */
export function Combobox({ label, selectedLabel, options, onQuery, onSelect, status, footer, busy, placeholder }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // null while nobody edits: the field shows the selection
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  // by option id, so an answer that reorders the options keeps (or drops) the highlight rightly
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const active = options.findIndex((o) => o.id === activeId);
  const optionId = (i: number) => `${id}-option-${i}`;

  // the chosen label may arrive after the pick (the page reads the chosen item on its own), and a new
  // value clears the selection: it is selected again until the trader types
  const reselect = useRef(false);
  const shown = draft ?? selectedLabel;
  useLayoutEffect(() => {
    if (reselect.current && document.activeElement === input.current) input.current?.select();
  }, [shown]);

  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId derives from id alone
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  const edit = (text: string | null) => {
    reselect.current = false;
    setDraft(text);
    setActiveId(undefined);
    onQuery(text ?? '');
  };
  const close = () => {
    setOpen(false);
    setActiveId(undefined);
  };
  const pick = (o: ComboboxOption) => {
    close();
    setDraft(null);
    onQuery('');
    onSelect(o);
    // focus stays here: the next keys type a new search over the chosen label, not after it
    reselect.current = true;
    requestAnimationFrame(() => input.current?.select());
  };
  const move = (by: number) => {
    if (!open) setOpen(true);
    if (options.length === 0) return;
    const next = active < 0 ? (by > 0 ? 0 : options.length - 1) : Math.min(options.length - 1, Math.max(0, active + by));
    setActiveId(options[next]!.id);
  };

  // focus leaving the whole control (field and footer) gives back the chosen label
  const onLeave = (e: FocusEvent<HTMLDivElement>) => {
    if (root.current?.contains(e.relatedTarget as Node | null)) return;
    if (draft !== null) edit(null);
  };

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      move(e.altKey && !open ? 0 : 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (open) move(-1);
    } else if (e.key === 'Enter') {
      // never submit a surrounding form from here
      e.preventDefault();
      if (open && active >= 0) pick(options[active]!);
    } else if (e.key === 'Escape') {
      if (open) close();
      else if (draft !== null) edit(null);
      else return;
      e.preventDefault();
    }
  }

  return (
    <div ref={root} className="flex flex-col gap-1" onBlur={onLeave}>
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={`${id}-input`}
          ref={input}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-describedby={statusId}
          aria-busy={busy || undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={shown}
          className="min-h-10 w-full rounded border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800"
          onFocus={(e) => {
            // typing replaces the chosen label instead of appending to it
            if (draft === null) e.currentTarget.select();
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onBlur={close}
          onChange={(e) => {
            edit(e.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!open || options.length === 0}
          className="absolute top-full right-0 left-0 z-20 mt-1 max-h-80 overflow-y-auto rounded border border-slate-300 bg-white py-1 shadow-lg dark:border-slate-600 dark:bg-slate-900"
        >
          {options.map((o, i) => (
            <li
              key={o.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={cx(
                'flex cursor-pointer flex-col px-3 py-1.5 text-sm',
                i === active ? 'bg-indigo-100 dark:bg-indigo-900' : 'hover:bg-slate-100 dark:hover:bg-slate-800',
              )}
              // keep focus in the field: a blur first would close the list before the click lands
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(o)}
            >
              <span>{o.label}</span>
              {o.detail && <span className="text-xs text-slate-600 dark:text-slate-400">{o.detail}</span>}
            </li>
          ))}
        </ul>
      </div>
      <p id={statusId} role="status" className="min-h-4 text-xs text-slate-600 dark:text-slate-400">
        {status}
      </p>
      {footer}
    </div>
  );
}
