import { INSTRUMENTS, type SeededInstrument } from '../../../src/api/perps/instruments';
import { readDecimal } from '../../../src/api/perps/wire-decimal';

/*
 * The sandbox's index feed: one seeded random walk per instrument, one step per second of the
 * gateway's clock. A step depends only on (seed, instrument, step number), so the walk is the same
 * whether the clock is read every second or once an hour later: tests move the clock and get the
 * same prices every run. Prices are bigint units of the instrument's price step.
 */

export const FEED_STEP_MS = 1000;
/** A clock jump longer than this is walked only over its last stretch: a restart after days must not spin. */
const MAX_STEPS = 86_400;

/*
 * History before the feed's start, so a fresh sandbox answers klines over every chart interval's
 * window as the public service would (120 candles of 1m reach 2 h back, of 1d 120 days). Seconds
 * for 150 days would be 13 M samples an instrument, so the older it is, the coarser: [spacing, reach].
 */
const BACKFILL: readonly (readonly [spacingMs: number, reachMs: number])[] = [
  [1_000, 2 * 3_600_000],
  [60_000, 5 * 86_400_000],
  [3_600_000, 150 * 86_400_000],
];
/** A second's pull back to the seed price, parts per thousand (next()'s 1/1000). */
const PULL = 0.999;

/**
 * A coarse step is the one-second walk's n steps taken at once: the pull compounds (1 − 0.999ⁿ) and
 * the noise grows by √((1 − 0.999²ⁿ)/(1 − 0.999²)), so a coarse stretch looks like the fine one.
 * Rounded to integers here so the bigint walk below stays exact and repeatable.
 */
function coarseStep(spacingMs: number) {
  const n = spacingMs / FEED_STEP_MS;
  return {
    pullPpm: BigInt(Math.round((1 - PULL ** n) * 1e6)),
    amp: Math.round(100 * Math.sqrt((1 - PULL ** (2 * n)) / (1 - PULL ** 2))),
  };
}

/** A 32-bit mix (splitmix32's finalizer): good enough spread for a walk, and integer-only. */
function mix(n: number): number {
  let z = (n + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

type Walk = { instrument: SeededInstrument; seedUnits: bigint; units: bigint; step: number };

export type IndexSample = { ts: number; units: bigint };

export class IndexFeed {
  private readonly walks = new Map<number, Walk>();
  private readonly pins = new Map<number, { units: bigint; untilMs: number }>();
  /** The last sample of every step walked, per instrument: read through samples(). */
  readonly history = new Map<number, IndexSample[]>();
  /** The instruments whose back-filled history is in `history` already. */
  private readonly filled = new Set<number>();
  private readonly origin: number;

  constructor(
    private readonly seed: number,
    startMs: number,
  ) {
    this.origin = Math.floor(startMs / FEED_STEP_MS) * FEED_STEP_MS;
    for (const i of INSTRUMENTS) {
      const units = readDecimal(i.seed_price, i.price_decimals);
      if (typeof units !== 'bigint') throw new Error(`bad seed price of ${i.symbol}`);
      this.walks.set(i.instrument_id, { instrument: i, seedUnits: units, units, step: 0 });
      this.history.set(i.instrument_id, [{ ts: this.origin, units }]);
    }
  }

  /**
   * An instrument's samples, oldest first (mark history and klines read them): the back-filled
   * history, then every step walked. The back-fill is made on the first read, not at start: it
   * takes ~30 ms, and most gateways (every test's) never read it.
   */
  samples(instrumentId: number): readonly IndexSample[] {
    const list = this.history.get(instrumentId);
    const w = this.walks.get(instrumentId);
    if (!list || !w) return [];
    if (!this.filled.has(instrumentId)) {
      this.filled.add(instrumentId);
      list.unshift(...this.backfill(w.instrument, w.seedUnits));
    }
    return list;
  }

  /**
   * The walk run backwards from the seed price at the start (a stationary walk looks the same
   * either way), seeded like next() with negative step numbers: the same history every run.
   */
  private backfill(i: SeededInstrument, seedUnits: bigint): IndexSample[] {
    const out: IndexSample[] = [];
    let [units, ts, k] = [seedUnits, this.origin, 0];
    for (const [spacing, reach] of BACKFILL) {
      const { pullPpm, amp } = coarseStep(spacing);
      for (; ts - spacing >= this.origin - reach; ts -= spacing) {
        k++;
        const r = BigInt((mix(this.seed ^ mix(i.instrument_id * 1_000_003 - k)) % (2 * amp + 1)) - amp);
        units += (units * r) / 100_000n + ((seedUnits - units) * pullPpm) / 1_000_000n;
        if (units < 1n) units = 1n;
        out.push({ ts: ts - spacing, units });
      }
    }
    return out.reverse();
  }

  /**
   * One step: ±0.1% at most, and a pull of a thousandth of the gap back to the seed price so the
   * walk stays near it for days (the precision rule wants ≤ 5 significant figures near the seed).
   */
  private next(w: Walk): bigint {
    const r = BigInt((mix(this.seed ^ mix(w.instrument.instrument_id * 1_000_003 + w.step)) % 201) - 100);
    const moved = w.units + (w.units * r) / 100_000n + (w.seedUnits - w.units) / 1000n;
    return moved < 1n ? 1n : moved;
  }

  /** Walks every instrument up to `nowMs`. */
  advanceTo(nowMs: number): void {
    for (const [iid, p] of this.pins) if (nowMs >= p.untilMs) this.pins.delete(iid);
    const target = Math.floor((nowMs - this.origin) / FEED_STEP_MS);
    for (const w of this.walks.values()) {
      if (target <= w.step) continue;
      const from = Math.max(w.step, target - MAX_STEPS);
      const samples = this.history.get(w.instrument.instrument_id)!;
      for (w.step = from; w.step < target;) {
        w.units = this.next(w);
        w.step++;
        // a pinned index is what the market saw at that second: its samples (mark history, klines) say so
        samples.push({ ts: this.origin + w.step * FEED_STEP_MS, units: this.pins.get(w.instrument.instrument_id)?.units ?? w.units });
      }
      // a day of seconds is kept; older samples go (the back-filled history with them, after a day and a half)
      if (samples.length > MAX_STEPS * 1.5) samples.splice(0, samples.length - MAX_STEPS);
    }
  }

  /** The index price of an instrument in price units: a sandbox pin while it holds, else the walk's. */
  indexUnits(instrumentId: number): bigint {
    return this.pins.get(instrumentId)?.units ?? this.walks.get(instrumentId)!.units;
  }

  /**
   * Sandbox: holds an instrument's index at `units` until `untilMs` on the gateway's clock (a test
   * or a demo moving the mark on purpose). The walk goes on underneath and takes over after.
   */
  pin(instrumentId: number, units: bigint, untilMs: number): void {
    this.pins.set(instrumentId, { units, untilMs });
  }
}
