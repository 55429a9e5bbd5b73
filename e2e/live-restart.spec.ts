import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SERVICE_ARGS } from '../server/service-command';
import { expect, test } from './fixtures';
import { liquidMarket } from './trade-kit';

/*
 * The service goes away and comes back: the Trade view says "reconnecting" (and polls meanwhile),
 * then "live" again, with a fresh book snapshot on the new socket. A service of its own (a consistent
 * copy of the suite's database, its own port), so killing it touches no other test.
 */

let dir: string;
let server: ChildProcess | undefined;
let port: number;

async function start(): Promise<void> {
  server = spawn(process.execPath, SERVICE_ARGS, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_FILE: join(dir, 'demo.sqlite'), RATE_LIMIT: 'off' },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/data/`).catch(() => undefined))?.status ?? 0, { timeout: 60_000 })
    .toBe(200);
}

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vantage-live-'));
  const source = new Database('.data/demo.sqlite', { readonly: true });
  await source.backup(join(dir, 'demo.sqlite'));
  source.close();
  port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = s.address() as AddressInfo;
      s.close(() => resolve(free));
    });
  });
});

test.afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

test('killing and restarting the service: reconnecting, then live again with a fresh snapshot', async ({ page, request, consoleGuard }) => {
  test.slow();
  // the browser reports the refused socket and the polls that meet a closed port
  consoleGuard.allow(/WebSocket connection|ERR_CONNECTION_REFUSED|Failed to load resource/);
  const market = await liquidMarket(request);
  await start();
  const books: number[] = [];
  page.on('websocket', (ws) => {
    const opened = Date.now();
    ws.on('framereceived', (f) => {
      if (typeof f.payload === 'string' && f.payload.includes('"event_type":"book"')) books.push(opened);
    });
  });
  await page.goto(`http://127.0.0.1:${port}/trade?market=${market.condition_id}`);
  const status = page.getByTestId('live-status');
  await expect(status).toHaveAttribute('data-status', 'live');
  // the wallet part loads right after the first paint: let it arrive before the service goes away
  await expect(page.getByRole('button', { name: 'Demo wallet (sandbox)' })).toBeVisible();
  // and so does the price chart's recharts chunk (unless the outcome has no trades to draw)
  const chart = page.getByTestId('trade-price-chart').locator('.recharts-surface');
  await expect(chart.or(page.getByText(/has not traded in the last/))).toBeVisible();
  await expect.poll(() => books.length).toBeGreaterThan(0);
  const firstSocket = books[0]!;

  server!.kill('SIGKILL');
  await expect(status).toHaveAttribute('data-status', /reconnecting|offline/);
  await expect(status).toContainText('refreshing every 5 s');

  await start();
  await expect(status).toHaveAttribute('data-status', 'live', { timeout: 30_000 });
  // the new socket's subscription brought the book afresh
  await expect.poll(() => books.some((opened) => opened > firstSocket)).toBe(true);
  await expect(page.getByTestId('bids-level').first()).toBeVisible();
});
