import { keccak256, toHex } from 'viem';
import { createStepTimer } from '../../kit/step-timer';
import type { Ledger } from '../../ledger';
import type { BridgeContext } from '../context';
import { payoutTxHash } from './shape';
import type { TransferRow, TransferStore } from './store';
import { statusAt } from './walk-steps';

/*
 * The step clock of the bridge's transfers. A transfer's status is a function of when it was
 * detected (walk-steps.ts), so a sweep only writes down what time has already decided, and a
 * service restarted mid-walk carries on where the clock says. The terminal move and its ledger
 * movement (a deposit's credit, a failed withdrawal's refund) commit in ONE SQLite transaction,
 * guarded by the row's status and `settled`: a second sweep, or a second service over the same
 * file, finds the row moved and writes nothing, so money moves exactly once.
 */

const TERMINAL = new Set(['COMPLETED', 'FAILED']);

export function createStepClock(ctx: BridgeContext, store: TransferStore, ledger: Ledger) {
  const moveOne = ctx.db.transaction((row: TransferRow, to: TransferRow['status']) => {
    const terminal = TERMINAL.has(to);
    if (!store.move(row.id, row.status, to, terminal)) return;
    if (!terminal || row.settle_micros <= 0) return;
    const txHash = to === 'COMPLETED' ? payoutTxHash(row) : keccak256(toHex(`vantage-bridge-refund|${row.id}`));
    ledger.deposit({ user: row.settle_to, amount: row.settle_micros, ts: Math.floor(ctx.nowMs() / 1000), txHash });
  });

  /** Every pending transfer moved to the status its time has reached. */
  function sweep(): void {
    if (!ctx.db.open) return;
    const now = ctx.nowMs();
    for (const row of store.pending()) {
      const to = statusAt(row.detected_at, now, ctx.stepMs, row.fails === 1);
      if (to === row.status) continue;
      try {
        moveOne(row, to);
      } catch (err) {
        // the row stays where it was; the next sweep (or the next start) tries again
        console.error(`bridge: moving transfer ${row.id} to ${to} failed:`, err instanceof Error ? err.message : err);
      }
    }
  }

  // the sweeps run while anything walks and stop by themselves once nothing does
  const timer = createStepTimer({ stepMs: ctx.stepMs, pending: () => ctx.db.open && store.hasPending(), step: sweep, name: 'bridge' });
  return { sweep, arm: timer.arm, stop: timer.stop };
}

export type StepClock = ReturnType<typeof createStepClock>;
