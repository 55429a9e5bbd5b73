import { chromium } from '@playwright/test';
import { startServer } from './server-process';
const path = process.argv[2] ?? '/';
const mobile = process.argv[3] === 'mobile';
const server = await startServer({ env: { STATIC_DIR: 'dist' }, timeoutMs: 120_000 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const context = await browser.newContext({ viewport: mobile ? { width: 412, height: 823 } : { width: 1440, height: 900 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
if (mobile) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
const events: any[] = [];
cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8.execute,blink.user_timing,loading,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
await page.goto(server.base + path, { waitUntil: 'load', timeout: 60_000 });
await page.waitForTimeout(mobile ? 6000 : 2500);
await cdp.send('Tracing.end'); await done;
const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser');
const t0 = events.filter((e) => e.name === 'navigationStart').map((e) => e.ts)[0] ?? nav.ts;
const main = events.filter((e) => e.ph === 'X' && e.dur > (mobile ? 8000 : 3000) && ['RunTask'].includes(e.name));
const pick = new Set(['EvaluateScript', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'TimerFire', 'FireAnimationFrame', 'v8.compile', 'v8.parseOnBackground', 'MajorGC', 'MinorGC', 'RunMicrotasks', 'EventDispatch','ResourceReceivedData','Commit']);
for (const t of main) {
  const inner = events.filter((e) => e.ph === 'X' && e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur && pick.has(e.name) && e.dur > 1000);
  console.log(`${((t.ts - t0) / 1000).toFixed(0).padStart(6)} +${(t.dur / 1000).toFixed(0).padStart(4)}ms  ` + inner.slice(0, 8).map((e) => `${e.name}${e.args?.data?.url ? '(' + String(e.args.data.url).split('/').pop()!.slice(0, 18) + ')' : e.args?.data?.functionName ? '(' + e.args.data.functionName + ')' : ''} ${(e.dur / 1000).toFixed(0)}`).join(', '));
}
for (const e of events.filter((e) => ['largestContentfulPaint::Candidate', 'firstContentfulPaint', 'ResourceSendRequest'].includes(e.name))) console.log(((e.ts - t0) / 1000).toFixed(0), e.name, e.args?.data?.url?.replace(server.base, '').slice(0, 40) ?? '');
await browser.close(); await server.stop();
