import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PerpsInstrument } from '../../../api/perps/contract/schemas';
import { formatPercent } from '../../../lib/format';
import { formatExact } from '../../../lib/format-exact';
import { instrumentsQuery, type PerpsClient } from './queries';

/*
 * How the panel writes the gateway's figures: prices and sizes with every digit the gateway sent
 * (formatted from the decimal string, never through a float), a side in words and colour, ROE from
 * the gateway's ratio ("0.1234" → +12.3 %, a display figure only).
 */

export const exact = (text: string | null | undefined) => (text ? formatExact(text) : '—');

export const roeText = (ratio: string) => formatPercent(Number(ratio) * 100, { signed: true });

export function SideText({ long, children }: { long: boolean; children?: string }) {
  return (
    <span className={long ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}>
      {children ?? (long ? 'Long' : 'Short')}
    </span>
  );
}

/** The instruments by id: symbols for rows that carry only an id, decimals for the forms. */
export function useInstruments(client: PerpsClient): ReadonlyMap<number, PerpsInstrument> {
  const { data } = useQuery(instrumentsQuery(client));
  return useMemo(() => new Map((data ?? []).map((i) => [i.instrument_id, i])), [data]);
}

export const symbolOf = (instruments: ReadonlyMap<number, PerpsInstrument>, iid: number | undefined) =>
  iid === undefined ? '' : (instruments.get(iid)?.symbol ?? `Instrument ${iid}`);
