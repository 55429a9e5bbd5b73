import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a request comes from this machine. Sandbox-only routes (the exchange's admin switch, the
 * faucet) answer nothing else. A request with no socket at all was made in process (app.request in
 * a test), which is this machine too.
 */
export function fromLoopback(c: Context): boolean {
  if (!(c.env as { incoming?: unknown } | undefined)?.incoming) return true;
  return LOOPBACK.has(getConnInfo(c).remote.address ?? '');
}
