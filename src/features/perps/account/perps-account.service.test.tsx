// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../../server/app';
import { openDb } from '../../../../server/db/connection';
import { CHAIN_ID } from '../../../api/config';
import { createPerpsClient, type PerpsSession } from '../../../api/perps/client';
import { createTransport } from '../../../api/transport';
import { toMicro } from '../../../lib/decimal';
import { formatExact } from '../../../lib/format-exact';
import { renderWithUser } from '../../../testing/render';
import { PerpsAccount } from './perps-account';

/*
 * The account panel against the real gateway in process (the client's own test builds the same
 * world): a session signed by a local key, test pUSD from the faucet, a position and a resting
 * order placed through the client, then everything else through the panel's buttons — cancel,
 * modify, and a margin change whose effect on the account's figures is checked to the micro-dollar.
 */

const BTC = 6;

type Hooks = {
  lose?: (path: string) => boolean;
  hold?: (path: string) => Promise<void> | undefined;
  /** More of the account to set up before the panel's first read. */
  setup?: (client: ReturnType<typeof createPerpsClient>, session: PerpsSession) => Promise<void>;
};

function world({ lose, hold }: Hooks = {}) {
  const app = createApp(openDb(':memory:'), { sandbox: true });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    // an answer slow to come: the request waits before it reaches the gateway
    await hold?.(String(input));
    const res = await app.request(String(input), init);
    // the answer lost on its way back: the request did reach the gateway
    if (lose?.(String(input))) throw new TypeError('connection reset');
    return res;
  }) as typeof globalThis.fetch;
  return createPerpsClient(createTransport({ baseUrl: '/perps', fetch, retry: { sleep: async () => {} } }), CHAIN_ID.amoy);
}

async function trader(hooks: Hooks = {}) {
  const client = world(hooks);
  const owner = privateKeyToAccount(generatePrivateKey());
  const session = await client.openSession(owner);
  await client.faucet(owner.address, '10000');
  // a long position of 0.01 BTC (isolated, the default) and a resting bid far below the market
  await client.trade(session).place([{ iid: BTC, buy: true, qty: '0.01', tif: 'ioc' }]);
  await new Promise((r) => setTimeout(r, 60));
  const [rest] = await client.trade(session).place([{ iid: BTC, buy: true, p: '60000', qty: '0.01', tif: 'gtc' }]);
  await hooks.setup?.(client, session);
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderWithUser(
    <QueryClientProvider client={qc}>
      <PerpsAccount session={session} client={client} />
    </QueryClientProvider>,
  );
  return { ...view, client, session, oid: rest!.oid! };
}

const figure = (id: string) => toMicro(screen.getByTestId(id).getAttribute('data-value')!);
/*
 * The margin the account has set aside beyond its positions' IM — what was added to isolated
 * positions plus what the resting order holds — from the three figures of one read. The mark moves
 * while the test runs (the sandbox's makers quote around a moving index), and account value and IM
 * move with it; this difference does not, so an added amount shows in it to the micro-dollar.
 */
const setAside = () => figure('total-account-value') - figure('total-initial-margin') - figure('available-order-margin');

describe('PerpsAccount against the local gateway', () => {
  it('shows the position and the open order; Cancel removes the order', async () => {
    const { user, oid, client, session } = await trader();
    const position = await screen.findByTestId('perps-account-position');
    expect(within(position).getByText('BTC-USD')).toBeTruthy();
    expect(within(position).getByText('Long')).toBeTruthy();
    expect(within(position).getByText('0.01')).toBeTruthy();
    expect(within(position).getByText('isolated')).toBeTruthy();
    const order = await screen.findByTestId('perps-open-order');
    expect(order.getAttribute('data-order-id')).toBe(String(oid));
    expect(within(order).getByText('0 / 0.01')).toBeTruthy();
    // the fill and the notification of the opening show as well
    expect(await screen.findByTestId('perps-fill')).toBeTruthy();
    const opened = (await screen.findAllByTestId('perps-notification')).find((n) => /Position opened · BTC-USD/.test(n.textContent!))!;
    // with what the gateway sent: side, size, entry (the first fill's price) and leverage (the default, BTC's 50×)
    const entry = (await client.account(session).portfolio()).positions[0]!.entry_price;
    expect(within(opened).getByTestId('perps-notification-figures').textContent).toBe(`Long 0.01 · entry ${formatExact(entry)} · 50×`);

    await user.click(within(order).getByRole('button', { name: /^Cancel order: buy 0.01 BTC-USD at 60000/ }));
    await waitFor(() => expect(screen.queryByTestId('perps-open-order')).toBeNull());
    expect(screen.getByText('No open orders.')).toBeTruthy();
  });

  it('modifies the order: a crossing price is refused in words, a new total quantity applies', async () => {
    const { user } = await trader();
    const order = await screen.findByTestId('perps-open-order');
    await user.click(within(order).getByRole('button', { name: /^Modify order/ }));
    const dialog = screen.getByTestId('modify-dialog');
    const price = within(dialog).getByLabelText('Price');
    const qty = within(dialog).getByLabelText('Total quantity');
    await user.clear(price);
    await user.type(price, '200000');
    await user.click(within(dialog).getByRole('button', { name: 'Change order' }));
    expect((await within(dialog).findByTestId('modify-refusal')).textContent).toMatch(/would trade at once/);

    await user.clear(price);
    await user.type(price, '61000');
    await user.clear(qty);
    await user.type(qty, '0.02');
    await user.click(within(dialog).getByRole('button', { name: 'Change order' }));
    await waitFor(() => expect(within(screen.getByTestId('perps-open-order')).queryByText('0 / 0.02')).toBeTruthy());
    expect(within(screen.getByTestId('perps-open-order')).getByText('61,000')).toBeTruthy();
  });

  it('adds margin through the dialog: the margin set aside grows by exactly the amount', async () => {
    const { user } = await trader();
    await screen.findByTestId('perps-account-position');
    const before = setAside();
    await user.click(screen.getByRole('button', { name: 'Add or remove margin: BTC-USD' }));
    const dialog = screen.getByTestId('margin-dialog');
    await user.type(within(dialog).getByLabelText(/Amount in pUSD/), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add margin' }));
    await waitFor(() => expect(setAside() - before).toBe(5_000_000n));
    // the dialog closes on the outcome, and the lock opens again
    expect(within(dialog).queryByLabelText(/Amount in pUSD/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add or remove margin: BTC-USD' }).hasAttribute('disabled')).toBe(false);
  });

  it('a lost answer resent is already received: its message shows and the account is read again', async () => {
    let losses = 0;
    const { user } = await trader({ lose: (path) => path.endsWith('/v1/trade/margin') && losses-- > 0 });
    await screen.findByTestId('perps-account-position');
    const before = setAside();
    losses = 1;
    await user.click(screen.getByRole('button', { name: 'Add or remove margin: BTC-USD' }));
    const dialog = screen.getByTestId('margin-dialog');
    await user.type(within(dialog).getByLabelText(/Amount in pUSD/), '+7.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add margin' }));
    expect((await within(dialog).findByTestId('margin-error')).textContent).toMatch(/already received; check the account/);
    // the first attempt did apply, once, and the figures shown are the re-read ones
    expect(setAside() - before).toBe(7_500_000n);
  });

  it('while a change waits for its outcome, no second one can be signed', async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    let sent = 0;
    const { user } = await trader({ hold: (path) => (path.endsWith('/v1/trade/margin') ? (sent++, gate) : undefined) });
    await screen.findByTestId('perps-account-position');
    const before = setAside();
    const open = screen.getByRole('button', { name: 'Add or remove margin: BTC-USD' });
    await user.click(open);
    const dialog = screen.getByTestId('margin-dialog');
    await user.type(within(dialog).getByLabelText(/Amount in pUSD/), '3');
    const add = within(dialog).getByRole('button', { name: 'Add margin' });
    await user.click(add);
    expect(await within(dialog).findByText('Waiting for the outcome…')).toBeTruthy();
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(open.hasAttribute('disabled')).toBe(true);
    // Enter in the field submits the form: still nothing is signed
    await user.type(within(dialog).getByLabelText(/Amount in pUSD/), '{Enter}');
    release();
    await waitFor(() => expect(setAside() - before).toBe(3_000_000n));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add or remove margin: BTC-USD' }).hasAttribute('disabled')).toBe(false));
    expect(sent).toBe(1);
  });

  it('a position take-profit leg shows its kind and trigger, with Cancel and no Modify', async () => {
    let legId = 0;
    const { user } = await trader({
      setup: async (client, session) => {
        // the sell side of the long: a market trigger far above the mark, for the whole position (qty 0)
        const [leg] = await client
          .trade(session)
          .place([{ iid: BTC, buy: false, qty: '0', ro: true, tr: { market: true, trp: '200000', tpsl: 'tp' } }], 'position');
        legId = leg!.oid!;
      },
    });
    await screen.findAllByTestId('perps-open-order');
    const row = screen.getAllByTestId('perps-open-order').find((r) => r.getAttribute('data-order-id') === String(legId))!;
    expect(within(row).getByText('Take profit')).toBeTruthy();
    expect(within(row).getByText(/trigger 200,000/)).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Modify/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: /^Cancel order/ }));
    await waitFor(() => expect(screen.getAllByTestId('perps-open-order')).toHaveLength(1));
  });

  it('arms the auto-cancel switch with a countdown, and disarms it', async () => {
    const { user } = await trader();
    const panel = await screen.findByTestId('perps-auto-cancel');
    expect(within(panel).getByTestId('auto-cancel-off')).toBeTruthy();
    const seconds = within(panel).getByLabelText(/Cancel all open orders in/);
    await user.clear(seconds);
    await user.type(seconds, '90');
    await user.click(within(panel).getByRole('button', { name: 'Arm' }));
    const countdown = await within(panel).findByTestId('auto-cancel-countdown');
    await waitFor(() => expect(countdown.textContent).toMatch(/^1:(2\d|30)$/));
    expect(within(panel).getByTestId('auto-cancel-deadline').textContent).toMatch(/UTC$/);
    await user.click(within(panel).getByRole('button', { name: 'Disarm' }));
    expect(await within(panel).findByTestId('auto-cancel-off')).toBeTruthy();
  });
});
