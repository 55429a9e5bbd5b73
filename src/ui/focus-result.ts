import { useEffect, useRef, type RefObject } from 'react';

/*
 * Focus after an action: the control a reader used often goes away (a step replaced by the next)
 * or is disabled while it works, and the browser then drops focus to <body>, where a keyboard or
 * screen-reader user has lost their place. These move it to the action's result instead, and only
 * when it was dropped or still sits in the part that changed: a reader who moved elsewhere stays.
 */

const dropped = (root: HTMLElement | null) => {
  const active = document.activeElement;
  return !active || active === document.body || (root !== null && root.contains(active));
};

/** Focuses `el` (made focusable by script only: tabindex -1, out of the Tab order). */
function focusResult(el: HTMLElement) {
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus();
}

/**
 * When `key` changes (not on mount), focus the first `[data-focus-result]` inside `root`, else its
 * first heading, else `root` itself.
 */
export function useFocusOnChange(key: unknown, root: RefObject<HTMLElement | null>): void {
  const prev = useRef(key);
  useEffect(() => {
    if (Object.is(prev.current, key)) return;
    prev.current = key;
    const el = root.current;
    if (!el || !dropped(el)) return;
    focusResult(el.querySelector<HTMLElement>('[data-focus-result]') ?? el.querySelector<HTMLElement>('h2, h3') ?? el);
  }, [key, root]);
}

/** Once `pending` ends, give focus back to `control` if it was dropped meanwhile (a disabled button loses it). */
export function useRefocusAfter(pending: boolean, control: RefObject<HTMLElement | null>): void {
  const was = useRef(pending);
  useEffect(() => {
    const ended = was.current && !pending;
    was.current = pending;
    if (ended && control.current?.isConnected && dropped(null)) focusResult(control.current);
  }, [pending, control]);
}

/** On mount, focus `el` when focus was dropped (a result that replaces the disabled button's wait). */
export function useFocusOnMountIfDropped(el: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (el.current && dropped(null)) focusResult(el.current);
  }, [el]);
}
