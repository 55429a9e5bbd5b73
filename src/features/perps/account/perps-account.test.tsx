// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/http';
import type { PerpsSession } from '../../../api/perps/client';
import type { AccountPortfolio, PerpsOrder } from '../../../api/perps/contract/schemas';
import { renderWithUser } from '../../../testing/render';
import { PerpsAccount } from './perps-account';
import type { PerpsClient } from './queries';

/*
 * What the local gateway cannot be made to say: cancel-only mode, a liquidation in progress and its
 * warning, a read that fails. A stand-in client answers the panel's reads; the real gateway's
 * answers are checked in perps-account.service.test.tsx.
 */

const session = { account: '0xabc', proxy: '0x1', sign: async () => ({}), headers: {} } as unknown as PerpsSession;

const portfolio: AccountPortfolio = {
  positions: [
    {
      instrument_id: 6,
      symbol: 'BTC-USD',
      size: '-0.02',
      entry_price: '71000',
      unrealized_pnl: '-12.5',
      return_on_equity: '-0.088',
      leverage: 10,
      cross: true,
      initial_margin: '142',
      position_value: '1432.5',
      liquidation_price: '77400',
    },
  ],
  margin: {
    total_account_value: '500',
    available_order_margin: '358',
    total_initial_margin: '142',
    total_maintenance_margin: '71',
    total_position_value: '1432.5',
  },
  withdrawable: '358',
  in_liquidation: true,
  timestamp: 0,
};

const order: PerpsOrder = {
  order_id: 9,
  instrument_id: 6,
  buy: false,
  price: '80000',
  quantity: '0.01',
  tif: 'gtc',
  post_only: false,
  ro: false,
  status: 'open',
  resting_quantity: '0.01',
  filled_quantity: '0',
  created_timestamp: 0,
  updated_timestamp: 0,
};

function stub(over: { fills?: () => Promise<never> } = {}) {
  const client = {
    tickers: async () => [],
    instruments: async () => [{ instrument_id: 6, symbol: 'BTC-USD', price_decimals: 0, quantity_decimals: 5 }],
    account: () => ({
      portfolio: async () => portfolio,
      openOrders: async () => [order],
      fills: over.fills ?? (async () => ({ data: [] })),
      funding: async () => ({ data: [], more: false }),
      notifications: async () => ({
        items: [
          {
            notification: {
              id: 1,
              type: 'liquidation_warning',
              instrument_id: 6,
              side: 'long',
              size: '0.005',
              avg_price: '95000',
              leverage: 50,
              equity: '6.123456',
              initial_margin: '9.2',
              maintenance_margin: '4.6',
              mark_price: '92300',
            },
            read_at: null,
            ts: 0,
          },
        ],
        unread: 1,
        has_more: false,
      }),
      autoCancel: async () => ({ deadline: 0, triggered: 0, daily_limit: 1000, next_reset: 0 }),
    }),
    trade: () => ({
      modify: async () => {
        throw new ApiError(422, 'cancel_only_mode');
      },
    }),
  };
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithUser(
    <QueryClientProvider client={qc}>
      <PerpsAccount session={session} client={client as unknown as PerpsClient} />
    </QueryClientProvider>,
  );
}

describe('PerpsAccount', () => {
  it('puts a liquidation first: the account in liquidation and the warning are alerts', async () => {
    stub();
    expect((await screen.findByText(/^In liquidation/)).getAttribute('role')).toBe('alert');
    const urgent = await screen.findByTestId('perps-urgent-notifications');
    expect(urgent.textContent).toMatch(/Liquidation warning.*BTC-USD/);
    // the figures the warning carries: how far equity is above the maintenance margin, at which mark
    expect(within(urgent).getByTestId('perps-notification-figures').textContent).toBe(
      'Long 0.005 · entry 95,000 · mark 92,300 · 50× · equity $6.12 · initial margin $9.20 · maintenance margin $4.60',
    );
  });

  it('a cross position: its badge, no margin button, the mark from its value when there is no ticker', async () => {
    stub();
    const row = await screen.findByTestId('perps-account-position');
    expect(within(row).getByText('cross')).toBeTruthy();
    expect(within(row).getByText('Short')).toBeTruthy();
    // 1432.5 / 0.02, exactly
    expect(within(row).getByText('71,625')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /margin/ })).toBeNull();
  });

  it('a modify refused cancel_only_mode: the mode is said, and Modify is disabled from then on', async () => {
    const { user } = stub();
    const row = await screen.findByTestId('perps-open-order');
    await user.click(within(row).getByRole('button', { name: /^Modify order/ }));
    const dialog = screen.getByTestId('modify-dialog');
    const qty = within(dialog).getByLabelText('Total quantity');
    await user.clear(qty);
    await user.type(qty, '0.02');
    await user.click(within(dialog).getByRole('button', { name: 'Change order' }));
    expect((await within(dialog).findByTestId('modify-error')).textContent).toMatch(/cancel-only mode/);
    expect(await screen.findByTestId('perps-cancel-only')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it as it is' }));
    await waitFor(() =>
      expect(
        within(row)
          .getByRole('button', { name: /^Modify order/ })
          .hasAttribute('disabled'),
      ).toBe(true),
    );
    expect(
      within(row)
        .getByRole('button', { name: /^Cancel order/ })
        .hasAttribute('disabled'),
    ).toBe(false);
  });

  it('one read failing leaves the rest: its error and a retry', async () => {
    stub({
      fills: async () => {
        throw new ApiError(503, 'service_unavailable');
      },
    });
    expect((await screen.findByText('Could not load the fills')).closest('[role="alert"]')!.textContent).toMatch(/service_unavailable/);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(await screen.findByTestId('perps-account-position')).toBeTruthy();
  });
});
