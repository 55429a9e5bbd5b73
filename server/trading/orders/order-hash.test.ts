import fc from 'fast-check';
import { hashTypedData } from 'viem';
import { describe, expect, it } from 'vitest';
import type { SignedOrder } from '../../../src/api/trading/contract/schemas-orders';
import { structOf } from '../../../src/api/trading/orders';
import { orderTypedData } from '../../../src/api/trading/wire';
import { orderDigest, orderId } from './order-hash';

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
