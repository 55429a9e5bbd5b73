import { v2Route } from '../../http/v2-route';
import type { Resource } from '../mount-routes';
import { tradedRoute } from './traded-v1';
import { userStatsV2, valueV2 } from './wallet-v2';
import { approvalsV1, approvalsV2 } from './approvals';
import { valueRoute } from './value-v1';

/** Account: one wallet's approvals, portfolio value, traded-market count and profile statistics. */
export const accountResource: Resource = (ctx) => ({
  v1: {
    approvals: approvalsV1(ctx),
    value: valueRoute(ctx.prepare),
    traded: tradedRoute(ctx.prepare),
  },
  v2: {
    approvals: v2Route(approvalsV2(ctx)),
    value: v2Route(valueV2(ctx)),
    userStats: v2Route(userStatsV2(ctx)),
  },
});
