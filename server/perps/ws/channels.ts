import { instrumentById } from '../../../src/api/perps/instruments';
import { INTERVALS } from '../info/candles';

/*
 * The channel names of facts §8: public `bbo::{iid}`, `book::{iid}[::20|::50]`, `trades::{iid}`,
 * `tickers::{iid|all}`, `statistics::{iid|all}`, `klines::{iid}::{interval}`; private ones by name
 * (tpsl also per instrument). The SDK subscribes to eight private channels in one frame and fails
 * if any is refused (facts §13), so each of them is accepted.
 */

export const PRIVATE_CHANNELS = new Set([
  'balances',
  'portfolio',
  'orders',
  'fills',
  'funding',
  'deposits',
  'withdrawals',
  'tpsl',
  'notifications',
]);

const PUBLIC = /^(bbo|book|trades|tickers|statistics|klines)::(\d+|all)(?:::([0-9a-z]+))?$/;

/** Why a channel name is refused, or undefined. */
export function channelError(ch: string): string | undefined {
  const bad = `invalid channel: ${ch}`;
  const [name, iid] = ch.split('::');
  if (PRIVATE_CHANNELS.has(name!)) return iid === undefined || (name === 'tpsl' && instrumentById(Number(iid))) ? undefined : bad;
  const m = PUBLIC.exec(ch);
  if (!m) return bad;
  const [, kind, id, extra] = m;
  if (id === 'all') return (kind === 'tickers' || kind === 'statistics') && extra === undefined ? undefined : bad;
  if (!instrumentById(Number(id))) return bad;
  if (kind === 'book') return extra === undefined || extra === '20' || extra === '50' ? undefined : bad;
  if (kind === 'klines') return extra !== undefined && extra in INTERVALS ? undefined : bad;
  return extra === undefined ? undefined : bad;
}
