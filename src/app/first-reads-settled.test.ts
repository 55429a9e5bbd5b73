import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fetchingSettled } from './first-reads-settled';

const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};
const state = (p: Promise<unknown>) => Promise.race([p.then(() => 'settled'), new Promise((r) => setTimeout(() => r('pending'), 20))]);

describe('fetchingSettled', () => {
  it('waits for the reads in flight, not for one started after', async () => {
    const client = new QueryClient();
    const a = deferred<number>();
    const later = deferred<number>();
    void client.prefetchQuery({ queryKey: ['a'], queryFn: () => a.promise });
    const settled = fetchingSettled(client, 10_000);
    void client.prefetchQuery({ queryKey: ['later'], queryFn: () => later.promise });
    expect(await state(settled)).toBe('pending');
    a.resolve(1);
    expect(await state(settled)).toBe('settled');
    expect(client.isFetching()).toBe(1); // 'later' is still on its way
    later.resolve(2);
  });

  it('gives up after its cap, and resolves at once with nothing in flight', async () => {
    const client = new QueryClient();
    expect(await state(fetchingSettled(client, 10_000))).toBe('settled');
    void client.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => undefined) });
    const capped = fetchingSettled(client, 50);
    expect(await state(capped)).toBe('pending');
    await new Promise((r) => setTimeout(r, 60));
    expect(await state(capped)).toBe('settled');
  });
});
