import { describe, expect, it } from 'vitest';
import { followFunder } from './my-portfolio';

const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const PROXY = '0x1111111111111111111111111111111111111111';
const OTHER = '0x2222222222222222222222222222222222222222';

describe('followFunder', () => {
  it('moves a page of the wallet’s own portfolio to the new funder, keeping the view and its state', () => {
    expect(followFunder(`/portfolio/${EOA}/positions?tab=closed`, { eoa: EOA, funder: EOA }, { eoa: EOA, funder: PROXY })).toBe(
      `/portfolio/${PROXY}/positions?tab=closed`,
    );
    expect(followFunder(`/portfolio/${EOA.toLowerCase()}`, { eoa: EOA, funder: EOA }, { eoa: EOA, funder: PROXY })).toBe(
      `/portfolio/${PROXY}`,
    );
  });

  it('moves from the old funder (or the old account) on an account switch', () => {
    expect(followFunder(`/portfolio/${PROXY}/trades`, { eoa: EOA, funder: PROXY }, { eoa: OTHER, funder: OTHER })).toBe(
      `/portfolio/${OTHER}/trades`,
    );
  });

  it('leaves someone else’s portfolio, other pages, and a first connection where they are', () => {
    expect(followFunder(`/portfolio/${OTHER}`, { eoa: EOA, funder: EOA }, { eoa: EOA, funder: PROXY })).toBeUndefined();
    expect(followFunder('/markets', { eoa: EOA, funder: EOA }, { eoa: EOA, funder: PROXY })).toBeUndefined();
    expect(followFunder(`/portfolio/${EOA}`, undefined, { eoa: EOA, funder: PROXY })).toBeUndefined();
    expect(followFunder(`/portfolio/${EOA}`, { eoa: EOA, funder: EOA }, undefined)).toBeUndefined();
    expect(followFunder(`/portfolio/${PROXY}`, { eoa: EOA, funder: EOA }, { eoa: EOA, funder: PROXY })).toBeUndefined();
  });
});
