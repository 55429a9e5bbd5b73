import { concat, keccak256, stringToBytes, type Hex } from 'viem';

/*
 * Identifiers the ledger derives: combo condition and position ids, default transaction hashes and
 * block numbers. All are pure functions of their inputs, so replays give the same ids.
 */

/** 31-byte combo condition id: keccak of the legs (in a canonical order), truncated. */
export function comboConditionIdFor(legs: readonly { conditionId: string; outcomeIndex: number }[]): string {
  const canonical = [...legs]
    .map((l) => `${l.conditionId.toLowerCase()}:${l.outcomeIndex}`)
    .sort()
    .join('|');
  return keccak256(stringToBytes(`combo:${canonical}`)).slice(0, 64);
}

/** ERC-1155-style position id (uint256 decimal) of one user's holding of a combo. */
export function comboPositionIdFor(comboConditionId: string, user: string): string {
  return BigInt(keccak256(concat([comboConditionId as Hex, user.toLowerCase() as Hex]))).toString();
}

export function derivedTxHash(kind: string, ts: number, sequence: number): string {
  return keccak256(stringToBytes(`tx:${kind}:${ts}:${sequence}`));
}

// a Polygon-like chain: one block every two seconds from a fixed reference
const REF_TS = 1_700_000_000;
const REF_BLOCK = 60_000_000;

export function blockNumberAt(ts: number): number {
  return Math.max(1, REF_BLOCK + Math.floor((ts - REF_TS) / 2));
}

/**
 * The neg-risk adapter's market id of a neg-risk event. On chain it is a keccak with its low byte
 * cleared, the byte the adapter fills with a question's index; the local catalogue derives its own
 * from the event id, so the metadata service and the relayer's adapter agree on one id per event.
 */
export function negRiskMarketIdFor(eventId: number): Hex {
  return `${keccak256(stringToBytes(`neg-risk-market:${eventId}`)).slice(0, 64)}00` as Hex;
}
