import type { RedeemablePosition } from '../../api/relayer/calls';
import type { PositionRow } from './queries';

/** A row as the redeem calls take it (Safe or EOA): its shares as an exact six-place decimal. */
export const redeemableOf = (p: PositionRow): RedeemablePosition => ({
  conditionId: p.condition_id as `0x${string}`,
  negRisk: p.negative_risk,
  outcomeIndex: p.outcome_index,
  shares: p.current_size.toFixed(6),
  title: p.title,
});
