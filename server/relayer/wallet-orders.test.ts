import type { Hex } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_ID } from '../../src/api/config';
import { deriveDepositWallet, deriveSafe } from '../../src/api/relayer/addresses';
import { createApp } from '../app';
import type { Db } from '../db/connection';
import { freshDemoDb } from '../testing/combo-kit';
import { builderKeyViaClob, relayerCaller, safeCreateBody, walletCreateBody } from '../testing/relayer-kit';
import { ALICE, BOB, fundTrader, tradingSandbox } from '../testing/trading-kit';

/*
 * A wallet the relayer deploys is a funder the trading service knows at once: Alice's Safe (type 2)
 * and deposit wallet (type 3) place orders for her after SAFE-CREATE and WALLET-CREATE, and for
 * nobody else, with no sandbox call in between.
 */

const CHAIN = CHAIN_ID.amoy;

let db: Db;
let s: Awaited<ReturnType<typeof tradingSandbox>>;
let r: ReturnType<typeof relayerCaller>;

beforeAll(async () => {
  db = freshDemoDb();
  const app = createApp(db, { relayerStepMs: 10 });
  s = await tradingSandbox(db, app);
  r = relayerCaller(app, await builderKeyViaClob(app, ALICE, CHAIN, s.creds.get(ALICE.address)));
}, 60_000);

describe('wallets the relayer deployed fund orders', () => {
  it("a Safe (type 2) and a deposit wallet (type 3) trade for their owner, and a stranger's order from them is refused", async () => {
    const deployments = [
      { body: await safeCreateBody(ALICE, CHAIN), wallet: deriveSafe(ALICE.address), type: 2 as const },
      { body: walletCreateBody(ALICE), wallet: deriveDepositWallet(ALICE.address, CHAIN), type: 3 as const },
    ];
    for (const { body, wallet, type } of deployments) {
      const { transactionID } = (await r.submit(body)).body;
      expect((await r.settled(transactionID!)).state).toBe('STATE_CONFIRMED');
      fundTrader(db, wallet);
      const maker = wallet.toLowerCase() as Hex;
      const ok = await s.place(ALICE, { side: 'BUY', price: '0.02', size: '5', maker, signatureType: type });
      expect(ok.body, `type ${type}`).toMatchObject({ success: true, status: 'live' });
      const stranger = await s.place(BOB, { side: 'BUY', price: '0.02', size: '5', maker, signatureType: type });
      expect(stranger.body.error, `type ${type}`).toMatch(
        type === 2 ? /^invalid funder/ : /^the order signer address has to be the address of the API KEY$/,
      );
    }
  });
});
