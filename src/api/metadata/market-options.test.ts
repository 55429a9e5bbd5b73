import { describe, expect, it } from 'vitest';
import { marketChoicesFromSearch, marketSearchText, takesOrders } from './market-options';
import type { MetadataEvent, MetadataSearchResponse } from './schemas';

type Market = MetadataEvent['markets'][number];
const id = (n: number) => `0x${n.toString(16).padStart(64, 'A')}`;

function market(n: number, question: string, more: Partial<Market> = {}): Market {
  return {
    conditionId: id(n),
    question,
    slug: question.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    outcomes: JSON.stringify(['Yes', 'No']),
    acceptingOrders: true,
    enableOrderBook: true,
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

const lowId = (n: number) => id(n).toLowerCase();
const pick = (f: MetadataSearchResponse, typed: string) => marketChoicesFromSearch(f, typed, takesOrders);

describe('the Trade view picker: markets taking orders, matched by outcome names too', () => {
  const answer = found([
    event('Harbor City derby', 'harbor-derby', [
      market(1, 'Harbor City Hawks win the derby?', { outcomes: JSON.stringify(['Hawks', 'Comets']) }),
      market(2, 'Over 2.5 goals?'),
    ]),
    event('Rates', 'fed-rates', [
      market(3, 'Fed cuts in June?', { slug: 'fomc-june-cut' }),
      market(4, 'Fed hikes in June?'),
      market(5, 'Fed cut by March?', { closed: true }),
      market(6, 'Fed cut by May?', { acceptingOrders: false }),
    ]),
  ]);

  it('lists a market by its own question, slug or outcome name first, then the markets of an event matched by its title', () => {
    expect(pick(answer, '  COMETS ').map((o) => o.title)).toEqual(['Harbor City Hawks win the derby?']);
    expect(pick(answer, 'fomc').map((o) => o.title)).toEqual(['Fed cuts in June?']);
    // the event's title matches both of its markets; its own match comes first
    expect(pick(answer, 'derby').map((o) => o.conditionId)).toEqual([lowId(1), lowId(2)]);
    expect(pick(answer, 'derby')[1]).toEqual({
      conditionId: lowId(2),
      title: 'Over 2.5 goals?',
      event: 'Harbor City derby',
      outcomes: ['Yes', 'No'],
      closed: false,
    });
  });

  it('leaves out what cannot be traded now, and a market the text does not name in an event it does not name either', () => {
    expect(pick(answer, 'fed').map((o) => o.conditionId)).toEqual([lowId(3), lowId(4)]);
    expect(pick(answer, 'june').map((o) => o.conditionId)).toEqual([lowId(3), lowId(4)]);
    expect(pick(answer, 'hikes').map((o) => o.conditionId)).toEqual([lowId(4)]);
    expect(pick(found([]), 'x')).toEqual([]);
  });

  it('lists a market once when two events carry it', () => {
    const twice = found([event('A cup', 'a', [market(7, 'Cup final?')]), event('B cup', 'b', [market(7, 'Cup final?')])]);
    expect(pick(twice, 'cup')).toHaveLength(1);
  });
});
