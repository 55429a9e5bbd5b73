import { afterEach, describe, expect, it } from 'vitest';
import { takeInFlightRead } from '../../api/in-flight-reads';
import { adoptEarlyReads, dropEarlyReads } from './early-reads';
import { EARLY_READS_GLOBAL } from './page-start-script';

afterEach(dropEarlyReads);

describe('early reads (the HTML’s, handed to the transport)', () => {
  it('are taken once each, for their exact URL, and leave no global behind', () => {
    const read = Promise.resolve(new Response('[]'));
    const page: Record<string, unknown> = { [EARLY_READS_GLOBAL]: { '/data/a': read } };
    expect(adoptEarlyReads(page)).toBe(true);
    expect(page).toEqual({});
    expect(takeInFlightRead('/data/b')).toBeUndefined();
    expect(takeInFlightRead('/data/a')).toBe(read);
    expect(takeInFlightRead('/data/a')).toBeUndefined();
  });

  it('are none when the HTML started none, and gone once dropped', () => {
    expect(adoptEarlyReads({})).toBe(false);
    expect(adoptEarlyReads({ [EARLY_READS_GLOBAL]: {} })).toBe(false);
    const read = Promise.resolve(new Response('[]'));
    adoptEarlyReads({ [EARLY_READS_GLOBAL]: { '/data/a': read } });
    dropEarlyReads();
    expect(takeInFlightRead('/data/a')).toBeUndefined();
  });
});
