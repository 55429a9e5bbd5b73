import {
  CANCELED_BEFORE_ACCEPT,
  DUPLICATED,
  FAK_NO_MATCH,
  FOK_UNFILLED,
  INVALID_EXPIRATION,
  MARKET_NOT_READY,
  NOT_ENOUGH_BALANCE,
  POST_ONLY_CROSSES,
} from '../../../src/api/error-messages';
import { formatUnits } from 'viem';
import type { OrderAnswer, SendOrder } from '../../../src/api/trading/contract/schemas-orders';
import { notional, type Ledger } from '../../ledger';
import type { TradingContext } from '../context';
import type { MatchingEngine } from '../engine/matching-engine';
import type { EngineOrder, SubmitResult } from '../engine/types';
import type { BookStore } from '../books/store';
import type { ExchangeState } from '../exchange/exchange-state';
import { TradingError } from '../../kit/errors';
import { checkOrder, idOf, OrderRefused, type Checked, type CheckInput } from './check-order';
import { signersHere, type SignersOf } from './signer-thread';
import { createCommits, type Job } from './one-commit';
import { createCancels, type Pending } from './order-cancels';
import { settleFills } from './settle-fills';
import { restingOf, type Caller, type OrderRow, type OrderStore, type RowFacts } from './store';

/*
 * The desk between the HTTP routes and the engine. An order goes through two stages: the risk
 * checks (payload, signature, funder, tick, size: nothing that depends on the books), then the
 * engine's turn, where the balance check, the match and the commit of the order rows and the fills'
 * settlement run synchronously in ONE SQLite transaction. So an acknowledged order and its fills
 * are durable together, a crash leaves neither half-done, and no two orders interleave between
 * the balance check and the commit. Between the stages the order is "in flight" (the spec's
 * cancellation table).
 */

const REJECTIONS: Record<NonNullable<SubmitResult['rejected']>, string> = {
  POST_ONLY_CROSSES,
  FOK_UNFILLED,
  FAK_NO_MATCH,
  EXPIRED: INVALID_EXPIRATION,
};

const APPROVAL = {
  BUY: { plain: 'trading-collateral-exchange', negRisk: 'trading-collateral-neg-risk-exchange' },
  SELL: { plain: 'trading-ctf-exchange', negRisk: 'trading-ctf-neg-risk-exchange' },
} as const;

const decimal = (micro: number) => formatUnits(BigInt(micro), 6);

export type DeskOptions = {
  exchange: ExchangeState;
  /** The hand-over from the risk checks to the engine; tests hold it to catch an order in flight. */
  hop?: () => Promise<void>;
  /** Told after every change of a market's book that reached the database (a commit or a cancel). */
  onBookChange?: (market: string) => void;
  /** Told what reached the database, right after it did: the live events are built from it, never before. */
  onCommit?: (change: DeskCommit) => void;
  /** Where a batch's signers are recovered: the event loop unless given a signature thread. */
  signersOf?: SignersOf;
};

/** A committed change: an accepted order with its fills, a cancel, or expired makers swept by a refused order. */
export type DeskCommit =
  | { kind: 'accepted'; row: OrderRow; result: SubmitResult; tradeIds: number[] }
  | { kind: 'canceled'; row: OrderRow }
  | { kind: 'expired'; orders: readonly EngineOrder[]; cause: string };

/** One order of a batch: the parsed body and the order as posted. */
export type BatchItem = { body: SendOrder; raw: Record<string, unknown> };

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createOrderDesk(
  ctx: TradingContext,
  engine: MatchingEngine,
  ledger: Ledger,
  orders: OrderStore,
  books: BookStore,
  options: DeskOptions,
) {
  let seq = orders.maxSeq();
  let ready = true;
  const pending = new Map<string, Pending>();
  const closed = new Set<string>();
  const hop = options.hop ?? nextTurn;
  const signersOf = options.signersOf ?? signersHere;
  const nowS = () => Math.floor(ctx.nowMs() / 1000);
  const txHashes = ctx.db.prepare<[number], { tx_hash: string }>('SELECT tx_hash FROM trades WHERE id = ?');
  const restarting = () => new TradingError(425, '');

  const enough = ({ order: o, market, needs }: Checked) => {
    if (!orders.approved(o.owner, APPROVAL[o.side][market.neg_risk === 1 ? 'negRisk' : 'plain'])) return false;
    const free =
      o.side === 'BUY'
        ? ledger.cashOf(o.owner) - engine.reservedCash(o.owner)
        : (ledger.positionOf(o.owner, o.asset)?.size ?? 0) - engine.reservedShares(o.owner, o.asset);
    return free >= needs;
  };

  /** An accepted order's row, its makers' progress and its fills' settlement: one savepoint of the turn's commit. */
  const commit = ctx.db.transaction(({ order, market }: Checked, body: SendOrder, r: SubmitResult, facts: RowFacts) => {
    const row = orders.insert(order, body, facts);
    for (const f of r.fills) orders.progress(f.makerOrderId, f.size, f.makerRemaining === 0 ? 'MATCHED' : 'LIVE', facts.now);
    for (const x of r.expired) orders.setStatus(x.id, 'EXPIRED', facts.now);
    const tradeIds = settleFills(ledger, orders, {
      fills: r.fills,
      conditionId: market.condition_id,
      feeBps: market.fee_bps,
      builder: body.order.builder,
      nowS: facts.now,
      negRisk: market.neg_risk === 1,
    });
    return { row, tradeIds };
  });

  /** Rebuilds one market's book from the database: after a refused commit, the engine must forget what it did. */
  const reload = (market: string) => engine.replaceMarket(market, orders.liveIn(market).map(restingOf));

  /** An order's market and id. */
  const locate = (body: SendOrder) => {
    const market = books.token(body.order.tokenId);
    return { market, hashed: idOf(body.order, market, ctx.chainId) };
  };
  type Located = ReturnType<typeof locate>;

  /** The one duplicate check (while an order is pending no other with its id can be, so none can commit twice). */
  const arrive = (known: Located) => {
    const id = known.hashed?.id;
    if (id && (pending.has(id) || orders.get(id))) throw new OrderRefused(DUPLICATED.make({ id }));
    return known;
  };

  /** The risk checks of an arrived order (check-order.ts), at the service clock. */
  const check = ({ body, raw }: BatchItem, caller: Caller, known: Located, recover?: CheckInput['recover']) =>
    checkOrder(orders, {
      body,
      raw,
      apiKey: caller.apiKey,
      keyAddress: caller.address,
      chainId: ctx.chainId,
      nowS: nowS(),
      recover,
      ...known,
    });

  /** A committed change goes out: the book snapshot (accepted orders) and the live events. */
  const publish = (change: DeskCommit) => {
    if (change.kind !== 'expired') options.onBookChange?.(change.row.condition_id);
    options.onCommit?.(change);
  };
  const { inOneCommit, inThisTurn } = createCommits(ctx.db, { reload, publish, hop });
  const cancels = createCancels({ engine, orders, exchange: options.exchange, pending, nowS, publish });

  /** The engine's turn: the checks that depend on the books and balances, the match and the commit, with no await. */
  function accept(body: SendOrder, checked: Checked, caller: Caller, tell: (change: DeskCommit) => void): OrderAnswer {
    const o = checked.order;
    if (closed.has(o.market)) throw new OrderRefused(MARKET_NOT_READY);
    if (!enough(checked)) throw new OrderRefused(NOT_ENOUGH_BALANCE);
    const now = nowS();
    o.seq = ++seq;
    const r = engine.submit(o, now);
    if (r.rejected) {
      for (const x of r.expired) orders.setStatus(x.id, 'EXPIRED', now);
      if (r.expired.length) tell({ kind: 'expired', orders: r.expired, cause: o.id });
      throw new OrderRefused(REJECTIONS[r.rejected]);
    }
    const matched = o.size - r.remaining;
    const status = r.rested ? 'LIVE' : matched > 0 ? 'MATCHED' : 'UNMATCHED';
    let committed: { row: OrderRow; tradeIds: number[] };
    try {
      committed = commit(checked, body, r, { caller, matched, status, now });
    } catch (err) {
      reload(o.market);
      throw err;
    }
    const { row, tradeIds } = committed;
    tell({ kind: 'accepted', row, result: r, tradeIds });
    const paid = r.fills.reduce((sum, f) => sum + notional(f.size, f.takerPrice), 0);
    const [making, taking] = o.side === 'BUY' ? [paid, matched] : [matched, paid];
    return {
      success: true,
      errorMsg: '',
      orderID: o.id,
      status: status.toLowerCase(),
      makingAmount: decimal(making),
      takingAmount: decimal(taking),
      transactionsHashes: [...new Set(tradeIds.map((id) => txHashes.get(id)!.tx_hash))],
      tradeIDs: tradeIds.map(String),
    };
  }

  /**
   * An order waits one turn for its risk checks and one more for the engine: in either wait a cancel
   * can reach it (the spec's cancellation table). Each stage itself runs without an await.
   */
  async function place(body: SendOrder, raw: Record<string, unknown>, caller: Caller): Promise<OrderAnswer> {
    if (!ready) throw restarting();
    const known = arrive(locate(body));
    const id = known.hashed?.id;
    const p: Pending = { owner: caller.address, stage: 'checking', canceled: false };
    if (id !== undefined) pending.set(id, p);
    try {
      await hop();
      const checked = check({ body, raw }, caller, known);
      if (p.canceled) throw new OrderRefused(CANCELED_BEFORE_ACCEPT.make({ id: checked.order.id }));
      p.stage = 'accepting';
      return await inThisTurn((touch, tell) => {
        touch(checked.order.market);
        return accept(body, checked, caller, tell);
      });
    } finally {
      if (id !== undefined) pending.delete(id);
      p.held?.();
    }
  }

  /**
   * A batch: its signers recovered together (signer-thread.ts), then one commit in which each item
   * is checked and accepted in order. Items are pending nowhere, so none is ever in flight for a
   * cancel to reach. Each item's answer, or the error that refused it.
   */
  async function placeBatch(items: readonly BatchItem[], caller: Caller): Promise<(OrderAnswer | Error)[]> {
    if (!ready) throw restarting();
    const known = items.map(({ body }) => locate(body));
    // deposit-wallet signatures (type 3) are checked by their own rules, in check-order.ts
    const signed = known.flatMap((k, i) =>
      k.hashed && items[i]!.body.order.signatureType !== 3
        ? [{ i, digest: k.hashed.digest, signature: items[i]!.body.order.signature }]
        : [],
    );
    const signers = new Map((await signersOf(signed)).map((signer, k) => [signed[k]!.i, signer]));
    return inOneCommit(
      items.map((item, i): Job<OrderAnswer> => (touch, tell) => {
        const checked = check(item, caller, arrive(known[i]!), signers.has(i) ? () => signers.get(i) : undefined);
        touch(checked.order.market);
        return accept(item.body, checked, caller, tell);
      }),
    );
  }

  /** Cancels one order of the caller's (order-cancels.ts); the reason when it cannot. */
  async function cancel(id: string, owner: string): Promise<string | undefined> {
    if (!ready) throw restarting();
    return cancels.cancel(id, owner);
  }

  /**
   * Takes every live order back into the engine in arrival order, a slice per turn of the event loop;
   * until the last one is in, orders and cancels answer 425.
   */
  async function restore(slice = 2_000) {
    ready = false;
    const rows = orders.live();
    for (let i = 0; i < rows.length; i += slice) {
      for (const row of rows.slice(i, i + slice)) engine.restore(restingOf(row));
      if (i + slice < rows.length) await nextTurn();
    }
    seq = orders.maxSeq();
    ready = true;
  }

  /** A market closes for good (its resolution): its live orders are canceled, and an order already past its checks is refused. */
  function closeMarket(market: string, commit: (write: () => void) => void): number {
    closed.add(market);
    return cancels.cancelMarket(market, commit);
  }

  return { place, placeBatch, cancel, closeMarket, restore, isReady: () => ready };
}

export type OrderDesk = ReturnType<typeof createOrderDesk>;
