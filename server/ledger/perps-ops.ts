import type { Db } from '../db/connection';
import { cashRow } from './cash-ops';
import type { LedgerCore } from './core';
import { LedgerError } from './ledger-error';
import { proRata } from './money';
import { positiveInt, timestamp } from './validate';

/*
 * The perps collateral of each account (micro pUSD) and every movement of it: a sandbox faucet
 * credit, a transfer in from or out to the trading cash, a fill's fee and realized PnL, funding.
 * Each movement writes the balance and its movement row in one transaction, so collateral =
 * Σ movements is an audit that always holds (auditPerps). A transfer also writes the trading side's
 * WITHDRAWAL or DEPOSIT activity row, so the trading cash audit holds as well.
 */

export type PerpsPosition = {
  size: number;
  cost: number;
  margin_added: number;
  realized_pnl: number;
  cumulative_funding: number;
  updated_at: number;
};

export type PerpsFillInput = {
  account: string;
  instrumentId: number;
  /** Signed quantity units: + bought, − sold. */
  sizeDelta: number;
  /** |sizeDelta| × price in micro pUSD, exact (the instrument's decimals make it an integer). */
  notional: number;
  /** Micro pUSD charged (negative: a rebate). */
  fee: number;
  tradeId: number;
  ts: number;
};

export type PerpsFillResult = { realizedPnl: number; size: number; cost: number };

/** `to`: whose trading cash a transfer out credits (the account's own unless given). */
type Move = { account: string; amount: number; ts: number; ref?: string; to?: string };

const sign = (n: number) => (n > 0 ? 1 : n < 0 ? -1 : 0);

export class PerpsLedger {
  readonly faucet: (i: Move) => void;
  readonly transferIn: (i: Move) => void;
  readonly transferOut: (i: Move) => void;
  readonly fill: (i: PerpsFillInput) => PerpsFillResult;
  /** Collateral from one perps account to another (an internal transfer): two rows under one ref. */
  readonly internalTransfer: (i: Move & { to: string }) => void;
  /** A funding payment (+ received, − paid); `rate` is kept on the movement for the funding history. */
  readonly funding: (i: { account: string; instrumentId: number; amount: number; ts: number; rate?: string }) => void;
  /**
   * Moves collateral into (+) or out of (−) an isolated position's allocation. The collateral does
   * not change (the allocation is part of it), so no movement row: the position records it, and a
   * closing fill releases it (its size back to zero clears the allocation).
   */
  readonly adjustMargin: (i: { account: string; instrumentId: number; delta: number; ts: number }) => void;
  private statements?: ReturnType<typeof prepare>;

  constructor(
    private readonly db: Db,
    core: LedgerCore,
  ) {
    const tx = <I, R>(op: (i: I) => R) => db.transaction(op) as unknown as (i: I) => R;
    this.faucet = tx((i: Move) => this.move(i.account, 'faucet', null, checked(i), i.ref ?? null, i.ts));
    this.transferIn = tx((i: Move) => {
      cashRow(core, 'WITHDRAWAL', { user: i.account, amount: checked(i), ts: Math.floor(i.ts / 1000), txHash: i.ref }, -1, '');
      this.move(i.account, 'transfer_in', null, i.amount, i.ref ?? null, i.ts);
    });
    this.transferOut = tx((i: Move) => {
      this.move(i.account, 'transfer_out', null, -checked(i), i.ref ?? null, i.ts);
      cashRow(core, 'DEPOSIT', { user: i.to ?? i.account, amount: i.amount, ts: Math.floor(i.ts / 1000), txHash: i.ref }, 1, '');
    });
    this.fill = tx((i: PerpsFillInput) => this.applyFill(i));
    this.internalTransfer = tx((i: Move & { to: string }) => {
      if (i.to === i.account) throw new LedgerError('INVALID_INPUT', 'a transfer needs two different accounts');
      this.move(i.account, 'internal_out', null, -checked(i), i.ref ?? null, i.ts);
      this.move(i.to, 'internal_in', null, i.amount, i.ref ?? null, i.ts);
    });
    this.funding = tx((i: { account: string; instrumentId: number; amount: number; ts: number; rate?: string }) => {
      if (!Number.isSafeInteger(i.amount) || i.amount === 0) throw new LedgerError('INVALID_INPUT', `funding must be a non-zero integer`);
      this.move(i.account, 'funding', i.instrumentId, i.amount, i.rate ?? null, i.ts);
      this.st.addFunding.run(i.amount, i.account, i.instrumentId);
    });
    this.adjustMargin = tx((i: { account: string; instrumentId: number; delta: number; ts: number }) => {
      if (!Number.isSafeInteger(i.delta) || i.delta === 0)
        throw new LedgerError('INVALID_INPUT', 'margin delta must be a non-zero integer');
      const p = this.positionOf(i.account, i.instrumentId);
      if (!p || p.size === 0) throw new LedgerError('INVALID_INPUT', `${i.account} holds no position in ${i.instrumentId}`);
      this.st.addMargin.run(i.delta, i.ts, i.account, i.instrumentId);
    });
  }

  // prepared on first use: a Ledger may be built over a database an older release left, before the perps tables
  private get st() {
    return (this.statements ??= prepare(this.db));
  }

  /** An account's collateral, micro pUSD (0 when it never held any). */
  collateralOf(account: string): number {
    return this.st.collateral.get(account) ?? 0;
  }

  positionOf(account: string, instrumentId: number): PerpsPosition | undefined {
    return this.st.position.get(account, instrumentId);
  }

  /** One movement row and the balance it changes; refused (rolling the whole operation back) below zero. */
  private move(account: string, kind: string, instrumentId: number | null, delta: number, ref: string | null, ts: number): void {
    const balance = this.collateralOf(account);
    if (balance + delta < 0) throw new LedgerError('INSUFFICIENT_CASH', `${account} holds ${balance} micro pUSD, needs ${-delta}`);
    if (this.st.add.run(delta, account).changes === 0) this.st.open.run(account, delta);
    this.st.movement.run(account, kind, instrumentId, delta, ref, ts);
  }

  /**
   * A fill against the position: growing it adds the fill's notional to the cost; reducing it
   * removes cost pro rata (all of it when the position closes) and realizes the difference; a
   * flip closes the old side, then opens the rest at the fill's price. PnL and fee move the
   * collateral as two rows under the trade id.
   */
  private applyFill(i: PerpsFillInput): PerpsFillResult {
    timestamp(i.ts);
    if (!Number.isSafeInteger(i.sizeDelta) || i.sizeDelta === 0) throw new LedgerError('INVALID_INPUT', 'sizeDelta must be non-zero');
    positiveInt(i.notional, 'notional');
    if (!Number.isSafeInteger(i.fee)) throw new LedgerError('INVALID_INPUT', `fee must be an integer, got ${i.fee}`);
    const p = this.positionOf(i.account, i.instrumentId);
    let size = p?.size ?? 0;
    let cost = p?.cost ?? 0;
    let pnl = 0;
    const qty = Math.abs(i.sizeDelta);
    if (size === 0 || sign(size) === sign(i.sizeDelta)) {
      size += i.sizeDelta;
      cost += i.notional;
    } else {
      const closed = Math.min(qty, Math.abs(size));
      const removedCost = proRata(cost, closed, Math.abs(size));
      const closedNotional = proRata(i.notional, closed, qty);
      pnl = size > 0 ? closedNotional - removedCost : removedCost - closedNotional;
      size += sign(i.sizeDelta) * closed;
      cost -= removedCost;
      if (qty > closed) {
        size = sign(i.sizeDelta) * (qty - closed);
        cost = i.notional - closedNotional;
      }
    }
    const ref = String(i.tradeId);
    if (pnl !== 0) this.move(i.account, 'pnl', i.instrumentId, pnl, ref, i.ts);
    if (i.fee !== 0) this.move(i.account, 'fee', i.instrumentId, -i.fee, ref, i.ts);
    this.st.savePosition.run(i.account, i.instrumentId, size, cost, pnl, i.ts);
    return { realizedPnl: pnl, size, cost };
  }

  /** Every account whose collateral is not the sum of its movements (empty when the books agree). */
  audit(): unknown[] {
    return this.db
      .prepare(
        `SELECT a.account, a.collateral, COALESCE(SUM(m.delta), 0) AS moved FROM perps_accounts a
         LEFT JOIN perps_movements m ON m.account = a.account GROUP BY a.account HAVING a.collateral != moved`,
      )
      .all();
  }
}

function prepare(db: Db) {
  return {
    collateral: db.prepare<[string], number>('SELECT collateral FROM perps_accounts WHERE account = ?').pluck(),
    add: db.prepare<[number, string]>('UPDATE perps_accounts SET collateral = collateral + ? WHERE account = ?'),
    open: db.prepare<[string, number]>('INSERT INTO perps_accounts (account, collateral) VALUES (?, ?)'),
    movement: db.prepare<[string, string, number | null, number, string | null, number]>(
      'INSERT INTO perps_movements (account, kind, instrument_id, delta, ref, ts) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    position: db.prepare<[string, number], PerpsPosition>(
      'SELECT size, cost, margin_added, realized_pnl, cumulative_funding, updated_at FROM perps_positions WHERE account = ? AND instrument_id = ?',
    ),
    savePosition: db.prepare<[string, number, number, number, number, number]>(
      `INSERT INTO perps_positions (account, instrument_id, size, cost, realized_pnl, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (account, instrument_id) DO UPDATE SET size = excluded.size, cost = excluded.cost,
         margin_added = CASE WHEN excluded.size = 0 OR (excluded.size > 0) != (size > 0) THEN 0 ELSE margin_added END,
         realized_pnl = realized_pnl + excluded.realized_pnl, updated_at = excluded.updated_at`,
    ),
    addMargin: db.prepare<[number, number, string, number]>(
      'UPDATE perps_positions SET margin_added = margin_added + ?, updated_at = ? WHERE account = ? AND instrument_id = ?',
    ),
    addFunding: db.prepare<[number, string, number]>(
      'UPDATE perps_positions SET cumulative_funding = cumulative_funding + ? WHERE account = ? AND instrument_id = ?',
    ),
  };
}

function checked(i: Move): number {
  timestamp(i.ts);
  positiveInt(i.amount, 'amount');
  return i.amount;
}
