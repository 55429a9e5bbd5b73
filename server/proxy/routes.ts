import type { Hono } from 'hono';
import { createForwarder } from './forward';
import type { Upstream } from './upstream-config';

/** Answers /data, /clob and /gamma from the upstream services instead of the local database. */
export function mountUpstream(app: Hono, upstream: Upstream) {
  for (const service of ['data', 'clob', 'gamma'] as const) {
    const mount = `/${service}`;
    const forward = createForwarder(upstream[service], upstream.timeoutMs);
    app.all(mount, (c) => forward(c, mount));
    app.all(`${mount}/*`, (c) => forward(c, mount));
  }
}
