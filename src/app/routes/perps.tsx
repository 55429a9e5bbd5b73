import { useParams } from 'wouter';
import { PerpsPage } from '../../features/perps/perps-page';
import { WidgetBoundary } from '../error-boundary';

/** `/perps` and `/perps/:symbol` (perps-market.tsx): one view, the symbol chooses the instrument. */
export function Component() {
  const symbol = useParams<{ symbol?: string }>().symbol;
  return (
    <>
      <title>{symbol ? `${symbol} · Perps · Vantage` : 'Perps · Vantage'}</title>
      <WidgetBoundary name="Perps">
        <PerpsPage symbol={symbol ? decodeURIComponent(symbol) : undefined} />
      </WidgetBoundary>
    </>
  );
}
