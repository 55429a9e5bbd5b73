import { Fragment, type ReactNode } from 'react';
import type { NotificationBody } from '../../../api/perps/contract/schemas';
import { cx } from '../../../ui/cx';
import { Money } from '../../../ui/money';
import { Pnl } from '../../../ui/pnl';
import { exact, SideText } from './figures';

/*
 * The figures a notification carries, written as the rest of the panel writes them: sizes and prices
 * exact, money in dollars, PnL signed and coloured. What `avg_price` means depends on the type (the
 * gateway's derive.ts): the position's entry after an open, increase or reduction, the fill's price
 * for a close or a liquidation, what the order did fill for a cancelled limit order.
 */

type Part = readonly [key: string, node: ReactNode];

const CLOSES = new Set(['position_closed', 'position_liquidated', 'position_deleveraged']);

function partsOf(n: NotificationBody): Part[] {
  const parts: Part[] = [];
  const add = (key: string, node: ReactNode, when: unknown) => {
    if (when !== undefined && when !== null) parts.push([key, node]);
  };
  const side = n.side && <SideText long={n.side === 'long'} />;
  const canceled = n.type === 'limit_order_canceled';
  add(
    'size',
    <>
      {side} {exact(n.size)}
      {canceled ? ' unfilled' : CLOSES.has(n.type) ? ' closed' : ''}
    </>,
    n.size,
  );
  if (canceled) add('price', <>limit {exact(n.price)}</>, n.price);
  else
    add(
      'avg',
      <>
        {CLOSES.has(n.type) ? 'at' : 'entry'} {exact(n.avg_price)}
      </>,
      n.avg_price,
    );
  add('mark', <>mark {exact(n.mark_price)}</>, n.mark_price);
  add('leverage', <>{n.leverage}×</>, n.leverage);
  add(
    'pnl',
    <>
      PnL <Pnl value={n.pnl!} />
    </>,
    n.pnl,
  );
  add('remaining', <>{exact(n.remaining)} left</>, n.remaining);
  add(
    'equity',
    <>
      equity <Money value={n.equity!} />
    </>,
    n.equity,
  );
  add(
    'im',
    <>
      initial margin <Money value={n.initial_margin!} />
    </>,
    n.initial_margin,
  );
  add(
    'mm',
    <>
      maintenance margin <Money value={n.maintenance_margin!} />
    </>,
    n.maintenance_margin,
  );
  return parts;
}

/** The notification's figures on a line of their own, ` · ` between them; nothing when it carries none. */
export function NotificationFigures({ notification, className }: { notification: NotificationBody; className?: string }) {
  const parts = partsOf(notification);
  if (parts.length === 0) return null;
  return (
    <span data-testid="perps-notification-figures" className={cx('block tabular-nums', className)}>
      {parts.map(([key, node], i) => (
        <Fragment key={key}>
          {i > 0 && ' · '}
          {node}
        </Fragment>
      ))}
    </span>
  );
}
