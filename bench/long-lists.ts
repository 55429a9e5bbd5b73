import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { launchChromium } from './chromium';
import type { ActivityType } from '../src/api/data/contract/params';
import { TYPE_LABELS } from '../src/features/activity/activity-words';
import { largePicks } from './large-picks';
import { median, percentile } from './load-kit';
import { mainThreadCpu } from './main-thread-cpu';
import { pickWindows, startService, windowTypes } from './long-lists-data';
import { ROOT } from './server-process';
import { domNodes, firstTs, heapAfterGc, loadFull, openWindow, scrollInPage, timeInPage, waitFirstTs } from './long-lists-page';

/*
 * The Activity view (/portfolio/:address/activity, built app, real service on the LARGE dataset) with
 * the whale's full history loaded through "Load full history", in Debian's Chromium:
 *   - DOM size with every row loaded (the list is virtualized, so it must not grow with the rows);
 *   - a scripted scroll of the list's own scroll container, frame times from requestAnimationFrame
 *     and long tasks from a PerformanceObserver, both in the page;
 *   - at CPU ×4, the client-side re-order of a ~10,000-row full history (the Order select: a loaded
 *     full history is reversed in the page, not fetched again) and the type filter (narrowed in the
 *     page from the loaded full history), from the input event in the page until the frame showing
 *     the result has run.
 */

export type ScrollResult = {
  frames: number;
  pxPerFrame: number;
  distancePx: number;
  rowsPassed: number;
  frameP50Ms: number;
  frameP95Ms: number;
  frameMaxMs: number;
  /** Frames that took more than 1.5 × the median frame: one or more vsyncs missed. */
  slowFrames: number;
  longTasks: number;
  longestTaskMs: number;
  /** Largest document.querySelectorAll('*').length sampled every 30 frames. */
  maxDomNodes: number;
  /** Main-thread CPU per frame (trace thread time) in a second, traced scroll of the same kind. */
  cpuPerFrameMs?: number;
};

export type TimedRuns = { runs: number[]; medianMs: number; maxMs: number };

export type OrderResult = TimedRuns & {
  toOldest: number[];
  toNewest: number[];
  /** Main-thread CPU per change of order, unthrottled (trace thread time over four changes). */
  cpuPerChangeMs: number;
};

export type ListsResult = {
  user: string;
  /** The whale's activity rows in the database. */
  dbRows: number;
  viewport: { width: number; height: number };
  startMs: number;
  /** Rows in the list after "Load full history" (the toolbar's count), and whether the walk ended within the bound. */
  rowsLoaded: number;
  loadComplete: boolean;
  loadMs: number;
  loadBoundS: number;
  /** document.querySelectorAll('*').length with the first 100-row page, and with the full history. */
  domNodesFirstPage: number;
  domNodes: number;
  /** The page's JavaScript heap in use with the full history loaded, after two forced collections (CDP Runtime.getHeapUsage). */
  heapMb: number;
  /** Rows the virtual list had in the DOM with the full history. */
  renderedRows: number;
  scroll: ScrollResult;
  /** The ~10,000-row window the sort and filter run on: the whale's rows from `from` on. */
  window: { from: string; dbRows: number; rowsLoaded: number };
  cpuRate: number;
  /** Order select on the loaded full history, newest ⇄ oldest first (client-side reverse + render). */
  sort: OrderResult;
  /** The same on a short full history (the whale's last day or so, ≥ 100 rows): the part of the time that is not the 10,000 rows. */
  small: { from: string; rowsLoaded: number; sort: OrderResult };
  /** Type filter ticked on the loaded full history: narrowed in the page; requestMs is NaN for a run that made no request. */
  filterApply: TimedRuns & { types: string[]; /** Resource Timing of that page's request, start to response end. */ requestMs: number[] };
  /** The type filter cleared again: the full history comes back from the query cache, re-rendered. */
  filterClear: TimedRuns;
  loadAvgBefore: number[];
  loadAvgAfter: number[];
};

export type ListsOptions = { loadBoundS: number; startTimeoutMs: number; log: (msg: string) => void };

const VIEWPORT = { width: 1440, height: 900 };
const SCROLL = { warmupFrames: 60, frames: 600, tracedFrames: 300, pxPerFrame: 150 };
const CPU_RATE = 4;
const SORT_RUNS = 5;
const FILTER_RUNS = 4;
const ROW_HEIGHT = 60; // ACTIVITY_ROW_HEIGHT in src/features/activity/activity-list.tsx

const timed = (runs: number[]): TimedRuns => ({ runs, medianMs: median(runs), maxMs: Math.max(...runs) });
/** Opens the view on `url`, waits for its first page, and loads its full history (which must finish). */
async function measureOrder(page: Page, cdp: CDPSession, log: (m: string) => void): Promise<OrderResult> {
  const order = page.getByLabel('Order', { exact: true });
  const newestTs = await firstTs(page);
  if (!newestTs) throw new Error('no first row in the list');
  await order.selectOption('oldest');
  await waitFirstTs(page, newestTs, false);
  const oldestTs = await firstTs(page);
  if (!oldestTs) throw new Error('no first row in the list');
  await order.selectOption('newest');
  await waitFirstTs(page, newestTs, true);

  const traced = await mainThreadCpu(cdp, async () => {
    for (let i = 0; i < 2; i++) {
      await page.waitForTimeout(300);
      await timeInPage(page, { act: 'order', value: 'oldest', firstTs: oldestTs });
      await page.waitForTimeout(300);
      await timeInPage(page, { act: 'order', value: 'newest', firstTs: newestTs });
    }
  });
  const cpuPerChangeMs = traced.cpuMs / 4;

  const toOldest: number[] = [];
  const toNewest: number[] = [];
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  try {
    for (let i = 0; i < SORT_RUNS; i++) {
      await page.waitForTimeout(300);
      toOldest.push((await timeInPage(page, { act: 'order', value: 'oldest', firstTs: oldestTs })).ms);
      await page.waitForTimeout(300);
      toNewest.push((await timeInPage(page, { act: 'order', value: 'newest', firstTs: newestTs })).ms);
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  log(
    `order: main thread ${cpuPerChangeMs.toFixed(1)} ms CPU per change unthrottled; at CPU ×${CPU_RATE} to oldest ${toOldest.map((x) => x.toFixed(0)).join(', ')} ms, to newest ${toNewest.map((x) => x.toFixed(0)).join(', ')} ms`,
  );
  return { ...timed([...toOldest, ...toNewest]), toOldest, toNewest, cpuPerChangeMs };
}

export async function measureLongLists(opts: ListsOptions): Promise<ListsResult> {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) throw new Error('dist/index.html is missing; build the app first (npx vite build)');
  const loadAvgBefore = loadavg();
  const server = await startService(opts);
  const { whale } = largePicks();
  const win = pickWindows(whale.address);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    // tsx compiles the bench with esbuild's keepNames, which wraps functions in __name(); the page has none
    await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    const page = await context.newPage();
    const activity = `${server.base}/portfolio/${whale.address}/activity`;

    // 1. the whole history: DOM size and scrolling
    await page.goto(activity, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="history-count"]')?.getAttribute('data-rows') === '100',
      undefined,
      { timeout: 60_000 },
    );
    const domNodesFirstPage = await domNodes(page);
    opts.log(
      `first page: ${domNodesFirstPage} DOM nodes; loading the full history of ${whale.address} (${win.total.toLocaleString('en-US')} rows in the database, bound ${opts.loadBoundS} s)`,
    );
    const full = await loadFull(page, opts.loadBoundS, opts.log);
    opts.log(
      `full history: ${full.rows.toLocaleString('en-US')} rows in ${(full.ms / 1000).toFixed(1)} s${full.complete ? '' : ' (not complete)'}`,
    );
    await page.waitForTimeout(500);
    const nodes = await domNodes(page);
    const renderedRows = await page.getByTestId('activity-list').locator('[role="row"][data-index]').count();
    const heapMb = await heapAfterGc(page);
    opts.log(
      `DOM: ${nodes} nodes with ${full.rows.toLocaleString('en-US')} rows loaded (${renderedRows} rows drawn); JS heap ${heapMb.toFixed(1)} MB after GC`,
    );

    await scrollInPage(page, SCROLL.warmupFrames, SCROLL.pxPerFrame);
    const raw = await scrollInPage(page, SCROLL.frames, SCROLL.pxPerFrame);
    const sorted = [...raw.deltas].sort((a, b) => a - b);
    const p50 = percentile(sorted, 0.5);
    const scroll: ScrollResult = {
      frames: raw.deltas.length,
      pxPerFrame: SCROLL.pxPerFrame,
      distancePx: raw.top,
      rowsPassed: Math.round(raw.top / ROW_HEIGHT),
      frameP50Ms: p50,
      frameP95Ms: percentile(sorted, 0.95),
      frameMaxMs: sorted.at(-1) ?? 0,
      slowFrames: sorted.filter((d) => d > p50 * 1.5).length,
      longTasks: raw.tasks.length,
      longestTaskMs: Math.max(0, ...raw.tasks),
      maxDomNodes: raw.maxNodes,
    };
    opts.log(
      `scroll: ${scroll.frames} frames × ${scroll.pxPerFrame} px, frame p50 ${p50.toFixed(1)} / p95 ${scroll.frameP95Ms.toFixed(1)} / max ${scroll.frameMaxMs.toFixed(1)} ms, ${scroll.longTasks} long tasks (longest ${scroll.longestTaskMs.toFixed(0)} ms), ≤ ${scroll.maxDomNodes} DOM nodes`,
    );

    // a second scroll, traced: the main thread's own CPU per frame, whatever else the machine runs
    const cdp: CDPSession = await context.newCDPSession(page);
    const scrollCpu = await mainThreadCpu(cdp, async () => {
      await scrollInPage(page, SCROLL.tracedFrames, SCROLL.pxPerFrame);
    });
    scroll.cpuPerFrameMs = scrollCpu.cpuMs / SCROLL.tracedFrames;
    opts.log(`scroll, traced: main thread ${scroll.cpuPerFrameMs.toFixed(1)} ms CPU per frame`);

    // 2. ~10,000 rows at CPU ×4: re-order and filter. A fresh page so the 177k-row history is not in memory.
    const windowFull = await openWindow(page, `${activity}?from=${win.from}`, opts);
    opts.log(
      `window from ${win.from}: ${windowFull.rows.toLocaleString('en-US')} rows loaded (database: ${win.dbRows.toLocaleString('en-US')})`,
    );
    const sort = await measureOrder(page, cdp, opts.log);

    const types = windowTypes(whale.address, win.from, FILTER_RUNS);
    const apply: number[] = [];
    const requestMs: number[] = [];
    const clear: number[] = [];
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    for (const type of types) {
      await page.waitForTimeout(300);
      const a = await timeInPage(page, { act: 'type', value: TYPE_LABELS[type as ActivityType] ?? type, type, rows: windowFull.rows });
      apply.push(a.ms);
      requestMs.push(a.requestMs ?? NaN);
      await page.waitForTimeout(300);
      clear.push((await timeInPage(page, { act: 'clear-types', rows: windowFull.rows })).ms);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    opts.log(
      `type filter at CPU ×${CPU_RATE} (${types.join(', ')}): apply ${apply.map((x) => x.toFixed(0)).join(', ')} ms (requests: ${requestMs.map((x) => (Number.isFinite(x) ? `${x.toFixed(0)} ms` : 'none')).join(', ')}); clear ${clear.map((x) => x.toFixed(0)).join(', ')} ms`,
    );

    // the same re-order on a short full history: how much of its time the 10,000 rows account for
    const smallFull = await openWindow(page, `${activity}?from=${win.smallFrom}`, opts);
    opts.log(`window from ${win.smallFrom}: ${smallFull.rows.toLocaleString('en-US')} rows loaded`);
    const smallSort = await measureOrder(page, cdp, opts.log);

    return {
      user: whale.address,
      dbRows: win.total,
      viewport: VIEWPORT,
      startMs: server.readyMs,
      rowsLoaded: full.rows,
      loadComplete: full.complete,
      loadMs: full.ms,
      loadBoundS: opts.loadBoundS,
      domNodesFirstPage,
      domNodes: nodes,
      heapMb,
      renderedRows,
      scroll,
      window: { from: win.from, dbRows: win.dbRows, rowsLoaded: windowFull.rows },
      cpuRate: CPU_RATE,
      sort,
      small: { from: win.smallFrom, rowsLoaded: smallFull.rows, sort: smallSort },
      filterApply: { ...timed(apply), types, requestMs },
      filterClear: timed(clear),
      loadAvgBefore,
      loadAvgAfter: loadavg(),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
