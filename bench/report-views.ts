import type { Outcome } from './report';
import { kb, summary, type ViewSample, type ViewsResult } from './views';

/* BENCHMARKS.md's per-view budget (bench/views.ts): its target rows and its section. */

export const VIEW_TARGETS = {
  /** HTML + JS that arrived before the view's LCP (mobile profile), compressed. */
  beforeLcpKb: 150,
  /** All HTML + JS the view loads once settled, lazy chunks included. */
  allKb: 350,
  /** What the wallet adds on /trade: JS after its LCP, through connecting the Demo wallet. */
  walletKb: 150,
  cssKb: 15,
  lcpMobileS: 2.5,
  lcpUnthrottledS: 1.0,
} as const;

const T = VIEW_TARGETS;
const verdict = (pass: boolean) => (pass ? '**pass**' : '**FAIL**');
const s2 = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const within = (bytes: number, limitKb: number) => bytes <= limitKb * 1024;

type Row = { route: string; mobile: ReturnType<typeof summary>; unthrottled: ReturnType<typeof summary> };

function rows(v: ViewsResult): Row[] {
  const by = (route: string, profile: ViewSample['profile']) => summary(v.samples.find((x) => x.route === route && x.profile === profile)!);
  const routes = [...new Set(v.samples.map((x) => x.route))];
  return routes.map((route) => ({ route, mobile: by(route, 'mobile'), unthrottled: by(route, 'unthrottled') }));
}

const passes = (r: Row) =>
  within(r.mobile.beforeLcpBytes, T.beforeLcpKb) &&
  within(Math.max(r.mobile.allBytes, r.unthrottled.allBytes), T.allKb) &&
  r.mobile.lcpMs <= T.lcpMobileS * 1000 &&
  r.unthrottled.lcpMs <= T.lcpUnthrottledS * 1000;

const walletOf = (v: ViewsResult) => {
  const xs = v.samples.filter((x) => x.route === '/trade').map((x) => summary(x).walletBytes);
  return xs.every((x) => x !== undefined) && xs.length ? Math.max(...xs) : undefined;
};

export function viewTargetRows(o: Outcome<ViewsResult>): string[] {
  const target = `HTML + JS before LCP ≤ ${T.beforeLcpKb} KB, all ≤ ${T.allKb} KB, LCP ≤ ${T.lcpMobileS} s mobile and ≤ ${T.lcpUnthrottledS.toFixed(1)} s unthrottled`;
  if (!o.ok) return [`| view, every route: ${target} | not measured (${o.why}) | n/a |`];
  const v = o.value;
  const wallet = walletOf(v);
  return [
    ...rows(v).map(
      (r) =>
        `| view \`${r.route}\`: ${target} | ${kb(r.mobile.beforeLcpBytes)}, ${kb(Math.max(r.mobile.allBytes, r.unthrottled.allBytes))}, ${s2(r.mobile.lcpMs)}, ${s2(r.unthrottled.lcpMs)} | ${verdict(passes(r))} |`,
    ),
    `| view \`/trade\`, the wallet and trading code a Demo wallet connect adds (JS after the LCP) ≤ ${T.walletKb} KB | ${wallet === undefined ? 'not measured' : kb(wallet)} | ${wallet === undefined ? 'n/a' : verdict(within(wallet, T.walletKb))} |`,
    `| view CSS (inline in every page's HTML) ≤ ${T.cssKb} KB | ${kb(v.cssBytes)} | ${verdict(within(v.cssBytes, T.cssKb))} |`,
  ];
}

export function viewsSection(o: Outcome<ViewsResult>): string[] {
  const lines = ['## Per-view budget (bytes and LCP)', ''];
  if (!o.ok) return [...lines, `Not measured: ${o.why}`, ''];
  const v = o.value;
  const runs = v.samples[0]?.runs.length ?? 0;
  const wallet = walletOf(v);
  lines.push(
    "Every route of src/app/routes.ts, opened in Debian's Chromium on the built app (`npm run build`) as the local service serves it (demo dataset; the demo trader, and a market it holds). " +
      `A fresh browser context per run (empty cache and IndexedDB), median of ${runs} after one warm-up visit. Mobile = Lighthouse's throttling through DevTools: 562.5 ms latency, 1.47 Mbps down, 0.675 Mbps up, CPU ×4.`,
    '',
    `Bytes are the encoded (compressed) body sizes in the browser's Resource Timing, of the page's HTML (which carries the stylesheet) and its scripts; the browser was sent ${v.encodings.join(', ')}. ` +
      'Before LCP = arrived (responseEnd) before the largest contentful paint of a mobile run; all = everything the view had loaded once the network was idle and its LCP stopped changing (the larger of both profiles). ' +
      `Targets: before LCP ≤ ${T.beforeLcpKb} KB, all ≤ ${T.allKb} KB, LCP ≤ ${T.lcpMobileS} s mobile and ≤ ${T.lcpUnthrottledS.toFixed(1)} s unthrottled.`,
    '',
    '| route | HTML + JS before LCP | all HTML + JS (scripts) | LCP mobile | LCP unthrottled | LCP element (mobile) | verdict |',
    '|---|---|---|---|---|---|---|',
    ...rows(v).map((r) => {
      const el = v.samples
        .find((x) => x.route === r.route && x.profile === 'mobile')!
        .runs.at(-1)!
        .lcpElement.replace(/\|/g, '\\|');
      return `| \`${r.route}\` | ${kb(r.mobile.beforeLcpBytes)} | ${kb(Math.max(r.mobile.allBytes, r.unthrottled.allBytes))} (${r.mobile.jsFiles}) | ${s2(r.mobile.lcpMs)} | ${s2(r.unthrottled.lcpMs)} | ${el} | ${verdict(passes(r))} |`;
    }),
    '',
    '| measure | value | target |',
    '|---|---|---|',
    `| \`/trade\`: JS after the LCP through connecting the Demo wallet (the wallet and trading code) | ${wallet === undefined ? 'not measured' : kb(wallet)} | ≤ ${T.walletKb} KB |`,
    `| CSS, brotli, inline in the HTML (counted in each view's bytes too) | ${kb(v.cssBytes)} | ≤ ${T.cssKb} KB |`,
    `| the whole build: ${v.total.jsFiles} JS files + index.html, brotli copies | ${kb(v.total.jsBytes + v.total.htmlBytes)} | reported, not budgeted |`,
    '',
    'LCP runs (ms):',
    '',
    '| route | mobile | unthrottled |',
    '|---|---|---|',
    ...rows(v).map((r) => {
      const runsOf = (p: ViewSample['profile']) =>
        v.samples
          .find((x) => x.route === r.route && x.profile === p)!
          .runs.map((x) => x.lcpMs.toFixed(0))
          .join(', ');
      return `| \`${r.route}\` | ${runsOf('mobile')} | ${runsOf('unthrottled')} |`;
    }),
    '',
    `Load average (1/5/15 min) before this step ${v.loadAvg.before.map((x) => x.toFixed(2)).join(' / ')}, after it ${v.loadAvg.after.map((x) => x.toFixed(2)).join(' / ')}; the machine is shared, so times move with what else runs.`,
    '',
  );
  return lines;
}
