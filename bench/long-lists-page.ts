import type { Page } from '@playwright/test';
import type { ListsOptions } from './long-lists';

/*
 * What the long-lists bench does inside the page: counts, the full-history load, heap and DOM size,
 * the scripted scroll, and the timed re-order and filter probes (run in the page, so the numbers are
 * the page's own clock).
 */
export const count = (page: Page) => page.getByTestId('history-count');

export async function countAttrs(page: Page) {
  return count(page).evaluate((el) => ({
    rows: Number(el.getAttribute('data-rows') || 0),
    source: el.getAttribute('data-source'),
    complete: el.getAttribute('data-complete') === 'true',
  }));
}

/** Clicks "Load full history" and waits for the list to show it; a walk past the bound is cancelled and reported with the rows it had reached. */
export async function loadFull(
  page: Page,
  boundS: number,
  log: (m: string) => void,
): Promise<{ rows: number; complete: boolean; ms: number }> {
  const t0 = performance.now();
  await page.getByRole('button', { name: 'Load full history' }).click();
  const deadline = t0 + boundS * 1000;
  let lastLog = t0;
  while (performance.now() < deadline) {
    const c = await countAttrs(page);
    if (c.source === 'full') return { rows: c.rows, complete: c.complete, ms: performance.now() - t0 };
    if (await page.getByText('Could not read the full history').isVisible()) throw new Error('the full history read failed in the app');
    if (performance.now() - lastLog > 10_000) {
      lastLog = performance.now();
      const reached = await page
        .getByTestId('history-progress')
        .getAttribute('data-rows')
        .catch(() => null);
      log(`  … full history: ${reached ?? '?'} rows so far (${((lastLog - t0) / 1000).toFixed(0)} s)`);
    }
    await page.waitForTimeout(250);
  }
  const reached = Number(
    (await page
      .getByTestId('history-progress')
      .getAttribute('data-rows')
      .catch(() => null)) ?? 0,
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  return { rows: reached, complete: false, ms: performance.now() - t0 };
}

/** The JS heap in use once garbage is gone: what the loaded rows and the app really hold. */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return usedSize / 1048576;
  } finally {
    await cdp.detach();
  }
}

export const domNodes = (page: Page) => page.evaluate(() => document.querySelectorAll('*').length);

export type ScrollRaw = { deltas: number[]; tasks: number[]; maxNodes: number; top: number };

/** Scrolls the list `frames` frames by `px` each, from the top, one step per requestAnimationFrame. */
export function scrollInPage(page: Page, frames: number, px: number): Promise<ScrollRaw> {
  return page.getByTestId('activity-list').evaluate(
    (el, o) =>
      new Promise<ScrollRaw>((resolve) => {
        el.scrollTop = 0;
        const deltas: number[] = [];
        const tasks: number[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) tasks.push(e.duration);
        });
        observer.observe({ type: 'longtask' });
        let last = -1;
        let n = 0;
        let maxNodes = 0;
        const step = (t: number) => {
          if (last >= 0) deltas.push(t - last);
          last = t;
          if (n % 30 === 0) maxNodes = Math.max(maxNodes, document.querySelectorAll('*').length);
          if (n++ === o.frames) {
            // long-task entries are delivered after the task; give the last ones time to arrive
            setTimeout(() => {
              for (const e of observer.takeRecords()) tasks.push(e.duration);
              observer.disconnect();
              resolve({ deltas, tasks, maxNodes, top: el.scrollTop });
            }, 200);
            return;
          }
          el.scrollTop += o.px;
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    { frames, px },
  );
}

/**
 * Runs `act` in the page and resolves with the milliseconds from just before it until `done()` holds
 * and the next animation frame has run (a task after the rAF callback: style, layout and paint of
 * the frame that shows the result are done). Checked on every DOM mutation.
 */
export type Probe =
  | { act: 'order'; value: string; firstTs: string }
  | { act: 'type'; value: string; type: string; rows: number }
  | { act: 'clear-types'; rows: number };

export type Timed = { ms: number; requestMs?: number };

export function timeInPage(page: Page, probe: Probe, timeoutMs = 20_000): Promise<Timed> {
  return page.evaluate(
    ({ p, timeoutMs: limit }) =>
      new Promise<Timed>((resolve, reject) => {
        const list = () => document.querySelector('[data-testid="activity-list"]');
        const countEl = () => document.querySelector('[data-testid="history-count"]');
        const rowsOnScreen = () =>
          [...(list()?.querySelectorAll('[role="row"][data-index] [data-col="type"]') ?? [])].map((e) => e.getAttribute('data-type'));
        const done = () => {
          const c = countEl();
          if (p.act === 'order')
            return list()?.querySelector('[role="row"][data-index="0"] [data-col="time"]')?.getAttribute('data-ts') === p.firstTs;
          if (p.act === 'clear-types') return c?.getAttribute('data-source') === 'full' && c.getAttribute('data-rows') === String(p.rows);
          const types = rowsOnScreen();
          const busy = list()?.closest('[aria-busy]')?.getAttribute('aria-busy') === 'true';
          // narrowed in the page (source stays 'full') or, without a full history, a page from the service
          return c?.getAttribute('data-rows') !== String(p.rows) && !busy && types.length > 0 && types.every((t) => t === p.type);
        };
        let finished = false;
        const t0 = performance.now();
        const check = () => {
          if (finished || !done()) return;
          finished = true;
          observer.disconnect();
          requestAnimationFrame(() =>
            setTimeout(() => {
              const ms = performance.now() - t0;
              // the filter's page request, if this action made one: Resource Timing from its start to its last byte
              const request = performance
                .getEntriesByType('resource')
                .filter((e): e is PerformanceResourceTiming => e.startTime >= t0 && e.name.includes('/data/v2/activity?'))
                .at(-1);
              resolve({ ms, ...(request && { requestMs: request.responseEnd - request.startTime }) });
            }, 0),
          );
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        setTimeout(() => {
          if (finished) return;
          finished = true;
          observer.disconnect();
          reject(new Error(`${p.act} ${'value' in p ? p.value : ''}: the list did not show the result within ${limit} ms`));
        }, limit);
        if (p.act === 'order') {
          const select = [...document.querySelectorAll('select')].find((s) => [...s.options].some((o) => o.value === 'oldest'));
          if (!select) throw new Error('no Order select');
          select.value = p.value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        } else {
          const details = document.querySelector<HTMLDetailsElement>('details:has([data-testid="types-summary"])');
          if (!details) throw new Error('no Types filter');
          details.open = true;
          const boxes = [...details.querySelectorAll('label')];
          if (p.act === 'type') {
            const box = boxes.find((l) => l.textContent?.trim() === p.value)?.querySelector('input');
            if (!box) throw new Error(`no ${p.value} checkbox`);
            box.click();
          } else {
            const all = [...details.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Show every type');
            if (!all) throw new Error('no "Show every type" button');
            all.click();
          }
          details.open = false;
        }
        check();
      }),
    { p: probe, timeoutMs },
  );
}

/** The first row's timestamp as the list shows it now. */
export const firstTs = (page: Page) =>
  page.getByTestId('activity-list').locator('[role="row"][data-index="0"] [data-col="time"]').getAttribute('data-ts', { timeout: 20_000 });

/** Opens a window of the history and loads all of it through "Load full history". */
export async function openWindow(page: Page, url: string, opts: ListsOptions): Promise<{ rows: number; ms: number }> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(
    () => Number(document.querySelector('[data-testid="history-count"]')?.getAttribute('data-rows') || 0) > 0,
    undefined,
    { timeout: 60_000 },
  );
  const full = await loadFull(page, opts.loadBoundS, opts.log);
  if (!full.complete) throw new Error(`${url}: the full history did not load whole (${full.rows} rows)`);
  return full;
}

export const waitFirstTs = (page: Page, ts: string, same: boolean) =>
  page.waitForFunction(
    ({ ts: want, same: eq }) =>
      (document.querySelector('[data-testid="activity-list"] [role="row"][data-index="0"] [data-col="time"]')?.getAttribute('data-ts') ===
        want) ===
      eq,
    { ts, same },
    { timeout: 30_000 },
  );

/**
 * Order newest ⇄ oldest on the loaded full history: an untimed round trip (finds the oldest row and
 * warms the code), two traced unthrottled round trips (main-thread CPU), then SORT_RUNS timed round
 * trips at CPU ×CPU_RATE.
 */
