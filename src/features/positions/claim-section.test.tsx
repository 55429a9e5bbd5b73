// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publishMyPortfolio } from '../../lib/my-portfolio';
import '../../testing/render';
import { ClaimSection } from './claim-section';
import { columnsFor } from './positions-columns';
import type { PositionRow } from './queries';

/* Who gets Claim buttons: an address that is not the connected wallet's funder says why it has none, and gets the plain table. */

const SAFE = `0x${'5a'.repeat(20)}`;
const rows = [{ token_id: '1' }] as PositionRow[];
const content = (claim?: unknown) => <p data-testid="content">{claim ? 'with claims' : 'plain'}</p>;

afterEach(() => publishMyPortfolio(undefined));

describe('ClaimSection', () => {
  it('with no wallet connected: no buttons, and the way to get them', () => {
    render(<ClaimSection address={SAFE} status="REDEEMABLE" rows={rows} more={false} content={content} />);
    expect(screen.getByTestId('no-claim').textContent).toMatch(/Connect the wallet that owns this Safe or address/);
    expect(screen.getByTestId('content').textContent).toBe('plain');
  });

  it("on someone else's address: no buttons, and why", () => {
    publishMyPortfolio({ eoa: `0x${'e0'.repeat(20)}`, funder: `0x${'f0'.repeat(20)}` });
    render(<ClaimSection address={SAFE} status="REDEEMABLE" rows={rows} more={false} content={content} />);
    expect(screen.getByTestId('no-claim').textContent).toMatch(/not the Safe you trade as/);
  });

  it("on the wallet's own EOA (signature type 0): the wallet part is asked for, with no word against it", () => {
    const eoa = `0x${'e0'.repeat(20)}`;
    publishMyPortfolio({ eoa, funder: SAFE });
    render(<ClaimSection address={eoa.toUpperCase().replace('0X', '0x')} status="REDEEMABLE" rows={rows} more={false} content={content} />);
    expect(screen.queryByTestId('no-claim')).toBeNull();
  });

  it('says nothing when there is nothing to claim, nor on the Open tab', () => {
    render(<ClaimSection address={SAFE} status="REDEEMABLE" rows={[]} more={false} content={content} />);
    expect(screen.queryByTestId('no-claim')).toBeNull();
    render(<ClaimSection address={SAFE} status="OPEN" rows={rows} more={false} content={content} />);
    expect(screen.queryByTestId('no-claim')).toBeNull();
  });
});

describe('columnsFor', () => {
  it('adds Claim to the Redeemable tab and Merge to the Open tab only when offered', () => {
    expect(columnsFor('REDEEMABLE').map((c) => c.id)).not.toContain('safe-action');
    expect(columnsFor('REDEEMABLE', true).at(-1)?.label).toBe('Claim');
    expect(columnsFor('OPEN', true).at(-1)?.label).toBe('Merge');
    expect(columnsFor('CLOSED', true).map((c) => c.id)).not.toContain('safe-action');
  });
});
