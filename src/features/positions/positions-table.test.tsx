// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '../../testing/render';
import { ClaimableTotal } from './claimable-total';
import { PositionsTable } from './positions-table';
import type { PositionRow } from './queries';
import { defaultsFor } from './url-state';

let n = 0;
function position(p: Partial<PositionRow>): PositionRow {
  n += 1;
  const status = p.status ?? 'OPEN';
  return {
    proxy_wallet: `0x${'1'.repeat(40)}`,
    token_id: String(n),
    condition_id: `0x${n.toString(16).padStart(64, '0')}`,
    current_size: 0,
    avg_price: 0.5,
    entry_cost_usdc: 0,
    entry_fees_usdc: 0,
    total_cost_usdc: 0,
    current_price: 0.5,
    current_value: 0,
    total_size: 0,
    realized_pnl: 0,
    unrealized_pnl: 0,
    total_pnl: 0,
    percent_pnl: 0,
    percent_realized_pnl: 0,
    status,
    redeemable: status === 'REDEEMABLE',
    mergeable: false,
    negative_risk: false,
    archived: false,
    title: `Market ${n}`,
    slug: `market-${n}`,
    icon: '',
    event_id: '1',
    event_slug: 'event',
    outcome: 'Yes',
    outcome_index: 0,
    opposite_outcome: 'No',
    opposite_token_id: '0',
    end_date: '2027-01-01',
    last_event_at: 0,
    first_entry_at: 0,
    name: '',
    profile_image: '',
    verified: false,
    ...p,
  };
}

const ROWS = [
  position({ current_size: 10, current_value: 0.1, entry_cost_usdc: 0.7, unrealized_pnl: -0.6, realized_pnl: 0.1, total_pnl: -0.5 }),
  position({ current_size: 20.5, current_value: 0.2, entry_cost_usdc: 0.1, unrealized_pnl: 0.1, realized_pnl: 0.2, total_pnl: 0.3 }),
  // resolved: its shares are under Value, with nothing left to win
  position({ status: 'REDEEMABLE', current_size: 3, current_value: 0.4, entry_cost_usdc: 1.234567, unrealized_pnl: -0.834567 }),
];

function renderTable(rows: PositionRow[], onScope = vi.fn()) {
  renderWithUser(
    <PositionsTable
      label="Open positions"
      filters={defaultsFor('OPEN')}
      onSort={vi.fn()}
      onScope={onScope}
      rows={rows}
      skeletonRows={3}
      stale={false}
    />,
  );
  return { onScope };
}

const footCell = (col: string) => screen.getByTestId('positions-totals').querySelector(`[data-col="${col}"]`)?.textContent;

describe('the positions table', () => {
  it('sums the listed rows exactly in its totals row', () => {
    renderTable(ROWS);
    expect(footCell('market')).toBe('Totalof the 3 listed');
    // floats would give 0.7000000000000001, 2.0345670000000003, ...
    expect(footCell('value')).toBe('$0.70');
    expect(footCell('cost')).toBe('$2.03');
    expect(footCell('towin')).toBe('$30.50');
    expect(footCell('pnl')).toBe('-$1.33');
    expect(footCell('realized')).toBe('+$0.30');
    expect(footCell('total')).toBe('-$0.20');
    // no sum where one means nothing
    expect(footCell('price')).toBe('');
  });

  it('shows what an open position wins, and nothing for a resolved one', () => {
    renderTable(ROWS);
    const toWin = screen.getAllByTestId('position-row').map((r) => r.querySelector('[data-col="towin"]')?.textContent);
    expect(toWin).toEqual(['$10.00', '$20.50', '—']);
  });

  it('opens the market from anywhere on a row, but not from its buttons or a text selection', () => {
    const { onScope } = renderTable(ROWS);
    const row = screen.getAllByTestId('position-row')[1]!;
    fireEvent.click(row.querySelector('[data-col="value"]')!);
    expect(window.location.pathname).toBe(`/market/${ROWS[1]!.condition_id}`);

    window.history.replaceState(null, '', '/');
    fireEvent.click(within(row).getByRole('button', { name: /^Only the event/ }));
    expect(onScope).toHaveBeenCalledWith({ event_id: '1' });
    expect(window.location.pathname).toBe('/');

    getSelection()!.selectAllChildren(row.querySelector('[data-col="value"]')!);
    fireEvent.click(row.querySelector('[data-col="value"]')!);
    expect(window.location.pathname).toBe('/');
    getSelection()!.removeAllRanges();
  });
});

describe('the claimable total', () => {
  it('adds up the redeemable rows’ current value exactly', () => {
    const rows = [
      position({ status: 'REDEEMABLE', current_value: 0.1 }),
      position({ status: 'REDEEMABLE', current_value: 0.2 }),
      position({ status: 'REDEEMABLE', current_value: 1234.000004 }),
    ];
    renderWithUser(<ClaimableTotal rows={rows} more />);
    const text = screen.getByTestId('claimable').textContent;
    expect(text).toContain('$1,234.30');
    expect(text).toContain('from the 3 positions listed, more to load');
  });
});
