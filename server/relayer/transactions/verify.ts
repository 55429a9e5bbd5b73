import { hashTypedData, hexToBytes, zeroAddress, type Hex } from 'viem';
import { CONTRACTS } from '../../../src/api/config';
import { deriveDepositWallet, deriveSafe } from '../../../src/api/relayer/addresses';
import type { SubmitBody } from '../../../src/api/relayer/contract/schemas';
import { createProxyTypedData, depositWalletBatchTypedData, safeSignatureDigest, safeTxHash } from '../../../src/api/relayer/safe-tx';
import { recoverSigner } from '../../trading/orders/order-signature';
import type { RelayerContext } from '../context';
import type { WalletStore } from '../wallets/store';
import type { NewTransaction } from './store';

/*
 * Everything a /submit is refused for up front, before it has an id (relayer facts §8): a wallet
 * that is not the signer's by derivation, one not deployed (or deployed twice), a nonce that is not
 * the wallet's next, a deadline passed, a signature that does not recover the signer, an unsupported
 * type. What passes is the transaction as stored. Each refusal is the same 400 `bad request`, as
 * the public relayer answers; the reason is returned for logs and tests.
 */

export type Verdict = { ok: true; tx: NewTransaction } | { ok: false; reason: string };

const lower = (a: string) => a.toLowerCase();
const same = (a: string, b: string) => lower(a) === lower(b);
const refuse = (reason: string): Verdict => ({ ok: false, reason });

/** The lower-case EOA that signed `hash` (65 bytes, v 27/28), or undefined. */
const signerOf = (hash: Hex, signature: string) => recoverSigner(hexToBytes(hash), signature);

export function verifySubmit(ctx: RelayerContext, wallets: WalletStore, submitted: SubmitBody): Verdict {
  // viem refuses a mixed-case address whose checksum is wrong: every address is compared and hashed lower-case
  const body = lowerAddresses(submitted);
  switch (body.type) {
    case 'PROXY':
      return refuse('PROXY transactions are not supported on this chain');
    case 'SAFE-CREATE':
      return verifySafeCreate(ctx, wallets, body);
    case 'SAFE':
      return verifySafe(ctx, wallets, body);
    case 'WALLET-CREATE':
      return verifyWalletCreate(ctx, wallets, body);
    case 'WALLET':
      return verifyWallet(ctx, wallets, body);
  }
}

type Body<T extends SubmitBody['type']> = Extract<SubmitBody, { type: T }>;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The body with every address in it lower-case (the schema has checked which fields are addresses). */
function lowerAddresses<T>(value: T): T {
  if (typeof value === 'string') return (ADDRESS.test(value) ? value.toLowerCase() : value) as T;
  if (Array.isArray(value)) return value.map(lowerAddresses) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, lowerAddresses(v)])) as T;
  return value;
}

function verifySafeCreate(ctx: RelayerContext, wallets: WalletStore, b: Body<'SAFE-CREATE'>): Verdict {
  if (!same(b.to, CONTRACTS.safeFactory)) return refuse('to is not the Safe factory');
  const p = b.signatureParams;
  // the relayer pays every deployment: a payment would be signed for, and never made
  if (!same(p.paymentToken, zeroAddress) || BigInt(p.payment) !== 0n || !same(p.paymentReceiver, zeroAddress))
    return refuse('payments are not supported');
  if (!same(b.proxyWallet, deriveSafe(b.from as Hex))) return refuse("proxyWallet is not the signer's Safe");
  if (signerOf(hashTypedData(createProxyTypedData(ctx.chainId)), b.signature) !== lower(b.from)) return refuse('invalid signature');
  if (wallets.byAddress(lower(b.proxyWallet), 'SAFE')) return refuse('safe already deployed');
  return ok(b, { nonce: '', data: b.data, signature: b.signature, calls: [] });
}

function verifySafe(ctx: RelayerContext, wallets: WalletStore, b: Body<'SAFE'>): Verdict {
  const safe = lower(b.proxyWallet);
  if (safe !== lower(deriveSafe(b.from as Hex))) return refuse("proxyWallet is not the signer's Safe");
  const wallet = wallets.byAddress(safe, 'SAFE');
  if (!wallet) return refuse('safe not deployed');
  if (wallet.owner !== lower(b.from)) return refuse('the signer is not the Safe owner');
  if (BigInt(b.nonce) !== BigInt(wallet.nonce)) return refuse('invalid nonce');
  const p = b.signatureParams;
  // the relayer pays the gas: a refund the SafeTx asked for would never be paid
  const refunds = [p.gasPrice, p.safeTxnGas, p.baseGas].some((n) => BigInt(n) !== 0n);
  if (refunds || !same(p.gasToken, zeroAddress) || !same(p.refundReceiver, zeroAddress)) return refuse('gas refunds are not supported');
  const operation = p.operation === '1' ? 1 : 0;
  const call = { to: b.to as Hex, data: b.data as Hex, operation } as const;
  const hash = safeTxHash({ chainId: ctx.chainId, safe: safe as Hex, call, nonce: BigInt(b.nonce) });
  const packed = safeSignatureDigest(hash, b.signature as Hex);
  if (!packed || signerOf(packed.digest, packed.signature) !== wallet.owner) return refuse('invalid signature');
  return ok(b, {
    nonce: String(BigInt(b.nonce)),
    data: b.data,
    signature: b.signature,
    metadata: b.metadata,
    calls: [{ to: lower(b.to), value: '0', data: lower(b.data), operation }],
  });
}

function verifyWalletCreate(ctx: RelayerContext, wallets: WalletStore, b: Body<'WALLET-CREATE'>): Verdict {
  if (!same(b.to, CONTRACTS.depositWalletFactory)) return refuse('to is not the deposit wallet factory');
  const wallet = lower(deriveDepositWallet(b.from as Hex, ctx.chainId));
  if (wallets.byAddress(wallet, 'WALLET')) return refuse('deposit wallet already deployed');
  return ok({ ...b, proxyWallet: wallet }, { nonce: '', data: '0x', signature: '', calls: [] });
}

function verifyWallet(ctx: RelayerContext, wallets: WalletStore, b: Body<'WALLET'>): Verdict {
  if (!same(b.to, CONTRACTS.depositWalletFactory)) return refuse('to is not the deposit wallet factory');
  const p = b.depositWalletParams;
  const address = lower(p.depositWallet);
  if (address !== lower(deriveDepositWallet(b.from as Hex, ctx.chainId))) return refuse("depositWallet is not the signer's");
  const wallet = wallets.byAddress(address, 'WALLET');
  if (!wallet) return refuse('deposit wallet not deployed');
  if (wallet.owner !== lower(b.from)) return refuse('the signer is not the wallet owner');
  if (BigInt(b.nonce) !== BigInt(wallet.nonce)) return refuse('invalid nonce');
  const deadline = BigInt(p.deadline);
  if (deadline <= BigInt(Math.floor(ctx.nowMs() / 1000))) return refuse('deadline passed');
  const calls = p.calls.map((c) => ({ target: c.target as Hex, value: BigInt(c.value), data: c.data as Hex }));
  const typed = depositWalletBatchTypedData({ chainId: ctx.chainId, wallet: address as Hex, nonce: BigInt(b.nonce), deadline, calls });
  if (signerOf(hashTypedData(typed), b.signature) !== wallet.owner) return refuse('invalid signature');
  return ok(
    { ...b, proxyWallet: address },
    {
      nonce: String(BigInt(b.nonce)),
      data: '0x',
      signature: b.signature,
      metadata: b.metadata,
      // a deadline past what SQLite holds is as good as none
      deadline: deadline > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(deadline),
      calls: calls.map((c) => ({ to: lower(c.target), value: String(c.value), data: lower(c.data), operation: 0 })),
    },
  );
}

type Parts = Pick<NewTransaction, 'nonce' | 'data' | 'signature'> & {
  metadata?: string;
  deadline?: number;
  calls: { to: string; value: string; data: string; operation: 0 | 1 }[];
};

function ok(b: { type: NewTransaction['type']; from: string; to: string; proxyWallet: string }, parts: Parts): Verdict {
  return {
    ok: true,
    tx: {
      type: b.type,
      from: lower(b.from),
      to: lower(b.to),
      proxy: lower(b.proxyWallet),
      data: parts.data,
      nonce: parts.nonce,
      signature: parts.signature,
      metadata: parts.metadata ?? '',
      calls: JSON.stringify(parts.calls),
      deadline: parts.deadline ?? null,
    },
  };
}
