import type { Hex } from 'viem';
import type { ApplyInput, CallOutcome, WalletCall } from '../calls/apply-calls';
import type { RelayerContext } from '../context';
import { createStepTimer } from '../../kit/step-timer';
import type { WalletStore } from '../wallets/store';
import { micros, txHashOf } from './ids';
import type { TransactionRow, TransactionStore } from './store';

/*
 * The chain, as the relayer's clients see it: each block (every `stepMs` while anything is pending)
 * moves every pending transaction one state on: NEW → EXECUTED → MINED → CONFIRMED, or NEW → FAILED.
 * A transaction takes effect at EXECUTED: its calls (through the executor) or its deployment, the
 * wallet's nonce and its own state commit in ONE SQLite transaction, so a crash leaves either all
 * of them or none, and `applied` with the state says which. Each step moves a row only from the
 * state it was read in, so a second service over the same file (or a restart) never applies twice.
 */

export type Executor = (input: ApplyInput) => CallOutcome;

/** A transaction whose execution threw (a database fault) is retried on the next blocks, then failed. */
const MAX_ATTEMPTS = 3;

const NEXT = { STATE_EXECUTED: 'STATE_MINED', STATE_MINED: 'STATE_CONFIRMED' } as const;

/** Thrown inside the execution's transaction to undo it: the row was moved by someone else. */
class Moved extends Error {}

export function createBlockClock(ctx: RelayerContext, store: TransactionStore, wallets: WalletStore, execute: Executor, stepMs: number) {
  const attempts = new Map<string, number>();

  /** What a transaction does on chain; { ok: false } leaves nothing written (the executor's promise, and ours). */
  function effect(row: TransactionRow, txHash: Hex, atMicros: number): CallOutcome {
    if (row.type === 'SAFE-CREATE' || row.type === 'WALLET-CREATE') {
      const kind = row.type === 'SAFE-CREATE' ? 'SAFE' : 'WALLET';
      const deployed = wallets.deploy({ wallet: row.proxy_address, owner: row.from_address, kind, txId: row.id, atMicros });
      return deployed ? { ok: true } : { ok: false, reason: 'already deployed' };
    }
    const wallet = wallets.byAddress(row.proxy_address, row.type);
    // another transaction of the same nonce went first: the chain would refuse the signature (GS026)
    if (!wallet || String(wallet.nonce) !== row.nonce) return { ok: false, reason: 'invalid nonce' };
    if (row.deadline !== null && row.deadline <= Math.floor(ctx.nowMs() / 1000)) return { ok: false, reason: 'deadline passed' };
    const calls = (JSON.parse(row.calls) as { to: string; value: string; data: Hex; operation: 0 | 1 }[]).map((c): WalletCall => ({
      to: c.to,
      value: BigInt(c.value),
      data: c.data,
      operation: c.operation,
    }));
    const outcome = execute({ wallet: row.proxy_address, calls, txHash, ts: Math.floor(ctx.nowMs() / 1000) });
    if (outcome.ok && !wallets.bumpNonce(row.proxy_address, wallet.nonce)) throw new Moved();
    return outcome;
  }

  /** NEW → EXECUTED (applied) or FAILED (nothing applied, the nonce unmoved), in one SQLite transaction. */
  const executeOne = ctx.db.transaction((row: TransactionRow) => {
    const atMs = ctx.nowMs();
    const atMicros = micros(atMs);
    const txHash = txHashOf(row.id);
    const outcome = effect(row, txHash, atMicros);
    const step = outcome.ok ? { to: 'STATE_EXECUTED' as const, applied: true } : { to: 'STATE_FAILED' as const, failure: outcome.reason };
    if (!store.step({ id: row.id, from: 'STATE_NEW', atMicros, atMs, txHash, ...step })) throw new Moved();
  });

  function executeSafely(row: TransactionRow) {
    try {
      executeOne(row);
      attempts.delete(row.id);
    } catch (err) {
      if (err instanceof Moved) return;
      const n = (attempts.get(row.id) ?? 0) + 1;
      attempts.set(row.id, n);
      console.error(`relayer: executing ${row.id} failed (attempt ${n}):`, err instanceof Error ? err.message : err);
      if (n < MAX_ATTEMPTS) return;
      attempts.delete(row.id);
      try {
        const atMs = ctx.nowMs();
        store.step({
          id: row.id,
          from: 'STATE_NEW',
          to: 'STATE_FAILED',
          atMs,
          atMicros: micros(atMs),
          txHash: txHashOf(row.id),
          failure: 'internal error',
        });
      } catch {
        // the database refuses even that: the row stays NEW, and the next start tries again
      }
    }
  }

  /** One block: every transaction pending now moves one state. */
  function tick(): void {
    if (!ctx.db.open) return;
    for (const row of store.pending()) {
      if (row.state === 'STATE_NEW') executeSafely(row);
      else {
        const atMs = ctx.nowMs();
        store.step({ id: row.id, from: row.state, to: NEXT[row.state as keyof typeof NEXT], atMs, atMicros: micros(atMs) });
      }
    }
  }

  // the blocks run while something is pending and stop by themselves once nothing is
  const timer = createStepTimer({ stepMs, pending: () => ctx.db.open && store.hasPending(), step: tick, name: 'relayer' });
  return { tick, arm: timer.arm, stop: timer.stop };
}
