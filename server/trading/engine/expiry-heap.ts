import type { Resting } from './book';

/*
 * Resting GTD orders by expiration (then seq), so expire(now) costs O(log n) per expired order instead
 * of a scan of every order. Orders that leave the book another way stay in the heap, dead, until they
 * reach the top or a rebuild drops them.
 */
export class ExpiryHeap {
  private items: Resting[] = [];

  get length(): number {
    return this.items.length;
  }

  push(r: Resting): void {
    const a = this.items;
    a.push(r);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!before(a[i]!, a[p]!)) break;
      [a[i], a[p]] = [a[p]!, a[i]!];
      i = p;
    }
  }

  /** The earliest entry, dead or alive. */
  peek(): Resting | undefined {
    return this.items[0];
  }

  pop(): Resting | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0 && last) {
      a[0] = last;
      this.down(0);
    }
    return top;
  }

  /** Drops the dead entries (the engine calls it once they outnumber the live ones). */
  prune(): void {
    this.items = this.items.filter((r) => r.live);
    for (let i = (this.items.length >> 1) - 1; i >= 0; i--) this.down(i);
  }

  private down(i: number): void {
    const a = this.items;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < a.length && before(a[l]!, a[m]!)) m = l;
      if (r < a.length && before(a[r]!, a[m]!)) m = r;
      if (m === i) return;
      [a[i], a[m]] = [a[m]!, a[i]!];
      i = m;
    }
  }
}

function before(x: Resting, y: Resting): boolean {
  const a = x.order;
  const b = y.order;
  return a.expiration < b.expiration || (a.expiration === b.expiration && a.seq < b.seq);
}
