import type { Rng } from './rng';

/*
 * Daily price paths of outcome 0, in micro, on the market's tick and within [tick, 1 − tick]. A
 * random walk in log-odds space; over the last third of a resolved market's life it drifts toward
 * the eventual result, so the chart and the resolution agree.
 */

const MICRO = 1_000_000;

function toTick(p: number, tick: number): number {
  const micro = Math.round((p * MICRO) / tick) * tick;
  return Math.min(MICRO - tick, Math.max(tick, micro));
}

const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** `target`: 1 (outcome 0 wins), 0 (loses), 0.5 (split payout) or null (still open). */
export function binaryPath(rng: Rng, days: number, tick: number, target: number | null): Int32Array {
  const path = new Int32Array(days);
  let x = logit(rng.range(0.12, 0.88));
  const sigma = rng.range(0.06, 0.2);
  const goal = target === null ? null : target >= 1 ? logit(0.975) : target <= 0 ? logit(0.025) : 0;
  const driftFrom = Math.floor(days * 0.65);
  for (let d = 0; d < days; d++) {
    if (d > 0) {
      x += sigma * rng.normal();
      if (goal !== null && d >= driftFrom) x += (goal - x) * 0.12;
      else x -= x * 0.01; // mild pull to the middle keeps long paths off the rails
    }
    path[d] = toTick(sigmoid(x), tick);
  }
  return path;
}

/**
 * Makes the paths of a threshold ladder coherent, in place: members are ordered by rising threshold
 * ("exceed 2.0%" before "exceed 3.0%", "above $80,000" before "above $100,000"), and a higher
 * threshold can never be likelier than a lower one, so on every day the prices are sorted from the
 * highest down. Each path keeps its tick grid, and the winners (the lowest thresholds) still end on top.
 */
export function orderLadder(paths: Int32Array[]): void {
  const days = paths[0]?.length ?? 0;
  const day = new Int32Array(paths.length);
  for (let d = 0; d < days; d++) {
    paths.forEach((p, i) => (day[i] = p[d]!));
    day.sort().reverse();
    paths.forEach((p, i) => (p[d] = day[i]!));
  }
}

/**
 * Paths of the members of a neg-risk event: log-weights walk independently and are normalised, so
 * the prices add up to about one; the winner (or none, while open) takes over toward the end.
 */
export function groupPaths(rng: Rng, members: number, days: number, tick: number, winner: number | null): Int32Array[] {
  const w = Array.from({ length: members }, () => rng.normal() * 0.9);
  const sigma = rng.range(0.05, 0.15);
  const paths = Array.from({ length: members }, () => new Int32Array(days));
  const driftFrom = Math.floor(days * 0.65);
  for (let d = 0; d < days; d++) {
    if (d > 0) {
      for (let i = 0; i < members; i++) {
        w[i]! += sigma * rng.normal();
        if (winner !== null && d >= driftFrom) w[i]! += i === winner ? 0.18 : -0.04;
      }
    }
    const max = Math.max(...w);
    const e = w.map((v) => Math.exp(v - max));
    const sum = e.reduce((s, v) => s + v, 0);
    for (let i = 0; i < members; i++) paths[i]![d] = toTick(e[i]! / sum, tick);
  }
  return paths;
}
