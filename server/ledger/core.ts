import type { Db } from '../db/connection';
import { LedgerError } from './ledger-error';
import { derivedTxHash } from './chain-ids';
import { proRata } from './money';
import { prepareStatements, type MarketRow, type Statements } from './statements';
import type { ActivityType, PositionState } from './types';

/** A market as the operations need it. Cached: the ledger is the only writer of its resolution. */
export type Market = MarketRow;

/** Every column of an activity row except the id. */
export type ActivityRow = {
  user: string;
  ts: number;
  type: ActivityType;
  conditionId: string;
  asset: string;
  outcomeIndex: number;
  side: '' | 'BUY' | 'SELL';
  size: number;
  usdcSize: number;
  price: number;
  fee: number;
  shareDelta: number;
  cashDelta: number;
  isCombo?: boolean;
  tradeId?: number | null;
  txHash: string;
  logIndex: number;
};

/** Outcome index used by rows that are not token-specific. */
export const NO_OUTCOME = 999;

/**
 * The primitives every operation is made of: one activity row, one cash move, one position change,
 * one supply change. Operations compose them inside a transaction the Ledger opens.
 */
export class LedgerCore {
  readonly st: Statements;
  private readonly markets = new Map<string, Market>();

  constructor(readonly db: Db) {
    this.st = prepareStatements(db);
  }

  market(conditionId: string): Market {
    let m = this.markets.get(conditionId);
    if (!m) {
      m = this.st.getMarket.get(conditionId);
      if (!m) throw new LedgerError('UNKNOWN_MARKET', `unknown market ${conditionId}`);
      this.markets.set(conditionId, m);
    }
    return m;
  }

  unresolvedMarket(conditionId: string): Market {
    const m = this.market(conditionId);
    if (m.resolved_at !== null) throw new LedgerError('MARKET_RESOLVED', `market ${conditionId} is resolved`);
    return m;
  }

  /** Forgets cached markets (after the markets table was changed by something other than the ledger). */
  forgetMarkets(): void {
    this.markets.clear();
  }

  activity(r: ActivityRow): number {
    const info = this.st.insertActivity.run(
      r.user,
      r.ts,
      r.type,
      r.conditionId,
      r.asset,
      r.outcomeIndex,
      r.side,
      r.size,
      r.usdcSize,
      r.price,
      r.fee,
      r.shareDelta,
      r.cashDelta,
      r.isCombo ? 1 : 0,
      r.tradeId ?? null,
      r.txHash,
      r.logIndex,
    );
    return Number(info.lastInsertRowid);
  }

  /** Moves a user's cash; refuses (and so rolls the operation back) when it would go negative. */
  moveCash(user: string, delta: number): void {
    if (this.st.addCash.run(delta, user, delta).changes === 1) return;
    const balance = this.st.getCash.get(user);
    if (balance === undefined && delta >= 0) this.st.insertCash.run(user, delta);
    else throw new LedgerError('INSUFFICIENT_CASH', `${user} holds ${balance ?? 0} micro USDC, needs ${-delta}`);
  }

  /** Shares in, with the basis they were acquired at (fee-exclusive cost, attributed BUY fees). */
  addShares(user: string, m: Market, outcome: number, size: number, cost: number, fees: number, ts: number): void {
    const asset = outcome === 0 ? m.token0 : m.token1;
    if (this.st.growPosition.run(size, cost, fees, size, cost, ts, user, asset).changes === 1) return;
    this.st.insertPosition.run(user, asset, m.condition_id, outcome, size, cost, fees, size, cost, ts, ts);
  }

  /**
   * Shares out for `proceeds` (fee-exclusive): removes the basis pro rata (floored, so the remaining
   * basis never exceeds what was paid; the last sale takes the rest) and realizes proceeds − removed
   * cost.
   */
  removeShares(user: string, m: Market, outcome: number, size: number, proceeds: number, ts: number): void {
    const asset = outcome === 0 ? m.token0 : m.token1;
    const p = this.st.getPosition.get(user, asset);
    if (!p || p.size < size) {
      throw new LedgerError('INSUFFICIENT_SHARES', `${user} holds ${p?.size ?? 0} of ${asset}, needs ${size}`);
    }
    const cost = proRata(p.cost, size, p.size);
    const fees = proRata(p.fees, size, p.size);
    this.st.reducePosition.run(size, cost, fees, proceeds - cost, ts, user, asset);
  }

  position(user: string, asset: string): PositionState | undefined {
    return this.st.getPosition.get(user, asset);
  }

  supply(asset: string, minted: number, burned: number): void {
    this.st.addSupply.run(asset, minted, burned);
  }

  txHash(given: string | undefined, kind: string, ts: number): string {
    if (given !== undefined) return given;
    return derivedTxHash(kind, ts, this.st.maxActivityId.get()! + 1);
  }
}
