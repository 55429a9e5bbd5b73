import type { z } from 'zod/mini';
import type { LeaderboardPageV2, LeaderboardStandingV2, LeaderboardV2Response } from '../../api/data/contract/schemas-boards';

/*
 * /v2/leaderboard answers two shapes: a page of the board, or (with user=) one wallet's standing.
 * Each query asks for one of them; receiving the other means the service changed under us, which
 * is an error to show, not a shape to guess at.
 */

export type TradersPage = z.output<typeof LeaderboardPageV2>;
export type Standing = z.output<typeof LeaderboardStandingV2>;
type Answer = z.output<typeof LeaderboardV2Response>;

export function asTradersPage(answer: Answer): TradersPage {
  if ('pagination' in answer) return answer;
  throw new Error('The leaderboard answered a standing where a page was expected.');
}

/** null: a wallet the service does not know. */
export function asStanding(answer: Answer): Standing | null {
  if (!('pagination' in answer) && !Array.isArray(answer.data)) return answer.data;
  throw new Error('The leaderboard answered a page where a standing was expected.');
}
