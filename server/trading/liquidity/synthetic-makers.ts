import { keccak256, parseUnits, toHex, type LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ZERO_BYTES32 } from '../../../src/api/trading/wire';
import { orderDigest, signDigest } from '../orders/order-signature';
import { SendOrder } from '../../../src/api/trading/contract/schemas-orders';
import { MICRO, type Ledger } from '../../ledger';
import type { TradingContext } from '../context';
import type { OrderDesk } from '../orders/order-desk';
import type { MatchingEngine } from '../engine/matching-engine';
import type { EngineOrder } from '../engine/types';

/*
 * Synthetic liquidity: two sandbox makers keep a two-sided book on every active market, LEVELS
 * ticks deep around the market's price, so a newcomer can trade at once. They need only cash: one
 * bids for outcome 0, the other bids for outcome 1 (which is outcome 0's ask at 1 − p), and a taker
 * crossing either is settled as a trade or a mint by the same engine and ledger as everyone else.
 * Their keys are derived from fixed phrases: sandbox-only, worthless on any chain.
 */

const LEVELS = 3;
/** Shares per level. */
const SIZE = '100';
/** Cash each maker holds (topped up when it runs low), pUSD micro. */
const FLOAT = 1_000_000 * MICRO;
const APPROVALS = ['trading-collateral-exchange', 'trading-collateral-neg-risk-exchange'];

type Market = { condition_id: string; token0: string; token1: string; tick_size: string; neg_risk: number; price0: number };

const KEYS = [0, 1].map((i) => keccak256(toHex(`vantage sandbox maker ${i}`)));
export const MAKERS: readonly LocalAccount[] = KEYS.map((key) => privateKeyToAccount(key));
const keyOf = new Map(MAKERS.map((m, i) => [m.address, KEYS[i]!]));

const ownerOf = (maker: LocalAccount) => `sandbox-maker-${maker.address.toLowerCase()}`;

/** The prices one side quotes: LEVELS ticks from the market price outward, inside [tick, 1 − tick]. */
export function levels(price0: number, tick: number, side: 'bid' | 'ask'): number[] {
  const best = side === 'bid' ? Math.floor((price0 - 1) / tick) * tick : Math.ceil((price0 + 1) / tick) * tick;
  const out: number[] = [];
  for (let i = 0; i < LEVELS; i++) {
    const p = side === 'bid' ? best - i * tick : best + i * tick;
    if (p >= tick && p <= MICRO - tick) out.push(p);
  }
  return out;
}

/** setImmediate runs after the poll phase: awaiting it lets pending requests in. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createSyntheticMakers(ctx: TradingContext, ledger: Ledger, desk: OrderDesk, engine: MatchingEngine, sliceMs = 8) {
  const active = ctx.db.prepare<[number], Market>(
    'SELECT condition_id, token0, token1, tick_size, neg_risk, price0 FROM markets WHERE resolved_at IS NULL AND archived = 0 AND end_date > ?',
  );
  const approve = ctx.db.prepare(
    'INSERT OR IGNORE INTO approvals (user, contract_id, approved, amount, updated_at) VALUES (?, ?, 1, ?, ?)',
  );
  let salt = Date.now();

  const fund = (maker: LocalAccount, nowS: number) => {
    const user = maker.address.toLowerCase();
    const cash = ledger.cashOf(user);
    if (cash < FLOAT / 2) ledger.deposit({ user, amount: FLOAT - cash, ts: nowS });
    for (const id of APPROVALS) approve.run(user, id, String(2n ** 256n - 1n), nowS);
  };

  async function quote(maker: LocalAccount, m: Market, tokenId: string, price: number) {
    const shares = parseUnits(SIZE, 6);
    const order = {
      salt: salt++,
      maker: maker.address,
      signer: maker.address,
      tokenId,
      makerAmount: String((shares * BigInt(price)) / BigInt(MICRO)),
      takerAmount: String(shares),
      side: 'BUY' as const,
      signatureType: 0 as const,
      timestamp: String(ctx.nowMs()),
      expiration: '0',
      metadata: ZERO_BYTES32,
      builder: ZERO_BYTES32,
      signature: '',
    };
    // signed natively: a first round on the large dataset signs ~36,000 quotes
    order.signature = signDigest(orderDigest(order, ctx.chainId, m.neg_risk === 1), keyOf.get(maker.address)!);
    // through the order schema, as a posted order goes: it reads the addresses in lower case
    const body = SendOrder.parse({ postOnly: true, owner: ownerOf(maker), orderType: 'GTC', order } satisfies SendOrder);
    // a level that would cross (someone else moved the book) or that the float cannot carry waits for the next round
    await desk.place(body, body.order, { apiKey: ownerOf(maker), address: maker.address.toLowerCase() }).catch(() => undefined);
  }

  /**
   * One round: every active market gets its missing levels; levels the price has left are withdrawn.
   * The makers' resting orders are read once from the engine and indexed by market, and the round yields to I/O every
   * SLICE_MS: on the large dataset a round walks ~6,000 markets and ~36,000 orders, and a round with
   * nothing to quote would otherwise never give the event loop back.
   */
  async function refresh() {
    const nowS = Math.floor(ctx.nowMs() / 1000);
    const [bidder, asker] = MAKERS as [LocalAccount, LocalAccount];
    for (const maker of MAKERS) fund(maker, nowS);
    // the engine's resting orders, not the database's: on the large dataset a SQL read of ~10,000 rows blocks ~30 ms
    const live = new Map<string, Map<string, EngineOrder[]>>();
    for (const maker of MAKERS) {
      const byMarket = new Map<string, EngineOrder[]>();
      for (const o of engine.ordersOf(maker.address.toLowerCase())) {
        const list = byMarket.get(o.market);
        if (list) list.push(o);
        else byMarket.set(o.market, [o]);
      }
      live.set(maker.address, byMarket);
    }
    let sliceStart = performance.now();
    for (const m of active.all(nowS)) {
      if (performance.now() - sliceStart >= sliceMs) {
        await nextTurn();
        sliceStart = performance.now();
      }
      const tick = Math.round(Number(m.tick_size) * MICRO);
      const sides = [
        { maker: bidder, token: m.token0, prices: levels(m.price0, tick, 'bid') },
        // an outcome-1 BUY at 1 − p is an outcome-0 ask at p
        { maker: asker, token: m.token1, prices: levels(m.price0, tick, 'ask').map((p) => MICRO - p) },
      ];
      for (const { maker, token, prices } of sides) {
        const resting = live.get(maker.address)?.get(m.condition_id) ?? [];
        for (const p of prices) if (!resting.some((o) => o.price === p)) await quote(maker, m, token, p);
        for (const o of resting) if (!prices.includes(o.price)) await desk.cancel(o.id, maker.address.toLowerCase());
      }
    }
  }

  return { refresh };
}
