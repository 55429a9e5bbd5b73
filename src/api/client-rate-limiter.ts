/**
 * A per-host client-side limiter that keeps a caller under the services' published limits, so a
 * long walk (full history, exports) is paced instead of being throttled or refused. Each rule is a
 * sliding log of start times; acquire() resolves when every rule matching the URL has room.
 */
export type ClientRule = { host?: string; pathPrefix: string; limit: number; windowMs: number };

export type Clock = { now: () => number; sleep: (ms: number) => Promise<void> };
const realClock: Clock = { now: () => Date.now(), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) };

/** The data service's published limits (per 10 s), at 90 % so clock skew never tips us over. */
export const DATA_SERVICE_RULES: ClientRule[] = [
  { pathPrefix: '', limit: 900, windowMs: 10_000 },
  { pathPrefix: '/trades', limit: 180, windowMs: 10_000 },
  { pathPrefix: '/positions', limit: 135, windowMs: 10_000 },
  { pathPrefix: '/closed-positions', limit: 135, windowMs: 10_000 },
];

/**
 * The metadata service's published limits (per 10 s), at 90 % like the data service's. Its shared
 * /events + /markets listing row (900) needs no rule here: 450 + 270 already stay under 810.
 */
export const METADATA_SERVICE_RULES: ClientRule[] = [
  { pathPrefix: '', limit: 3_600, windowMs: 10_000 },
  { pathPrefix: '/events', limit: 450, windowMs: 10_000 },
  { pathPrefix: '/markets', limit: 270, windowMs: 10_000 },
  { pathPrefix: '/tags', limit: 180, windowMs: 10_000 },
  { pathPrefix: '/public-search', limit: 315, windowMs: 10_000 },
];

/**
 * The relayer's /submit limit (25 per minute per builder key), at 90 %: a run of claims or
 * approvals past it waits for a slot instead of meeting a 429.
 */
export const RELAYER_SERVICE_RULES: ClientRule[] = [{ pathPrefix: '/submit', limit: 22, windowMs: 60_000 }];

/** The bridge's limit (50 per 10 s per client), at 90 %: a dialog's polls and quotes never meet a 429. */
export const BRIDGE_SERVICE_RULES: ClientRule[] = [{ pathPrefix: '', limit: 45, windowMs: 10_000 }];

/**
 * The perps gateway weighs requests against 1,000 per IP per minute (facts §9); the reads the app
 * makes weigh 1 or 2, so 400 requests a minute stays under it with room for a second tab.
 */
export const PERPS_SERVICE_RULES: ClientRule[] = [{ pathPrefix: '', limit: 400, windowMs: 60_000 }];

export class ClientRateLimiter {
  private logs = new Map<string, number[]>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly rules: ClientRule[],
    /** The part of a URL path rules are matched against, e.g. '/data' for the same-origin mount. */
    private readonly mount = '',
    private readonly clock: Clock = realClock,
  ) {}

  /** Waits for a slot for this URL. Calls are served in order, one decision at a time. */
  acquire(url: string): Promise<void> {
    const next = this.queue.then(() => this.waitFor(url));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async waitFor(url: string): Promise<void> {
    const u = new URL(url, 'http://relative.invalid');
    const path = this.mount && u.pathname.startsWith(this.mount) ? u.pathname.slice(this.mount.length) || '/' : u.pathname;
    const matching = this.rules.filter((r) => (!r.host || r.host === u.host) && matchesPrefix(path, r.pathPrefix));
    for (;;) {
      const now = this.clock.now();
      let wait = 0;
      for (const r of matching) {
        const log = this.log(r, u.host, now);
        if (log.length >= r.limit) wait = Math.max(wait, log[0]! + r.windowMs - now);
      }
      if (wait <= 0) {
        for (const r of matching) this.log(r, u.host, now).push(now);
        return;
      }
      await this.clock.sleep(wait);
    }
  }

  private log(rule: ClientRule, host: string, now: number): number[] {
    const key = `${host}|${rule.pathPrefix}`;
    let log = this.logs.get(key);
    if (!log) this.logs.set(key, (log = []));
    while (log.length && log[0]! <= now - rule.windowMs) log.shift();
    return log;
  }
}

function matchesPrefix(path: string, prefix: string): boolean {
  if (!prefix) return true;
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}
