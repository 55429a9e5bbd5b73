import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createTransport, type Signer } from './transport';

/*
 * `call`, the road of signed requests, with fetch scripted (the unit needs isolation; the trading
 * client's tests drive the same road against the real service): each attempt is signed afresh, a
 * 401 refreshes the credentials once, and the one retry policy tells repeatable requests from
 * those that must not be sent twice.
 */

type Sent = { method: string; url: string; headers: Record<string, string>; body?: string };

/** Answers with the scripted statuses in turn (the last repeats); `0` is no answer at all. */
function scripted(...statuses: number[]) {
  const sent: Sent[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ method: init!.method!, url: String(input), headers: init!.headers as Record<string, string>, body: init!.body as string });
    const status = statuses[Math.min(sent.length, statuses.length) - 1]!;
    if (status === 0) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(status === 200 ? { ok: true } : { error: `status ${status}` }), { status });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

/** Signs with a counter, so each attempt's headers can be told apart; refresh moves to the next key. */
function countingSigner() {
  let key = 1;
  let n = 0;
  const refreshed: Record<string, string>[] = [];
  const signer: Signer = {
    headers: ({ method, path, body }) => ({ 'x-key': `k${key}`, 'x-sig': `${++n}:${method}:${path}:${body ?? ''}` }),
    refresh: async (signed) => void (refreshed.push(signed), key++),
  };
  return { signer, refreshed };
}

const Ok = z.object({ ok: z.boolean() });
const transportOf = (fetch: typeof globalThis.fetch) =>
  createTransport({ baseUrl: 'http://svc/clob', fetch, retry: { random: () => 0, sleep: async () => {} } });

describe('transport.call', () => {
  it('signs each attempt afresh, over the path under the mount and the exact body sent', async () => {
    const net = scripted(503, 200);
    const { signer } = countingSigner();
    const body = { order: 'x' };
    await transportOf(net.fetch).call({ method: 'POST', path: '/order', query: { a: 1, b: undefined }, body: () => body, signer }, Ok);
    expect(net.sent.map((s) => s.url)).toEqual(['http://svc/clob/order?a=1', 'http://svc/clob/order?a=1']);
    expect(net.sent.map((s) => s.headers['x-sig'])).toEqual(['1:POST:/order:{"order":"x"}', '2:POST:/order:{"order":"x"}']);
    expect(net.sent[0]!.body).toBe('{"order":"x"}');
    expect(net.sent[0]!.headers['content-type']).toBe('application/json');
  });

  it('after a 401, refreshes the credentials once and sends again signed with them', async () => {
    const net = scripted(401, 200);
    const { signer, refreshed } = countingSigner();
    expect(await transportOf(net.fetch).call({ path: '/data/orders', signer }, Ok)).toEqual({ ok: true });
    expect(net.sent.map((s) => s.headers['x-key'])).toEqual(['k1', 'k2']);
    expect(refreshed).toEqual([{ 'x-key': 'k1', 'x-sig': '1:GET:/data/orders:' }]);
  });

  it('a second 401 is the answer', async () => {
    const net = scripted(401);
    const { signer, refreshed } = countingSigner();
    await expect(transportOf(net.fetch).call({ path: '/data/orders', signer }, Ok)).rejects.toMatchObject({ status: 401 });
    expect(net.sent).toHaveLength(2);
    expect(refreshed).toHaveLength(1);
  });

  it('sends a POST once when no answer came, and retries it when the answer proves it was not taken', async () => {
    const lost = scripted(0, 200);
    await expect(transportOf(lost.fetch).call({ method: 'POST', path: '/order' }, Ok)).rejects.toMatchObject({ status: 0 });
    expect(lost.sent).toHaveLength(1);
    const throttled = scripted(429, 425, 200);
    expect(await transportOf(throttled.fetch).call({ method: 'POST', path: '/order' }, Ok)).toEqual({ ok: true });
    expect(throttled.sent).toHaveLength(3);
  });

  it('retries a GET or a DELETE after no answer, and a POST marked idempotent', async () => {
    for (const c of [{ method: 'GET' as const }, { method: 'DELETE' as const }, { method: 'POST' as const, idempotent: true }]) {
      const net = scripted(0, 500, 200);
      expect(await transportOf(net.fetch).call({ ...c, path: '/x' }, Ok)).toEqual({ ok: true });
      expect(net.sent).toHaveLength(3);
    }
  });

  it('checks the answer against its schema', async () => {
    const net = scripted(200);
    await expect(transportOf(net.fetch).call({ path: '/x' }, z.object({ ok: z.string() }))).rejects.toMatchObject({
      status: 502,
      code: 'bad_shape',
    });
  });
});
