/** A `?, ?, ?` list for an IN clause of n values. */
export function marks(n: number): string {
  return new Array<string>(n).fill('?').join(', ');
}

/** `col IN (?,?,?)` for n values. */
export const inList = (col: string, n: number) => `${col} IN (${Array.from({ length: n }, () => '?').join(',')})`;
