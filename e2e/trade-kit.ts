import type { APIRequestContext, Page } from '@playwright/test';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { CHAIN, l1Headers, l2Headers, signedOrder, type Creds } from '../server/testing/trading-kit';
import { deriveSafe } from '../src/api/relayer/addresses';
import { expect } from './fixtures';
import { injectTestWallet } from './test-wallet';

/* What the trading tests share: a funded fresh account, a liquid market, and a connected ticket. */

export const AMOY = 80002;

export type Market = {
  condition_id: string;
  question: string;
  tokens: { token_id: string; outcome: string }[];
  minimum_order_size: number;
};
export type Book = { asks: { price: string; size: string }[]; bids: { price: string; size: string }[] };

export async function fundedAccount(request: APIRequestContext) {
  const account = privateKeyToAccount(generatePrivateKey());
  const res = await request.post('/clob/sandbox/faucet', { data: { address: account.address, amount: '1000' } });
  expect(res.status()).toBe(200);
  return account;
}

/** A funded fresh account in a test wallet that sends its own transactions to the sandbox chain (an EOA trader). */
export async function eoaTrader(page: Page, request: APIRequestContext, baseURL: string | undefined) {
  const account = await fundedAccount(request);
  const wallet = await injectTestWallet(page, account, { chainId: AMOY, chainUrl: `${baseURL}/chain` });
  return { account, wallet };
}

/** A market whose first outcome has asks to buy from (the sandbox's makers keep books two-sided), and whose book passes `fits`. */
export async function liquidMarket(request: APIRequestContext, fits: (book: Book) => boolean = () => true): Promise<Market> {
  let found: Market | undefined;
  await expect
    .poll(async () => {
      const { data } = (await (await request.get('/clob/markets')).json()) as { data: (Market & { accepting_orders: boolean })[] };
      for (const m of data.filter((x) => x.accepting_orders)) {
        const book = (await (await request.get(`/clob/book?token_id=${m.tokens[0]!.token_id}`)).json()) as Book;
        if (book.asks.length > 0 && fits(book)) return (found = m);
      }
      return undefined;
    })
    .toBeTruthy();
  return found!;
}

export async function connectAndEnable(page: Page, from = '/trade') {
  if (from) await page.goto(from);
  await page.getByRole('button', { name: 'Test Wallet' }).click();
  await page.getByRole('button', { name: 'Enable trading' }).click();
  await expect(page.getByRole('heading', { name: 'Open orders (0)' })).toBeVisible();
}

/** Connects the Test Wallet on the Trade view and opens its own portfolio's Overview: the Main navigation, to go on from there. */
export async function openOwnPortfolio(page: Page, address: string) {
  await page.goto('/trade');
  await page.getByRole('button', { name: 'Test Wallet' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(`/portfolio/${address}`);
  return nav;
}

/** The Trade view's market combobox. */
export const marketBox = (page: Page) => page.getByRole('combobox', { name: 'Market' });

/** Chooses a market in the Trade view's combobox: its question typed, its option clicked. */
export async function chooseMarket(page: Page, market: Pick<Market, 'question'>) {
  await marketBox(page).fill(market.question);
  await page.getByRole('listbox', { name: 'Market' }).getByRole('option').filter({ hasText: market.question }).first().click();
  await expect(marketBox(page)).toHaveValue(market.question);
}

/** A fresh funded trader, trading enabled, the ticket filled with a resting BUY of 10 at 0.02 on a liquid market. */
export async function restingTicket(page: Page, request: APIRequestContext) {
  const account = await fundedAccount(request);
  await injectTestWallet(page, account, { chainId: AMOY });
  const market = await liquidMarket(request);
  await connectAndEnable(page);
  await chooseMarket(page, market);
  await page.getByLabel(/Limit price/).fill('2');
  await page.getByLabel(/Shares \(minimum/).fill('10');
}

export async function setMode(request: APIRequestContext, mode: string, retryAfterSeconds?: number) {
  const res = await request.post('/clob/admin/exchange', { data: retryAfterSeconds ? { mode, retryAfterSeconds } : { mode } });
  expect(res.status()).toBe(200);
}

/**
 * A market listed now for one test (so no other spec's figures move), quoted by the sandbox's makers,
 * and 10 shares of its outcome 0 bought at up to 0.6 by `account`: as itself (signature type 0) or,
 * given `maker`, as its Safe (type 2). `creds` are the account's trading credentials.
 */
export async function holdListedOutcome(
  request: APIRequestContext,
  account: PrivateKeyAccount,
  creds: Creds,
  o: { title: string; maker?: Hex },
): Promise<{ title: string; conditionId: string; tokens: [string, string] }> {
  const listed = await request.post('/clob/admin/list-market', { data: { title: o.title, ends: '2099-12-31', price: '0.5' } });
  expect(listed.status()).toBe(200);
  const { conditionId, tokens } = (await listed.json()) as { conditionId: string; tokens: [string, string] };
  await expect
    .poll(async () => ((await (await request.get(`/clob/book?token_id=${tokens[0]}`)).json()) as Book).asks.length)
    .toBeGreaterThan(0);
  const spec = { tokenId: tokens[0], side: 'BUY', price: '0.6', size: '10' } as const;
  const order = await signedOrder(account, creds.apiKey, CHAIN, o.maker ? { ...spec, maker: o.maker, signatureType: 2 } : spec);
  const body = JSON.stringify(order);
  const placed = await request.post('/clob/order', { headers: await l2Headers(account, creds, 'POST', '/order', body), data: body });
  expect(await placed.json()).toMatchObject({ success: true, status: 'matched' });
  return { title: o.title, conditionId, tokens };
}

/** New trading credentials of a fresh account (L1, nonce 0). */
export async function createCredentials(request: APIRequestContext, account: PrivateKeyAccount): Promise<Creds> {
  const res = await request.post('/clob/auth/api-key', { headers: await l1Headers(account, CHAIN) });
  expect(res.status()).toBe(200);
  return (await res.json()) as Creds;
}

/** A fresh account onboards its Safe in the UI: deploy, faucet, trading approvals, trading as the Safe. */
export async function onboardSafe(page: Page) {
  const account = privateKeyToAccount(generatePrivateKey());
  const wallet = await injectTestWallet(page, account, { chainId: AMOY });
  const safe = deriveSafe(account.address);

  await page.goto('/trade/keys');
  await page.getByRole('button', { name: 'Test Wallet' }).click();
  const onboarding = page.getByTestId('safe-onboarding');
  await expect(onboarding.getByTestId('safe-address')).toHaveText(safe);

  const deploy = onboarding.getByRole('region', { name: '1. Deploy the Safe' });
  await deploy.getByRole('button', { name: 'Deploy Safe' }).click();
  await expect(deploy.getByTestId('relayer-progress')).toHaveAttribute('data-state', 'STATE_CONFIRMED');
  await expect(deploy.getByTestId('safe-deployed')).toBeVisible();
  // the builder key came from trading credentials made with one ClobAuth signature, then CreateProxy
  expect(wallet.signingRequests.map((r) => r.primaryType)).toEqual(['ClobAuth', 'CreateProxy']);

  const fund = onboarding.getByRole('region', { name: '2. Fund the Safe' });
  await fund.getByRole('button', { name: 'Fund from faucet' }).click();
  await expect(fund.getByTestId('faucet-result')).toContainText('$1,000.00');

  const ready = onboarding.getByRole('region', { name: '3. Ready to trade' });
  await ready.getByRole('button', { name: 'Approve for trading' }).click();
  await expect(ready.getByTestId('relayer-progress')).toHaveAttribute('data-state', 'STATE_CONFIRMED');
  await expect(ready.getByTestId('safe-approvals')).toHaveText('All 6 trading approvals are set.');
  expect(wallet.signingRequests.at(-1)).toEqual({ method: 'personal_sign' });

  await onboarding.getByRole('button', { name: 'Trade as this Safe' }).click();
  await expect(onboarding.getByTestId('trading-as-safe')).toBeVisible();
  return { account, safe, wallet };
}
