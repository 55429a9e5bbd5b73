import { Ledger, MICRO, NO_BUILDER, feeFor, mulDiv, notional, type RewardType } from '../ledger';
import { priceAt, type Catalogue, type EventPlan, type MarketPlan } from './catalogue';
import { txHash } from './ids';
import type { Rng } from './rng';
import type { Timeline } from './time';
import { TokenBook } from './token-book';
import type { UserPlan } from './users';

/*
 * The generator's view of the world while it replays the history: every action goes through the
 * ledger, and the same integer arithmetic updates an in-memory mirror of cash and holdings that
 * the flows use to decide what is possible. If the two ever disagreed the ledger would refuse
 * (overdraft, short sale) and the generation would fail loudly.
 */

export type Builders = { codes: readonly string[]; weights: readonly number[] };

export const usd = (dollars: number) => Math.round(dollars) * MICRO;
/** shares (or dollars) with two decimals, in micro */
export const cents = (x: number) => Math.round(x * 100) * 10_000;

export class World {
  readonly cash: number[];
  private readonly books: TokenBook[];
  readonly combos = new Map<string, Map<number, number>>();
  /** fees of the running week and month, for the rebates and referral rewards they fund */
  readonly weekTakerFees = new Map<number, number>();
  readonly weekMakerFees = new Map<number, number>();
  readonly monthReferralFees = new Map<number, number>();
  readonly counts = { trades: 0, deposits: 0 };

  constructor(
    readonly ledger: Ledger,
    readonly users: readonly UserPlan[],
    readonly cat: Catalogue,
    readonly tl: Timeline,
    private readonly rng: Rng,
    private readonly txRng: Rng,
    private readonly builders: Builders,
  ) {
    this.cash = users.map(() => 0);
    this.books = cat.markets.flatMap(() => [new TokenBook(), new TokenBook()]);
  }

  book(m: MarketPlan, outcome: number): TokenBook {
    return this.books[m.idx * 2 + outcome]!;
  }

  held(u: number, m: MarketPlan, outcome: number): number {
    return this.book(m, outcome).get(u);
  }

  private addr(u: number): string {
    return this.users[u]!.address;
  }

  private tx(): string {
    return txHash(this.txRng);
  }

  deposit(u: number, amount: number, ts: number): void {
    this.ledger.deposit({ user: this.addr(u), amount, ts, txHash: this.tx() });
    this.cash[u]! += amount;
    this.counts.deposits++;
  }

  /** Deposits first when the user could not pay `need`, in round amounts that suit the user. */
  ensureCash(u: number, need: number, ts: number): void {
    const cash = this.cash[u]!;
    if (cash >= need) return;
    const user = this.users[u]!;
    const cushion =
      user.role === 'trader'
        ? this.rng.logUniform(50, 2500) * user.scale
        : user.role === 'demo'
          ? 5_000
          : this.rng.logUniform(50_000, 400_000);
    const dollars = Math.ceil((need - cash) / MICRO / 10) * 10 + Math.round(cushion / 10) * 10;
    this.deposit(u, usd(dollars), ts);
  }

  withdraw(u: number, amount: number, ts: number): void {
    if (amount <= 0 || amount > this.cash[u]!) return;
    this.ledger.withdraw({ user: this.addr(u), amount, ts, txHash: this.tx() });
    this.cash[u]! -= amount;
  }

  reward(u: number, type: RewardType, amount: number, ts: number, m?: MarketPlan): void {
    if (amount <= 0) return;
    this.ledger.reward({ user: this.addr(u), type, amount, ts, txHash: this.tx(), ...(m ? { conditionId: m.conditionId } : {}) });
    this.cash[u]! += amount;
  }

  split(u: number, m: MarketPlan, amount: number, ts: number): void {
    this.ensureCash(u, amount, ts);
    this.ledger.split({ user: this.addr(u), conditionId: m.conditionId, amount, ts, price0: priceAt(m, this.tl, ts), txHash: this.tx() });
    this.cash[u]! -= amount;
    this.book(m, 0).add(u, amount);
    this.book(m, 1).add(u, amount);
  }

  merge(u: number, m: MarketPlan, amount: number, ts: number): void {
    this.ledger.merge({ user: this.addr(u), conditionId: m.conditionId, amount, ts, price0: priceAt(m, this.tl, ts), txHash: this.tx() });
    this.cash[u]! += amount;
    this.book(m, 0).add(u, -amount);
    this.book(m, 1).add(u, -amount);
  }

  private builderCode(): string {
    return this.rng.weighted(this.builders.codes, this.builders.weights);
  }

  /** One fill; the buyer deposits first if needed. The seller must hold the shares. */
  trade(
    m: MarketPlan,
    outcome: 0 | 1,
    taker: number,
    maker: number,
    takerSide: 'BUY' | 'SELL',
    size: number,
    price: number,
    ts: number,
  ): void {
    const fee = feeFor(size, price, m.feeBps);
    const usdc = notional(size, price);
    const buyer = takerSide === 'BUY' ? taker : maker;
    const seller = takerSide === 'BUY' ? maker : taker;
    this.ensureCash(buyer, usdc + (buyer === taker ? fee : 0), ts);
    this.ledger.trade({
      ts,
      conditionId: m.conditionId,
      outcomeIndex: outcome,
      taker: this.addr(taker),
      maker: this.addr(maker),
      takerSide,
      size,
      price,
      takerFee: fee,
      makerFee: 0,
      builderCode: this.rng.chance(0.45) ? NO_BUILDER : this.builderCode(),
      txHash: this.tx(),
    });
    this.cash[buyer]! -= usdc;
    this.cash[seller]! += usdc;
    this.cash[taker]! -= fee;
    this.book(m, outcome).add(buyer, size);
    this.book(m, outcome).add(seller, -size);
    this.counts.trades++;
    if (fee > 0) {
      bump(this.weekTakerFees, taker, fee);
      bump(this.weekMakerFees, maker, fee);
      const ref = this.users[taker]!.referrer;
      if (ref >= 0) bump(this.monthReferralFees, ref, fee);
    }
  }

  /** Converts `amount` NO shares of each market in `from` (all of event `ev`). */
  convert(u: number, ev: EventPlan, from: readonly MarketPlan[], amount: number, ts: number): void {
    const chosen = new Set(from.map((m) => m.idx));
    const others = ev.markets.filter((i) => !chosen.has(i)).map((i) => this.cat.markets[i]!);
    const prices: Record<string, number> = {};
    for (const m of others) prices[m.conditionId] = priceAt(m, this.tl, ts);
    this.ledger.convert({ user: this.addr(u), conditionIds: from.map((m) => m.conditionId), amount, ts, prices, txHash: this.tx() });
    for (const m of from) this.book(m, 1).add(u, -amount);
    for (const m of others) this.book(m, 0).add(u, amount);
    this.cash[u]! += (from.length - 1) * amount;
  }

  resolve(m: MarketPlan): void {
    this.ledger.resolve({ conditionId: m.conditionId, payouts: m.payouts!, ts: m.resolveAt! });
  }

  /** Redeems whatever the user holds of a resolved market; false when there is nothing. */
  redeem(u: number, m: MarketPlan, ts: number): boolean {
    const h0 = this.held(u, m, 0);
    const h1 = this.held(u, m, 1);
    if (h0 + h1 === 0) return false;
    this.ledger.redeem({ user: this.addr(u), conditionId: m.conditionId, ts, txHash: this.tx() });
    const [p0, p1] = m.payouts!;
    this.cash[u]! += mulDiv(h0, p0, MICRO) + mulDiv(h1, p1, MICRO);
    if (h0) this.book(m, 0).add(u, -h0);
    if (h1) this.book(m, 1).add(u, -h1);
    return true;
  }

  comboShares(combo: string, u: number): number {
    return this.combos.get(combo)?.get(u) ?? 0;
  }

  private moveCombo(combo: string, u: number, delta: number): void {
    let holders = this.combos.get(combo);
    if (!holders) this.combos.set(combo, (holders = new Map()));
    holders.set(u, (holders.get(u) ?? 0) + delta);
  }

  comboSplit(u: number, combo: string, shares: number, price: number, ts: number): void {
    const cost = notional(shares, price);
    const fee = Math.floor(cost / 100);
    this.ensureCash(u, cost + fee, ts);
    this.ledger.comboSplit({ user: this.addr(u), comboConditionId: combo, shares, price, fee, ts, txHash: this.tx() });
    this.cash[u]! -= cost + fee;
    this.moveCombo(combo, u, shares);
  }

  comboMerge(u: number, combo: string, shares: number, price: number, ts: number): void {
    this.ledger.comboMerge({ user: this.addr(u), comboConditionId: combo, shares, price, ts, txHash: this.tx() });
    this.cash[u]! += notional(shares, price);
    this.moveCombo(combo, u, -shares);
  }

  comboConvert(u: number, combo: string, ts: number): void {
    this.ledger.comboConvert({ user: this.addr(u), comboConditionId: combo, ts, txHash: this.tx() });
  }

  comboRedeem(u: number, combo: string, ts: number): void {
    const shares = this.comboShares(combo, u);
    if (shares <= 0) return;
    const { payout } = this.ledger.comboRedeem({ user: this.addr(u), comboConditionId: combo, ts, txHash: this.tx() });
    this.cash[u]! += payout;
    this.moveCombo(combo, u, -shares);
  }
}

function bump(map: Map<number, number>, key: number, by: number): void {
  map.set(key, (map.get(key) ?? 0) + by);
}
