import { publicRead } from '../../route-record';
import {
  accountingSnapshotQuery,
  approvalsV1Query,
  approvalsV2Query,
  biggestWinnersV2Query,
  buildersLeaderboardV1Query,
  buildersLeaderboardV2Query,
  buildersVolumeV1Query,
  buildersVolumeV2Query,
  leaderboardV1Query,
  leaderboardV2Query,
  userPnlV2Query,
  userVolumeV2Query,
} from './params-boards';
import {
  AccountingSnapshotResponse,
  ApprovalsV1Response,
  ApprovalsV2Response,
  BiggestWinnersV2Response,
  BuildersLeaderboardV1Response,
  BuildersLeaderboardV2Response,
  BuildersVolumeV1Response,
  BuildersVolumeV2Response,
  LeaderboardV1Response,
  LeaderboardV2Response,
  UserPnlResponse,
  UserVolumeV2Response,
} from './schemas-boards';

/*
 * Route records of the board family: approvals, the accounting snapshot, the trader and builder
 * boards and the v2 wallet reads. Each query is the very schema the server parses with (v2 ones
 * after the server folds camelCase and the route's aliases onto the snake_case names).
 *
 * Each record is its own export, so the app's bundle holds only the routes a view calls.
 */

export const approvalsV1 = publicRead({
  path: '/v1/approvals',
  query: approvalsV1Query,
  response: ApprovalsV1Response,
  paging: 'none',
  tag: 'wallet',
  summary: "A wallet's token and operator approvals, every catalogue pair in display order",
});

export const accountingSnapshotV1 = publicRead({
  path: '/v1/accounting/snapshot',
  query: accountingSnapshotQuery,
  response: AccountingSnapshotResponse,
  paging: 'none',
  contentType: 'application/zip',
  tag: 'wallet',
  summary: "A ZIP of the wallet's open positions (positions.csv) and equity (equity.csv)",
});

export const leaderboardV1 = publicRead({
  path: '/v1/leaderboard',
  query: leaderboardV1Query,
  response: LeaderboardV1Response,
  paging: 'offset',
  tag: 'boards',
  summary: 'The trader leaderboard by PnL or USDC volume over a window, or one trader standing',
});

export const buildersLeaderboardV1 = publicRead({
  path: '/v1/builders/leaderboard',
  query: buildersLeaderboardV1Query,
  response: BuildersLeaderboardV1Response,
  paging: 'offset',
  tag: 'boards',
  summary: 'Builders ranked by USDC volume over a window',
});

export const buildersVolumeV1 = publicRead({
  path: '/v1/builders/volume',
  query: buildersVolumeV1Query,
  response: BuildersVolumeV1Response,
  paging: 'none',
  tag: 'boards',
  summary: 'Daily builder volume (USDC) over a window, oldest day first',
});

export const BOARD_ROUTES_V1 = {
  approvals: approvalsV1,
  accountingSnapshot: accountingSnapshotV1,
  leaderboard: leaderboardV1,
  buildersLeaderboard: buildersLeaderboardV1,
  buildersVolume: buildersVolumeV1,
};

export const approvalsV2 = publicRead({
  path: '/v2/approvals',
  query: approvalsV2Query,
  response: ApprovalsV2Response,
  paging: 'none',
  tag: 'wallet',
  summary: "A wallet's token and operator approvals under data",
});

export const leaderboardV2 = publicRead({
  path: '/v2/leaderboard',
  query: leaderboardV2Query,
  response: LeaderboardV2Response,
  paging: 'cursor',
  tag: 'boards',
  summary: 'The trader board by PnL or volume (shares), cursor-pinned; or one wallet standing with both ranks (user)',
});

export const buildersLeaderboardV2 = publicRead({
  path: '/v2/builders/leaderboard',
  query: buildersLeaderboardV2Query,
  response: BuildersLeaderboardV2Response,
  paging: 'cursor',
  tag: 'boards',
  summary: 'Builders ranked by volume (shares) over a window, cursor-pinned',
});

export const buildersVolumeV2 = publicRead({
  path: '/v2/builders/volume',
  query: buildersVolumeV2Query,
  response: BuildersVolumeV2Response,
  paging: 'none',
  tag: 'boards',
  summary: 'Builder volume (shares) per bucket, newest bucket first, ranked within each',
});

export const userVolumeV2 = publicRead({
  path: '/v2/user-volume',
  query: userVolumeV2Query,
  response: UserVolumeV2Response,
  paging: 'none',
  tag: 'wallet',
  summary: "A wallet's both-sides volume in shares and USDC over whole UTC days, with its fill count",
});

export const userPnlV2 = publicRead({
  path: '/v2/user-pnl',
  query: userPnlV2Query,
  response: UserPnlResponse,
  paging: 'none',
  tag: 'wallet',
  summary: "A wallet's cumulative PnL series on a grid ending now, oldest point first",
});

export const biggestWinnersV2 = publicRead({
  path: '/v2/biggest-winners',
  query: biggestWinnersV2Query,
  response: BiggestWinnersV2Response,
  paging: 'cursor',
  tag: 'boards',
  summary: 'The biggest winning positions resolved in a window, market and combo, cursor-pinned',
});

export const BOARD_ROUTES_V2 = {
  approvals: approvalsV2,
  leaderboard: leaderboardV2,
  buildersLeaderboard: buildersLeaderboardV2,
  buildersVolume: buildersVolumeV2,
  userVolume: userVolumeV2,
  userPnl: userPnlV2,
  biggestWinners: biggestWinnersV2,
};
