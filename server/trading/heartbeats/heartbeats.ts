import { randomUUID } from 'node:crypto';

/*
 * Heartbeat chains, one per EOA (the L2 caller; its open orders are the ones its keys posted). The
 * first heartbeat sends an empty id and gets a fresh one; every later heartbeat must echo the id the
 * previous answer gave, and gets the next one (ids rotate, as the public service's do). A chain
 * with no heartbeat for LAPSE_MS is over: the caller's open orders are canceled.
 *
 * No timer lives here: sweep(nowMs) ends every lapsed chain, and a heartbeat ends its own lapsed
 * chain first, so the outcome does not depend on when a sweep last ran. The listening service
 * sweeps every second; tests sweep by hand with a moved clock.
 */

export const LAPSE_MS = 10_000;

type Chain = { id: string; lastMs: number };

export type BeatResult = { ok: true; id: string } | { ok: false; expected: string };

export function createHeartbeats(onLapse: (address: string) => void) {
  const chains = new Map<string, Chain>();

  const lapse = (address: string) => {
    chains.delete(address);
    onLapse(address);
  };

  return {
    beat(address: string, id: string, nowMs: number): BeatResult {
      const chain = chains.get(address);
      if (chain && nowMs - chain.lastMs > LAPSE_MS) lapse(address);
      const live = chains.get(address);
      // '' starts a chain (or restarts one: a client that lost its id must be able to begin again)
      if (id !== '' && live?.id !== id) return { ok: false, expected: live?.id ?? '' };
      const next = { id: randomUUID(), lastMs: nowMs };
      chains.set(address, next);
      return { ok: true, id: next.id };
    },
    /** Ends every chain without a heartbeat for LAPSE_MS; answers the addresses whose orders were canceled. */
    sweep(nowMs: number): string[] {
      const lapsed = [...chains].filter(([, c]) => nowMs - c.lastMs > LAPSE_MS).map(([a]) => a);
      for (const address of lapsed) lapse(address);
      return lapsed;
    },
  };
}

export type Heartbeats = ReturnType<typeof createHeartbeats>;
