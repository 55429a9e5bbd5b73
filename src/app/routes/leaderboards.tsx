import { LeaderboardsPage } from '../../features/leaderboards/leaderboards-page';
import { WidgetBoundary } from '../error-boundary';

export function Component() {
  return (
    <>
      <title>Leaderboards · Vantage</title>
      <WidgetBoundary name="Leaderboards">
        <LeaderboardsPage />
      </WidgetBoundary>
    </>
  );
}
