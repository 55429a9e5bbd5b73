import { parseAbi } from 'viem';
import { CONTRACTS } from '../../../src/api/config';

/*
 * The contracts a relayed call may target, lower-cased (calls compare addresses as lower-case
 * strings), and the small ABIs the decoder reads them with: only the functions the relayer applies.
 */

/** Safe MultiSend v1.3 (relayer-facts §7). The relayer routes will carry it as CONTRACTS.safeMultisend. */
export const MULTISEND = '0xa238cbeb142c10ef7ad8442c6d1f9e89e07e7761';

export const PUSD = CONTRACTS.collateral.toLowerCase();
export const CTF = CONTRACTS.conditionalTokens.toLowerCase();
export const NEG_RISK_ADAPTER = CONTRACTS.negRiskAdapter.toLowerCase();

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
export const ZERO_BYTES32 = `0x${'0'.repeat(64)}`;

export const MULTISEND_ABI = parseAbi(['function multiSend(bytes transactions)']);

export const ERC20_ABI = parseAbi([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transfer(address to, uint256 amount) returns (bool)',
]);

export const CTF_ABI = parseAbi([
  'function setApprovalForAll(address operator, bool approved)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function splitPosition(address collateralToken, bytes32 parentCollectionId, bytes32 conditionId, uint256[] partition, uint256 amount)',
  'function mergePositions(address collateralToken, bytes32 parentCollectionId, bytes32 conditionId, uint256[] partition, uint256 amount)',
  'function redeemPositions(address collateralToken, bytes32 parentCollectionId, bytes32 conditionId, uint256[] indexSets)',
]);

export const NEG_RISK_ADAPTER_ABI = parseAbi([
  'function convertPositions(bytes32 marketId, uint256 indexSet, uint256 amount)',
  'function redeemPositions(bytes32 conditionId, uint256[] amounts)',
]);
