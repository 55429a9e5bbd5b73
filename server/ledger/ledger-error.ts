/** A refused ledger operation (insufficient balance, unknown market…): nothing of it was written. */
export class LedgerError extends Error {
  constructor(
    readonly code:
      | 'INSUFFICIENT_CASH'
      | 'INSUFFICIENT_SHARES'
      | 'UNKNOWN_MARKET'
      | 'MARKET_RESOLVED'
      | 'MARKET_UNRESOLVED'
      | 'NOT_NEG_RISK'
      | 'UNKNOWN_COMBO'
      | 'COMBO_TERMINAL'
      | 'COMBO_NOT_TERMINAL'
      | 'NOTHING_TO_REDEEM'
      | 'INVALID_INPUT',
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}
