import type { PerpsInstrument } from '../../api/perps/contract/schemas';
import { writeDecimal } from '../../api/perps/wire-decimal';
import { formatPrice, formatPusd } from './perps-format';
import type { Preview } from './preview-math';

const pusd = (micro: bigint) => formatPusd(writeDecimal(micro, 6), { micro: micro !== 0n && micro % 10_000n !== 0n });

/** What the order costs before it is signed: its value, margin, fee, liquidation price and the margin left after it. */
export function TicketPreview({ preview, instrument, cross }: { preview: Preview; instrument: PerpsInstrument; cross: boolean }) {
  const short = preview.marginLeft !== undefined && preview.marginLeft < 0n;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm" data-testid="perps-preview">
      <dt className="text-slate-600 dark:text-slate-400">Notional</dt>
      <dd className="text-right tabular-nums">{pusd(preview.notional)}</dd>
      <dt className="text-slate-600 dark:text-slate-400">Initial margin</dt>
      <dd className="text-right tabular-nums">{pusd(preview.initialMargin)}</dd>
      <dt className="text-slate-600 dark:text-slate-400">Fee</dt>
      <dd className="text-right tabular-nums">{pusd(preview.fee)}</dd>
      <dt className="text-slate-600 dark:text-slate-400">{cross ? 'Liquidation (if isolated)' : 'Liquidation price'}</dt>
      <dd className="text-right tabular-nums">
        {preview.liquidation === 0n
          ? '—'
          : formatPrice(writeDecimal(preview.liquidation, instrument.price_decimals), instrument.price_decimals)}
      </dd>
      <dt className="text-slate-600 dark:text-slate-400">Margin left</dt>
      <dd
        className={`text-right tabular-nums ${short ? 'font-medium text-rose-700 dark:text-rose-400' : ''}`}
        data-testid="perps-margin-left"
      >
        {preview.marginLeft === undefined ? '—' : pusd(preview.marginLeft)}
      </dd>
    </dl>
  );
}
