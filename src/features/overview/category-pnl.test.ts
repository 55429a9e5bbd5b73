import { describe, expect, it } from 'vitest';
import { pnlByCategory } from './category-pnl';

const events = new Map([
  ['1', { title: 'Election', category: 'Politics' }],
  ['2', { title: 'Final', category: ' Sports ' }],
  ['3', { title: 'No category', category: '' }],
]);

describe('pnlByCategory', () => {
  it('sums each category exactly, best first, counting a token listed twice once', () => {
    const out = pnlByCategory(
      [
        { token_id: 'a', event_id: '1', total_pnl: 0.1 },
        { token_id: 'b', event_id: '1', total_pnl: 0.2 },
        { token_id: 'c', event_id: '2', total_pnl: -5 },
        { token_id: 'd', event_id: '3', total_pnl: 1 },
        { token_id: 'e', event_id: '9', total_pnl: 2 },
        // a redeemable position is in both the open and the settled lists
        { token_id: 'a', event_id: '1', total_pnl: 0.1 },
      ],
      events,
    );
    expect(out.total).toBe('-1.7');
    expect(out.count).toBe(5);
    expect(out.rows.map((r) => [r.label, r.pnl, r.count])).toEqual([
      ['Uncategorised', '3', 2],
      ['Politics', '0.3', 2],
      ['Sports', '-5', 1],
    ]);
  });

  it('has no rows for a wallet with no positions', () => {
    expect(pnlByCategory([], events)).toEqual({ total: '0', count: 0, rows: [] });
  });
});
