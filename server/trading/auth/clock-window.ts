/*
 * How far a signed POLY_TIMESTAMP may sit from the service's clock, for L1 and L2 alike. ECDSA
 * signatures are deterministic and an HMAC is too, so without a window a captured header set would
 * work forever. Five minutes back covers a slow link and a client clock running late (clients can
 * read GET /time first); a minute ahead covers a client clock running early. Wider in the past than
 * the future, since a request can only be delayed in transit, never arrive before it was signed.
 */
export const TIMESTAMP_WINDOW = { pastSeconds: 300, futureSeconds: 60 } as const;

/** Unix seconds as a decimal string, as clients send it; anything else is no timestamp. */
export function parseTimestamp(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,12}$/.test(raw)) return undefined;
  return Number(raw);
}

/** Whether a signed timestamp (unix seconds) is inside the window around `nowMs`. */
export function withinWindow(seconds: number, nowMs: number): boolean {
  const now = nowMs / 1000;
  return seconds >= now - TIMESTAMP_WINDOW.pastSeconds && seconds <= now + TIMESTAMP_WINDOW.futureSeconds;
}
