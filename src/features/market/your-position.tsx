import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { shortenAddress } from '../../lib/address-shape';
import { formatShares } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { ErrorPanel } from '../../ui/error-panel';
import { Money } from '../../ui/money';
import { Pnl } from '../../ui/pnl';
import { Price } from '../../ui/price';
import { Skeleton } from '../../ui/skeleton';
import { TableFrame, Td, Th } from '../../ui/table';
import { WalletAddressBox } from '../../ui/wallet-address-box';
import { Widget } from '../../ui/widget';
import { positionQueryOptions } from './queries';

const STATUS_TONE = { OPEN: 'info', REDEEMABLE: 'positive', CLOSED: 'neutral' } as const;
const STATUS_WORD = { OPEN: 'Open', REDEEMABLE: 'Redeemable', CLOSED: 'Closed' } as const;

/** One wallet's shares in this market (open, redeemable or closed), chosen by address in the URL. */
export function YourPosition({
  conditionId,
  address,
  onAddress,
}: {
  conditionId: string;
  address: string;
  onAddress: (a: string) => void;
}) {
  return (
    <Widget title="Position of a wallet" testId="your-position">
      <div className="flex flex-col gap-4">
        <WalletAddressBox
          key={address}
          address={address}
          onAddress={onAddress}
          formLabel="Show a wallet's position in this market"
          className="max-w-xl"
        />
        {address ? (
          <PositionRows conditionId={conditionId} address={address} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Enter a wallet address to see its shares, cost and PnL in this market.
          </p>
        )}
      </div>
    </Widget>
  );
}

function PositionRows({ conditionId, address }: { conditionId: string; address: string }) {
  const query = useQuery(positionQueryOptions(conditionId, address));
  if (query.isError)
    return (
      <ErrorPanel
        title="Could not load the position"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (query.data === undefined) return <Skeleton className="h-24 w-full" />;
  if (query.data.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="no-position">
        {shortenAddress(address)} holds no shares in this market and has closed none here.{' '}
        <Link to={`/portfolio/${address}`} className="rounded text-indigo-700 hover:underline dark:text-indigo-300">
          Open its portfolio
        </Link>
      </p>
    );
  }
  return (
    <TableFrame label={`Position of ${shortenAddress(address)} in this market`}>
      <table className="w-full border-collapse">
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            <Th>Outcome</Th>
            <Th align="right">Shares</Th>
            <Th align="right">Avg price</Th>
            <Th align="right">Price</Th>
            <Th align="right">Value</Th>
            <Th align="right">Unrealized</Th>
            <Th align="right">Realized</Th>
            <Th align="right">Total PnL</Th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((p) => (
            <tr
              key={`${p.token_id}|${p.status}`}
              className="h-12 border-b border-slate-100 last:border-b-0 dark:border-slate-800"
              data-testid="position-row"
              data-token={p.token_id}
            >
              <Td>
                <span className="flex items-center gap-2">
                  <span className="font-medium">{p.outcome}</span>
                  <Badge tone={STATUS_TONE[p.status]}>{STATUS_WORD[p.status]}</Badge>
                </span>
              </Td>
              <Td align="right" data-col="shares">
                {formatShares(p.current_size)}
              </Td>
              <Td align="right">
                <Price value={p.avg_price} />
              </Td>
              <Td align="right">
                <Price value={p.current_price} />
              </Td>
              <Td align="right" data-col="value">
                <Money value={p.current_value} />
              </Td>
              <Td align="right">
                <Pnl value={p.unrealized_pnl} />
              </Td>
              <Td align="right">
                <Pnl value={p.realized_pnl} />
              </Td>
              <Td align="right" data-col="total-pnl">
                <Pnl value={p.total_pnl} />
              </Td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
