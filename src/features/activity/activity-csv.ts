import type { CsvColumn } from '../../lib/csv';
import { exactDecimal, isoTimestamp } from '../../lib/history-format';
import type { ActivityRow } from './activity-row';
import { activitySentence, signedUsdc } from './activity-words';

/**
 * The activity export: one line per API row (REDEEM rows stay separate, so the file sums like the
 * service), amounts as exact decimals, the cash movement signed from the trader's side.
 */
export const ACTIVITY_CSV_COLUMNS: readonly CsvColumn<ActivityRow>[] = [
  { header: 'time_utc', value: (r) => isoTimestamp(r.timestamp) },
  { header: 'timestamp', value: (r) => r.timestamp },
  { header: 'type', value: (r) => r.type },
  { header: 'description', value: (r) => activitySentence(r) },
  { header: 'side', value: (r) => r.side },
  { header: 'market', value: (r) => r.title },
  { header: 'condition_id', value: (r) => r.conditionId },
  { header: 'outcome', value: (r) => r.outcome },
  { header: 'outcome_index', value: (r) => r.outcomeIndex },
  { header: 'size', value: (r) => exactDecimal(r.size) },
  { header: 'price', value: (r) => exactDecimal(r.price) },
  { header: 'usdc_size', value: (r) => exactDecimal(r.usdcSize) },
  { header: 'cash_flow_usdc', value: (r) => signedUsdc(r) },
  { header: 'combo', value: (r) => r.isCombo },
  { header: 'transaction_hash', value: (r) => r.transactionHash },
];

export function activityCsvName(address: string, now = new Date()): string {
  return `activity-${address.toLowerCase()}-${now.toISOString().slice(0, 10)}.csv`;
}
