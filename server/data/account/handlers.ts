import type { Context } from 'hono';
import { getAddress } from 'viem';
import { APPROVALS_CATALOGUE, MAX_ALLOWANCE, type ApprovalCatalogueEntry } from '../../../src/api/data/approvals-catalogue';
import { approvalsV1Query, approvalsV2Query } from '../../../src/api/data/contract/params-boards';
import { userQuery, valueQuery } from '../../../src/api/data/contract/params-history';
import { userStatsV2Query, valueV2Query } from '../../../src/api/data/contract/params-v2';
import { parseV1Query } from '../../http/v1-query';
import { parseV2 } from '../../http/v2-query';
import type { DataContext } from '../context';
import { holdingsValue } from '../../money/marks';
import { mulDivRound } from '../shared/micro-math';
import { checksum, MICRO, rfc3339, units } from '../shared/wire-values';
import type { AccountStore, StoredApproval } from './store';

/*
 * One wallet's aggregates. Sums run over integer micro in SQL or in JS integers; only the final
 * figure becomes a number.
 */

/** GET /traded: how many distinct markets the user ever filled in, as taker or maker. */
export function tradedV1(store: AccountStore) {
  return (c: Context) => {
    const parsed = parseV1Query(c, userQuery);
    if (!parsed.ok) return parsed.response;
    const user = parsed.data.user.toLowerCase();
    return c.json({ user: getAddress(user), traded: store.tradedMarkets(user) });
  };
}

/** GET /value: positions value (docs/money-model.md) of the user, or of some markets only. */
export function valueV1(store: AccountStore) {
  return (c: Context) => {
    const parsed = parseV1Query(c, valueQuery);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    const user = q.user.toLowerCase();
    // summed in integer micro, divided once at the edge
    const micro = holdingsValue(store.markedPositions(user, q.market));
    return c.json([{ user: getAddress(user), value: micro / MICRO }]);
  };
}

/**
 * GET /v2/value: positions value plus open combos value (the reference's portfolio value); any
 * condition filter scopes the answer to those markets' positions and leaves combos out (reference
 * rule). Served to the micro rather than the reference's 4 decimals, so a figure rounded to the
 * cent on screen is the same cent as every other route's.
 */
export function valueV2(store: AccountStore) {
  return (c: Context, raw: Record<string, string>) => {
    const q = parseV2(valueV2Query, raw);
    let micro = holdingsValue(store.markedPositions(q.user, q.condition));
    if (!q.condition) micro += store.heldCombos(q.user).value;
    return c.json({ data: { proxy_wallet: checksum(q.user), value: units(micro) } });
  };
}

/** GET /v2/user-stats: the profile card's figures. */
export function userStatsV2(store: AccountStore) {
  return (c: Context, raw: Record<string, string>) => {
    const q = parseV2(userStatsV2Query, raw);
    const u = store.user(q.user);
    // no such user is a documented miss, not an error
    if (!u) return c.json({ data: null });
    let best = 0;
    for (const r of store.marketWins(q.user))
      best = Math.max(best, r.realized + mulDivRound(Math.max(0, r.size), r.payout, MICRO) - r.cost);
    // a won combo counts what its unredeemed shares will pay, as a resolved market position does
    for (const pnl of store.settledComboPnls(q.user)) best = Math.max(best, pnl);
    return c.json({
      data: {
        proxy_wallet: u.display_address,
        trades: store.tradedByActivity(q.user) ?? 0,
        // "no win over $1" reads as 0
        biggest_win: best > MICRO ? units(best) : 0,
        views: 0,
        join_date: u.created_at > 0 ? u.created_at : null,
        // this service persists no PnL series, so there is no observation to serve
        all_time_pnl: null,
      },
    });
  };
}

type ApprovalContract = {
  id: string;
  feature: string;
  token: string;
  spender: string;
  standard: string;
  amount?: string;
  approved: boolean;
};

/** A stored allowance as a bigint; anything unreadable counts as no allowance rather than a 500. */
function allowance(amount: string | null | undefined): bigint {
  if (!amount || !/^[0-9]{1,80}$/.test(amount)) return 0n;
  return BigInt(amount);
}

const MAX = BigInt(MAX_ALLOWANCE);

/**
 * One catalogue entry for one wallet. Why approved is derived rather than read from the stored flag:
 * the spec defines it by what the feature needs (the maximum for unlimited entries, any positive
 * allowance otherwise); only ERC1155 entries are the operator flag itself.
 */
function contractOf(entry: ApprovalCatalogueEntry, row: StoredApproval | undefined): ApprovalContract {
  const base = { id: entry.id, feature: entry.feature, token: entry.token, spender: entry.spender, standard: entry.standard };
  if (entry.standard === 'ERC1155') return { ...base, approved: row?.approved === 1 };
  const current = allowance(row?.amount);
  if (entry.unlimited) return { ...base, amount: MAX_ALLOWANCE, approved: current >= MAX };
  return { ...base, amount: current.toString(), approved: current > 0n };
}

/** Every catalogue pair in display order, whatever the wallet did: the length never varies. */
function approvalsFor(store: AccountStore, user: string): ApprovalContract[] {
  const byId = new Map(store.approvals(user.toLowerCase()).map((r) => [r.contract_id, r]));
  return APPROVALS_CATALOGUE.map((e) => contractOf(e, byId.get(e.id)));
}

/** GET /v1/approvals. */
export function approvalsV1(ctx: DataContext, store: AccountStore) {
  return (c: Context) => {
    const p = parseV1Query(c, approvalsV1Query);
    if (!p.ok) return p.response;
    return c.json({
      address: getAddress(p.data.user.toLowerCase()),
      chainId: ctx.chainId,
      checkedAt: rfc3339(ctx.now()),
      contracts: approvalsFor(store, p.data.user),
    });
  };
}

/** GET /v2/approvals: the same list under data, snake_case; mounted through v2Route. */
export function approvalsV2(ctx: DataContext, store: AccountStore) {
  return (c: Context, raw: Record<string, string>) => {
    const { user } = parseV2(approvalsV2Query, raw);
    return c.json({
      data: {
        address: getAddress(user),
        chain_id: ctx.chainId,
        checked_at: rfc3339(ctx.now()),
        contracts: approvalsFor(store, user),
      },
    });
  };
}
