import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { TOO_MANY_REQUESTS } from '../../src/api/error-messages';
import { errorBody } from '../kit/errors';

/**
 * Sliding-window rate limits per client, as the spec's table describes: a request over a limit is
 * first held (throttled) for a short while, and answered 429 with Retry-After only when the window
 * still has no room after the hold. Counts use a sliding-window counter (current fixed window plus
 * the previous one weighted by overlap), which needs two integers per client and rule.
 */
/** `match` gets the method too: the trading service limits POST and DELETE of one path apart. */
export type RateRule = { name: string; limit: number; windowMs: number; match: (path: string, method?: string) => boolean };
export type RateLimitOptions = {
  rules: RateRule[];
  /** How long an over-limit request may be held before it is refused. */
  holdMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  clientKey?: (c: Parameters<MiddlewareHandler>[0]) => string;
  /** The 429's error text (the relayer words it its own way). */
  message?: string;
};

type Counter = { windowStart: number; current: number; previous: number };

export class SlidingWindow {
  private counters = new Map<string, Counter>();
  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  private counter(key: string, now: number): Counter {
    const start = now - (now % this.windowMs);
    let c = this.counters.get(key);
    if (!c) {
      c = { windowStart: start, current: 0, previous: 0 };
      this.counters.set(key, c);
      if (this.counters.size > 50_000) this.sweep(now);
    } else if (c.windowStart !== start) {
      c.previous = start - c.windowStart === this.windowMs ? c.current : 0;
      c.current = 0;
      c.windowStart = start;
    }
    return c;
  }

  private estimate(c: Counter, now: number): number {
    const overlap = 1 - (now - c.windowStart) / this.windowMs;
    return c.previous * overlap + c.current;
  }

  /** 0 when one more request fits now; otherwise the milliseconds until it will. */
  wait(key: string, now: number): number {
    const c = this.counter(key, now);
    if (this.estimate(c, now) + 1 <= this.limit) return 0;
    // room appears as the previous window's weight decays, or at the next window at the latest
    if (c.previous > 0 && c.current + 1 <= this.limit) {
      const elapsedFraction = 1 - (this.limit - 1 - c.current) / c.previous;
      return Math.max(1, c.windowStart + Math.ceil(elapsedFraction * this.windowMs) - now);
    }
    return Math.max(1, c.windowStart + this.windowMs - now);
  }

  take(key: string, now: number): void {
    this.counter(key, now).current++;
  }

  private sweep(now: number) {
    for (const [k, c] of this.counters) if (now - c.windowStart > 2 * this.windowMs) this.counters.delete(k);
  }
}

const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export function rateLimit(opts: RateLimitOptions): MiddlewareHandler {
  const holdMs = opts.holdMs ?? 1000;
  const now = opts.now ?? Date.now;
  const sleep = opts.sleep ?? realSleep;
  const windows = opts.rules.map((r) => ({ rule: r, w: new SlidingWindow(r.limit, r.windowMs) }));
  const keyOf =
    opts.clientKey ??
    ((c) => {
      try {
        return getConnInfo(c).remote.address ?? 'local';
      } catch {
        return 'local'; // in-process requests (tests) have no socket
      }
    });

  return async (c, next) => {
    const client = keyOf(c);
    const path = c.req.path;
    const applicable = windows.filter(({ rule }) => rule.match(path, c.req.method));
    const deadline = now() + holdMs;
    for (;;) {
      // a request counts against every rule that matches it, or against none
      const t = now();
      const wait = Math.max(0, ...applicable.map(({ rule, w }) => w.wait(`${rule.name}|${client}`, t)));
      if (wait === 0) {
        for (const { rule, w } of applicable) w.take(`${rule.name}|${client}`, t);
        return next();
      }
      if (t + wait > deadline) {
        c.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
        return errorBody(c, 429, opts.message ?? TOO_MANY_REQUESTS);
      }
      await sleep(wait);
    }
  };
}
