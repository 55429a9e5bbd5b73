import { describe, expect, it } from 'vitest';
import { l2Message, l2Signature } from './hmac';

describe('L2 HMAC', () => {
  it('matches the published test vector', async () => {
    const secret = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
    const signature = await l2Signature(secret, { timestamp: 1000000, method: 'test-sign', path: '/orders', body: '{"hash": "0x123"}' });
    expect(signature).toBe('ZwAdJKvoYRlEKDkNMwd5BuwNNtg93kNaR_oU2HrfVvc=');
  });

  it('reads the secret in either base64 alphabet, with or without padding', async () => {
    const m = { timestamp: 1, method: 'GET', path: '/auth/api-keys' };
    const urlSafe = await l2Signature('-_-_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=', m);
    expect(await l2Signature('+/+/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', m)).toBe(urlSafe);
  });

  it('signs the path without its query, and nothing for an absent body', () => {
    expect(l2Message({ timestamp: 5, method: 'GET', path: '/data/orders?id=0x1' })).toBe('5GET/data/orders');
    expect(l2Message({ timestamp: '5', method: 'DELETE', path: '/order', body: '{"orderID":"0x1"}' })).toBe(
      '5DELETE/order{"orderID":"0x1"}',
    );
  });
});
