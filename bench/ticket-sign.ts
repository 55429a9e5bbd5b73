import { launchChromium } from './chromium';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { injectTestWallet } from '../e2e/test-wallet';
import { startServer } from './server-process';

/*
 * From a click on "Place order" to the signing request reaching the wallet, in Chromium at CPU ×4:
 * the real built app and service (LIQUIDITY=off, a fresh funded account), the e2e test wallet, a
 * resting BUY far below the market placed again and again (a new salt each time). The click time is
 * taken in the page by a capturing listener; the request time by the wallet's provider, in the page.
 */

export type TicketSignResult = { cpuRate: number; samples: number[]; medianMs: number; maxMs: number };

const CPU_RATE = 4;
const RUNS = 12;

export async function measureTicketSign(opts: { log: (m: string) => void }): Promise<TicketSignResult> {
  const server = await startServer({ env: { STATIC_DIR: 'dist', LIQUIDITY: 'off', RATE_LIMIT: 'off' }, timeoutMs: 120_000 });
  const browser = await launchChromium();
  try {
    const account = privateKeyToAccount(generatePrivateKey());
    const funded = await fetch(`${server.base}/clob/sandbox/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: account.address, amount: '1000' }),
    });
    if (!funded.ok) throw new Error(`faucet answered ${funded.status}`);
    const page = await (await browser.newContext({ baseURL: server.base })).newPage();
    await injectTestWallet(page, account, { chainId: 80002 });
    await page.goto('/trade');
    await page.getByRole('button', { name: 'Test Wallet' }).click();
    await page.getByRole('button', { name: 'Enable trading' }).click();
    await page.getByRole('heading', { name: /^Open orders/ }).waitFor();
    // the combobox's first listed market, by keyboard (the old select's index 1, after its placeholder)
    await page.getByRole('combobox', { name: 'Market' }).click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByLabel(/Limit price/).fill('1');
    await page.getByLabel(/Shares \(minimum/).fill('10');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    const button = page.getByRole('button', { name: 'Place order' });
    await button.evaluate((b) =>
      b.addEventListener('click', () => ((window as unknown as { __clickAt?: number }).__clickAt = performance.now()), { capture: true }),
    );
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await button.click();
      await page.getByTestId('order-result').waitFor();
      const ms = await page.evaluate(() => {
        const w = window as unknown as { __clickAt: number; __signAskedAt: number };
        return w.__signAskedAt - w.__clickAt;
      });
      samples.push(Math.round(ms * 10) / 10);
      // an edit clears the result, so the next click waits for a fresh one
      await page.getByLabel(/Shares \(minimum/).fill(String(10 + i + 1));
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const result = { cpuRate: CPU_RATE, samples, medianMs: sorted[Math.floor(sorted.length / 2)]!, maxMs: sorted.at(-1)! };
    opts.log(`click → signing request at CPU ×${CPU_RATE}: median ${result.medianMs} ms, max ${result.maxMs} ms over ${RUNS} orders`);
    return result;
  } finally {
    await browser.close();
    await server.stop();
  }
}
