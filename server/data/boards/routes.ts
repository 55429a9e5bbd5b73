import { v2Route } from '../../http/v2-route';
import type { Resource } from '../mount-routes';
import { biggestWinnersV2 } from './biggest-winners';
import { buildersLeaderboardV1, buildersVolumeV1, leaderboardV1 } from './leaderboards-v1';
import { buildersLeaderboardV2, buildersVolumeV2, leaderboardV2 } from './leaderboards-v2';
import { userPnlV2 } from './user-pnl';
import { userVolumeV2 } from './user-volume';

/* The wallet spelling the reference accepts on the routes of one user. */
const USER_ADDRESS = { user_address: 'user' };

/**
 * The trader and builder boards and the v2 wallet series. The cursor-paged boards refuse offset
 * (their deeper pages come only from the cursor).
 */
export const boardsResource: Resource = (ctx) => ({
  v1: {
    leaderboard: { handler: leaderboardV1(ctx), cached: true },
    buildersLeaderboard: buildersLeaderboardV1(ctx),
    buildersVolume: buildersVolumeV1(ctx),
  },
  v2: {
    leaderboard: { handler: v2Route(leaderboardV2(ctx), { paged: true, aliases: USER_ADDRESS }), cached: true },
    buildersLeaderboard: v2Route(buildersLeaderboardV2(ctx), { paged: true }),
    buildersVolume: v2Route(buildersVolumeV2(ctx), { paged: true, aliases: { time_period: 'interval' } }),
    userVolume: v2Route(userVolumeV2(ctx), { aliases: USER_ADDRESS }),
    userPnl: v2Route(userPnlV2(ctx), { aliases: USER_ADDRESS }),
    biggestWinners: v2Route(biggestWinnersV2(ctx), { paged: true }),
  },
});
