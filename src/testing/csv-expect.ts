/*
 * Expected CSV text written out by hand, so an export test does not lean on the module it tests:
 * RFC 4180 quoting, and epoch seconds as the exports' ISO second.
 */
export const csvQuote = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
export const isoSecond = (ts: number) => new Date(ts * 1000).toISOString().replace('.000Z', 'Z');

/** The market and fill columns Activity's and Trades' exports both write, in their order. */
export const marketCells = (r: {
  title: string;
  conditionId: string;
  outcome: string;
  outcomeIndex: number;
  size: number;
  price: number;
}) => [csvQuote(r.title), r.conditionId, csvQuote(r.outcome), r.outcomeIndex, String(r.size), String(r.price)];
