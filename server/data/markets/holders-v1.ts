import type { Context } from 'hono';
import { getAddress } from 'viem';
import { holdersQuery } from '../../../src/api/data/contract/params-history';
import { MICRO } from '../shared/wire-values';
import { parseV1Query } from '../../http/v1-query';
import type { PrepareCached } from '../../db/statement-cache';
import type { UserCols } from '../shared/joined-columns';

type MarketTokens = { token0: string; token1: string };

type HolderDbRow = { user: string; size: number; display_username_public: number | null } & UserCols;

/** GET /holders: per outcome token of each market, its largest holders (ties by address). */
export function holdersRoute(prepare: PrepareCached) {
  return (c: Context) => {
    const parsed = parseV1Query(c, holdersQuery);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    // a zero balance is not a holding, whatever minBalance says
    const min = Math.max(1, q.minBalance * MICRO);
    const tokensOf = prepare<MarketTokens>('SELECT token0, token1 FROM markets WHERE condition_id = ?');
    const holdersOf = prepare<HolderDbRow>(
      `SELECT p.user, p.size, u.display_address, u.name, u.pseudonym, u.bio, u.profile_image, u.profile_image_optimized,
              u.display_username_public
       FROM positions p LEFT JOIN users u ON u.address = p.user
       WHERE p.condition_id = ? AND p.outcome_index = ? AND p.size >= ?
       ORDER BY p.size DESC, p.user ASC LIMIT ?`,
    );
    const out: { token: string; holders: unknown[] }[] = [];
    for (const market of new Set(q.market!)) {
      const m = tokensOf.get(market);
      if (!m) continue;
      for (const [outcomeIndex, token] of [m.token0, m.token1].entries()) {
        const holders = q.limit === 0 ? [] : holdersOf.all(market, outcomeIndex, min, q.limit);
        out.push({
          token,
          holders: holders.map((h) => ({
            proxyWallet: h.display_address ?? getAddress(h.user),
            bio: h.bio ?? '',
            asset: token,
            pseudonym: h.pseudonym ?? '',
            amount: h.size / MICRO,
            displayUsernamePublic: h.display_username_public === 1,
            outcomeIndex,
            name: h.name ?? '',
            profileImage: h.profile_image ?? '',
            profileImageOptimized: h.profile_image_optimized ?? '',
          })),
        });
      }
    }
    return c.json(out);
  };
}
