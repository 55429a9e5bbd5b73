import { createApp } from '../app';
import { openDb } from '../db/connection';

/*
 * Test kit of the perps gateway: the whole app over a fresh database, a clock the test moves (the
 * index feed walks on it), and JSON calls under /perps.
 */

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };
export type Answer = { status: number; body: any; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** 2026-09-23T12:00:00Z: a round hour, so funding hours fall on known steps. */
export const T0 = 1_790_164_800_000;

export function perpsWorld(perps: { takerDelayMs?: number; makers?: boolean } = {}) {
  const clock = { now: T0 };
  const app = createApp(openDb(':memory:'), { sandbox: true, perps: { nowMs: () => clock.now, ...perps } });
  return { app, clock, call: perpsCaller(app) };
}

export function perpsCaller(app: App, mount = '/perps') {
  const answer = async (res: Response): Promise<Answer> => ({ status: res.status, body: await res.json(), headers: res.headers });
  const get = async (path: string, headers: Record<string, string> = {}) => answer(await app.request(`${mount}${path}`, { headers }));
  const send = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    answer(
      await app.request(`${mount}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  return { get, send };
}
