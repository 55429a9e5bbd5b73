import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../../src/api/config';
import { Ledger } from '../../ledger';
import { perpsSession, perpsWorld } from '../../testing/perps-kit';

/* Internal transfers: Op-signed by the sender's proxy, through the ledger, listed on both sides. */

describe('POST /v1/account/internal-transfer', () => {
  it('moves collateral to another account; over withdrawable is insufficient_balance; both sides list it', async () => {
    const world = perpsWorld();
    const [a, b] = [await perpsSession(world), await perpsSession(world)];
    await a.fund('50');
    const send = (amount: string, from = a.owner.address) =>
      a.op('POST', '/v1/account/internal-transfer', {
        type: 'internalTransfer',
        args: { account: from, token: CONTRACTS.collateral, amount, to: b.owner.address },
      });
    const ok = await send('12.5');
    expect(ok.body).toEqual({ status: 'ok', transfer_id: expect.any(Number) });
    expect(await send('37.500001')).toMatchObject({ status: 422, body: { error: 'insufficient_balance' } });
    expect(await send('1', b.owner.address)).toMatchObject({ status: 400, body: { error: 'account does not match the signer' } });
    const ledger = new Ledger(world.db);
    expect([ledger.perps.collateralOf(a.account), ledger.perps.collateralOf(b.account)]).toEqual([37_500_000, 12_500_000]);
    expect((await b.read('/v1/account/internal-transfers?direction=in')).body.data).toEqual([
      {
        transfer_id: ok.body.transfer_id,
        direction: 'in',
        from: a.account,
        to: b.account,
        asset: 'pUSD',
        amount: '12.5',
        timestamp: world.clock.now,
      },
    ]);
    expect((await b.read('/v1/account/internal-transfers?direction=out')).body.data).toEqual([]);
    expect(ledger.perps.audit()).toEqual([]);
  });
});
