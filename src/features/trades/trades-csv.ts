import type { CsvColumn } from '../../lib/csv';
import { exactDecimal, isoTimestamp } from '../../lib/history-format';
import { tradeAmount, type TradeRow } from './trade-row';

/** The trades export: one line per fill, size, price and amount (size × price) as exact decimals. */
export const TRADES_CSV_COLUMNS: readonly CsvColumn<TradeRow>[] = [
  { header: 'time_utc', value: (t) => isoTimestamp(t.timestamp) },
  { header: 'timestamp', value: (t) => t.timestamp },
  { header: 'side', value: (t) => t.side },
  { header: 'market', value: (t) => t.title },
  { header: 'condition_id', value: (t) => t.conditionId },
  { header: 'outcome', value: (t) => t.outcome },
  { header: 'outcome_index', value: (t) => t.outcomeIndex },
  { header: 'size', value: (t) => exactDecimal(t.size) },
  { header: 'price', value: (t) => exactDecimal(t.price) },
  { header: 'amount_usdc', value: (t) => tradeAmount(t) },
  { header: 'transaction_hash', value: (t) => t.transactionHash },
  { header: 'token_id', value: (t) => t.tokenId },
];

export function tradesCsvName(address: string, now = new Date()): string {
  return `trades-${address.toLowerCase()}-${now.toISOString().slice(0, 10)}.csv`;
}
