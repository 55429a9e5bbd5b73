import { useCallback } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import { useUrlState } from '../../ui/use-url-state';
import { applyChange, nextTrail, previousStep, readBoardState, readTrail, writeBoardState, type BoardState } from './url-state';

export type BoardChange = (patch: Partial<BoardState>, options?: { replace?: boolean }) => void;

/** The view's state in the URL, plus cursor paging whose way back rides in the history entry. */
export function useBoardUrl() {
  const { value: state, change: update } = useUrlState(readBoardState, writeBoardState);
  const trail = readTrail(useHistoryState());

  const change: BoardChange = useCallback(
    (patch, options) => update((current) => applyChange(current, patch), { replace: options?.replace }),
    [update],
  );

  const nextPage = useCallback(
    (cursor: string) => update((current) => ({ ...current, cursor }), { state: { trail: nextTrail(trail, state.cursor) } }),
    [update, trail, state.cursor],
  );

  const previousPage = useCallback(() => {
    const step = previousStep(trail);
    update((current) => ({ ...current, cursor: step.cursor }), { state: { trail: step.trail } });
  }, [update, trail]);

  return { state, change, nextPage, previousPage, canStepBack: trail.length > 0 };
}
