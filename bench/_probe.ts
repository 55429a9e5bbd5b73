import { chromium } from '@playwright/test';
import { startServer } from './server-process';
const path = process.argv[2] ?? '/';
const server = await startServer({ env: { STATIC_DIR: 'dist' }, timeoutMs: 120_000 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (let run = 0; run < 1; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start');
  await page.addInitScript(() => {
    const w = window as any; w.__lcp = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) w.__lcp.push([Math.round(e.startTime), e.element?.tagName, (e.element?.textContent ?? '').slice(0, 3), e.size]); }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const reqs: string[] = []; const t0 = Date.now();
  page.on('request', (r) => reqs.push(`${Date.now() - t0} ${r.url().replace(server.base, '').slice(0, 90)}`));
  page.on('requestfinished', (r) => reqs.push(`done ${Date.now() - t0} ${r.url().replace(server.base, '').slice(0, 50)}`));
  await page.goto(server.base + path, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(4000);
  const out = await page.evaluate(() => ({ lcp: (window as any).__lcp, res: performance.getEntriesByType('resource').map((r: any) => [r.name.replace(location.origin, '').slice(0, 60), Math.round(r.startTime), Math.round(r.responseEnd), r.transferSize]), nav: (performance.getEntriesByType('navigation')[0] as any).responseEnd, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime }));
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const self = new Map<string, number>();
  const dt = profile.timeDeltas as number[];
  profile.samples.forEach((id: number, i: number) => { const n: any = byId.get(id); const k = (n.callFrame.url.split('/').pop() || '') + ' ' + n.callFrame.functionName + ':' + n.callFrame.lineNumber + ':' + n.callFrame.columnNumber; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0)); });
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(6)} ms ${k}`).join('\n'));
  console.log(JSON.stringify(out, null, 0));
  console.error(reqs.join('\n'));
  await context.close();
}
await browser.close(); await server.stop();
