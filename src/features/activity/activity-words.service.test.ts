import { describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../api/config';
import { ACTIVITY_TYPES } from '../../api/data/contract/params';
import { activityFromV2 } from './activity-row';
import { activitySentence } from './activity-words';
import { localService } from '../../testing/local-service';

describe('activitySentence on the demo trader: every type the service serves reads from its own numbers', () => {
  it('words each real row from its fields', async () => {
    const api = localService().data;
    const page = await api.v2.activity({ user: DEMO_TRADER, start: 1, limit: 1000, exclude_deposits_withdrawals: false });
    const rows = page.data.map(activityFromV2);
    expect(new Set(rows.map((r) => r.type)), 'the demo trader has all twelve types').toEqual(new Set(ACTIVITY_TYPES));

    const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
    const qty = (n: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
    for (const r of rows) {
      const s = activitySentence(r);
      if (r.type === 'TRADE') {
        expect(s).toBe(
          `${r.side === 'BUY' ? 'Bought' : 'Sold'} ${qty(r.size)} ${r.outcome} at ${(r.price * 100).toFixed(1)}¢ in ${r.title}`,
        );
      } else if (r.type === 'DEPOSIT' || r.type === 'WITHDRAWAL' || r.type === 'YIELD' || r.type === 'REFERRAL_REWARD') {
        expect(s).toContain(usd(r.usdcSize));
        expect(s).not.toContain(' in ');
      } else {
        expect(s).toContain(
          r.type === 'SPLIT' || r.type === 'REWARD' || r.type.endsWith('REBATE') || r.type === 'MERGE' || r.type === 'REDEEM'
            ? usd(r.usdcSize)
            : qty(r.size),
        );
        if (r.title) expect(s.endsWith(` in ${r.title}`)).toBe(true);
      }
    }
  });
});
