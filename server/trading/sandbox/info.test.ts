import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { freshDemoDb } from '../../testing/combo-kit';
import { DEMO_TRADER } from '../../../src/api/config';

describe('GET /sandbox/info', () => {
  it('names the chain the service signs for and the demo trader', async () => {
    const res = await createApp(freshDemoDb(), { chainId: 31337 }).request('/clob/sandbox/info');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ chain_id: 31337, demo_trader: DEMO_TRADER });
    const amoy = await createApp(freshDemoDb()).request('/clob/sandbox/info');
    expect(((await amoy.json()) as { chain_id: number }).chain_id).toBe(80002);
  });
});
