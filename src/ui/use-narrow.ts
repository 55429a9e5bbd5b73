/** Tailwind's `max-sm`: below 40rem tables are read as cards (index.css). */
const NARROW = '(width < 40rem)';

export const isNarrow = () => matchMedia(NARROW).matches;
