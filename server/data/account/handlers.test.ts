import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { getMeta } from '../../db/connection';
import { DEMO_TRADER } from '../../../src/api/config';
import { APPROVALS_CATALOGUE, MAX_ALLOWANCE } from '../../../src/api/data/approvals-catalogue';
import { demoDb } from '../../testing/demo-db';
import { PERPS_VAULT } from '../../../src/api/perps/op-signing';

const db = demoDb();
const NOW = Number(getMeta(db, 'dataset_now'));
const app = createApp(db, { now: () => NOW });
const get = (path: string) => app.request(`/data${path}`);
const randomAddress = () => `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
const other = db
  .prepare<[string], { user: string }>('SELECT user FROM approvals WHERE user <> ? LIMIT 1')
  .get(DEMO_TRADER.toLowerCase())!.user;

type Contract = { id: string; standard: string; amount?: string; approved: boolean; feature: string };

describe('GET /v1/approvals', () => {
  it('answers every catalogue pair in catalogue order for any wallet', async () => {
    for (const user of [DEMO_TRADER, randomAddress(), other]) {
      const res = await get(`/v1/approvals?user=${user}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { address: string; chainId: number; checkedAt: string; contracts: Contract[] };
      expect(body.address.toLowerCase()).toBe(user.toLowerCase());
      expect(body.chainId).toBe(80002);
      expect(body.checkedAt).toBe(new Date(NOW * 1000).toISOString().replace('.000Z', 'Z'));
      expect(body.contracts.map((x) => x.id)).toEqual(APPROVALS_CATALOGUE.map((e) => e.id));
      for (const [i, x] of body.contracts.entries()) {
        const entry = APPROVALS_CATALOGUE[i]!;
        if (entry.standard === 'ERC1155') expect(x).not.toHaveProperty('amount');
        else if (entry.unlimited) expect(x.amount).toBe(MAX_ALLOWANCE);
        else expect(x.amount).toMatch(/^(0|[1-9][0-9]*)$/);
      }
    }
  });

  it('reports a never-seen wallet as approving nothing', async () => {
    const body = (await (await get(`/v1/approvals?user=${randomAddress()}`)).json()) as { contracts: Contract[] };
    expect(body.contracts.every((x) => !x.approved)).toBe(true);
    expect(
      body.contracts
        .filter((x) => x.standard === 'ERC20' && !APPROVALS_CATALOGUE.find((e) => e.id === x.id)!.unlimited)
        .every((x) => x.amount === '0'),
    ).toBe(true);
  });

  it('derives approved from the stored state of the demo trader', async () => {
    const body = (await (await get(`/v1/approvals?user=${DEMO_TRADER}`)).json()) as { contracts: Contract[] };
    const byId = Object.fromEntries(body.contracts.map((x) => [x.id, x]));
    expect(byId['trading-collateral-exchange']!.approved).toBe(true);
    // the perps spender is the gateway's deposit contract (facts §6.6), the one its Withdraw domain names
    expect(byId['perps-collateral-vault']).toMatchObject({ amount: '250000000', approved: true, spender: PERPS_VAULT });
    expect(byId['rewards-collateral-distributor']).toMatchObject({ amount: '0', approved: false });
    expect(byId['auto-redeem-ctf-redeemer']!.approved).toBe(false);
    expect(byId['trading-ctf-exchange']!.approved).toBe(true);
  });

  it('rejects a missing or malformed user with 400 naming it', async () => {
    for (const q of ['', '?user=0x123', '?user=zz', `?user=${DEMO_TRADER}&user=${DEMO_TRADER}`]) {
      const res = await get(`/v1/approvals${q}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/user/);
    }
  });
});

describe('GET /v2/approvals', () => {
  it('wraps the same list in data with snake_case fields', async () => {
    const v1 = (await (await get(`/v1/approvals?user=${DEMO_TRADER}`)).json()) as { contracts: Contract[] };
    const res = await get(`/v2/approvals?user=${DEMO_TRADER}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { chain_id: number; checked_at: string; address: string; contracts: Contract[] } };
    expect(body.data.chain_id).toBe(80002);
    expect(body.data.checked_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(body.data.contracts).toEqual(v1.contracts);
    const fresh = (await (await get(`/v2/approvals?user=${randomAddress()}`)).json()) as { data: { contracts: Contract[] } };
    expect(fresh.data.contracts).toHaveLength(APPROVALS_CATALOGUE.length);
  });

  it('answers v2 errors for a missing or bad user', async () => {
    const missing = await get('/v2/approvals');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      code: 'invalid_request',
      parameter: 'user',
      retryable: false,
      error: "required query param 'user' not provided",
    });
    const bad = await get('/v2/approvals?user=0xnope');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid_request', parameter: 'user' });
  });
});
