import type { EventFacts, MarketFacts } from './catalogue';
import type { MarketVolume, WindowVolume } from './trade-volume';

/*
 * The sortable figures of markets and events, in integer micro USDC: volume (all time, last day,
 * last week), liquidity and open interest. An event's figure is the sum of its markets'.
 *
 * Liquidity: the local service keeps no resting orders, so book depth cannot be read. Its stand-in
 * is what an open market absorbed in the last week (its 7-day volume); a closed or archived market
 * takes no orders and has none. The definition lives here alone, so a real book can replace it.
 */

export type Figures = { volume: number; volume24hr: number; volume1wk: number; liquidity: number; openInterest: number };

export type FigureSources = {
  totals: ReadonlyMap<string, MarketVolume>;
  windows: ReadonlyMap<string, WindowVolume>;
  openInterest: ReadonlyMap<string, number>;
};

export function marketFigures(m: MarketFacts, src: FigureSources): Figures {
  const w = src.windows.get(m.conditionId);
  const week = w?.week ?? 0;
  return {
    volume: src.totals.get(m.conditionId)?.volume ?? 0,
    volume24hr: w?.day ?? 0,
    volume1wk: week,
    liquidity: m.active && !m.closed ? week : 0,
    openInterest: src.openInterest.get(m.conditionId) ?? 0,
  };
}

export function eventFigures(e: EventFacts, src: FigureSources): Figures {
  const sum = { volume: 0, volume24hr: 0, volume1wk: 0, liquidity: 0, openInterest: 0 };
  for (const m of e.markets) {
    const f = marketFigures(m, src);
    sum.volume += f.volume;
    sum.volume24hr += f.volume24hr;
    sum.volume1wk += f.volume1wk;
    sum.liquidity += f.liquidity;
    sum.openInterest += f.openInterest;
  }
  return sum;
}
