import { DEFAULT_MOUNTS, isAppPage } from '../../src/api/config';
import type { Context, Hono, Next } from 'hono';
import { createForwarder } from './forward';
import type { Upstream } from './upstream-config';

/** Answers /data, /clob, /gamma, /relayer, /bridge and /perps from the upstream services instead of the local database. */
export function mountUpstream(app: Hono, upstream: Upstream) {
  for (const [service, mount] of Object.entries(DEFAULT_MOUNTS) as [keyof typeof DEFAULT_MOUNTS, string][]) {
    const forward = createForwarder(upstream[service], upstream.timeoutMs);
    // the app's pages under a mount (/perps, /perps/:symbol) are the shell's, not the upstream's
    const send = (c: Context, next: Next) => (c.req.method === 'GET' && isAppPage(c.req.path) ? next() : forward(c, mount));
    app.all(mount, send);
    app.all(`${mount}/*`, send);
  }
}
