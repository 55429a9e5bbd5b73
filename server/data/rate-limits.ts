import type { RateRule } from '../http/rate-limit';

/** The data service's rows of the spec's rate-limit table, per client, on 10-second sliding windows. */
const TEN_S = 10_000;
const exact = (p: string) => (path: string) => path === p || path === `${p}/`;

export function dataRateRules(mount = '/data'): RateRule[] {
  const at = (p: string) => exact(`${mount}${p}`);
  return [
    { name: 'general', limit: 1_000, windowMs: TEN_S, match: (path) => path.startsWith(mount) },
    { name: 'trades', limit: 200, windowMs: TEN_S, match: at('/trades') },
    { name: 'positions', limit: 150, windowMs: TEN_S, match: at('/positions') },
    { name: 'closed-positions', limit: 150, windowMs: TEN_S, match: at('/closed-positions') },
    { name: 'ok', limit: 100, windowMs: TEN_S, match: at('/ok') },
  ];
}
