import { chromium } from '@playwright/test';
import { startServer } from './server-process';
const server = await startServer({ env: { STATIC_DIR: 'dist' }, timeoutMs: 120_000 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (let i = 0; i < 2; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (process.argv[3]==='mobile') { const cdp = await context.newCDPSession(page); await cdp.send('Network.enable'); await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 }); await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 }); }
  await page.goto(server.base + (process.argv[2] ?? '/'), { waitUntil: 'networkidle' });
  console.log(JSON.stringify(await page.evaluate(() => [...performance.getEntriesByType('mark'), ...performance.getEntriesByType('paint')].map((m) => `${m.name}@${Math.round(m.startTime)}`))), await page.evaluate(() => performance.getEntriesByType('resource').filter((r) => r.name.includes('/data/')).map((r) => Math.round(r.startTime))));
  await context.close();
}
await browser.close(); await server.stop();
