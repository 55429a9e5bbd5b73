import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: what a search asks for while someone types,
 * one request per pause instead of one per keystroke. An empty value passes at once, so clearing
 * the field shows the unsearched state without a wait.
 */
export function useDebouncedValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), value === '' ? 0 : delayMs);
    return () => clearTimeout(t);
  }, [value, delayMs]);
  return value === '' ? '' : settled;
}
