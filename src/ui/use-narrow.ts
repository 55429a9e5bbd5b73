import { useSyncExternalStore } from 'react';

/** Tailwind's `max-sm`: below 40rem tables are read as cards (index.css). */
const NARROW = '(width < 40rem)';

export const isNarrow = () => matchMedia(NARROW).matches;

const subscribe = (onChange: () => void) => {
  const query = matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the screen is phone-narrow now; follows a rotation or a resized window. */
export const useNarrow = () => useSyncExternalStore(subscribe, isNarrow);
