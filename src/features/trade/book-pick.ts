import type { LevelPick } from './book-depth';

/*
 * A click on a book level, handed to the ticket. The book (drawn by trade-page.tsx) and the ticket
 * (in the wallet part, trade-wallet.tsx) share no parent that could hold it, and the wallet part is
 * loaded later, so the pick waits here: a ticket that is on screen takes it at once, and one opened
 * by the click itself (a level of the other outcome switches the ticket's outcome) takes it as it mounts.
 */

let pending: LevelPick | undefined;
const listeners = new Set<() => void>();

export function pickLevel(pick: LevelPick): void {
  pending = pick;
  for (const l of listeners) l();
}

/** The pick waiting for `tokenId`'s ticket, taken (a later ticket does not take it again). */
export function takePick(tokenId: string): LevelPick | undefined {
  if (pending?.tokenId !== tokenId) return undefined;
  const pick = pending;
  pending = undefined;
  return pick;
}

/** Calls `onPick` with each pick for `tokenId`, the one already waiting first; returns the unsubscribe. */
export function followPicks(tokenId: string, onPick: (pick: LevelPick) => void): () => void {
  const listener = () => {
    const pick = takePick(tokenId);
    if (pick) onPick(pick);
  };
  listeners.add(listener);
  listener();
  return () => listeners.delete(listener);
}
