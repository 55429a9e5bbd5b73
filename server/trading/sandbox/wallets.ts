import type { Context } from 'hono';
import { getAddress, type Hex } from 'viem';
import { deriveDepositWallet, deriveProxyWallet, deriveSafe } from '../../../src/api/relayer/addresses';
import type { TradingContext } from '../context';
import { TradingError } from '../../kit/errors';
import { fromLoopback } from '../shared/loopback';

/*
 * POST /sandbox/wallet {owner, signature_type}: the proxy (1), safe (2) or deposit wallet (3) the
 * EOA `owner` controls, recorded in clob_wallets so orders funded by it are checked against its
 * owner. The addresses are the chain's own CREATE2 derivations (src/api/relayer/addresses.ts), so the
 * sandbox, the relayer's deployments and the orders agree on one wallet per owner and type.
 */

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function walletAddress(owner: Hex, signatureType: 1 | 2 | 3, chainId: number): Hex {
  if (signatureType === 1) return deriveProxyWallet(owner);
  return signatureType === 2 ? deriveSafe(owner) : deriveDepositWallet(owner, chainId);
}

export function walletHandler(ctx: TradingContext, sandbox: boolean) {
  const insert = ctx.db.prepare('INSERT OR IGNORE INTO clob_wallets (wallet, owner, signature_type) VALUES (?, ?, ?)');
  return async (c: Context) => {
    if (!fromLoopback(c, sandbox)) throw new TradingError(403, 'the sandbox answers loopback requests only');
    const body = (await c.req.json().catch(() => undefined)) as { owner?: unknown; signature_type?: unknown } | undefined;
    const owner = body?.owner;
    const type = body?.signature_type;
    if (typeof owner !== 'string' || !ADDRESS.test(owner) || (type !== 1 && type !== 2 && type !== 3))
      throw new TradingError(400, 'Invalid wallet payload: owner is an address, signature_type 1, 2 or 3');
    const wallet = walletAddress(owner as Hex, type, ctx.chainId);
    insert.run(wallet.toLowerCase(), owner.toLowerCase(), type);
    return c.json({ wallet, owner: getAddress(owner), signature_type: type });
  };
}
