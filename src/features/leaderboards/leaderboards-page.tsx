import { LinkTabs } from '../../ui/link-tabs';
import { WidgetBoundary } from '../../ui/widget';
import { BOARD_TABS, TAB_LABELS, tabHref } from './url-state';
import { BuildersBoard } from './builders-board';
import { TradersBoard } from './traders-board';
import { useBoardUrl } from './use-board-url';
import { WinnersBoard } from './winners-board';

/** `/leaderboards`: three boards behind tabs, every choice in the URL. */
export function LeaderboardsPage() {
  const board = useBoardUrl();
  const { state } = board;
  const tabs = BOARD_TABS.map((id) => ({ id, label: TAB_LABELS[id], to: tabHref(state, id) }));

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold tracking-tight">Leaderboards</h1>
      <LinkTabs label="Boards" tabs={tabs} current={state.tab} />
      {/* keyed by tab: a board's failure stays with that board */}
      <WidgetBoundary key={state.tab} name={TAB_LABELS[state.tab]}>
        {state.tab === 'traders' ? (
          <TradersBoard {...board} />
        ) : state.tab === 'builders' ? (
          <BuildersBoard {...board} />
        ) : (
          <WinnersBoard {...board} />
        )}
      </WidgetBoundary>
    </div>
  );
}
