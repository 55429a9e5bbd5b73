/** A `?, ?, ?` list for an IN clause of n values. */
export function marks(n: number): string {
  return new Array<string>(n).fill('?').join(', ');
}
