import { v2Route } from '../../http/v2-route';
import type { Resource } from '../context';
import { buildersLeaderboardV1, buildersLeaderboardV2, buildersVolumeV1, buildersVolumeV2 } from './handlers-builders';
import { leaderboardV1, leaderboardV2 } from './handlers-traders';
import { userPnlV2, userVolumeV2 } from './handlers-wallet';
import { biggestWinnersV2 } from './handlers-winners';

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
