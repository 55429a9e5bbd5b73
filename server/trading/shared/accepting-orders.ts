/** Whether the exchange takes orders on a market now: unresolved, not archived, before its end. */
export const acceptingOrders = (m: { resolved_at: number | null; archived: number; end_date: number }, nowS: number) =>
  m.resolved_at === null && m.archived === 0 && m.end_date > nowS;
