import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { L2Client } from '../../api/trading/l2-client';
import type { ClobMarket } from '../../api/trading/contract/schemas-markets';
import { cmp, mustParse } from '../../api/trading/exact-decimal';
import { centsText, centsToDollars, dollarsToCents } from '../../lib/cents';
import { Button } from '../../ui/button';
import { ErrorPanel } from '../../ui/error-panel';
import { Field, FieldMessage } from '../../ui/field';
import { Skeleton } from '../../ui/skeleton';
import { chainName } from '../../wallet/chain-name';
import { useWallet } from '../../wallet/wallet-scope';
import { pollUnlessLive } from '../../ui/use-live-book';
import { followPicks } from './book-pick';
import { ExplainedError } from './explained-error';
import { OrderResult } from './order-result';
import { POLL_MS, useTradeBook } from './live';
import { bookQuery } from './queries';
import { negRiskQuery, tickSizeQuery } from './signed-queries';
import { checkLadder, checkTicket, isMarketKind, type TicketField, type TicketInput } from './ticket-form';
import { balanceProblem, floorHundredths, quickAmounts } from './ticket-holdings';
import { HoldingsLine, QuickAmounts } from './ticket-amount';
import { ExpiryField, inAnHour, inputClass, KindSelect, nowSeconds, PostOnlyBox, SideSwitch } from './ticket-options';
import { LadderFields, LadderPreview, LadderResults, type LadderInput } from './ladder-fields';
import { TicketPreview } from './ticket-preview';
import { useHoldings } from './use-holdings';
import { usePlaceLadder, usePlaceOrder } from './use-place-order';
import type { ExchangeMode } from './exchange-mode';

/**
 * The order ticket of one outcome: side, kind, price (in cents) and size, the holdings they are
 * checked against, a live preview, then the wallet signs. A click on a book level fills it (book-pick.ts).
 */
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
  const live = useTradeBook(token.token_id);
  const book = useQuery({ ...bookQuery(token.token_id), refetchInterval: pollUnlessLive(live, POLL_MS.book) });
  const tick = useQuery(tickSizeQuery(token.token_id));
  const negRisk = useQuery(negRiskQuery(token.token_id));
  const holdings = useHoldings(l2, eoa, token.token_id);
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
  const { reset: resetPlace } = place;
  const { reset: resetLadder } = placeLadder;
  const set = (patch: Partial<TicketInput>) => {
    resetPlace();
    resetLadder();
    setNowS(nowSeconds());
    setForm((f) => ({ ...f, ...patch }));
  };

  // a book level clicked: its side and price, and the size up to it (a market BUY's dollars)
  useEffect(
    () =>
      followPicks(token.token_id, (pick) => {
        resetPlace();
        resetLadder();
        setForm((f) => ({
          ...f,
          side: pick.side,
          price: dollarsToCents(pick.price) ?? f.price,
          // sizes carry two decimals (the facts sheet's rounding): a book's finer size is cut, never rounded up
          amount: floorHundredths(isMarketKind(f.kind) && pick.side === 'BUY' ? pick.dollars : pick.shares),
        }));
      }),
    [token.token_id, resetPlace, resetLadder],
  );

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
  const plans = ladderCheck ? (ladderCheck.ok ? ladderCheck.plans : []) : check.ok ? [check.plan] : [];
  // an order above the balance is refused here, before the wallet is asked to sign it
  const short = plans.length > 0 ? balanceProblem(form.side, plans, holdings) : undefined;
  const broken = ladderCheck && !ladderCheck.ok ? ladderCheck : !check.ok ? check : undefined;
  const problem = broken?.problem ?? short;
  const problemField: TicketField | undefined = broken ? broken.field : short ? 'amount' : undefined;
  const ready = plans.length > 0 && !short;
  const pending = place.isPending || placeLadder.isPending;
  // nothing is said about a field before the trader has typed into the ticket
  const shown = form.amount !== '' || (problemField === 'price' && form.price !== '');
  const errorFor = (field: TicketField) => (shown && problemField === field ? problem : undefined);
  const limitPrice = market_ ? undefined : centsToDollars(form.price);
  // a limit BUY pays the taker fee only when it reaches an ask; resting, it pays none
  const bestAsk = book.data.asks.at(-1)?.price;
  const takes = limitPrice === undefined || (bestAsk !== undefined && cmp(mustParse(bestAsk, 'ask'), mustParse(limitPrice, 'price')) <= 0);
  const quick = quickAmounts({ side: form.side, market: market_, holdings, price: limitPrice, feeBps: takes ? rules.feeBps : 0 });

  return (
    <form
      className="flex min-w-0 flex-col gap-3"
      aria-label="Order ticket"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready || blocked) return;
        const order = {
          tokenId: token.token_id,
          negRisk: negRisk.data,
          side: form.side,
          kind: form.kind,
          postOnly,
          expiration: form.expiration,
        };
        if (!ladderCheck && check.ok) place.mutate({ ...order, plan: check.plan });
        else if (ladderCheck?.ok) placeLadder.mutate({ ...order, plans: ladderCheck.plans });
      }}
    >
      <SideSwitch side={form.side} outcome={token.outcome} set={set} />
      <KindSelect kind={form.kind} postOnlyRequired={forcedPostOnly} set={set} />
      {!market_ && (
        <Field label={`Limit price (¢, steps of ${centsText(tickSize)})`} error={errorFor('price')}>
          {(a11y) => (
            <input
              {...a11y}
              className={inputClass}
              inputMode="decimal"
              placeholder="50"
              value={form.price}
              onChange={(e) => set({ price: e.target.value.trim() })}
            />
          )}
        </Field>
      )}
      <Field
        label={market_ && form.side === 'BUY' ? 'Dollars to spend' : `Shares (minimum ${market.minimum_order_size})`}
        error={errorFor('amount')}
      >
        {(a11y) => (
          <>
            <input
              {...a11y}
              className={inputClass}
              inputMode="decimal"
              value={form.amount}
              onChange={(e) => set({ amount: e.target.value.trim() })}
            />
            <HoldingsLine side={form.side} holdings={holdings} outcome={token.outcome} />
            <QuickAmounts options={quick} onPick={(amount) => set({ amount })} />
          </>
        )}
      </Field>
      {form.kind === 'GTD' && <ExpiryField expiration={form.expiration} error={errorFor('expiration')} set={set} />}
      {!market_ && <PostOnlyBox checked={postOnly} forced={forcedPostOnly} set={set} />}
      {!market_ && <LadderFields value={ladder} onChange={(next) => (resetLadder(), setLadder((l) => ({ ...l, ...next })))} />}
      {ladderCheck?.ok ? (
        <LadderPreview plans={ladderCheck.plans} side={form.side} />
      ) : check.ok && !ladderCheck ? (
        <TicketPreview plan={check.plan} side={form.side} feeBps={rules.feeBps} />
      ) : null}
      {shown && problem && problemField === undefined && <FieldMessage testId="ticket-problem">{problem}</FieldMessage>}
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
