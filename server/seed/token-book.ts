/**
 * Who holds how much of one token, mirrored from the ledger's writes so the generator can pick a
 * seller that really holds shares without a query per decision. Holders are kept in an array for
 * O(1) random picks (swap-remove keeps it dense and deterministic).
 */
export class TokenBook {
  private readonly sizes = new Map<number, number>();
  private readonly at = new Map<number, number>();
  readonly holders: number[] = [];

  get(user: number): number {
    return this.sizes.get(user) ?? 0;
  }

  add(user: number, delta: number): void {
    const next = this.get(user) + delta;
    if (next < 0) throw new Error(`mirror of user ${user} would go negative`);
    if (next === 0) {
      if (!this.sizes.delete(user)) return;
      const i = this.at.get(user)!;
      const last = this.holders.pop()!;
      if (last !== user) {
        this.holders[i] = last;
        this.at.set(last, i);
      }
      this.at.delete(user);
      return;
    }
    if (!this.sizes.has(user)) {
      this.at.set(user, this.holders.length);
      this.holders.push(user);
    }
    this.sizes.set(user, next);
  }
}
