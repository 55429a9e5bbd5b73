import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { formatDuration } from './quote-preview';
import { fundsKeys, invalidateAfterTransfer } from './queries';

describe('invalidateAfterTransfer', () => {
  it('marks stale every read that counts cash, by root, and leaves the rest (addresses, assets, public reads) alone', async () => {
    const client = new QueryClient();
    const counts = [
      ['overview', 'snapshot', '0xa'],
      ['overview', 'value', '0xa'],
      ['positions', '0xa'],
      ['activity', '0xa'],
      ['trades', '0xa'],
      ['accounting', '0xa'],
      ['combos', '0xa'],
      ['trade', 'account', '0xa', 'balance', '0xa', 0],
      fundsKeys.cash('0xA'),
    ];
    const kept = [
      fundsKeys.assets(),
      fundsKeys.depositAddresses('0xa'),
      fundsKeys.status('0xbridge'),
      ['trade', 'markets'],
      ['market', '0xc'],
      ['leaderboards', 'x'],
    ];
    for (const key of [...counts, ...kept]) client.setQueryData(key, 1);
    await invalidateAfterTransfer(client);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    for (const key of counts) expect(stale(key), JSON.stringify(key)).toBe(true);
    for (const key of kept) expect(stale(key), JSON.stringify(key)).toBe(false);
  });
});

describe('formatDuration', () => {
  it('says seconds, then minutes past two', () => {
    expect(formatDuration(25_000)).toBe('about 25 seconds');
    expect(formatDuration(400)).toBe('about 1 second');
    expect(formatDuration(119_000)).toBe('about 119 seconds');
    expect(formatDuration(600_000)).toBe('about 10 minutes');
  });
});
