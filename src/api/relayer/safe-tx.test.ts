import { createSafeMultisendTransaction } from '@polymarket/builder-relayer-client/dist/encode/safe';
import { encodeFunctionData, erc20Abi, maxUint256, recoverAddress, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { CHAIN_ID, CONTRACTS } from '../config';
import { deriveSafe } from './addresses';
import {
  aggregateSafeCalls,
  createProxyTypedData,
  depositWalletBatchTypedData,
  packSafeSignature,
  safeSignatureDigest,
  safeTxHash,
  type SafeCall,
} from './safe-tx';

/* The relayer facts' vectors (§5): the dev key's Safe approving USDC.e to the CTF at nonce 0, and its SAFE-CREATE. */

const DEV = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const USDCE = '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174';
const approve: SafeCall = {
  to: USDCE,
  value: 0n,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [CONTRACTS.conditionalTokens, maxUint256] }),
  operation: 0,
};
const safe = deriveSafe(DEV.address);

async function clientSignature(chainId: number): Promise<{ hash: Hex; packed: Hex }> {
  const hash = safeTxHash({ chainId, safe, call: approve, nonce: 0n });
  return { hash, packed: packSafeSignature(await DEV.signMessage({ message: { raw: hash } })) };
}

describe('SafeTx', () => {
  it('hashes and packs the Amoy vector as the client does (v 0x20)', async () => {
    const { hash, packed } = await clientSignature(CHAIN_ID.amoy);
    expect(hash).toBe('0xb5db11c691a92bdf4b849f26fe268480a98b94348e1e19ca1d526ba72db7d891');
    expect(packed.startsWith('0x427843773dad')).toBe(true);
    expect(packed.endsWith('b2ce7d1b20')).toBe(true);
    expect(packed).toHaveLength(132);
  });

  it('signs the Polygon vector (v 0x1f)', async () => {
    const { packed } = await clientSignature(CHAIN_ID.polygon);
    expect(packed.startsWith('0xf368488355b0')).toBe(true);
    expect(packed.endsWith('4df098c21f')).toBe(true);
  });

  it('recovers the owner the way a Safe does: v 31/32 over the prefixed hash, v 27/28 over the raw hash', async () => {
    const { hash, packed } = await clientSignature(CHAIN_ID.amoy);
    const shifted = safeSignatureDigest(hash, packed)!;
    expect(await recoverAddress({ hash: shifted.digest, signature: shifted.signature })).toBe(DEV.address);
    const raw = await DEV.sign({ hash });
    const plain = safeSignatureDigest(hash, raw)!;
    expect(plain.digest).toBe(hash);
    expect(await recoverAddress({ hash: plain.digest, signature: plain.signature })).toBe(DEV.address);
    expect(safeSignatureDigest(hash, `${packed.slice(0, 130)}01` as Hex)).toBeUndefined();
    expect(safeSignatureDigest(hash, '0x1234')).toBeUndefined();
  });
});

describe('CreateProxy (SAFE-CREATE)', () => {
  it('signs the vectors of both chains', async () => {
    const amoy = await DEV.signTypedData(createProxyTypedData(CHAIN_ID.amoy));
    expect(amoy.startsWith('0xb07b6f1b')).toBe(true);
    expect(amoy.endsWith('33379b1b')).toBe(true);
    const polygon = await DEV.signTypedData(createProxyTypedData(CHAIN_ID.polygon));
    expect(polygon.startsWith('0xe3e791c2')).toBe(true);
    expect(polygon.endsWith('81f921b')).toBe(true);
  });
});

describe('MultiSend', () => {
  it('aggregates two calls into the delegatecall the client builds, byte for byte', () => {
    const second: SafeCall = { ...approve, to: CONTRACTS.collateral };
    const ours = aggregateSafeCalls([approve, second]);
    const theirs = createSafeMultisendTransaction(
      [approve, second].map((c) => ({ to: c.to, data: c.data, value: '0', operation: c.operation })),
      CONTRACTS.safeMultisend,
    );
    expect(ours).toEqual({ to: theirs.to, value: 0n, data: theirs.data, operation: 1 });
    expect(ours.data.startsWith('0x8d80ff0a')).toBe(true);
    expect(aggregateSafeCalls([approve])).toBe(approve);
  });
});

describe('deposit wallet Batch', () => {
  it('is signed on the wallet’s own domain', async () => {
    const wallet = '0x12d77BcbDC3E67F5Da4Dc8e798623482D4a711db';
    const typed = depositWalletBatchTypedData({
      chainId: CHAIN_ID.amoy,
      wallet,
      nonce: 0n,
      deadline: 1_800_000_000n,
      calls: [{ target: approve.to, value: 0n, data: approve.data }],
    });
    expect(typed.domain).toEqual({ name: 'DepositWallet', version: '1', chainId: CHAIN_ID.amoy, verifyingContract: wallet });
    expect((await DEV.signTypedData(typed)).length).toBe(132);
  });
});
