import type { Handler } from 'hono';
import { getAddress, keccak256, toHex } from 'viem';
import { AddressTypeQuery } from '../../../src/api/relayer/contract/schemas';
import { errorBody } from '../../kit/errors';
import type { RelayerContext, RelayerEnv } from '../context';
import type { WalletStore } from './store';
import { readWalletQuery, walletOf } from './wallet-query';

/*
 * The public wallet reads. /nonce and /relay-payload take the signer EOA and answer the nonce its
 * wallet expects next ("0" before and right after deployment); /deployed takes the wallet itself.
 */

type WalletHandler = Handler<RelayerEnv>;

/** The relayer's own EOA, which /relay-payload names: fixed, derived from a label so nobody holds its key. */
export const RELAYER_ADDRESS = getAddress(`0x${keccak256(toHex('vantage local relayer')).slice(-40)}`).toLowerCase();

const query = (c: Parameters<WalletHandler>[0]) => AddressTypeQuery.parse(c.req.query());

function nonceOf(ctx: RelayerContext, store: WalletStore, c: Parameters<WalletHandler>[0]) {
  const q = readWalletQuery(query(c));
  if (!q.ok) return q;
  const wallet = walletOf(q.address, q.type, ctx.chainId);
  return { ok: true as const, nonce: String(store.byAddress(wallet, q.type)?.nonce ?? 0) };
}

/** GET /nonce?address=EOA&type=SAFE|WALLET */
export const nonceHandler =
  (ctx: RelayerContext, store: WalletStore): WalletHandler =>
  (c) => {
    const n = nonceOf(ctx, store, c);
    return n.ok ? c.json({ nonce: n.nonce }) : errorBody(c, 400, n.error);
  };

/** GET /relay-payload?address=EOA&type=SAFE|WALLET: the relayer's address and the signer's nonce. */
export const relayPayloadHandler =
  (ctx: RelayerContext, store: WalletStore): WalletHandler =>
  (c) => {
    const n = nonceOf(ctx, store, c);
    return n.ok ? c.json({ address: RELAYER_ADDRESS, nonce: n.nonce }) : errorBody(c, 400, n.error);
  };

/** GET /deployed?address=wallet&type=SAFE (default)|WALLET */
export const deployedHandler =
  (store: WalletStore): WalletHandler =>
  (c) => {
    const q = readWalletQuery(query(c), 'SAFE');
    if (!q.ok) return errorBody(c, 400, q.error);
    return c.json({ deployed: store.byAddress(q.address, q.type) !== undefined });
  };
