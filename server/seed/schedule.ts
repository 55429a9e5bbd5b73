import { DAY, type Timeline } from './time';

/*
 * Replays intents in time order. Intents for later days wait in per-day buckets; the current day
 * runs from a binary heap, so an intent may schedule follow-ups later the same day. Ties on the
 * timestamp keep scheduling order, which makes the replay deterministic.
 */

type Intent = { ts: number; seq: number; run: (ts: number) => void };

export class Schedule {
  private readonly buckets: Intent[][] = [];
  private heap: Intent[] = [];
  private seq = 0;
  private current = -1;
  private clock = 0;

  constructor(private readonly tl: Timeline) {}

  /**
   * Schedules `run` at `ts` (never before the replay clock; `run` receives the effective time).
   * Anything at or after `now` is dropped: it has not happened yet.
   */
  at(ts: number, run: (ts: number) => void): void {
    if (ts >= this.tl.now || ts < this.tl.t0) return;
    const t = Math.max(ts, this.clock);
    const day = Math.floor((t - this.tl.t0) / DAY);
    const intent = { ts: t, seq: this.seq++, run };
    if (day <= this.current) this.push(intent);
    else (this.buckets[day] ??= []).push(intent);
  }

  /** Runs every intent of `day` in (ts, seq) order. */
  runDay(day: number): void {
    this.current = day;
    for (const it of this.buckets[day] ?? []) this.push(it);
    this.buckets[day] = [];
    while (this.heap.length > 0) {
      const it = this.pop();
      this.clock = it.ts;
      it.run(it.ts);
    }
  }

  private less(a: Intent, b: Intent): boolean {
    return a.ts < b.ts || (a.ts === b.ts && a.seq < b.seq);
  }

  private push(it: Intent): void {
    const h = this.heap;
    h.push(it);
    let i = h.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(h[i]!, h[p]!)) break;
      [h[i], h[p]] = [h[p]!, h[i]!];
      i = p;
    }
  }

  private pop(): Intent {
    const h = this.heap;
    const top = h[0]!;
    const last = h.pop()!;
    if (h.length > 0) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && this.less(h[l]!, h[m]!)) m = l;
        if (r < h.length && this.less(h[r]!, h[m]!)) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m]!, h[i]!];
        i = m;
      }
    }
    return top;
  }
}
