import { LedgerError } from '../../ledger/ledger-error';

/*
 * A call the chain would revert. Thrown inside the executor's transaction so everything applied
 * before it rolls back; the executor turns it (and any LedgerError) into {ok:false, reason}.
 */
export class CallRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CallRefused';
  }
}

export function refuse(reason: string): never {
  throw new CallRefused(reason);
}

// the revert a contract would give, then the ledger's own detail
const LEDGER_REASONS: Record<LedgerError['code'], string> = {
  INSUFFICIENT_CASH: 'insufficient pUSD balance',
  INSUFFICIENT_SHARES: 'insufficient token balance',
  UNKNOWN_MARKET: 'unknown condition',
  MARKET_RESOLVED: 'condition already resolved',
  MARKET_UNRESOLVED: 'result for condition not received yet',
  NOT_NEG_RISK: 'not a neg-risk market',
  UNKNOWN_COMBO: 'unknown combo',
  COMBO_TERMINAL: 'combo settled',
  COMBO_NOT_TERMINAL: 'combo not settled',
  NOTHING_TO_REDEEM: 'nothing to redeem',
  INVALID_INPUT: 'invalid call',
};

export function reasonOf(e: unknown): string | undefined {
  if (e instanceof CallRefused) return e.message;
  if (e instanceof LedgerError) return `${LEDGER_REASONS[e.code]}: ${e.message}`;
  return undefined;
}

/** A uint256 amount as the ledger keeps it (a safe integer of micro units), or a revert. */
export function micro(amount: bigint, what = 'amount'): number {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) refuse(`${what} ${amount} exceeds what any balance can hold`);
  return Number(amount);
}
