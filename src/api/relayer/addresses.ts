import { concat, encodeAbiParameters, encodePacked, getCreate2Address, keccak256, pad, toHex, type Hex } from 'viem';
import { CHAIN_ID, CONTRACTS } from '../config';

/*
 * The wallet an EOA owns is a CREATE2 address: a function of the factory, the owner and the
 * wallet's init code, so the app, the relayer and the trading service all compute it and agree
 * without asking a chain (relayer facts §6, as the official relayer client derives them).
 */

/** Safe v1.3 proxy init code hash of the Polymarket Safe factory. */
export const SAFE_INIT_CODE_HASH = '0x2bce2127ff07fb632d16c8347c4ebf501f4841168bed00d9e6ef715ddb6fcecf';
/** The Polymarket proxy wallet's init code hash. */
export const PROXY_INIT_CODE_HASH = '0xd21df8dc65880a8606f09fe0ce3df9b8869287ab0b058be05aa9e8af6330a00b';

/** The owner's 1-of-1 Safe: salt = keccak256(abi.encode(owner)). */
export function deriveSafe(owner: Hex, factory: Hex = CONTRACTS.safeFactory): Hex {
  const salt = keccak256(encodeAbiParameters([{ type: 'address' }], [owner]));
  return getCreate2Address({ from: factory, salt, bytecodeHash: SAFE_INIT_CODE_HASH });
}

/** The owner's proxy wallet (signature type 1): salt = keccak256(encodePacked(owner)). */
export function deriveProxyWallet(owner: Hex, factory: Hex = CONTRACTS.proxyFactory): Hex {
  const salt = keccak256(encodePacked(['address'], [owner]));
  return getCreate2Address({ from: factory, salt, bytecodeHash: PROXY_INIT_CODE_HASH });
}

/*
 * Solady LibClone.initCodeHashERC1967(implementation, args) (v0.1.26), the minimal ERC-1967 proxy
 * with immutable args: prefix(10) ‖ implementation(20) ‖ 0x6009 ‖ const2(32) ‖ const1(32) ‖ args.
 * The prefix carries the args' length, shifted into its runtime-size bytes.
 */
const ERC1967_CONST1 = '0xcc3735a920a3ca505d382bbc545af43d6000803e6038573d6000fd5b3d6000f3';
const ERC1967_CONST2 = '0x5155f3363d3d373d3d363d7f360894a13ba1a3210667c828492db98dca3e2076';
const ERC1967_PREFIX = 0x61003d3d8160233d3973n;

function initCodeHashErc1967(implementation: Hex, args: Hex): Hex {
  const n = BigInt((args.length - 2) / 2);
  return keccak256(
    concat([toHex(ERC1967_PREFIX + (n << 56n), { size: 10 }), implementation, '0x6009', ERC1967_CONST2, ERC1967_CONST1, args]),
  );
}

/** The deposit wallet's implementation on a chain (Amoy has its own deployment). */
export function depositWalletImplementation(chainId: number): Hex {
  return chainId === CHAIN_ID.amoy ? CONTRACTS.depositWalletImplementationAmoy : CONTRACTS.depositWalletImplementation;
}

/**
 * The owner's deposit wallet (signature type 3), the UUPS form: args = abi.encode(factory,
 * bytes32(owner)), salt = keccak256(args). The official client asks the factory for a beacon first
 * and uses the beacon form only when the factory names one; the local chain has none, so UUPS.
 */
export function deriveDepositWallet(owner: Hex, chainId: number, factory: Hex = CONTRACTS.depositWalletFactory): Hex {
  const args = encodeAbiParameters([{ type: 'address' }, { type: 'bytes32' }], [factory, pad(owner, { dir: 'left', size: 32 })]);
  const bytecodeHash = initCodeHashErc1967(depositWalletImplementation(chainId), args);
  return getCreate2Address({ from: factory, salt: keccak256(args), bytecodeHash });
}
