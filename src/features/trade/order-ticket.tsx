import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { L2Client } from '../../api/trading/l2-client';
import type { ClobMarket } from '../../api/trading/contract/schemas-markets';
import { Button } from '../../ui/button';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { chainName } from '../../wallet/chain-name';
import { useWallet } from '../../wallet/wallet-scope';
import { ExplainedError } from './explained-error';
import { OrderResult } from './order-result';
import { pollUnlessLive } from '../../ui/use-live-book';
import { POLL_MS, useTradeBook } from './live';
import { bookQuery } from './queries';
import { negRiskQuery, tickSizeQuery } from './signed-queries';
import { checkLadder, checkTicket, isMarketKind, type OrderKind, type TicketInput } from './ticket-form';
import { LadderFields, LadderPreview, LadderResults, type LadderInput } from './ladder-fields';
import { TicketPreview } from './ticket-preview';
import { usePlaceLadder, usePlaceOrder } from './use-place-order';
import type { ExchangeMode } from './exchange-mode';

const input = 'mt-1 w-full rounded border border-slate-300 px-2 py-1.5 tabular-nums dark:border-slate-600 dark:bg-slate-800';
const KINDS: { value: OrderKind; label: string }[] = [
  { value: 'GTC', label: 'Limit (GTC)' },
  { value: 'GTD', label: 'Limit until (GTD)' },
  { value: 'FOK', label: 'Market, all or nothing (FOK)' },
  { value: 'FAK', label: 'Market, what fills (FAK)' },
];

const nowSeconds = () => Math.floor(Date.now() / 1000);
const inAnHour = () => nowSeconds() + 3600;
const toLocalInput = (seconds: number) => {
  const d = new Date(seconds * 1000);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** The order ticket of one outcome: side, kind, price and size, a live preview, then the wallet signs. */
export function OrderTicket({
  market,
  outcome,
  side = 'BUY',
  l2,
  eoa,
  mode,
}: {
  market: ClobMarket;
  outcome: number;
  /** The side the ticket opens on (a deep link's); the trader may switch it. */
  side?: 'BUY' | 'SELL';
  l2: L2Client;
  eoa: string;
  mode: ExchangeMode;
}) {
  const token = market.tokens[outcome]!;
  const wallet = useWallet();
  const ids = useId();
  const live = useTradeBook(token.token_id);
  const book = useQuery({ ...bookQuery(token.token_id), refetchInterval: pollUnlessLive(live, POLL_MS.book) });
  const tick = useQuery(tickSizeQuery(token.token_id));
  const negRisk = useQuery(negRiskQuery(token.token_id));
  const place = usePlaceOrder(l2, eoa);
  const placeLadder = usePlaceLadder(l2, eoa);
  const [ladder, setLadder] = useState<LadderInput>({ on: false, rungs: '3', step: '1' });
  const [form, setForm] = useState<TicketInput>({
    side,
    kind: 'GTC',
    price: '',
    amount: '',
    expiration: inAnHour(),
    postOnly: false,
  });
  // the clock the GTD check reads, taken at each edit (a render must not read the clock)
  const [nowS, setNowS] = useState(nowSeconds);
  const set = (patch: Partial<TicketInput>) => {
    place.reset();
    placeLadder.reset();
    setNowS(nowSeconds());
    setForm((f) => ({ ...f, ...patch }));
  };

  if (book.isPending || tick.isPending || negRisk.isPending) return <Skeleton className="h-80 w-full" />;
  const failed = book.error ?? tick.error ?? negRisk.error;
  if (failed || !book.data || !tick.data || negRisk.data === undefined)
    return (
      <ErrorPanel
        title="Could not prepare the ticket"
        error={failed}
        onRetry={() => void Promise.all([book.refetch(), tick.refetch(), negRisk.refetch()])}
      />
    );
  const tickSize = tick.data;

  const market_ = isMarketKind(form.kind);
  const forcedPostOnly = mode.kind === 'post-only';
  const postOnly = !market_ && (form.postOnly || forcedPostOnly);
  const blocked = mode.kind === 'cancel-only' || mode.kind === 'disabled' || (forcedPostOnly && market_);
  // the taker fee the service charges at match time, so the preview's total is the cash that moves
  const rules = { tick: tickSize, minSize: String(market.minimum_order_size), feeBps: market.taker_base_fee };
  const check = checkTicket({ ...form, postOnly }, book.data, rules, nowS);
  const ladderCheck =
    ladder.on && !market_
      ? checkLadder({ ...form, postOnly }, Number(ladder.rungs), Number(ladder.step), book.data, rules, nowS)
      : undefined;
  const ready = ladderCheck ? ladderCheck.ok : check.ok;
  const pending = place.isPending || placeLadder.isPending;
  const problem = ladderCheck && !ladderCheck.ok ? ladderCheck.problem : !check.ok ? check.problem : undefined;

  return (
    <form
      className="flex flex-col gap-3"
      aria-label="Order ticket"
      onSubmit={(e) => {
        e.preventDefault();
        if (!check.ok || blocked) return;
        const order = {
          tokenId: token.token_id,
          negRisk: negRisk.data,
          side: form.side,
          kind: form.kind,
          postOnly,
          expiration: form.expiration,
        };
        if (!ladderCheck) place.mutate({ ...order, plan: check.plan });
        else if (ladderCheck.ok) placeLadder.mutate({ ...order, plans: ladderCheck.plans });
      }}
    >
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="sr-only">Side</legend>
        {(['BUY', 'SELL'] as const).map((side) => (
          <label
            key={side}
            className="flex cursor-pointer items-center justify-center gap-2 rounded border border-slate-300 py-1.5 text-sm font-medium has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 dark:border-slate-600 dark:has-[:checked]:bg-indigo-950"
          >
            <input type="radio" name={`${ids}-side`} checked={form.side === side} onChange={() => set({ side })} />
            {side === 'BUY' ? `Buy ${token.outcome}` : `Sell ${token.outcome}`}
          </label>
        ))}
      </fieldset>
      <label className="text-sm font-medium">
        Order type
        <select aria-label="Order type" className={input} value={form.kind} onChange={(e) => set({ kind: e.target.value as OrderKind })}>
          {KINDS.map((k) => (
            <option key={k.value} value={k.value} disabled={forcedPostOnly && isMarketKind(k.value)}>
              {k.label}
            </option>
          ))}
        </select>
      </label>
      {!market_ && (
        <label className="text-sm font-medium">
          Limit price (tick {tickSize})
          <input
            className={input}
            inputMode="decimal"
            placeholder="0.50"
            value={form.price}
            aria-invalid={!check.ok && check.field === 'price'}
            onChange={(e) => set({ price: e.target.value.trim() })}
          />
        </label>
      )}
      <label className="text-sm font-medium">
        {market_ && form.side === 'BUY' ? 'Dollars to spend' : `Shares (minimum ${market.minimum_order_size})`}
        <input
          className={input}
          inputMode="decimal"
          value={form.amount}
          aria-invalid={!check.ok && check.field === 'amount'}
          onChange={(e) => set({ amount: e.target.value.trim() })}
        />
      </label>
      {form.kind === 'GTD' && (
        <label className="text-sm font-medium">
          Expires (at least a minute ahead)
          <input
            className={input}
            type="datetime-local"
            value={form.expiration ? toLocalInput(form.expiration) : ''}
            aria-invalid={!check.ok && check.field === 'expiration'}
            onChange={(e) => set({ expiration: e.target.value ? Math.floor(new Date(e.target.value).getTime() / 1000) : undefined })}
          />
        </label>
      )}
      {!market_ && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={postOnly} disabled={forcedPostOnly} onChange={(e) => set({ postOnly: e.target.checked })} />
          Post only (rest in the book, never take){forcedPostOnly && ': required while the exchange is post-only'}
        </label>
      )}
      {!market_ && <LadderFields value={ladder} onChange={(next) => (placeLadder.reset(), setLadder((l) => ({ ...l, ...next })))} />}
      {ladderCheck?.ok ? (
        <LadderPreview plans={ladderCheck.plans} side={form.side} />
      ) : check.ok && !ladderCheck ? (
        <TicketPreview plan={check.plan} side={form.side} feeBps={rules.feeBps} />
      ) : (
        form.amount !== '' &&
        problem && (
          <p className="text-sm text-amber-800 dark:text-amber-300" data-testid="ticket-problem">
            {problem}
          </p>
        )
      )}
      <Button type="submit" variant="primary" disabled={!ready || blocked || pending}>
        {pending ? 'Confirm in your wallet…' : ladderCheck?.ok ? `Place ${ladderCheck.plans.length} orders` : 'Place order'}
      </Button>
      <p className="text-xs text-slate-500 dark:text-slate-400">Your wallet signs this order for {chainName(wallet.tradingChainId)}.</p>
      {place.isSuccess && <OrderResult result={place.data} />}
      {place.error && <ExplainedError error={place.error} />}
      {placeLadder.isSuccess && <LadderResults results={placeLadder.data} />}
      {placeLadder.error && <ExplainedError error={placeLadder.error} />}
    </form>
  );
}
