import { strFromU8, unzipSync } from 'fflate';
import { parseCsv } from '../../lib/csv';
import { toMicro } from '../../lib/decimal';

/*
 * The accounting snapshot, read in the browser: the ZIP's two CSVs as tables, and an equity summary
 * recomputed from positions.csv with exact bigint sums, checked against what equity.csv states.
 */

export const POSITIONS_FILE = 'positions.csv';
export const EQUITY_FILE = 'equity.csv';

export type CsvTable = { header: string[]; rows: Record<string, string>[] };

export type EquitySummary = {
  wallet: string;
  asOf: string;
  /** micro units; cash as equity.csv states it (the ZIP has no other source) */
  cash: bigint;
  /** sum of positions.csv currentValue */
  positionsValue: bigint;
  /** cash + positionsValue */
  total: bigint;
  /** what equity.csv says */
  stated: { positionsValue: bigint; equity: bigint };
  /** the recomputed figures equal the stated ones */
  consistent: boolean;
};

export type Snapshot = {
  positions: CsvTable;
  equity: CsvTable;
  summary: EquitySummary;
  /** names and uncompressed sizes of the archive's files */
  files: { name: string; bytes: number }[];
};

export class SnapshotError extends Error {
  override readonly name = 'SnapshotError';
}

function table(text: string, name: string, required: readonly string[]): CsvTable {
  const [header, ...lines] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) throw new SnapshotError(`${name} is empty`);
  const missing = required.filter((c) => !header.includes(c));
  if (missing.length > 0) throw new SnapshotError(`${name} has no ${missing.join(', ')} column`);
  const rows = lines.filter((l) => !(l.length === 1 && l[0] === '')).map((l) => Object.fromEntries(header.map((h, i) => [h, l[i] ?? ''])));
  return { header, rows };
}

function amount(value: string | undefined, what: string): bigint {
  try {
    if (value === undefined || value.trim() === '') throw new Error('empty');
    return toMicro(value);
  } catch {
    throw new SnapshotError(`${what} is not an amount: '${value ?? ''}'`);
  }
}

export function summariseEquity(positions: CsvTable, equity: CsvTable): EquitySummary {
  const line = equity.rows[0];
  if (!line) throw new SnapshotError(`${EQUITY_FILE} has no data row`);
  let positionsValue = 0n;
  positions.rows.forEach((r, i) => {
    positionsValue += amount(r.currentValue, `${POSITIONS_FILE} row ${i + 1} currentValue`);
  });
  const cash = amount(line.cashBalance, `${EQUITY_FILE} cashBalance`);
  const stated = {
    positionsValue: amount(line.positionsValue, `${EQUITY_FILE} positionsValue`),
    equity: amount(line.equity, `${EQUITY_FILE} equity`),
  };
  const total = cash + positionsValue;
  return {
    wallet: line.proxyWallet ?? '',
    asOf: line.asOf ?? '',
    cash,
    positionsValue,
    total,
    stated,
    consistent: stated.positionsValue === positionsValue && stated.equity === total,
  };
}

/** Unzips and parses the snapshot; anything it cannot read is a SnapshotError with a plain message. */
export function parseSnapshot(bytes: Uint8Array): Snapshot {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new SnapshotError('The snapshot is not a readable ZIP archive');
  }
  const read = (name: string) => {
    const file = files[name];
    if (!file) throw new SnapshotError(`The snapshot has no ${name}`);
    return strFromU8(file);
  };
  const positions = table(read(POSITIONS_FILE), POSITIONS_FILE, ['asset', 'title', 'outcome', 'size', 'currentValue']);
  const equity = table(read(EQUITY_FILE), EQUITY_FILE, ['cashBalance', 'positionsValue', 'equity']);
  return {
    positions,
    equity,
    summary: summariseEquity(positions, equity),
    files: Object.entries(files).map(([name, b]) => ({ name, bytes: b.length })),
  };
}

/** e.g. accounting-snapshot-0xf39F…-2026-11-22.zip, with the full address. */
export function snapshotFilename(address: string, asOf: string | undefined): string {
  const day = asOf && /^\d{4}-\d{2}-\d{2}/.test(asOf) ? asOf.slice(0, 10) : new Date().toISOString().slice(0, 10);
  return `accounting-snapshot-${address}-${day}.zip`;
}
