import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { openDb } from '../../../server/db/connection';
import { CHAIN_ID } from '../../api/config';
import { createPerpsClient } from '../../api/perps/client';
import { createPerpsPublicReads } from '../../api/perps/public-reads';
import { createTransport } from '../../api/transport';
import { mergeTrades, tradeFrameOf } from './recent-trades';

/*
 * The trades panel's first read against the gateway in process: two trades on the tape, read back
 * newest first in the socket's keys, and a live frame repeating one of them counted once.
 */

const BTC = 6;

describe('recent trades', () => {
  it('reads the tape newest first and merges live frames without repeats, bounded', async () => {
    const app = createApp(openDb(':memory:'), { sandbox: true });
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) => app.request(String(input), init)) as typeof globalThis.fetch;
    const transport = createTransport({ baseUrl: '/perps', fetch, retry: { sleep: async () => {} } });
    const client = createPerpsClient(transport, CHAIN_ID.amoy);
    const owner = privateKeyToAccount(generatePrivateKey());
    const session = await client.openSession(owner);
    await client.faucet(owner.address, '10000');
    for (const buy of [true, false]) {
      await client.trade(session).place([{ iid: BTC, buy, qty: '0.001', tif: 'ioc' }]);
      await new Promise((r) => setTimeout(r, 60));
    }

    const rest = (await createPerpsPublicReads(transport).trades(BTC)).data.map(tradeFrameOf);
    expect(rest.map((t) => t.side)).toEqual(['short', 'long']);
    expect(rest[0]).toMatchObject({ iid: BTC, qty: '0.001' });
    expect(rest[0]!.tid).toBeGreaterThan(rest[1]!.tid);

    const repeated = { ...rest[0]! };
    const newer = { ...rest[0]!, tid: rest[0]!.tid + 1, ts: rest[0]!.ts + 1 };
    const merged = mergeTrades([newer, repeated], rest);
    expect(merged.map((t) => t.tid)).toEqual([newer.tid, rest[0]!.tid, rest[1]!.tid]);
    expect(mergeTrades(merged, [], 2)).toHaveLength(2);
  });
});
