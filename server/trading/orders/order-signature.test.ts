import fc from 'fast-check';
import { hashTypedData, keccak256, toHex, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { secp256k1 } from '@noble/curves/secp256k1';
import { describe, expect, it } from 'vitest';
import type { SignedOrder } from '../../../src/api/trading/contract/schemas-orders';
import { structOf } from '../../../src/api/trading/orders';
import { orderTypedData } from '../../../src/api/trading/wire';
import { cryptoBackend, IMPLEMENTATIONS, orderDigest, orderId, recoverSigner, signDigest } from './order-signature';

const uint256 = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map(String);
const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => `0x${Buffer.from(b).toString('hex')}`);
const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => `0x${Buffer.from(b).toString('hex')}`);

const order: fc.Arbitrary<SignedOrder> = fc.record({
  salt: fc.oneof(fc.maxSafeNat(), uint256),
  maker: address,
  signer: address,
  tokenId: uint256,
  makerAmount: uint256,
  takerAmount: uint256,
  side: fc.constantFrom('BUY' as const, 'SELL' as const),
  signatureType: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
  timestamp: uint256,
  expiration: fc.constant('0'),
  metadata: bytes32,
  builder: bytes32,
  signature: fc.constant('0x'),
});

describe('orderDigest', () => {
  it("is viem's EIP-712 hash of the same order, on both exchanges and any chain", () => {
    fc.assert(
      fc.property(order, fc.constantFrom(137, 80002), fc.boolean(), (o, chainId, negRisk) => {
        expect(orderId(orderDigest(o, chainId, negRisk))).toBe(hashTypedData(orderTypedData(structOf(o), chainId, negRisk)));
      }),
      { numRuns: 300 },
    );
  });
});

const key = keccak256(toHex('signatures test'));
const account = privateKeyToAccount(key);
const hashes = Array.from({ length: 20 }, (_, i) => keccak256(toHex(`message ${i}`)));
const bytes = (h: Hex) => Buffer.from(h.slice(2), 'hex');

/** The same signature with s replaced by n − s and the parity flipped: it recovers the same key, but the contract refuses it. */
function highS(sig: Hex): Hex {
  const s = BigInt(`0x${sig.slice(66, 130)}`);
  const v = parseInt(sig.slice(130), 16);
  return `${sig.slice(0, 66)}${(secp256k1.CURVE.n - s).toString(16).padStart(64, '0')}${(v === 27 ? 28 : 27).toString(16)}` as Hex;
}

describe('recoverSigner', () => {
  it('uses the native bindings on this machine', () => {
    expect(cryptoBackend).toBe('native libsecp256k1, native keccak');
  });

  it("signs a digest as viem's account does (RFC 6979, low s), and the signature recovers its key", async () => {
    for (const hash of hashes) {
      expect(signDigest(bytes(hash), key)).toBe(await account.sign({ hash }));
      expect(recoverSigner(bytes(hash), signDigest(bytes(hash), key))).toBe(account.address.toLowerCase());
    }
  });

  it('hashes with native keccak as noble does', () => {
    for (const n of [0, 1, 64, 135, 136, 137, 384, 1000]) {
      const data = new Uint8Array(n).map((_, i) => (i * 31 + n) & 255);
      expect(Buffer.from(IMPLEMENTATIONS.keccak256.native!(data))).toEqual(Buffer.from(IMPLEMENTATIONS.keccak256.js(data)));
    }
  });

  for (const [name, recover] of Object.entries(IMPLEMENTATIONS.recover)) {
    it(`${name}: recovers the signer of every hash, and a stranger for a changed hash`, async () => {
      for (const hash of hashes) {
        const sig = await account.sign({ hash });
        expect(recoverSigner(bytes(hash), sig, recover)).toBe(account.address.toLowerCase());
        expect(recoverSigner(bytes(keccak256(hash)), sig, recover)).not.toBe(account.address.toLowerCase());
      }
    });

    it(`${name}: refuses what the exchange contract would: a high s, v of 0 or 1, r or s of zero, bad lengths`, async () => {
      const hash = hashes[0]!;
      const sig = await account.sign({ hash });
      const v = parseInt(sig.slice(130), 16);
      expect(recoverSigner(bytes(hash), highS(sig), recover)).toBeUndefined();
      expect(recoverSigner(bytes(hash), `${sig.slice(0, 130)}0${v - 27}`, recover)).toBeUndefined();
      expect(recoverSigner(bytes(hash), `0x${'0'.repeat(64)}${sig.slice(66)}`, recover)).toBeUndefined();
      expect(recoverSigner(bytes(hash), `${sig.slice(0, 66)}${'0'.repeat(64)}${sig.slice(130)}`, recover)).toBeUndefined();
      expect(recoverSigner(bytes(hash), sig.slice(0, 128), recover)).toBeUndefined();
      expect(recoverSigner(bytes(hash), `0x${'f'.repeat(130)}`, recover)).toBeUndefined();
    });
  }
});
