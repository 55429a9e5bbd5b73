import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { createProxyTypedData, signOp } from '../../../src/api/perps/op-signing';
import { CHAIN, perpsSession, perpsWorld } from '../../testing/perps-kit';

/*
 * Proxy keys and the two ways a request proves who sends it: proxy headers on reads, an Op signed
 * by the proxy key on writes (checked before sequencing: fresh, recoverable, registered, once).
 */

const refusal = (status: number, error: string) => ({ status, body: expect.objectContaining({ status: 'err', error }) });
const batchRefusal = (status: number, error: string) => ({ status, body: [expect.objectContaining({ status: 'err', error })] });

describe('POST /v1/account/proxy and the proxy headers', () => {
  it('the owner registers a key and gets a secret; the headers then read the credentials', async () => {
    const world = perpsWorld();
    const s = await perpsSession(world);
    expect(s.headers['POLYMARKET-SECRET']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { status, body } = await s.read('/v1/account/credentials');
    expect(status).toBe(200);
    expect(body).toEqual({
      address: s.account,
      keys: [{ proxy: s.proxy.address.toLowerCase(), expiry: world.clock.now + 7 * 86_400_000 }],
    });
  });

  it('no headers, an unknown proxy or a wrong secret: 401 unauthorized', async () => {
    const world = perpsWorld();
    const s = await perpsSession(world);
    expect(await world.call.get('/v1/account/balances')).toMatchObject(refusal(401, 'unauthorized'));
    expect(await world.call.get('/v1/account/balances', { ...s.headers, 'POLYMARKET-SECRET': 'x' })).toMatchObject(
      refusal(401, 'unauthorized'),
    );
    const other = privateKeyToAccount(generatePrivateKey()).address;
    expect(await world.call.get('/v1/account/balances', { ...s.headers, 'POLYMARKET-PROXY': other })).toMatchObject(
      refusal(401, 'unauthorized'),
    );
    // past its expiry the key reads nothing
    world.clock.now += 7 * 86_400_000;
    expect(await s.read('/v1/account/balances')).toMatchObject(refusal(401, 'unauthorized'));
  });

  it('a CreateProxy signed by someone else, stale, or replayed is refused', async () => {
    const { call, clock } = perpsWorld();
    const owner = privateKeyToAccount(generatePrivateKey());
    const intruder = privateKeyToAccount(generatePrivateKey());
    const proxy = privateKeyToAccount(generatePrivateKey());
    const expiry = clock.now + 60_000;
    const body = async (signer: typeof owner, ts: number, salt: number) => ({
      op: { type: 'createProxy', args: { owner: owner.address, proxy: proxy.address, expiry } },
      sig: await signer.signTypedData(createProxyTypedData(proxy.address, expiry, salt, ts, CHAIN)),
      salt,
      ts,
    });
    expect(await call.send('POST', '/v1/account/proxy', await body(intruder, clock.now, 1))).toMatchObject(
      refusal(400, 'invalid signature'),
    );
    expect(await call.send('POST', '/v1/account/proxy', await body(owner, clock.now - 300_001, 2))).toMatchObject(
      refusal(400, 'invalid signature'),
    );
    const good = await body(owner, clock.now, 3);
    expect((await call.send('POST', '/v1/account/proxy', good)).body).toMatchObject({ status: 'ok' });
    expect(await call.send('POST', '/v1/account/proxy', good)).toMatchObject(refusal(422, 'signature_already_used'));
  });

  it('DELETE revokes a key with an owner-signed deleteProxy; the key then reads nothing', async () => {
    const world = perpsWorld();
    const s = await perpsSession(world);
    const op = { type: 'deleteProxy' as const, args: { proxy: s.proxy.address } };
    // the proxy cannot revoke itself: its signature names no account that owns it
    expect(await world.call.send('DELETE', '/v1/account/proxy', await s.sign(op))).toMatchObject(refusal(422, 'proxy_not_found'));
    expect((await world.call.send('DELETE', '/v1/account/proxy', await s.sign(op, world.clock.now, s.owner as never))).body).toEqual({
      status: 'ok',
    });
    expect(await s.read('/v1/account/credentials')).toMatchObject(refusal(401, 'unauthorized'));
  });
});

describe('Op signatures on trading writes (cancelAll)', () => {
  const cancelAll = { type: 'cancelAll' as const, args: {} };

  it('a good signature from a registered proxy is accepted', async () => {
    const world = perpsWorld();
    const s = await perpsSession(world);
    expect((await s.op('DELETE', '/v1/trade/orders/all', cancelAll)).body).toEqual({ status: 'ok' });
  });

  it('stale (> 5 min) and future-skewed (> 1 min) timestamps: 400 invalid signature before sequencing', async () => {
    const world = perpsWorld();
    const s = await perpsSession(world);
    const now = world.clock.now;
    expect(await world.call.send('DELETE', '/v1/trade/orders/all', await s.sign(cancelAll, now - 300_001))).toMatchObject(
      refusal(400, 'invalid signature'),
    );
    expect(await world.call.send('DELETE', '/v1/trade/orders/all', await s.sign(cancelAll, now + 60_001))).toMatchObject(
      refusal(400, 'invalid signature'),
    );
    expect((await world.call.send('DELETE', '/v1/trade/orders/all', await s.sign(cancelAll, now - 299_000))).body).toEqual({
      status: 'ok',
    });
  });

  it('an exact replay is signature_already_used; a wrong signer names no account; a tampered op does not recover', async () => {
    const world = perpsWorld();
    const s = await perpsSession(world);
    const body = await s.sign(cancelAll);
    expect((await world.call.send('DELETE', '/v1/trade/orders/all', body)).status).toBe(200);
    expect(await world.call.send('DELETE', '/v1/trade/orders/all', body)).toMatchObject(refusal(422, 'signature_already_used'));
    const stranger = privateKeyToAccount(generatePrivateKey());
    const foreign = await signOp(stranger, cancelAll, CHAIN, 99, world.clock.now);
    expect(await world.call.send('DELETE', '/v1/trade/orders/all', foreign)).toMatchObject(refusal(400, 'account not found for proxy'));
    // signed for another chain: recovers to someone else
    const mainnet = await signOp(s.proxy, cancelAll, 137, 98, world.clock.now);
    expect(await world.call.send('DELETE', '/v1/trade/orders/all', mainnet)).toMatchObject(refusal(400, 'account not found for proxy'));
    const create = await s.sign({ type: 'createOrders', args: [{ iid: 6, buy: true, p: '90000', qty: '0.001', tif: 'gtc' }] });
    const tampered = { ...create, op: { ...create.op, args: [{ ...create.op.args[0]!, qty: '0.002' }] } };
    expect(await world.call.send('POST', '/v1/trade/orders', tampered)).toMatchObject(batchRefusal(400, 'account not found for proxy'));
    expect(await world.call.send('POST', '/v1/trade/orders', { ...create, sig: '0x1234' })).toMatchObject(
      batchRefusal(400, 'invalid signature'),
    );
  });

  it('a command expiry in the past or more than 5 s ahead is refused', async () => {
    const world = perpsWorld();
    const s = await perpsSession(world);
    const send = async (exp: number) => world.call.send('DELETE', '/v1/trade/orders/all', { ...(await s.sign(cancelAll)), exp });
    expect(await send(world.clock.now - 1)).toMatchObject(refusal(400, 'command expired'));
    expect(await send(world.clock.now + 5_001)).toMatchObject(refusal(400, 'command expiry too far in future'));
    expect((await send(world.clock.now + 5_000)).status).toBe(200);
  });
});
