import { describe, expect, it } from 'vitest';
import { marketChoicesFromSearch, marketSearchText } from './market-options';
import type { MetadataEvent, MetadataSearchResponse } from './schemas';

type Market = MetadataEvent['markets'][number];
const id = (n: number) => `0x${n.toString(16).padStart(64, 'A')}`;

function market(n: number, question: string, more: Partial<Market> = {}): Market {
  return {
    conditionId: id(n),
    question,
    slug: question.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    active: true,
    closed: false,
    ...more,
  } as Market;
}
const event = (title: string, slug: string, markets: Market[]) => ({ title, slug, markets }) as MetadataEvent;
const found = (events: MetadataEvent[]) =>
  ({ events, tags: [], profiles: [], pagination: { hasMore: false, totalResults: events.length } }) as MetadataSearchResponse;

describe('the history market filter options', () => {
  const answer = found([
    event('Harbor City derby', 'harbor-derby', [market(1, 'Hawks win the derby?'), market(2, 'Over 2.5 goals?')]),
    event('Rates', 'fed-rates', [market(3, 'Fed cuts in June?'), market(4, 'Fed cut by March?', { closed: true })]),
    event('Fed chair', 'fed-chair', [market(3, 'Fed cuts in June?')]),
  ]);

  it('offers closed markets too: a history holds resolved ones', () => {
    const got = marketChoicesFromSearch(answer, 'fed cut');
    expect(got.map((c) => c.title)).toEqual(['Fed cuts in June?', 'Fed cut by March?']);
    expect(got[1]!.closed).toBe(true);
  });

  it('lists a market once, its own matches before its event’s', () => {
    const got = marketChoicesFromSearch(answer, 'harbor');
    expect(got.map((c) => c.title)).toEqual(['Hawks win the derby?', 'Over 2.5 goals?']);
    const derby = marketChoicesFromSearch(answer, 'derby');
    expect(derby.map((c) => c.title)).toEqual(['Hawks win the derby?', 'Over 2.5 goals?']);
    expect(marketChoicesFromSearch(answer, 'FED').filter((c) => c.title === 'Fed cuts in June?')).toHaveLength(1);
  });

  it('gives condition ids in lower case, as the URL and the API take them', () => {
    expect(marketChoicesFromSearch(answer, 'hawks')[0]!.conditionId).toBe(id(1).toLowerCase());
  });

  it('searches nothing for blank text and trims what it sends', () => {
    expect(marketChoicesFromSearch(answer, '   ')).toEqual([]);
    expect(marketSearchText('  fed  ')).toBe('fed');
    expect(marketSearchText('x'.repeat(300))).toHaveLength(100);
  });
});
