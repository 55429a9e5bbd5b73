import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PerpsSession } from '../../api/perps/client';
import type { OrderAck, PerpsInstrument } from '../../api/perps/contract/schemas';
import { parseUnits } from '../../lib/decimal';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { ExplainedPerpsError } from './explained-perps-error';
import { OrderAcks } from './order-acks';
import { previewOrder } from './preview-math';
import { exchangeQuery, perpsKeys, tickersQuery } from './queries';
import { configQuery, portfolioQuery, type PerpsClient } from './session-client';
import { checkTicket, type OrderKind, type Side, type TicketField, type TicketInput } from './ticket-checks';
import { TicketPreview } from './ticket-preview';

/*
 * The perps ticket: side, order type (limit GTC, market IOC, FOK), post-only and reduce-only, a
 * TP/SL bracket, leverage and margin mode. Every figure is checked against the instrument
 * (ticket-checks.ts) before the proxy key signs anything; the preview is exact (preview-math.ts).
 * A leverage or mode that differs from the account's is set first (updateLeverage), then the order.
 */

const SIDES = [
  { value: 'long', label: 'Long' },
  { value: 'short', label: 'Short' },
] as const;
const KINDS = [
  { value: 'limit', label: 'Limit' },
  { value: 'market', label: 'Market' },
  { value: 'fok', label: 'FOK' },
] as const;
const MODES = [
  { value: 'isolated', label: 'Isolated' },
  { value: 'cross', label: 'Cross' },
] as const;
const INPUT = 'mt-1 w-full rounded border border-slate-300 px-2 py-1 tabular-nums dark:border-slate-600 dark:bg-slate-800';

const places = (n: number) => (n === 0 ? 'whole numbers' : n === 1 ? '1 decimal' : `${n} decimals`);

/** A client order id: 32 lowercase hex, so an unanswered create can be looked up. */
function newCoid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function TextField(p: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  name: TicketField | 'tp' | 'sl';
  hint?: string;
}) {
  const id = `perps-${p.name}`;
  return (
    <label className="flex flex-col text-sm" htmlFor={id}>
      {p.label}
      <input
        id={id}
        className={INPUT}
        inputMode="decimal"
        autoComplete="off"
        value={p.value}
        placeholder={p.hint}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={p.error ? `${id}-error` : undefined}
        onChange={(e) => p.onChange(e.target.value)}
      />
      {p.error && (
        <span id={`${id}-error`} className="mt-1 text-rose-700 dark:text-rose-400" data-testid="perps-field-error">
          {p.error}
        </span>
      )}
    </label>
  );
}

type Draft = Omit<TicketInput, 'leverage' | 'cross'> & { leverage?: string; cross?: boolean };
const EMPTY: Draft = { side: 'long', kind: 'limit', price: '', qty: '', postOnly: false, reduceOnly: false, tp: '', sl: '' };

export function OrderTicket({
  instrument: i,
  client,
  session,
}: {
  instrument: PerpsInstrument;
  client: PerpsClient;
  session: PerpsSession;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [tried, setTried] = useState(false);
  const tickers = useQuery(tickersQuery());
  const exchange = useQuery(exchangeQuery());
  const portfolio = useQuery(portfolioQuery(client, session));
  const config = useQuery(configQuery(client, session));
  // the account's setting for this instrument, else the gateway's default: max leverage, isolated (facts §6.2)
  const held = config.data?.find((c) => c.instrument_id === i.instrument_id) ?? { leverage: i.max_leverage, cross: false };
  const input: TicketInput = { ...draft, leverage: draft.leverage ?? String(held.leverage), cross: draft.cross ?? held.cross };
  const markText = tickers.data?.find((t) => t.instrument_id === i.instrument_id)?.mark_price;
  const mark = markText ? parseUnits(markText, i.price_decimals) : undefined;
  const checked = checkTicket(i, input, mark);
  const available = portfolio.data ? parseUnits(portfolio.data.margin.available_order_margin, 6) : undefined;
  const preview = checked.ok
    ? previewOrder(i, {
        buy: checked.buy,
        price: checked.price,
        qty: checked.qty,
        leverage: checked.leverage,
        maker: checked.maker,
        availableMicro: available,
      })
    : undefined;
  const cancelOnly = exchange.data?.cancel_only === true;
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  // a field's message shows once it has text, and every one after a first try to place
  const shown = (f: TicketField, text = 'x') => (!checked.ok && (tried || text.trim() !== '') ? checked.errors[f] : undefined);

  const place = useMutation({
    mutationFn: async (): Promise<{ acks: OrderAck[]; legs: string[] }> => {
      const ready = checkTicket(i, input, mark, newCoid());
      if (!ready.ok) throw new Error('The ticket has errors.');
      const trade = client.trade(session);
      if (ready.leverage !== held.leverage || ready.cross !== held.cross) {
        await trade.leverage(i.instrument_id, ready.leverage, ready.cross);
        await queryClient.invalidateQueries({ queryKey: perpsKeys.config(session.account) });
      }
      const legs = ready.orders.map((o) => (!o.tr ? 'Entry' : o.tr.tpsl === 'tp' ? 'Take profit' : 'Stop loss'));
      return { acks: await trade.place(ready.orders, ready.grp), legs };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: perpsKeys.account(session.account) }),
  });

  return (
    <form
      className="flex flex-col gap-3"
      aria-label={`Order ticket · ${i.symbol}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        // refused here, before the proxy key signs anything
        if (checked.ok && !cancelOnly) place.mutate();
      }}
    >
      <ChoiceGroup legend="Side" value={input.side} options={SIDES} onChange={(side: Side) => set({ side })} />
      <ChoiceGroup
        legend="Order type"
        value={input.kind}
        options={KINDS}
        onChange={(kind: OrderKind) => set({ kind, postOnly: kind === 'limit' && draft.postOnly })}
      />
      {input.kind !== 'market' && (
        <TextField
          name="price"
          label={`Price (${places(i.price_decimals)})`}
          value={draft.price}
          onChange={(price) => set({ price })}
          error={shown('price', draft.price)}
        />
      )}
      <TextField
        name="qty"
        label={`Size, ${i.base_asset} (${places(i.quantity_decimals)})`}
        value={draft.qty}
        onChange={(qty) => set({ qty })}
        error={shown('qty', draft.qty)}
      />
      <div className="flex flex-wrap gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={draft.postOnly}
            disabled={input.kind !== 'limit'}
            onChange={(e) => set({ postOnly: e.target.checked })}
          />
          Post-only
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={draft.reduceOnly} onChange={(e) => set({ reduceOnly: e.target.checked })} />
          Reduce-only
        </label>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <TextField
          name="tp"
          label="Take profit (trigger)"
          hint="none"
          value={draft.tp}
          onChange={(tp) => set({ tp })}
          error={shown('tp', draft.tp)}
        />
        <TextField
          name="sl"
          label="Stop loss (trigger)"
          hint="none"
          value={draft.sl}
          onChange={(sl) => set({ sl })}
          error={shown('sl', draft.sl)}
        />
      </div>
      <div className="grid grid-cols-2 items-start gap-2">
        <TextField
          name="leverage"
          label={`Leverage (max ${i.max_leverage}×)`}
          value={input.leverage}
          onChange={(leverage) => set({ leverage })}
          error={shown('leverage')}
        />
        <ChoiceGroup
          legend="Margin mode"
          value={input.cross ? 'cross' : 'isolated'}
          options={MODES}
          disabled={i.isolated_only}
          onChange={(m) => set({ cross: m === 'cross' })}
        />
      </div>
      {shown('mode') && <p className="text-sm text-rose-700 dark:text-rose-400">{shown('mode')}</p>}
      {shown('order') && (
        <p className="text-sm text-rose-700 dark:text-rose-400" data-testid="perps-field-error">
          {shown('order')}
        </p>
      )}
      {preview && <TicketPreview preview={preview} instrument={i} cross={input.cross} />}
      {cancelOnly && <p className="text-sm text-amber-800 dark:text-amber-300">Cancel-only mode: new orders are refused for now.</p>}
      <Button type="submit" variant="primary" disabled={place.isPending || cancelOnly}>
        {place.isPending ? 'Placing…' : `Place ${input.side} order`}
      </Button>
      {place.error && <ExplainedPerpsError error={place.error} />}
      {place.data && <OrderAcks acks={place.data.acks} legs={place.data.legs} />}
    </form>
  );
}
