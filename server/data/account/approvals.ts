import type { Context } from 'hono';
import { getAddress } from 'viem';
import type { DataContext } from '../context';
import { CHAIN_ID } from '../../../src/api/config';
import { APPROVALS_CATALOGUE, MAX_ALLOWANCE, type ApprovalCatalogueEntry } from '../../../src/api/data/approvals-catalogue';
import { approvalsV1Query, approvalsV2Query } from '../../../src/api/data/contract/params-boards';
import { parseV2 } from '../../http/v2-query';
import { parseV1Query } from '../../http/v1-query';
import { rfc3339 } from '../shared/wire-values';

type StoredApproval = { contract_id: string; approved: number; amount: string | null };

export type ApprovalContract = {
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
export function approvalsFor(ctx: DataContext, user: string): ApprovalContract[] {
  const rows = ctx.db
    .prepare<[string], StoredApproval>('SELECT contract_id, approved, amount FROM approvals WHERE user = ?')
    .all(user.toLowerCase());
  const byId = new Map(rows.map((r) => [r.contract_id, r]));
  return APPROVALS_CATALOGUE.map((e) => contractOf(e, byId.get(e.id)));
}

/** GET /v1/approvals. */
export function approvalsV1(ctx: DataContext) {
  return (c: Context) => {
    const p = parseV1Query(c, approvalsV1Query);
    if (!p.ok) return p.response;
    return c.json({
      address: getAddress(p.data.user.toLowerCase()),
      chainId: CHAIN_ID.polygon,
      checkedAt: rfc3339(ctx.now()),
      contracts: approvalsFor(ctx, p.data.user),
    });
  };
}

/** GET /v2/approvals: the same list under data, snake_case; mounted through v2Route. */
export function approvalsV2(ctx: DataContext) {
  return (c: Context, raw: Record<string, string>) => {
    const { user } = parseV2(approvalsV2Query, raw);
    return c.json({
      data: {
        address: getAddress(user),
        chain_id: CHAIN_ID.polygon,
        checked_at: rfc3339(ctx.now()),
        contracts: approvalsFor(ctx, user),
      },
    });
  };
}
