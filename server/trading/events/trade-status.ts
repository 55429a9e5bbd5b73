import type { WsTrade } from '../../../src/api/trading/ws-events';
import type { TradeFacts } from './user-events';

/*
 * A trade's status as a chain would move it: MATCHED at the commit, MINED `stepMs` later, CONFIRMED
 * `stepMs` after that. The ledger settled the fill at the commit; the steps are only what a client
 * written for the public service waits for. Every trade has the same delays, so due times arrive in
 * the order trades were added: one FIFO and one timer serve them all. Until CONFIRMED, the HTTP
 * trade routes read the status here (statusOf), so they tell what the socket told.
 */

type Status = WsTrade['status'];
type Due = { at: number; trade: TradeFacts; next: 'MINED' | 'CONFIRMED' };

export function createTradeStatus(onStatus: (trade: TradeFacts, status: Status) => void, stepMs: number) {
  const statuses = new Map<string, Status>();
  const queue: Due[] = [];
  let head = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const arm = () => {
    if (timer || stopped || head >= queue.length) return;
    timer = setTimeout(fire, Math.max(0, queue[head]!.at - performance.now()));
    // the steps never keep a process alive that has nothing else to do
    timer.unref();
  };

  function fire() {
    timer = undefined;
    const now = performance.now();
    while (head < queue.length && queue[head]!.at <= now) {
      const due = queue[head++]!;
      const id = due.trade.body.id;
      if (due.next === 'MINED') {
        statuses.set(id, 'MINED');
        queue.push({ at: due.at + stepMs, trade: due.trade, next: 'CONFIRMED' });
      } else statuses.delete(id);
      onStatus(due.trade, due.next);
    }
    // drop what was served once it is most of the array, so the FIFO stays small
    if (head > 1024 && head * 2 > queue.length) {
      queue.splice(0, head);
      head = 0;
    }
    arm();
  }

  return {
    /** A new fill: MATCHED now (the caller publishes that with the commit's events), the rest later. */
    matched(trade: TradeFacts): void {
      if (stopped) return;
      statuses.set(trade.body.id, 'MATCHED');
      queue.push({ at: performance.now() + stepMs, trade, next: 'MINED' });
      arm();
    },
    /** The status of a trade still on its way; undefined once CONFIRMED (or never tracked: seeded history). */
    statusOf: (tradeId: string | number): Status | undefined => statuses.get(String(tradeId)),
    /** On shutdown: no timer is left behind, and nothing is published after. */
    stop(): void {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
