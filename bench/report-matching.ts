import type { MatchingResult } from './matching';
import type { Outcome } from './report';

/* BENCHMARKS.md's "Matching engine" section and its target row (bench/matching.ts). */

export const MATCHING_TARGETS = {
  matchingOrdersPerSec: 50_000,
} as const;

const verdict = (pass: boolean) => (pass ? '**pass**' : '**FAIL**');
const num = (n: number) => Math.round(n).toLocaleString('en-US');
const TARGET_TEXT = `matching engine ≥ ${num(MATCHING_TARGETS.matchingOrdersPerSec)} orders/s in process, one core`;

export function matchingTargetRow(o: Outcome<MatchingResult>): string {
  if (!o.ok) return `| ${TARGET_TEXT} | not measured | n/a |`;
  const v = o.value;
  return `| ${TARGET_TEXT} | ${num(v.ordersPerSec)} orders/s (${num(v.fills)} fills) | ${verdict(v.ordersPerSec >= MATCHING_TARGETS.matchingOrdersPerSec)} |`;
}

export function matchingSection(o: Outcome<MatchingResult>): string[] {
  const lines = ['## Matching engine', ''];
  if (!o.ok) return [...lines, `Not measured: ${o.why}`, ''];
  const v = o.value;
  const k = v.fillsByKind;
  lines.push(
    `server/trading/engine's MatchingEngine in the bench process (no database, no HTTP): a deterministic stream over ${v.markets} markets and ${num(v.owners)} owners, built before timing and run once on a separate engine as warm-up. ` +
      'About 60 % of the orders rest away from the mid (a fifth of them post-only), the rest cross it (GTC, FAK, FOK), on both outcomes; one in ten resting orders is GTD and the clock moves so they expire; cancels of recent orders (30 % of submits) keep the books bounded and are timed with the orders.',
    '',
    '| metric | value |',
    '|---|---|',
    `| orders/s | ${num(v.ordersPerSec)} |`,
    `| orders submitted / cancels | ${num(v.orders)} / ${num(v.cancels)}${v.bounded ? ' (stopped by the time bound)' : ''} |`,
    `| fills: TRADE / MINT / MERGE | ${num(k.TRADE)} / ${num(k.MINT)} / ${num(k.MERGE)} |`,
    `| rejected (post-only crossing, FOK unfilled, FAK no match) | ${num(v.rejected)} |`,
    `| resting at the end | ${num(v.restingAtEnd)} |`,
    `| time | ${v.seconds.toFixed(2)} s |`,
    '',
  );
  return lines;
}
