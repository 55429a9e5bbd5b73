import { encodePacked, getAddress, keccak256, stringToBytes, type Hex } from 'viem';
import { CONTRACTS } from '../../src/api/config';
import type { Rng } from './rng';

/*
 * Onchain-looking identifiers, derived from seed material with keccak256 the way the contracts do:
 * conditionId = keccak(oracle, questionId, outcomeSlotCount); token ids hash the collateral, the
 * condition and the outcome's index set. Transaction hashes come from the seeded stream (a keccak per fill would dominate
 * the generation time of the large dataset).
 */

// the made-up resolution oracles the conditions are prepared for
const ORACLE = '0x157Ce2d672854c848c9b79C49a8Cc6cc89176a49';
const NEG_RISK_ORACLE = CONTRACTS.negRiskAdapter;

export function seedHash(seed: number, ...parts: (string | number)[]): Hex {
  return keccak256(stringToBytes(`vantage:${seed}:${parts.join(':')}`));
}

export function questionIdFor(seed: number, marketIndex: number): Hex {
  return seedHash(seed, 'question', marketIndex);
}

export function conditionIdFor(questionId: Hex, negRisk: boolean): string {
  return keccak256(encodePacked(['address', 'bytes32', 'uint256'], [negRisk ? NEG_RISK_ORACLE : ORACLE, questionId, 2n]));
}

/** uint256 decimal token id of one outcome of a condition (one keccak over collateral, condition and index set) */
export function tokenIdFor(conditionId: string, outcomeIndex: number): string {
  const indexSet = 1n << BigInt(outcomeIndex);
  return BigInt(
    keccak256(encodePacked(['address', 'bytes32', 'uint256'], [CONTRACTS.collateral, conditionId as Hex, indexSet])),
  ).toString();
}

/** lower-case address and its checksummed display form */
export function addressFor(seed: number, label: string): { address: string; display: string } {
  const address = `0x${seedHash(seed, 'wallet', label).slice(-40)}`;
  return { address, display: getAddress(address) };
}

export function fixedAddress(label: string): { address: string; display: string } {
  const address = `0x${keccak256(stringToBytes(`vantage:fixed:${label}`)).slice(-40)}`;
  return { address, display: getAddress(address) };
}

export function builderCodeFor(name: string): string {
  return keccak256(stringToBytes(`vantage:builder:${name}`));
}

export function txHash(rng: Rng): string {
  return `0x${rng.hex(32)}`;
}
