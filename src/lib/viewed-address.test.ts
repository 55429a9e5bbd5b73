import { describe, expect, it } from 'vitest';
import { viewedAddress, withViewedAddress } from './viewed-address';

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ID = `0x${'ab'.repeat(32)}`;

describe('viewedAddress', () => {
  it('is the portfolio’s address, or the ?address= of a leaderboard, market list or market', () => {
    expect(viewedAddress(`/portfolio/${A}/positions`, '?tab=closed')).toBe(A);
    expect(viewedAddress('/leaderboards', `?period=week&address=${A}`)).toBe(A);
    expect(viewedAddress('/markets', `?address=${A}`)).toBe(A);
    expect(viewedAddress(`/market/${ID}`, `?address=${A}`)).toBe(A);
  });

  it('is nothing where the page does not read one, or when it is not an address', () => {
    expect(viewedAddress('/trade', `?address=${A}`)).toBeUndefined();
    expect(viewedAddress('/', `?address=${A}`)).toBeUndefined();
    expect(viewedAddress('/markets', '?address=0x123')).toBeUndefined();
    expect(viewedAddress('/portfolio/not-an-address', '')).toBeUndefined();
  });
});

describe('withViewedAddress', () => {
  it('adds the address to links that read one, keeping their own state', () => {
    expect(withViewedAddress('/leaderboards', A)).toBe(`/leaderboards?address=${A}`);
    expect(withViewedAddress(`/market/${ID}?interval=1w`, A)).toBe(`/market/${ID}?interval=1w&address=${A}`);
  });

  it('leaves other links, and every link when no trader is viewed', () => {
    expect(withViewedAddress('/trade', A)).toBe('/trade');
    expect(withViewedAddress(`/portfolio/${A}`, A)).toBe(`/portfolio/${A}`);
    expect(withViewedAddress('/leaderboards', undefined)).toBe('/leaderboards');
  });
});
