import type { Db } from '../../db/connection';
import { negRiskMarketIdFor, type Ledger } from '../../ledger';
import { createApprovalWriter } from './approvals';
import type { BridgeHook, CallContext, CallMarket } from './call-context';
import { CTF, MULTISEND, NEG_RISK_ADAPTER, PUSD } from './contracts';
import { ctfCall } from './ctf-calls';
import { lower } from './decode-call';
import { pusdCall } from './erc20-calls';
import { unpackMultiSend } from './multisend';
import { negRiskAdapterCall } from './neg-risk-calls';
import { reasonOf, refuse } from './refusal';

/*
 * What a relayed transaction does once its signature, nonce and wallet are verified: the wallet's
 * calls, decoded by selector and applied through the ledger, all or nothing. The relayer's
 * routes (server/relayer/) own verification and states; this folder owns what the calls mean.
 */

/** One call a wallet makes: a Safe's SafeTx (operation 1 = delegatecall, the MultiSend), or one call of a deposit wallet's batch. */
export type WalletCall = { to: string; value: bigint; data: `0x${string}`; operation: 0 | 1 };

/** Applied, or refused as the chain would revert it, with nothing applied. */
export type CallOutcome = { ok: true } | { ok: false; reason: string };

export type ApplyInput = {
  /** The lower-case address the calls run from (msg.sender): the Safe or the deposit wallet. */
  wallet: string;
  calls: readonly WalletCall[];
  /** The relayer transaction's hash, for the ledger's activity rows. */
  txHash: string;
  /** Unix seconds. */
  ts: number;
};

// a MultiSend may delegatecall MultiSend again; real batches never nest deeper than this
const MAX_NESTING = 4;

// a Map, not an object literal: `to` is whatever the request carried, and "constructor" must not resolve
const TARGETS = new Map<string, (ctx: CallContext, data: `0x${string}`) => void>([
  [PUSD, pusdCall],
  [CTF, ctfCall],
  [NEG_RISK_ADAPTER, negRiskAdapterCall],
]);

function applyCall(ctx: CallContext, call: WalletCall, depth: number): void {
  const to = lower(call.to);
  if (call.value !== 0n) refuse(`call to ${to} carries value ${call.value}: none of the relayed contracts is payable`);
  if (call.operation === 1) {
    // a delegatecall runs the target's code in the wallet's storage: only MultiSend's is known safe
    if (to !== MULTISEND) refuse(`delegatecall to ${to} refused: only the MultiSend may be delegatecalled`);
    if (depth >= MAX_NESTING) refuse(`MultiSend nested deeper than ${MAX_NESTING}`);
    for (const inner of unpackMultiSend(call.data)) applyCall(ctx, inner, depth + 1);
    return;
  }
  if (to === MULTISEND) refuse('MultiSend should only be called via delegatecall');
  const target = TARGETS.get(to);
  if (!target) refuse(`unknown call target ${to}`);
  target(ctx, call.data);
}

/** Applies a transaction's calls in one SQLite transaction; a refused call leaves nothing applied. */
export function createCallExecutor(db: Db, ledger: Ledger, bridge?: BridgeHook): (input: ApplyInput) => CallOutcome {
  const approvals = createApprovalWriter(db);
  const marketRow = db.prepare<[string], CallMarket>('SELECT token0, token1, neg_risk, resolved_at FROM markets WHERE condition_id = ?');
  const market = (conditionId: string) => marketRow.get(conditionId);
  const negRiskQuestions = negRiskLookup(db);
  // nests as a savepoint when the caller already opened a transaction; a throw rolls back every call
  const applyAll = db.transaction((input: ApplyInput) => {
    const ctx: CallContext = {
      ledger,
      approvals,
      market,
      negRiskQuestions,
      bridge,
      wallet: lower(input.wallet),
      txHash: input.txHash,
      ts: input.ts,
    };
    for (const call of input.calls) applyCall(ctx, call, 0);
  });
  return (input) => {
    try {
      applyAll(input);
      return { ok: true };
    } catch (e) {
      const reason = reasonOf(e);
      // anything else is a fault of this service, not a revert: let the caller see it
      if (reason === undefined) throw e;
      return { ok: false, reason };
    }
  };
}

/*
 * Adapter market id → its event's markets. A question's index is its market's place in the event
 * in listing order (rowid, as the metadata service lists an event's markets): the local question
 * ids are independent hashes, not the adapter's market id plus an index byte as on chain.
 */
function negRiskLookup(db: Db): (marketId: string) => readonly string[] | undefined {
  const events = db.prepare<[], { id: number }>('SELECT id FROM events WHERE neg_risk = 1');
  const questions = db.prepare<[number], { condition_id: string }>(
    'SELECT condition_id FROM markets WHERE event_id = ? AND neg_risk = 1 ORDER BY rowid',
  );
  let byMarketId = new Map<string, number>();
  return (marketId) => {
    const id = lower(marketId);
    // events are listed at runtime, so an unknown id rebuilds the map once before it counts as unknown
    if (!byMarketId.has(id)) byMarketId = new Map(events.all().map((e) => [negRiskMarketIdFor(e.id), e.id]));
    const eventId = byMarketId.get(id);
    return eventId === undefined ? undefined : questions.all(eventId).map((r) => r.condition_id);
  };
}
