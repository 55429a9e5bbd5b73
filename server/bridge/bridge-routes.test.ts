import { beforeAll, describe, expect, it } from 'vitest';
import { isAddressOf } from '../../src/api/bridge/families';
import { createApp } from '../app';
import { openDb } from '../db/connection';
import { BASE_USDC, bridgeCaller, NATIVE, PUSD, SOLANA_USDC, WALLET } from '../testing/bridge-kit';

/*
 * The bridge's five public routes and the sandbox's simulated deposit, in process over the whole
 * app: the bodies, each refusal with the facts sheet's message, addresses that never change, and
 * status paging with its cursor.
 */

let app: ReturnType<typeof createApp>;
let b: ReturnType<typeof bridgeCaller>;

beforeAll(() => {
  app = createApp(openDb(':memory:'), { sandbox: true, bridgeStepMs: 10 });
  b = bridgeCaller(app);
});

const err = (status: number, error: string) => ({ status, body: { error } });
const pick = ({ status, body }: { status: number; body: unknown }) => ({ status, body });

describe('GET /supported-assets', () => {
  it("lists the sheet's chains, tokens with decimals and minimums, and a note", async () => {
    const { status, body } = await b.get('/supported-assets');
    expect(status).toBe(200);
    const assets = body.supportedAssets as {
      chainId: string;
      chainName: string;
      token: { address: string; decimals: number; symbol: string };
      minCheckoutUsd: number;
    }[];
    const chains = [...new Set(assets.map((a) => a.chainId))];
    expect(chains.sort()).toEqual(['1', '10', '1151111081099710', '137', '42161', '56', '728126428', '8253038', '8453', '999'].sort());
    expect(assets).toContainEqual({
      chainId: '8453',
      chainName: 'Base',
      token: { name: 'USD Coin', symbol: 'USDC', address: BASE_USDC, decimals: 6 },
      minCheckoutUsd: 2,
    });
    expect(assets).toContainEqual({
      chainId: '8253038',
      chainName: 'Bitcoin',
      token: { name: 'Bitcoin', symbol: 'BTC', address: NATIVE, decimals: 8 },
      minCheckoutUsd: 9,
    });
    expect(assets.find((a) => a.chainId === '728126428')?.token.address).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    expect(assets.find((a) => a.chainId === '1')?.minCheckoutUsd).toBe(7);
    const keys = assets.map((a) => `${a.chainId}|${a.token.address.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(body.note).toMatch(/supported chains and assets/);
  });
});

describe('POST /quote', () => {
  const body = {
    fromAmountBaseUnit: '10000000',
    fromChainId: '8453',
    fromTokenAddress: BASE_USDC,
    recipientAddress: WALLET,
    toChainId: '137',
    toTokenAddress: PUSD,
  };

  it('quotes a stable route at par with every fee field a number and the output in base units', async () => {
    const { status, body: q } = await b.post('/quote', body);
    expect(status).toBe(200);
    expect(q).toMatchObject({ estInputUsd: 10, estOutputUsd: 10, estToTokenBaseUnit: '10000000', estCheckoutTimeMs: 40 });
    expect(q.quoteId).toMatch(/^0x[0-9a-f]{64}$/);
    const fees = q.estFeeBreakdown as Record<string, unknown>;
    expect(Object.keys(fees).sort()).toEqual(
      [
        'appFeeLabel',
        'appFeePercent',
        'appFeeUsd',
        'fillCostPercent',
        'fillCostUsd',
        'gasUsd',
        'maxSlippage',
        'minReceived',
        'swapImpact',
        'swapImpactUsd',
        'totalImpact',
        'totalImpactUsd',
      ].sort(),
    );
    for (const [k, v] of Object.entries(fees)) expect(typeof v, k).toBe(k === 'appFeeLabel' ? 'string' : 'number');
    expect(fees).toMatchObject({ appFeeLabel: 'Fun.xyz fee', totalImpactUsd: 0, minReceived: 9.95 });
  });

  it('converts a volatile route exactly, fees subtracted, and back out to another chain', async () => {
    // 1 ETH at 3000: fill 0.1 % (3), swap 0.02 % (0.6), gas 0.0039 → 2996.3961 pUSD
    const eth = await b.post('/quote', { ...body, fromChainId: '1', fromTokenAddress: NATIVE, fromAmountBaseUnit: '1000000000000000000' });
    expect(eth.body).toMatchObject({ estInputUsd: 3000, estOutputUsd: 2996.3961, estToTokenBaseUnit: '2996396100' });
    expect(eth.body.estFeeBreakdown).toMatchObject({ fillCostUsd: 3, swapImpactUsd: 0.6, gasUsd: 0.0039, totalImpactUsd: 3.6039 });
    // 30 pUSD to BTC at 60000: (30 - 0.03 - 0.006 - 0.0039) / 60000 BTC = 49933.5 sats, rounded down
    const btc = await b.post('/quote', {
      ...body,
      fromChainId: '137',
      fromTokenAddress: PUSD,
      fromAmountBaseUnit: '30000000',
      toChainId: '8253038',
      toTokenAddress: NATIVE,
    });
    expect(btc.body.estToTokenBaseUnit).toBe('49933');
    // an amount past any float's precision stays exact
    const big = await b.post('/quote', { ...body, fromAmountBaseUnit: '123456789012345678901' });
    expect(big.body.estToTokenBaseUnit).toBe('123456789012345678901');
  });

  it('refuses each missing field with its own message, in the order of the sheet', async () => {
    for (const field of Object.keys(body)) {
      expect(pick(await b.post('/quote', { ...body, [field]: undefined })), field).toEqual(err(400, `${field} is required`));
      expect(pick(await b.post('/quote', { ...body, [field]: '' })), field).toEqual(err(400, `${field} is required`));
      expect(pick(await b.post('/quote', { ...body, [field]: 7 })), field).toEqual(err(400, `${field} is required`));
    }
    expect(pick(await b.post('/quote', {}))).toEqual(err(400, 'fromAmountBaseUnit is required'));
    expect(pick(await b.post('/quote', 'not json'))).toEqual(err(400, 'invalid request body'));
  });

  it('answers 500 "cannot get quote" for a route it cannot price', async () => {
    expect(pick(await b.post('/quote', { ...body, toChainId: '31337' }))).toEqual(err(500, 'cannot get quote'));
    expect(pick(await b.post('/quote', { ...body, fromTokenAddress: WALLET }))).toEqual(err(500, 'cannot get quote'));
    expect(pick(await b.post('/quote', { ...body, fromAmountBaseUnit: '1.5' }))).toEqual(err(500, 'cannot get quote'));
  });
});

describe('POST /deposit', () => {
  it('answers 201 with one address per family, the same on every call, with the missing-builder-code warning', async () => {
    const first = await b.post('/deposit', { address: WALLET });
    expect(first.status).toBe(201);
    const address = first.body.address as Record<string, string>;
    expect(Object.keys(address).sort()).toEqual(['btc', 'evm', 'svm', 'tron']);
    expect(isAddressOf('evm', address.evm!)).toBe(true);
    expect(isAddressOf('svm', address.svm!)).toBe(true);
    expect(isAddressOf('btc', address.btc!)).toBe(true);
    expect(address.btc).toMatch(/^bc1q/);
    expect(isAddressOf('tron', address.tron!)).toBe(true);
    expect(first.body.note).toMatch(/supported-assets/);
    expect(first.body.warnings).toEqual([{ code: 'missing_builder_code', message: expect.any(String) }]);
    // the wallet in any case is the same wallet
    const again = await b.post('/deposit', { address: WALLET.toLowerCase() }, { 'X-Builder-Code': `0x${'ab'.repeat(32)}` });
    expect(again.status).toBe(201);
    expect(again.body.address).toEqual(address);
    expect(again.body.warnings).toBeUndefined();
    const other = (await b.post('/deposit', { address: `0x${'12'.repeat(20)}` })).body.address as Record<string, string>;
    for (const family of ['evm', 'svm', 'btc', 'tron']) expect(other[family]).not.toBe(address[family]);
  });

  it('refuses a missing or malformed wallet and a malformed builder code', async () => {
    expect(pick(await b.post('/deposit', {}))).toEqual(err(400, 'address is required'));
    expect(pick(await b.post('/deposit', { address: '0x1234' }))).toEqual(err(400, 'invalid address'));
    expect(pick(await b.post('/deposit', [WALLET]))).toEqual(err(400, 'invalid request body'));
    expect(pick(await b.post('/deposit', { address: WALLET }, { 'X-Builder-Code': '0x1234' }))).toEqual(err(400, 'invalid builder code'));
  });
});

describe('POST /withdraw', () => {
  const body = { address: WALLET, toChainId: '8453', toTokenAddress: BASE_USDC, recipientAddr: `0x${'34'.repeat(20)}` };

  it('answers 201 with one EVM address per (wallet, destination chain, token, recipient)', async () => {
    const first = await b.post('/withdraw', body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      address: { evm: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) },
      note: expect.stringMatching(/destination/),
    });
    expect(Object.keys(first.body.address as object)).toEqual(['evm']);
    const evm = (first.body.address as { evm: string }).evm;
    expect(((await b.post('/withdraw', { ...body, toTokenAddress: BASE_USDC.toLowerCase() })).body.address as { evm: string }).evm).toBe(
      evm,
    );
    const others = [
      { ...body, recipientAddr: `0x${'35'.repeat(20)}` },
      { ...body, toTokenAddress: NATIVE },
      { ...body, toChainId: '1', toTokenAddress: NATIVE },
      { ...body, address: `0x${'12'.repeat(20)}` },
    ];
    for (const o of others) expect(((await b.post('/withdraw', o)).body.address as { evm: string }).evm).not.toBe(evm);
    // a deposit address is never a withdrawal address
    expect((await b.depositAddresses()).evm).not.toBe(evm);
  });

  it('checks the recipient against the destination family', async () => {
    const sol = { ...body, toChainId: '1151111081099710', toTokenAddress: SOLANA_USDC };
    expect((await b.post('/withdraw', { ...sol, recipientAddr: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' })).status).toBe(201);
    expect(pick(await b.post('/withdraw', { ...sol, recipientAddr: WALLET }))).toEqual(err(400, 'invalid recipientAddr'));
    const tron = { ...body, toChainId: '728126428', toTokenAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' };
    expect((await b.post('/withdraw', { ...tron, recipientAddr: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })).status).toBe(201);
    // one character off breaks the base58check checksum
    expect(pick(await b.post('/withdraw', { ...tron, recipientAddr: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' }))).toEqual(
      err(400, 'invalid recipientAddr'),
    );
    const btc = { ...body, toChainId: '8253038', toTokenAddress: NATIVE };
    expect((await b.post('/withdraw', { ...btc, recipientAddr: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' })).status).toBe(201);
    expect(pick(await b.post('/withdraw', { ...btc, recipientAddr: WALLET }))).toEqual(err(400, 'invalid recipientAddr'));
    expect(pick(await b.post('/withdraw', { ...body, recipientAddr: '0x12' }))).toEqual(err(400, 'invalid recipientAddr'));
  });

  it('refuses each missing field, a bad wallet, an unknown destination and a malformed builder code', async () => {
    for (const field of Object.keys(body))
      expect(pick(await b.post('/withdraw', { ...body, [field]: undefined })), field).toEqual(err(400, `${field} is required`));
    expect(pick(await b.post('/withdraw', { ...body, address: 'nope' }))).toEqual(err(400, 'invalid address'));
    expect(pick(await b.post('/withdraw', { ...body, toChainId: '31337' }))).toEqual(err(400, 'unsupported toChainId'));
    expect(pick(await b.post('/withdraw', { ...body, toTokenAddress: WALLET }))).toEqual(err(400, 'unsupported toTokenAddress'));
    expect(pick(await b.post('/withdraw', body, { 'X-Builder-Code': 'abc' }))).toEqual(err(400, 'invalid builder code'));
  });
});

describe('GET /status/{address}', () => {
  it('refuses a malformed address, and answers 500 for a well-formed one the bridge never handed out', async () => {
    expect(pick(await b.get('/status/nope'))).toEqual(err(400, 'invalid address'));
    expect(pick(await b.get('/status/'))).toEqual(err(400, 'address is required'));
    expect(pick(await b.get('/status/%20'))).toEqual(err(400, 'address is required'));
    expect(pick(await b.get(`/status/0x${'99'.repeat(20)}`))).toEqual(err(500, 'cannot get transaction status'));
    expect(pick(await b.get('/status/7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'))).toEqual(err(500, 'cannot get transaction status'));
  });

  it('answers an address with no transfers yet, in any hex case, with an empty page that is the end', async () => {
    const { evm } = await b.depositAddresses(`0x${'56'.repeat(20)}`);
    expect(pick(await b.get(`/status/${evm.toUpperCase().replace('0X', '0x')}`))).toEqual({
      status: 200,
      body: { transactions: [], nextCursor: null },
    });
  });

  it('pages newest first with an opaque cursor bound to its address, and checks limit', async () => {
    const { evm } = await b.depositAddresses(`0x${'78'.repeat(20)}`);
    const amounts = ['3000000', '4000000', '5000000'];
    for (const amountBaseUnit of amounts) {
      const res = await b.post('/sandbox/simulate-deposit', { address: evm, chainId: '8453', tokenAddress: BASE_USDC, amountBaseUnit });
      expect(res.status).toBe(201);
      await new Promise((r) => setTimeout(r, 2)); // distinct detection times
    }
    const first = (await b.get(`/status/${evm}?limit=2`)).body as { transactions: { fromAmountBaseUnit: string }[]; nextCursor: string };
    expect(first.transactions.map((t) => t.fromAmountBaseUnit)).toEqual(['5000000', '4000000']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await b.get(`/status/${evm}?limit=2&cursor=${encodeURIComponent(first.nextCursor)}`)).body;
    expect(second).toMatchObject({ transactions: [{ fromAmountBaseUnit: '3000000' }], nextCursor: null });
    const tampered = `${first.nextCursor.slice(0, -2)}AA`;
    expect(pick(await b.get(`/status/${evm}?cursor=${encodeURIComponent(tampered)}`))).toEqual(err(400, 'invalid cursor'));
    const { evm: other } = await b.depositAddresses(`0x${'79'.repeat(20)}`);
    expect(pick(await b.get(`/status/${other}?cursor=${encodeURIComponent(first.nextCursor)}`))).toEqual(err(400, 'invalid cursor'));
    for (const limit of ['0', '101', 'x', '1.5', '-1'])
      expect(pick(await b.get(`/status/${evm}?limit=${limit}`)), limit).toEqual(err(400, 'limit must be an integer between 1 and 100'));
    expect((await b.get(`/status/${evm}?limit=100`)).status).toBe(200);
  });
});

describe('POST /sandbox/simulate-deposit', () => {
  it('refuses what no deposit could be', async () => {
    const { evm, svm } = await b.depositAddresses();
    const ok = { address: evm, chainId: '8453', tokenAddress: BASE_USDC, amountBaseUnit: '5000000' };
    for (const field of Object.keys(ok))
      expect(pick(await b.post('/sandbox/simulate-deposit', { ...ok, [field]: undefined })), field).toEqual(
        err(400, `${field} is required`),
      );
    const withdrawal = (await b.post('/withdraw', { address: WALLET, toChainId: '8453', toTokenAddress: BASE_USDC, recipientAddr: WALLET }))
      .body.address as { evm: string };
    expect(pick(await b.post('/sandbox/simulate-deposit', { ...ok, address: withdrawal.evm }))).toEqual(
      err(400, 'address is not a bridge deposit address'),
    );
    expect(pick(await b.post('/sandbox/simulate-deposit', { ...ok, address: `0x${'99'.repeat(20)}` }))).toEqual(
      err(400, 'address is not a bridge deposit address'),
    );
    expect(pick(await b.post('/sandbox/simulate-deposit', { ...ok, tokenAddress: PUSD, chainId: '137' }))).toEqual(
      err(400, 'unsupported chainId or tokenAddress'),
    );
    expect(pick(await b.post('/sandbox/simulate-deposit', { ...ok, address: svm }))).toEqual(
      err(400, 'a svm address takes no transfer from chain 8453'),
    );
    expect(pick(await b.post('/sandbox/simulate-deposit', { ...ok, amountBaseUnit: '0' }))).toEqual(err(400, 'invalid amountBaseUnit'));
    expect(pick(await b.post('/sandbox/simulate-deposit', { ...ok, fail: 'yes' }))).toEqual(err(400, 'invalid request body'));
  });

  it('answers in-process requests only when the app is a sandbox', async () => {
    const plain = createApp(openDb(':memory:'));
    const p = bridgeCaller(plain);
    const { evm } = await p.depositAddresses();
    const res = await p.post('/sandbox/simulate-deposit', {
      address: evm,
      chainId: '8453',
      tokenAddress: BASE_USDC,
      amountBaseUnit: '5000000',
    });
    expect(pick(res)).toEqual(err(403, 'the sandbox answers loopback requests only'));
  });
});

describe('the mount', () => {
  it('answers an unknown path with a JSON 404 and sends the service headers', async () => {
    expect(pick(await b.get('/no-such-route'))).toEqual(err(404, 'not found'));
    const res = await app.request('/bridge/supported-assets');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    // a status changes with every step: a read is revalidated, an error never stored
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/bridge/status/nope')).headers.get('cache-control')).toBe('no-store');
  });
});
