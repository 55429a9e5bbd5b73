import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { DEMO_TRADER } from '../src/api/config';
import { ROUTES } from '../src/app/routes';
import { launchChromium } from './chromium';
import { ROOT, startServer } from './server-process';

/*
 * The per-view budget, measured in Debian's Chromium on the built app served by the local service
 * (demo dataset): for every route of src/app/routes.ts, the HTML and JS that arrived before the
 * view's Largest Contentful Paint, all the HTML and JS the view loads once it has settled (lazy
 * chunks included), and its LCP, unthrottled and under Lighthouse's mobile throttling (562.5 ms
 * latency, 1.47 Mbps down / 0.675 Mbps up, CPU ×4, through the DevTools protocol). On /trade, also
 * the JS that the wallet adds: what arrives after the LCP, through connecting the sandbox's Demo
 * wallet. Sizes are the encoded (compressed) body sizes the browser's Resource Timing saw. Every run
 * is a fresh browser context: nothing cached, IndexedDB empty, a first visit.
 */

export type Profile = 'unthrottled' | 'mobile';
export type ViewRun = {
  lcpMs: number;
  /** What painted last as the largest element (tag, test id or text). */
  lcpElement: string;
  beforeLcpBytes: number;
  allBytes: number;
  jsFiles: number;
  /** /trade only: JS after the LCP through a connected Demo wallet. */
  walletBytes?: number;
};
export type ViewSample = { route: string; path: string; profile: Profile; runs: ViewRun[] };
export type ViewsResult = {
  samples: ViewSample[];
  /** The stylesheet, brotli as the server precompresses (inline in the HTML, or its files). */
  cssBytes: number;
  /** Content-Encoding the browser got for the page and its scripts. */
  encodings: string[];
  /** Every .js of the build, as its brotli copy: reported, not budgeted. */
  total: { jsFiles: number; jsBytes: number; htmlBytes: number };
  loadAvg: { before: number[]; after: number[] };
};

const MOBILE = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8, cpuRate: 4 };
const DEMO_WALLET = 'Demo wallet (sandbox)';

/** A path to open for each route pattern: the demo trader, a market it holds, and a perps instrument. */
async function samplePaths(base: string): Promise<{ route: string; path: string }[]> {
  const res = await fetch(`${base}/data/v2/positions?user=${DEMO_TRADER}&limit=1`);
  const body = (await res.json()) as { data: { condition_id: string }[] };
  const conditionId = body.data[0]?.condition_id;
  if (!conditionId) throw new Error('views: the demo trader holds no position to open a market view from');
  const params: Record<string, string> = { address: DEMO_TRADER, conditionId, symbol: 'ETH-USD' };
  return ROUTES.map((r) => ({
    route: r.path,
    path: r.path.replace(/:(\w+)/g, (_m, name: string) => {
      if (!params[name]) throw new Error(`views: no sample value for :${name} in ${r.path}`);
      return params[name];
    }),
  }));
}

type Arrival = { path: string; bytes: number; endMs: number };

/** The page's own HTML and scripts as Resource Timing saw them. */
function arrivals(page: Page): Promise<Arrival[]> {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const own = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) =>
      /\.m?js$/.test(new URL(r.name).pathname),
    );
    return [nav, ...own].map((r) => ({ path: new URL(r.name).pathname, bytes: r.encodedBodySize, endMs: r.responseEnd }));
  });
}

async function settleLcp(page: Page): Promise<{ ms: number; element: string }> {
  // LCP is final once the page settles. Network idle alone is not enough: at CPU ×4 the scripts can
  // run for longer than its 500 ms quiet window before the first paint, so also wait for a first
  // candidate and then for the candidates to stop changing.
  await page.waitForFunction(() => (window as unknown as { __lcp: number }).__lcp > 0, undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  let last = -1;
  for (let i = 0; i < 20; i++) {
    const now = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
    if (now === last) break;
    last = now;
    await page.waitForTimeout(750);
  }
  return { ms: last, element: await page.evaluate(() => (window as unknown as { __lcpEl: string }).__lcpEl) };
}

async function runOnce(browser: Browser, url: string, profile: Profile, connectWallet: boolean, encodings: Set<string>): Promise<ViewRun> {
  const context = await browser.newContext({ viewport: profile === 'mobile' ? { width: 412, height: 823 } : { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    page.on('response', (r) => {
      const type = r.request().resourceType();
      if (type === 'document' || type === 'script') encodings.add(r.headers()['content-encoding'] ?? 'identity');
    });
    if (profile === 'mobile') {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const { latency, downloadThroughput, uploadThroughput } = MOBILE;
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput, uploadThroughput });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuRate });
    }
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number; __lcpEl: string };
      w.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          w.__lcp = e.startTime;
          const el = e.element;
          w.__lcpEl = el
            ? `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`
            : 'removed';
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const lcp = await settleLcp(page);
    const loaded = await arrivals(page);
    const sum = (xs: Arrival[]) => xs.reduce((n, a) => n + a.bytes, 0);
    const run: ViewRun = {
      lcpMs: lcp.ms,
      lcpElement: lcp.element,
      beforeLcpBytes: sum(loaded.filter((a) => a.endMs <= lcp.ms)),
      allBytes: sum(loaded),
      jsFiles: loaded.length - 1,
    };
    if (connectWallet) {
      await page.getByRole('button', { name: DEMO_WALLET }).click({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Enable trading' }).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
      run.walletBytes = sum((await arrivals(page)).filter((a) => a.endMs > lcp.ms));
    }
    return run;
  } finally {
    await context.close();
  }
}

/** The build's stylesheet as the server sends it: brotli at the precompression's level. */
function cssBytes(html: string, dist: string): number {
  const br = (text: string) =>
    brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].reduce((n, m) => n + br(m[1]!), 0);
  const files = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.css'));
  return inline + files.reduce((n, f) => n + statSync(join(dist, 'assets', `${f}.br`)).size, 0);
}

function buildTotal(dist: string): ViewsResult['total'] {
  const size = (f: string) => statSync(join(dist, f)).size;
  const brOr = (f: string) => {
    try {
      return size(`${f}.br`);
    } catch {
      return size(f); // under the precompression's threshold: sent as it is
    }
  };
  const js = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  return { jsFiles: js.length, jsBytes: js.reduce((n, f) => n + brOr(join('assets', f)), 0), htmlBytes: brOr('index.html') };
}

export async function measureViews(opts: { runs: number; log: (m: string) => void; loadAvg: () => number[] }): Promise<ViewsResult> {
  const before = opts.loadAvg();
  const dist = join(ROOT, 'dist');
  const server = await startServer({ env: { STATIC_DIR: 'dist' }, timeoutMs: 120_000 });
  const browser = await launchChromium();
  const encodings = new Set<string>();
  try {
    const html = await (await fetch(`${server.base}/`)).text();
    const views = await samplePaths(server.base);
    const samples: ViewSample[] = [];
    for (const profile of ['unthrottled', 'mobile'] as const) {
      for (const v of views) {
        const url = server.base + v.path;
        // one warm-up visit so the service's first-request costs (snapshot build) are not counted as paint time
        await runOnce(browser, url, 'unthrottled', false, encodings);
        const runs: ViewRun[] = [];
        for (let i = 0; i < opts.runs; i++) runs.push(await runOnce(browser, url, profile, v.route === '/trade', encodings));
        const s: ViewSample = { ...v, profile, runs };
        const m = summary(s);
        opts.log(
          `${profile} ${v.route}: LCP ${m.lcpMs.toFixed(0)} ms (${runs.map((r) => r.lcpMs.toFixed(0)).join(', ')}), ` +
            `before LCP ${kb(m.beforeLcpBytes)}, all ${kb(m.allBytes)} (${m.jsFiles} scripts)${m.walletBytes === undefined ? '' : `, wallet ${kb(m.walletBytes)}`}; LCP element ${runs.at(-1)!.lcpElement}`,
        );
        samples.push(s);
      }
    }
    return {
      samples,
      cssBytes: cssBytes(html, dist),
      encodings: [...encodings],
      total: buildTotal(dist),
      loadAvg: { before, after: opts.loadAvg() },
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** A sample's medians: the verdicts are on these. */
export function summary(s: ViewSample) {
  const of = (f: (r: ViewRun) => number | undefined) => {
    const xs = s.runs.map(f).filter((x): x is number => x !== undefined);
    return xs.length ? median(xs) : undefined;
  };
  return {
    lcpMs: of((r) => r.lcpMs)!,
    beforeLcpBytes: of((r) => r.beforeLcpBytes)!,
    allBytes: of((r) => r.allBytes)!,
    jsFiles: of((r) => r.jsFiles)!,
    walletBytes: of((r) => r.walletBytes),
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
