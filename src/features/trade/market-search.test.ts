import { describe, expect, it } from 'vitest';
import type { MetadataEvent, MetadataSearchResponse } from '../../api/metadata/schemas';
import type { ClobMarket } from '../../api/trading/contract/schemas-markets';
import { acceptsOrders, optionsFromList, optionsFromSearch, searchText } from './market-search';

type Market = MetadataEvent['markets'][number];
const id = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

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

describe('the market search options', () => {
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
    expect(optionsFromSearch(answer, '  COMETS ').map((o) => o.question)).toEqual(['Harbor City Hawks win the derby?']);
    expect(optionsFromSearch(answer, 'fomc').map((o) => o.question)).toEqual(['Fed cuts in June?']);
    // the event's title matches both of its markets; its own match comes first
    expect(optionsFromSearch(answer, 'derby').map((o) => o.conditionId)).toEqual([id(1), id(2)]);
    expect(optionsFromSearch(answer, 'derby')[1]).toEqual({
      conditionId: id(2),
      question: 'Over 2.5 goals?',
      event: 'Harbor City derby',
      outcomes: ['Yes', 'No'],
    });
  });

  it('leaves out what cannot be traded now, and a market the text does not name in an event it does not name either', () => {
    expect(optionsFromSearch(answer, 'fed').map((o) => o.conditionId)).toEqual([id(3), id(4)]);
    expect(optionsFromSearch(answer, 'june').map((o) => o.conditionId)).toEqual([id(3), id(4)]);
    expect(optionsFromSearch(answer, 'hikes').map((o) => o.conditionId)).toEqual([id(4)]);
    expect(optionsFromSearch(found([]), 'x')).toEqual([]);
  });

  it('lists a market once when two events carry it', () => {
    const twice = found([event('A cup', 'a', [market(7, 'Cup final?')]), event('B cup', 'b', [market(7, 'Cup final?')])]);
    expect(optionsFromSearch(twice, 'cup')).toHaveLength(1);
  });

  it('sends trimmed text no longer than the service takes; blank is no search', () => {
    expect(searchText('   ')).toBe('');
    expect(searchText(` ${'a'.repeat(150)} `)).toHaveLength(100);
  });

  it("lists the trading service's first page as it is, outcome names as details", () => {
    const m = {
      condition_id: id(9),
      question: 'Q?',
      tokens: [{ outcome: 'Over' }, { outcome: 'Under' }],
      accepting_orders: true,
      enable_order_book: true,
      closed: false,
    } as ClobMarket;
    expect(optionsFromList([m])).toEqual([{ conditionId: id(9), question: 'Q?', event: '', outcomes: ['Over', 'Under'] }]);
    expect(acceptsOrders(m)).toBe(true);
    expect(acceptsOrders({ ...m, closed: true })).toBe(false);
  });
});
