import { describe, expect, it } from 'vitest';
import { SendOrder } from './schemas-orders';

/* The order schema is the edge: what it lets through, the hashing and the checks behind it can take as is. */

const MAX_UINT256 = 2n ** 256n - 1n;
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ZERO32 = `0x${'0'.repeat(64)}`;

const body = (order: Record<string, unknown> = {}) => ({
  deferExec: false,
  postOnly: false,
  order: {
    salt: 1,
    maker: ADDRESS,
    signer: ADDRESS,
    tokenId: '1',
    makerAmount: '100000',
    takerAmount: '5000000',
    side: 'BUY',
    signatureType: 0,
    timestamp: '1700000000000',
    expiration: '0',
    metadata: ZERO32,
    builder: ZERO32,
    signature: `0x${'1'.repeat(130)}`,
    ...order,
  },
  owner: 'key',
  orderType: 'GTC',
});

describe('SendOrder', () => {
  it('reads maker and signer in lower case, whatever case they came in', () => {
    for (const spelling of [ADDRESS, ADDRESS.toLowerCase(), `0x${ADDRESS.slice(2).toUpperCase()}`]) {
      const parsed = SendOrder.parse(body({ maker: spelling, signer: spelling }));
      expect(parsed.order.maker).toBe(ADDRESS.toLowerCase());
      expect(parsed.order.signer).toBe(ADDRESS.toLowerCase());
    }
  });

  it('takes uint256 fields up to 2^256 - 1 and refuses one more', () => {
    for (const field of ['salt', 'tokenId', 'makerAmount', 'takerAmount', 'timestamp', 'expiration']) {
      expect(SendOrder.safeParse(body({ [field]: String(MAX_UINT256) })).success, field).toBe(true);
      expect(SendOrder.safeParse(body({ [field]: String(MAX_UINT256 + 1n) })).success, field).toBe(false);
      expect(SendOrder.safeParse(body({ [field]: '9'.repeat(78) })).success, field).toBe(false);
      expect(SendOrder.safeParse(body({ [field]: '-1' })).success, field).toBe(false);
    }
  });
});
