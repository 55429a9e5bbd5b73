import { MarketLink } from '../../ui/market-link';
import type { MetadataMarket } from '../../api/metadata/schemas';
import { formatOutcomePrice, parseJsonStringList } from '../../lib/outcome-prices';
import { Badge } from '../../ui/badge';
import { IconWithFallback } from '../../ui/icon-with-fallback';
import { useLiveQuote } from '../../ui/live-quotes';
import { Money } from '../../ui/money';

/** A market's tokens while it trades (the market channel keeps their prices live), else none. */
const liveTokens = (m: Pick<MetadataMarket, 'clobTokenIds' | 'closed'>) => (m.closed ? [] : (parseJsonStringList(m.clobTokenIds) ?? []));

/** The tokens of the markets still trading. */
export const openTokens = (markets: readonly MetadataMarket[]) => markets.flatMap(liveTokens);

function OutcomeQuote({ name, price, tokenId }: { name: string; price: string | undefined; tokenId: string | undefined }) {
  const live = useLiveQuote(tokenId);
  return (
    <span
      className="inline-flex items-center gap-1 rounded bg-slate-100 px-1.5 py-px text-xs tabular-nums dark:bg-slate-800"
      data-testid="outcome-quote"
      data-live={live !== undefined}
    >
      <span className="text-slate-600 dark:text-slate-400">{name}</span>
      <span className="font-semibold">{formatOutcomePrice(live ?? price)}</span>
    </span>
  );
}

/** Each outcome with its price: the market channel's while it is live, else the metadata service's quote. */
export function OutcomePrices({ market }: { market: Pick<MetadataMarket, 'outcomes' | 'outcomePrices' | 'clobTokenIds' | 'closed'> }) {
  const prices = parseJsonStringList(market.outcomePrices) ?? [];
  const tokens = liveTokens(market);
  return (
    <span className="flex flex-wrap gap-1.5">
      {(parseJsonStringList(market.outcomes) ?? []).map((name, i) => (
        <OutcomeQuote key={i} name={name} price={prices[i]} tokenId={tokens[i]} />
      ))}
    </span>
  );
}

/** One market in a list: its question opening the market view, its prices, volume and open interest. */
export function MarketLine({ market }: { market: MetadataMarket }) {
  return (
    <div className="flex min-w-0 items-start gap-3 py-2" data-testid="market-line" data-condition={market.conditionId}>
      <IconWithFallback src={market.icon || market.image} alt="" size={28} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <MarketLink
          conditionId={market.conditionId}
          className="rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {market.question}
        </MarketLink>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
          <OutcomePrices market={market} />
          <span>
            Vol. (USD) <Money value={market.volume} />
          </span>
          <span>
            OI <Money value={market.openInterest} />
          </span>
          {market.closed && <Badge>Closed</Badge>}
        </span>
      </div>
    </div>
  );
}
