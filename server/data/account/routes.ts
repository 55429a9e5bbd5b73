import { v2Route } from '../../http/v2-route';
import type { Resource } from '../context';
import { approvalsV1, approvalsV2, tradedV1, userStatsV2, valueV1, valueV2 } from './handlers';
import { createAccountStore } from './store';

/** Account: one wallet's approvals, portfolio value, traded-market count and profile statistics. */
export const accountResource: Resource = (ctx) => {
  const store = createAccountStore(ctx);
  return {
    v1: {
      approvals: approvalsV1(ctx, store),
      value: valueV1(store),
      traded: tradedV1(store),
    },
    v2: {
      approvals: v2Route(approvalsV2(ctx, store)),
      value: v2Route(valueV2(store)),
      userStats: v2Route(userStatsV2(store)),
    },
  };
};
