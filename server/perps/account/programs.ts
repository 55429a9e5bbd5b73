import type { Context } from 'hono';
import type { ServedRoutes } from '../../kit/mount';
import { accountOf } from '../auth/proxy-guard';
import { ADDRESS, badQuery, type PerpsContext } from '../context';

/*
 * The venue's programs: rewards, referrals, the insurance-fund backstop, invite codes. Their
 * live schemas are unknown (facts §12), and the sandbox runs no reward or referral program, has no
 * insurance-fund backstop (liquidation.ts closes at the book only) and accepts no invite codes. So
 * these routes answer the honest empty state in shapes of our own, described here and in the
 * route records, rather than inventing numbers:
 *   rewards   {account, program_active:false, total_earned:"0", pending:"0", history:[]}
 *   referral  {account, code:null, referred_by:null, referrals:[], total_earned:"0"}
 *   backstops {data:[], more:false}  (backstop fills that absorbed the account's positions: none)
 *   invite    {valid:false, error:"invite_codes_disabled"}
 */

export function programsResource(_ctx: PerpsContext): ServedRoutes {
  return {
    rewards: (c: Context) => c.json({ account: accountOf(c), program_active: false, total_earned: '0', pending: '0', history: [] }),
    referral: (c: Context) => c.json({ account: accountOf(c), code: null, referred_by: null, referrals: [], total_earned: '0' }),
    backstops: (c: Context) => {
      accountOf(c);
      return c.json({ data: [], more: false });
    },
    invite: (c: Context) => {
      const code = c.req.query('code');
      if (!code) throw badQuery('missing field `code`');
      const address = c.req.query('address');
      if (address !== undefined && !ADDRESS.test(address)) throw badQuery('address: invalid address');
      return c.json({ valid: false, error: 'invite_codes_disabled' });
    },
  };
}
