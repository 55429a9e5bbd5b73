import type { MountRoutes } from './context';
import { approvalsV1, approvalsV2 } from './approvals-route';
import { snapshotRoute } from './snapshot-route';
import { buildersLeaderboardV1, buildersVolumeV1, leaderboardV1 } from './board-v1';
import { userVolumeV2 } from './pnl-volume';
import { buildersLeaderboardV2, buildersVolumeV2, leaderboardV2 } from './board-v2';

/** Approvals, the accounting snapshot, the trader and builder boards and the v2 PnL reads. */
export const mountBoardRoutes: MountRoutes = (app, ctx) => {
  app.get('/v1/approvals', approvalsV1(ctx));
  app.get('/v2/approvals', approvalsV2(ctx));
  app.get('/v1/accounting/snapshot', snapshotRoute(ctx));
  app.get('/v1/leaderboard', leaderboardV1(ctx));
  app.get('/v2/leaderboard', leaderboardV2(ctx));
  app.get('/v1/builders/leaderboard', buildersLeaderboardV1(ctx));
  app.get('/v2/builders/leaderboard', buildersLeaderboardV2(ctx));
  app.get('/v1/builders/volume', buildersVolumeV1(ctx));
  app.get('/v2/builders/volume', buildersVolumeV2(ctx));
  app.get('/v2/user-volume', userVolumeV2(ctx));
};
