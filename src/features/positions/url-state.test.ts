import { describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../api/config';
import { checkParams } from '../../api/data/route-client';
import { DATA_ROUTES_V2 } from '../../api/data/contract/routes';
import { toWire } from '../../api/data/contract/params';
import {
  clearFilters,
  DEFAULT_FILTERS,
  defaultsFor,
  filtersToSearch,
  isNarrowed,
  nextSort,
  readFilters,
  SORTS,
  STATUSES,
  switchStatus,
  toPositionsParams,
  type PositionFilters,
} from './url-state';

const read = (s: string) => readFilters(new URLSearchParams(s));

const CONDITION = `0x${'ab'.repeat(32)}`;

describe('positions filters in the URL', () => {
  it('reads defaults from an empty URL and writes an empty one back', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS);
    expect(filtersToSearch(DEFAULT_FILTERS).toString()).toBe('');
    // each tab's own default sort stays out of its URL too
    expect(filtersToSearch(defaultsFor('CLOSED')).toString()).toBe('status=CLOSED');
  });

  it('round-trips every field', () => {
    const f: PositionFilters = {
      status: 'REDEEMABLE',
      sort_by: 'UNREALIZED_PNL',
      sort_direction: 'ASC',
      title: 'election day',
      event_id: '58',
      condition: CONDITION,
      filter_type: 'CASH',
      filter_amount: 12.5,
      include_archived: true,
      limit: 100,
    };
    expect(read(filtersToSearch(f).toString())).toEqual(f);
    expect(filtersToSearch(f).get('include_archived')).toBe('true');
  });

  it('forgives hand-edited URLs', () => {
    const f = read('status=closed&sort_by=tokens&sort_direction=sideways&limit=7&filter_amount=-1&event_id=abc&condition=0x12');
    // CLOSED offers no size sort: its own default instead
    expect(f).toEqual(defaultsFor('CLOSED'));
    expect(read('status=nope&sort_by=price').sort_by).toBe('PRICE');
    expect(read('status=nope').status).toBe('OPEN');
    expect(read(`title=${'x'.repeat(250)}`).title).toHaveLength(200);
    expect(read(`condition=${CONDITION.toUpperCase().replace('0X', '0x')}`).condition).toBe(CONDITION);
  });

  it('drops a minimum and archived markets where the API applies neither (closed positions), and a unit without an amount', () => {
    expect(read('status=CLOSED&filter_type=CASH&filter_amount=5&include_archived=true')).toMatchObject({
      filter_type: 'TOKENS',
      filter_amount: 0,
      include_archived: false,
    });
    expect(read('status=REDEEMABLE&include_archived=true').include_archived).toBe(true);
    expect(read('include_archived=yes').include_archived).toBe(false);
    expect(filtersToSearch({ ...DEFAULT_FILTERS, filter_type: 'CASH' }).toString()).toBe('');
  });

  it('switches tabs keeping the scope, resetting the sort', () => {
    const f: PositionFilters = {
      ...DEFAULT_FILTERS,
      sort_by: 'PRICE',
      sort_direction: 'ASC',
      title: 'fed',
      event_id: '3',
      filter_amount: 5,
      include_archived: true,
      limit: 25,
    };
    expect(switchStatus(f, 'CLOSED')).toEqual({ ...defaultsFor('CLOSED'), title: 'fed', event_id: '3', limit: 25 });
    expect(switchStatus(f, 'REDEEMABLE')).toEqual({
      ...defaultsFor('REDEEMABLE'),
      title: 'fed',
      event_id: '3',
      filter_amount: 5,
      include_archived: true,
      limit: 25,
    });
  });

  it('builds the request: explicit status, sort and direction; filters only when set; the cursor when following one', () => {
    expect(toPositionsParams('0xabc', DEFAULT_FILTERS)).toEqual({
      user: '0xabc',
      status: 'OPEN',
      sort_by: 'CURRENT_VALUE',
      sort_direction: 'DESC',
      limit: 50,
    });
    const f: PositionFilters = {
      ...DEFAULT_FILTERS,
      title: '  fed ',
      event_id: '9',
      condition: CONDITION,
      filter_type: 'CASH',
      filter_amount: 2,
    };
    expect(toPositionsParams('0xabc', f, 'abc')).toMatchObject({
      title: 'fed',
      event_id: '9',
      condition: CONDITION,
      filter_type: 'CASH',
      filter_amount: 2,
      cursor: 'abc',
    });
    expect(toPositionsParams('0xabc', { ...DEFAULT_FILTERS, title: '   ' })).not.toHaveProperty('title');
    expect(toPositionsParams('0xabc', { ...f, status: 'CLOSED' })).not.toHaveProperty('filter_amount');
    // archived markets: asked for only when wanted, and never with CLOSED (the service refuses that pair)
    expect(toPositionsParams('0xabc', DEFAULT_FILTERS)).not.toHaveProperty('include_archived');
    expect(toPositionsParams('0xabc', { ...f, include_archived: true })).toMatchObject({ include_archived: true });
    expect(toPositionsParams('0xabc', { ...f, include_archived: true, status: 'CLOSED' })).not.toHaveProperty('include_archived');
  });

  it('says whether the list is narrowed', () => {
    expect(isNarrowed(DEFAULT_FILTERS)).toBe(false);
    expect(isNarrowed({ ...DEFAULT_FILTERS, sort_by: 'PRICE', status: 'CLOSED' })).toBe(false);
    for (const patch of [{ title: 'x' }, { event_id: '1' }, { condition: CONDITION }, { filter_amount: 1 }]) {
      const f = { ...DEFAULT_FILTERS, ...patch };
      expect(isNarrowed(f)).toBe(true);
      expect(isNarrowed(clearFilters(f))).toBe(false);
    }
  });

  it('sorts by header clicks: the same column flips, a new one starts descending', () => {
    expect(nextSort({ sort_by: 'TOKENS', sort_direction: 'DESC' }, 'TOKENS')).toEqual({ sort_by: 'TOKENS', sort_direction: 'ASC' });
    expect(nextSort({ sort_by: 'TOKENS', sort_direction: 'ASC' }, 'TOKENS')).toEqual({ sort_by: 'TOKENS', sort_direction: 'DESC' });
    expect(nextSort({ sort_by: 'TOKENS', sort_direction: 'ASC' }, 'TIMESTAMP')).toEqual({ sort_by: 'TIMESTAMP', sort_direction: 'DESC' });
  });

  it('asks only for what the route accepts, on every tab, sort and direction', () => {
    for (const status of STATUSES) {
      for (const sort_by of SORTS[status]) {
        for (const sort_direction of ['ASC', 'DESC'] as const) {
          const f: PositionFilters = {
            ...defaultsFor(status),
            sort_by,
            sort_direction,
            title: 'a',
            event_id: '1',
            condition: CONDITION,
            filter_amount: 1,
            include_archived: true,
          };
          expect(checkParams(DATA_ROUTES_V2.positions, toWire(toPositionsParams(DEMO_TRADER, f, 'c')))).toBeUndefined();
        }
      }
    }
  });
});
