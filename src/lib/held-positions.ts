import { formatMicro, toMicro } from './decimal';

/*
 * The positions value split the one way every view splits it (docs/money-model.md, "Positions
 * value" and "Claimable"): held positions in markets still trading (the Open tab, the allocation
 * chart) and held positions in resolved markets (Redeemable, claimable now). The two parts add up
 * to the positions value exactly, as Accounting's positions.csv and /v2/value state it, so a screen
 * that shows one part can show the other and the total beside it, and the row counts agree.
 */

export type HeldPart = { count: number; value: string; valueMicro: bigint };
export type HeldSplit<T> = { open: T[]; resolved: T[]; openPart: HeldPart; resolvedPart: HeldPart; all: HeldPart };

const part = (values: readonly bigint[]): HeldPart => {
  const valueMicro = values.reduce((a, b) => a + b, 0n);
  return { count: values.length, value: formatMicro(valueMicro), valueMicro };
};

/** Splits held rows by whether their market resolved; values are summed exactly (bigint micro). */
export function splitHeld<T>(rows: readonly T[], isResolved: (row: T) => boolean, valueOf: (row: T) => number | string): HeldSplit<T> {
  const open: T[] = [];
  const resolved: T[] = [];
  const openValues: bigint[] = [];
  const resolvedValues: bigint[] = [];
  for (const row of rows) {
    const micro = toMicro(valueOf(row));
    if (isResolved(row)) {
      resolved.push(row);
      resolvedValues.push(micro);
    } else {
      open.push(row);
      openValues.push(micro);
    }
  }
  return { open, resolved, openPart: part(openValues), resolvedPart: part(resolvedValues), all: part([...openValues, ...resolvedValues]) };
}

/** A /v2/positions row of a held position: its status is REDEEMABLE once its market resolved (OPEN is the superset). */
export const isResolvedV2 = (row: { status: string }): boolean => row.status === 'REDEEMABLE';
