import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDb } from '../db/connection';
import { BASE_USDC, bridgeCaller, WALLET } from '../testing/bridge-kit';

/*
 * The whole app closed mid-walk and built again over the same database file: the new service
 * carries the transfer on from its stored detection time to COMPLETED and credits it once.
 */

const dir = mkdtempSync(join(tmpdir(), 'bridge-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const STEP = 60;

describe('a restart mid-walk', () => {
  it('resumes the walk and credits the deposit exactly once', async () => {
    const file = join(dir, 'restart.sqlite');
    const db = openDb(file);
    const first = bridgeCaller(createApp(db, { sandbox: true, bridgeStepMs: STEP }));
    const { evm } = await first.depositAddresses();
    const sent = await first.post('/sandbox/simulate-deposit', {
      address: evm,
      chainId: '8453',
      tokenAddress: BASE_USDC,
      amountBaseUnit: '8000000',
    });
    expect(sent.status).toBe(201);
    for (;;) {
      const status = (await first.status(evm)).transactions[0]!.status;
      if (status !== 'DEPOSIT_DETECTED') break;
      await new Promise((r) => setTimeout(r, 5));
    }
    db.close();

    const reopened = openDb(file);
    const app = createApp(reopened, { sandbox: true, bridgeStepMs: STEP });
    const second = bridgeCaller(app);
    const walk = await second.walk(evm);
    expect(walk.at(-1)?.status).toBe('COMPLETED');
    // the walk went on from where time had it, never back to DEPOSIT_DETECTED
    expect(walk.map((t) => t.status)).not.toContain('DEPOSIT_DETECTED');
    // a few more steps of the clock, and another app over the same file: still one credit
    await new Promise((r) => setTimeout(r, 3 * STEP));
    createApp(openDb(file), { sandbox: true, bridgeStepMs: STEP });
    const deposits = reopened.prepare("SELECT usdc_size FROM activity WHERE user = ? AND type = 'DEPOSIT'").all(WALLET.toLowerCase());
    expect(deposits).toEqual([{ usdc_size: 8_000_000 }]);
    expect(app.trading!.ledger.cashOf(WALLET.toLowerCase())).toBe(8_000_000);
  });
});
