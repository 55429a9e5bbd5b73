/*
 * Which scopes are being liquidated (facts §6.4): an account's cross scope, or one isolated
 * position. While a scope is flagged its new orders are refused and margin cannot be moved; the
 * liquidation pass sets and clears the flags, everyone else only reads them.
 */
export class LiquidationFlags {
  private readonly cross = new Set<string>();
  private readonly isolated = new Set<string>();

  set(account: string, iid: number | 'cross', on: boolean): void {
    const [set, key] = iid === 'cross' ? [this.cross, account] : [this.isolated, `${account}:${iid}`];
    if (on) set.add(key);
    else set.delete(key);
  }

  /** Whether an order or margin change on `iid` (cross or not) falls inside a flagged scope. */
  covers(account: string, iid: number, cross: boolean): boolean {
    return cross ? this.cross.has(account) : this.isolated.has(`${account}:${iid}`);
  }

  /** Clears the isolated flags of positions the account no longer holds, and every flag of an account holding none. */
  retain(holding: Map<string, Set<number>>): void {
    for (const a of this.cross) if (!holding.has(a)) this.cross.delete(a);
    for (const k of this.isolated) {
      const [a, iid] = k.split(':');
      if (!holding.get(a!)?.has(Number(iid))) this.isolated.delete(k);
    }
  }

  /** Whether any scope of the account is flagged (the portfolio's `in_liquidation`). */
  any(account: string): boolean {
    if (this.cross.has(account)) return true;
    for (const k of this.isolated) if (k.startsWith(`${account}:`)) return true;
    return false;
  }
}
