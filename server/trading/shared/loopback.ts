import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a request comes from this machine: sandbox-only routes (the faucet, the exchange's admin
 * switch) answer nothing else, since the service may listen on a LAN address. A request made in
 * process (app.request) has no socket; it counts only when the app was built with `sandbox: true`
 * (tests), never by default.
 */
export function fromLoopback(c: Context, sandbox: boolean): boolean {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    return sandbox;
  }
  return LOOPBACK.has(remote ?? '');
}
