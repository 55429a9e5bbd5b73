import { describe, expect, it } from 'vitest';
import { ADDRESS_BANNED, OFF_TICK, TOO_MANY_ORDERS, UNDER_MIN_SIZE } from './error-messages';

/* A valued text is written and read back from one definition: what the service sends, the client parses. */

const ID = `0x${'ab'.repeat(32)}`;

describe('valued error texts', () => {
  it('write the spec’s words with the values in place', () => {
    expect(OFF_TICK.make({ id: ID, price: 0.555, tick: '0.01' })).toBe(
      `order ${ID} is invalid. Price (0.555) breaks minimum tick size rule: 0.01`,
    );
    expect(ADDRESS_BANNED.make({ address: '0xAbC' })).toBe(`'0xAbC' address banned`);
    expect(TOO_MANY_ORDERS.make({ count: 16, max: 15 })).toBe('Too many orders in payload: 16, max allowed: 15');
  });

  it('read the values back out of what they wrote, in any case and inside a longer message', () => {
    const text = UNDER_MIN_SIZE.make({ id: ID, size: '1.5', min: 5 });
    expect(UNDER_MIN_SIZE.pattern.exec(text)?.groups).toEqual({ id: ID, size: '1.5', min: '5' });
    expect(OFF_TICK.pattern.exec(`rejected: ${OFF_TICK.make({ id: ID, price: 0.5, tick: 0.1 }).toUpperCase()}`)?.groups?.tick).toBe('0.1');
    expect(OFF_TICK.pattern.exec(UNDER_MIN_SIZE.make({ id: ID, size: 1, min: 5 }))).toBeNull();
  });
});
