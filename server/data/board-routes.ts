import type { MountRoutes } from './context';
import { approvalsV1, approvalsV2 } from './approvals-route';
import { snapshotRoute } from './snapshot-route';
import { buildersLeaderboardV1, buildersVolumeV1, leaderboardV1 } from './board-v1';
import { userVolumeV2 } from './pnl-volume';
import { buildersLeaderboardV2, buildersVolumeV2, leaderboardV2 } from './board-v2';
import { userPnlV2 } from './user-pnl';
import { biggestWinnersV2 } from './biggest-winners';
import { v2Route } from '../http/v2-route';

/* The wallet spelling the reference accepts on the routes of one user. */
const USER_ADDRESS = { user_address: 'user' };

/**
 * Approvals, the accounting snapshot, the trader and builder boards and the v2 wallet reads. The v2
 * arms go through v2Route: camelCase folding, the route's aliases, v2 error bodies; the cursor-paged
 * boards also refuse offset (their deeper pages come only from the cursor).
 */
export const mountBoardRoutes: MountRoutes = (app, ctx) => {
  app.get('/v1/approvals', approvalsV1(ctx));
  app.get('/v2/approvals', v2Route(approvalsV2(ctx)));
  app.get('/v1/accounting/snapshot', snapshotRoute(ctx));
  app.get('/v1/leaderboard', leaderboardV1(ctx));
  app.get('/v2/leaderboard', v2Route(leaderboardV2(ctx), { paged: true, aliases: USER_ADDRESS }));
  app.get('/v1/builders/leaderboard', buildersLeaderboardV1(ctx));
  app.get('/v2/builders/leaderboard', v2Route(buildersLeaderboardV2(ctx), { paged: true }));
  app.get('/v1/builders/volume', buildersVolumeV1(ctx));
  app.get('/v2/builders/volume', v2Route(buildersVolumeV2(ctx), { paged: true, aliases: { time_period: 'interval' } }));
  app.get('/v2/user-volume', v2Route(userVolumeV2(ctx), { aliases: USER_ADDRESS }));
  app.get('/v2/user-pnl', v2Route(userPnlV2(ctx), { aliases: USER_ADDRESS }));
  app.get('/v2/biggest-winners', v2Route(biggestWinnersV2(ctx), { paged: true }));
};
