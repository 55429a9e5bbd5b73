import type { MarketPlan } from './catalogue';
import { comboPrice, type ComboLegPlan } from './combo-flow';
import { DAY, HOUR } from './time';
import { DEMO } from './users';
import { cents, usd } from './world';
import { DemoActions, STEP, shares } from './demo-actions';

/*
 * The demo trader's history, scripted so that it covers everything the dashboard shows: open,
 * redeemable, mergeable and closed positions, archived and neg-risk markets, dust positions,
 * combos of every status, all twelve activity types, trades older than three years and trades of
 * the last days. Counterparties come from the market flow (market makers mostly), so every fill is
 * an ordinary ledger trade.
 */

export class DemoScript extends DemoActions {
  run(): void {
    this.money();
    this.fixtures();
    this.openBook();
    this.history();
    this.rewards();
    this.comboBook();
  }

  private money(): void {
    const { now } = this.tl;
    this.schedule.at(this.join, (t) => this.world.deposit(DEMO, usd(20_000), t));
    for (let t = this.join + 120 * DAY; t < now - 10 * DAY; t += this.rng.int(100, 200) * DAY) {
      const amount = usd(this.rng.int(2, 8) * 1000);
      this.schedule.at(t, (t2) => this.world.deposit(DEMO, amount, t2));
    }
    for (const t of [this.join + 400 * DAY, this.join + 800 * DAY, this.join + 1100 * DAY, now - 20 * DAY]) {
      this.schedule.at(t, (t2) => this.world.withdraw(DEMO, cents((this.world.cash[DEMO]! / 1e6) * this.rng.range(0.08, 0.15)), t2));
    }
  }

  private fixtures(): void {
    const { now } = this.tl;
    // the oldest trades, more than three years back; part sold, the rest redeemed
    const [old] = this.fixture('old') as [MarketPlan];
    this.buy(old, 0, shares(300), old.start + 5 * DAY);
    this.buy(old, 1, shares(45.5), old.start + 9 * DAY);
    this.sell(old, 0, () => shares(100), old.start + 120 * DAY);
    this.redeem(old, old.resolveAt! + 3 * DAY);

    // both sides of a 50/50 market, redeemed: two REDEEM rows under one hash
    const [fracOld] = this.fixture('frac-old') as [MarketPlan];
    this.split(fracOld, usd(400), this.at(fracOld, 0.3));
    this.buy(fracOld, 0, shares(50), this.at(fracOld, 0.4));
    this.redeem(fracOld, fracOld.resolveAt! + 2 * DAY);

    // both sides of a recent 50/50 market, left redeemable
    const [fracRecent] = this.fixture('frac-recent') as [MarketPlan];
    this.split(fracRecent, usd(250), this.at(fracRecent, 0.3));
    this.buy(fracRecent, 1, shares(40), this.at(fracRecent, 0.5));

    // archived markets: one still trading, one resolved and unredeemed
    const [archivedOpen] = this.fixture('archived-open') as [MarketPlan];
    this.buy(archivedOpen, 0, shares(120), this.at(archivedOpen, 0.5));
    const [archivedResolved] = this.fixture('archived-resolved') as [MarketPlan];
    this.buy(archivedResolved, this.winner(archivedResolved), shares(80), this.at(archivedResolved, 0.5));

    const [recent] = this.fixture('recent-resolved') as [MarketPlan];
    this.buy(recent, this.winner(recent), shares(150), this.at(recent, 0.6));
    this.buy(recent, (1 - this.winner(recent)) as 0 | 1, shares(25), this.at(recent, 0.2));

    // a neg-risk event: NO shares converted into YES of the others, once for nothing and once for cash
    const nr = this.fixture('nr-open');
    const nrEvent = this.cat.byTag.get('nr-open')!;
    const [a, b, c] = nr as [MarketPlan, MarketPlan, MarketPlan];
    this.buy(a, 1, shares(300), now - 200 * DAY);
    this.convert(nrEvent, [a], shares(120), now - 150 * DAY);
    this.buy(b, 1, shares(100), now - 140 * DAY);
    this.buy(c, 1, shares(100), now - 140 * DAY);
    this.convert(nrEvent, [b, c], shares(60), now - 120 * DAY);
    if (nr[3]) this.buy(nr[3], 0, shares(50), now - 100 * DAY);

    // a fee market: taker fees (taker rebates) and resting orders others take (maker rebates)
    const fee = this.fixture('open-fee');
    this.buy(fee[0]!, 0, shares(400), now - 150 * DAY);
    for (let k = 0; k < 4; k++) this.makerSell(fee[0]!, 0, shares(60), now - (140 - 7 * k) * DAY);
    this.buy(fee[1]!, 1, shares(200), now - 90 * DAY);
  }

  /** Open positions across many events, some topped up in the last days, some dust, some mergeable. */
  private openBook(): void {
    const { now } = this.tl;
    const open = this.pickMarkets(34, (m) => m.resolveAt === null && !m.archived, 10);
    open.forEach((m, n) => {
      const outcome = this.rng.chance(0.5) ? 0 : 1;
      const ts = this.rng.int(Math.max(this.window(m)[0], now - 300 * DAY), now - 4 * DAY);
      if (n < 4) {
        // dust: a whole number sold out of a fractional holding leaves less than one share
        const whole = this.rng.int(6, 40);
        this.buy(m, outcome, shares(whole + this.rng.int(5, 95) / 100), ts);
        this.sell(m, outcome, () => shares(whole), this.rng.int(ts + HOUR, now - 2 * DAY));
        return;
      }
      this.buy(m, outcome, this.size(5, 400), ts);
      if (n < 9) this.buy(m, outcome, this.size(5, 60), now - this.rng.int(1 * 3600, 3 * DAY));
      else if (this.rng.chance(0.35))
        this.sell(m, outcome, (held) => Math.floor((held * this.rng.range(0.3, 0.6)) / STEP) * STEP, this.rng.int(ts + HOUR, now - HOUR));
    });
    const pairs = this.pickMarkets(3, (m) => m.resolveAt === null && !m.archived, 10);
    pairs.forEach((m, n) => {
      const ts = this.at(m, 0.5);
      this.split(m, usd(this.rng.int(150, 600)), ts);
      if (n === 0) {
        this.schedule.at(this.at(m, 0.8), (t) => {
          const half = Math.floor(Math.min(this.world.held(DEMO, m, 0), this.world.held(DEMO, m, 1)) / 2 / STEP) * STEP;
          if (half > 0) this.world.merge(DEMO, m, half, t);
        });
      }
    });
  }

  /** Round trips, redemptions and unredeemed winners across the whole history. */
  private history(): void {
    const { now } = this.tl;
    for (const m of this.pickMarkets(60, () => true)) {
      const outcome = this.rng.chance(0.5) ? 0 : 1;
      const f = this.rng.range(0.05, 0.6);
      this.buy(m, outcome, this.size(5, 300), this.at(m, f));
      if (this.rng.chance(0.3)) this.buy(m, outcome, this.size(5, 100), this.at(m, f + 0.1));
      this.sell(m, outcome, (held) => held, this.at(m, f + this.rng.range(0.15, 0.35)));
    }
    this.pickMarkets(10, (m) => m.resolveAt !== null && m.resolveAt < now - 15 * DAY).forEach((m, n) => {
      const outcome = this.rng.chance(0.5) ? 0 : 1;
      this.buy(m, outcome, this.size(10, 300), this.at(m, this.rng.range(0.2, 0.7)));
      if (n === 0) this.buy(m, (1 - outcome) as 0 | 1, this.size(10, 100), this.at(m, 0.8));
      this.redeem(m, m.resolveAt! + this.rng.int(1, 10) * DAY);
    });
    for (const m of this.pickMarkets(3, (x) => x.resolveAt !== null && x.resolveAt > now - 90 * DAY)) {
      this.buy(m, this.rng.chance(0.6) ? this.winner(m) : ((1 - this.winner(m)) as 0 | 1), this.size(10, 200), this.at(m, 0.5));
    }
  }

  /** Liquidity rewards now and then for a market the demo trader holds. */
  private rewards(): void {
    for (let t = this.join + 30 * DAY; t < this.tl.now - DAY; t += this.rng.int(30, 60) * DAY) {
      this.schedule.at(t, (t2) => {
        const held = this.cat.markets.find((m) => this.world.held(DEMO, m, 0) + this.world.held(DEMO, m, 1) > 0 && m.start <= t2);
        this.world.reward(DEMO, 'REWARD', cents(this.rng.logUniform(1, 40)), t2, held);
      });
    }
  }

  /** One combo of every status, with a merge, a conversion and redemptions. */
  private comboBook(): void {
    const { now } = this.tl;
    const [a] = this.fixture('combo-a') as [MarketPlan];
    const [b] = this.fixture('combo-b') as [MarketPlan];
    const [archivedOpen] = this.fixture('archived-open') as [MarketPlan];
    const [fracRecent] = this.fixture('frac-recent') as [MarketPlan];
    const [recent] = this.fixture('recent-resolved') as [MarketPlan];
    const nr = this.fixture('nr-open');
    const fee = this.fixture('open-fee');
    const win = (m: MarketPlan) => ({ m, outcome: this.winner(m) });
    const lose = (m: MarketPlan) => ({ m, outcome: (1 - this.winner(m)) as 0 | 1 });

    // OPEN: partly exited, then converted
    this.combo(
      [
        { m: archivedOpen, outcome: 0 },
        { m: fee[0]!, outcome: 0 },
      ],
      shares(200),
      now - 100 * DAY,
      (combo) => {
        this.schedule.at(now - 60 * DAY, (t) => {
          const legs: ComboLegPlan[] = [
            { m: archivedOpen, outcome: 0 },
            { m: fee[0]!, outcome: 0 },
          ];
          this.world.comboMerge(DEMO, combo, shares(80), comboPrice(legs, this.tl, t), t);
        });
        this.schedule.at(now - 50 * DAY, (t) => this.world.comboConvert(DEMO, combo, t));
      },
    );
    // PARTIAL: one leg won, one still open
    this.combo([win(b), { m: nr[0]!, outcome: 0 }], shares(150), now - 250 * DAY);
    // RESOLVED_PARTIAL: a 50/50 leg and a winning leg, redeemed at half value
    this.combo([{ m: fracRecent, outcome: 0 }, win(b)], shares(120), now - 100 * DAY, (combo) => {
      this.schedule.at(now - 5 * DAY, (t) => this.world.comboRedeem(DEMO, combo, t));
    });
    // RESOLVED_WIN: redeemed in full, and another one not redeemed yet
    this.combo([win(a), win(b)], shares(180), now - 350 * DAY, (combo) => {
      this.schedule.at(now - 25 * DAY, (t) => this.world.comboRedeem(DEMO, combo, t));
    });
    this.combo([win(recent), win(b)], shares(90), now - 140 * DAY);
    // RESOLVED_LOSS: one leg lost
    this.combo([lose(a), win(b)], shares(160), now - 300 * DAY);
  }
}
