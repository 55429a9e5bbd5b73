import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { openDb } from '../../../server/db/connection';
import { CONTRACTS } from '../config';
import { ApiError } from '../http';
import { createTransport } from '../transport';
import { createBridgeClient } from './client';
import type { BridgeTransaction } from './contract/schemas';
import { familyOf, isAddressOf } from './families';

/*
 * The bridge client against the service in process: a deposit from address to COMPLETED with each
 * status seen, a withdrawal address, a quote, and the service's refusals as ApiErrors with the
 * sheet's messages. The address families are checked against known real addresses.
 */

const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';

let app: ReturnType<typeof createApp>;
const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => app.request(String(input), init)) as typeof globalThis.fetch;

beforeAll(() => {
  app = createApp(openDb(':memory:'), { sandbox: true, bridgeStepMs: 10 });
});

const client = (builderCode?: string) =>
  createBridgeClient({ transport: createTransport({ baseUrl: '/bridge', fetch, retry: { retries: 0 } }), builderCode });

describe('address families', () => {
  it('recognise real addresses of each family and refuse near misses', () => {
    expect(familyOf(WALLET)).toBe('evm');
    expect(familyOf('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe('svm');
    expect(familyOf('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('tron');
    expect(familyOf('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('btc');
    expect(familyOf('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe('btc');
    // a 0 is not base58; a Solana account decodes to exactly 32 bytes
    expect(isAddressOf('svm', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt10')).toBe(false);
    expect(isAddressOf('svm', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwy')).toBe(false);
    expect(isAddressOf('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(familyOf('0x12')).toBeUndefined();
  });
});

describe('the bridge client', () => {
  it('deposits: addresses, a simulated transfer, and its walk to COMPLETED', async () => {
    const c = client(`0x${'01'.repeat(32)}`);
    const assets = await c.supportedAssets();
    expect(assets.supportedAssets.length).toBeGreaterThan(10);
    const { address, warnings } = await c.deposit(WALLET);
    expect(warnings).toBeUndefined();
    await c.simulateDeposit({ address: address.evm, chainId: '8453', tokenAddress: BASE_USDC, amountBaseUnit: '3000000' });
    const seen: string[] = [];
    const done = await c.waitFor(address.evm, { everyMs: 5, onStatus: (t: BridgeTransaction) => seen.push(t.status) });
    expect(done?.status).toBe('COMPLETED');
    expect(seen[0]).not.toBe('COMPLETED');
    expect(app.trading!.ledger.cashOf(WALLET.toLowerCase())).toBe(3_000_000);
  });

  it('withdraws: a quote and the address, with the warning when no builder code is sent', async () => {
    const c = client();
    const destination = { toChainId: '8453', toTokenAddress: BASE_USDC };
    const quote = await c.quote({
      fromAmountBaseUnit: '5000000',
      fromChainId: '137',
      fromTokenAddress: CONTRACTS.collateral,
      recipientAddress: WALLET,
      ...destination,
    });
    expect(quote.estToTokenBaseUnit).toBe('5000000');
    const answer = await c.withdraw({ address: WALLET, recipientAddr: WALLET, ...destination });
    expect(answer.warnings?.[0]?.code).toBe('missing_builder_code');
    expect(isAddressOf('evm', answer.address.evm)).toBe(true);
  });

  it("surfaces the service's refusals as ApiErrors with the sheet's messages", async () => {
    const c = client();
    const refusal = async (p: Promise<unknown>) => {
      const e = await p.then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(e).toBeInstanceOf(ApiError);
      return { status: (e as ApiError).status, message: (e as ApiError).message };
    };
    expect(await refusal(c.deposit('0x12'))).toEqual({ status: 400, message: 'invalid address' });
    expect(await refusal(c.status(`0x${'99'.repeat(20)}`))).toEqual({ status: 500, message: 'cannot get transaction status' });
    const { address } = await c.deposit(WALLET);
    expect(await refusal(c.status(address.evm, { limit: 0 }))).toEqual({
      status: 400,
      message: 'limit must be an integer between 1 and 100',
    });
  });
});
