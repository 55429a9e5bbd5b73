import { DEFAULT_MOUNTS } from '../../src/api/config';
import type { Hono } from 'hono';
import { createForwarder } from './forward';
import type { Upstream } from './upstream-config';

/** Answers /data, /clob, /gamma, /relayer, /bridge and /perps from the upstream services instead of the local database. */
export function mountUpstream(app: Hono, upstream: Upstream) {
  for (const [service, mount] of Object.entries(DEFAULT_MOUNTS) as [keyof typeof DEFAULT_MOUNTS, string][]) {
    const forward = createForwarder(upstream[service], upstream.timeoutMs);
    app.all(mount, (c) => forward(c, mount));
    app.all(`${mount}/*`, (c) => forward(c, mount));
  }
}
