import { concat, encodeAbiParameters, hashTypedData, keccak256, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { CHAIN_ID } from '../config';
import { CLOB_AUTH_MESSAGE, clobAuthTypedData } from './wire';

/*
 * The ClobAuth digest written out from the EIP-712 rules and the facts sheet (domain ClobAuthDomain,
 * version 1, chainId, no verifying contract; ClobAuth(address,string,uint256,string)), independently
 * of the typed-data object the app and the server share.
 */
function clobAuthDigest(address: `0x${string}`, timestamp: string, nonce: bigint, chainId: number) {
  const str = (s: string) => keccak256(toHex(s));
  const domainType = str('EIP712Domain(string name,string version,uint256 chainId)');
  const domain = keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'bytes32' }, { type: 'bytes32' }, { type: 'uint256' }],
      [domainType, str('ClobAuthDomain'), str('1'), BigInt(chainId)],
    ),
  );
  const structType = str('ClobAuth(address address,string timestamp,uint256 nonce,string message)');
  const struct = keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'address' }, { type: 'bytes32' }, { type: 'uint256' }, { type: 'bytes32' }],
      [structType, address, str(timestamp), nonce, str(CLOB_AUTH_MESSAGE)],
    ),
  );
  return keccak256(concat(['0x1901', domain, struct]));
}

describe('ClobAuth typed data', () => {
  it('hashes as the EIP-712 rules give it, per chain', () => {
    const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
    for (const chainId of [CHAIN_ID.polygon, CHAIN_ID.amoy]) {
      const typed = clobAuthTypedData({ address, timestamp: '1750000000', nonce: 3n, chainId });
      expect(hashTypedData(typed)).toBe(clobAuthDigest(address, '1750000000', 3n, chainId));
    }
    const amoy = hashTypedData(clobAuthTypedData({ address, timestamp: '1', nonce: 0n, chainId: CHAIN_ID.amoy }));
    expect(amoy).not.toBe(hashTypedData(clobAuthTypedData({ address, timestamp: '1', nonce: 0n, chainId: CHAIN_ID.polygon })));
  });
});
