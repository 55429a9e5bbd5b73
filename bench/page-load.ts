import type { Browser } from '@playwright/test';
import { launchChromium } from './chromium';
import { DEMO_TRADER } from '../src/api/config';
import { startServer } from './server-process';

/*
 * Largest Contentful Paint of the dashboard's pages on the local service (demo dataset, built app),
 * in Debian's Chromium: unthrottled, and under Lighthouse's mobile throttling (562.5 ms latency,
 * 1.47 Mbps down / 0.675 Mbps up, CPU ×4) applied through the DevTools protocol. Every run is a fresh
 * browser context, so nothing is cached and IndexedDB is empty: a first visit.
 */

export type LcpProfile = 'unthrottled' | 'mobile';
export type LcpSample = { page: string; profile: LcpProfile; runs: number[]; medianMs: number };
export type PageLoadResult = { samples: LcpSample[] };

/** Every view a link can open; the market view's path needs a market, found on the service at run time. */
const PAGES: { name: string; path: string | ((base: string) => Promise<string>) }[] = [
  { name: 'home', path: '/' },
  { name: 'overview', path: `/portfolio/${DEMO_TRADER}` },
  { name: 'positions', path: `/portfolio/${DEMO_TRADER}/positions` },
  { name: 'combos', path: `/portfolio/${DEMO_TRADER}/combos` },
  { name: 'activity', path: `/portfolio/${DEMO_TRADER}/activity` },
  { name: 'trades', path: `/portfolio/${DEMO_TRADER}/trades` },
  { name: 'approvals', path: `/portfolio/${DEMO_TRADER}/approvals` },
  { name: 'accounting', path: `/portfolio/${DEMO_TRADER}/accounting` },
  { name: 'leaderboards', path: '/leaderboards' },
  { name: 'markets', path: '/markets' },
  {
    name: 'market',
    path: async (base) => {
      const res = await fetch(`${base}/data/v2/positions?user=${DEMO_TRADER}&limit=1`);
      const body = (await res.json()) as { data: { condition_id: string }[] };
      if (!body.data[0]) throw new Error('page-load: the demo trader holds no position to open a market view from');
      return `/market/${body.data[0].condition_id}`;
    },
  },
];

const MOBILE = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
  cpuRate: 4,
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function lcpOnce(browser: Browser, url: string, profile: LcpProfile): Promise<number> {
  const context = await browser.newContext({ viewport: profile === 'mobile' ? { width: 412, height: 823 } : { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    if (profile === 'mobile') {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: MOBILE.latency,
        downloadThroughput: MOBILE.downloadThroughput,
        uploadThroughput: MOBILE.uploadThroughput,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuRate });
    }
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number };
      w.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // LCP is final once the page settles. Network idle alone is not enough: at CPU ×4 the scripts
    // can run for more than its 500 ms quiet window before the first paint, so also wait for a
    // first candidate and then for the candidates to stop changing.
    await page.waitForFunction(() => (window as unknown as { __lcp: number }).__lcp > 0, undefined, { timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    let last = -1;
    for (let i = 0; i < 20; i++) {
      const now = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
      if (now === last) return now;
      last = now;
      await page.waitForTimeout(750);
    }
    return last;
  } finally {
    await context.close();
  }
}

export async function measurePageLoad(opts: { runs: number; log: (m: string) => void }): Promise<PageLoadResult> {
  const server = await startServer({ env: { STATIC_DIR: 'dist' }, timeoutMs: 120_000 });
  const browser = await launchChromium();
  try {
    const samples: LcpSample[] = [];
    const paths = await Promise.all(PAGES.map((p) => (typeof p.path === 'string' ? p.path : p.path(server.base))));
    for (const profile of ['unthrottled', 'mobile'] as const) {
      for (const [i, p] of PAGES.entries()) {
        const path = paths[i]!;
        // one warm-up visit so the service's first-request costs (snapshot build) are not counted as paint time
        await lcpOnce(browser, server.base + path, 'unthrottled');
        const runs: number[] = [];
        for (let i = 0; i < opts.runs; i++) runs.push(await lcpOnce(browser, server.base + path, profile));
        const s = { page: p.name, profile, runs, medianMs: median(runs) };
        opts.log(`LCP ${profile} ${p.name}: median ${s.medianMs.toFixed(0)} ms (${runs.map((r) => r.toFixed(0)).join(', ')})`);
        samples.push(s);
      }
    }
    return { samples };
  } finally {
    await browser.close();
    await server.stop();
  }
}
