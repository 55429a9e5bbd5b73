import { encode } from '@msgpack/msgpack';
import { keccak256, type Hex } from 'viem';

/*
 * The perps gateway's signed operations (facts §2.2–2.4), framework-free so the app, the server and
 * the tests build the very same bytes. Only the positional compact op is hashed, never the JSON the
 * request carries: the server rebuilds the compact op from the JSON args, so two spellings of one
 * order (a key order, an omitted default) sign alike.
 */

/** The gateway's EIP-712 domain; no verifyingContract (Withdraw alone has one). */
export const perpsDomain = (chainId: number) => ({ name: 'Polymarket', version: '1', chainId }) as const;

export const OP_TYPES = {
  Op: [
    { name: 'data', type: 'bytes32' },
    { name: 'salt', type: 'uint64' },
    { name: 'ts', type: 'uint64' },
  ],
} as const;

export const CREATE_PROXY_TYPES = {
  CreateProxy: [
    { name: 'addr', type: 'address' },
    { name: 'exp', type: 'uint64' },
    { name: 'salt', type: 'uint64' },
    { name: 'ts', type: 'uint64' },
  ],
} as const;

/** A trigger of a TP/SL leg, as the JSON carries it. */
export type TriggerArgs = { market?: boolean; trp: string; tpsl: 'tp' | 'sl' };

/** One order of createOrders, as the JSON carries it. */
export type OrderArgs = {
  iid: number;
  buy: boolean;
  p?: string;
  qty: string;
  tif?: 'gtc' | 'ioc' | 'fok';
  po?: boolean;
  ro?: boolean;
  c?: string;
  tr?: TriggerArgs;
};

export type ModifyArgs = { oid?: number; coid?: string; p: string; qty: string };

/** Every op a gateway request may carry, keyed by type: the JSON `args` of each. */
export type OpArgs = {
  createOrders: OrderArgs[];
  modifyOrders: ModifyArgs[];
  modifyOrdersCOID: ModifyArgs[];
  cancelOrders: number[];
  cancelOrdersCOID: string[];
  cancelAll: { iid?: number };
  autoCancel: { time: number };
  updateLeverage: { iid: number; lev: number; cross: boolean };
  updateLeverages: { iid: number; lev: number; cross: boolean }[];
  updateMargin: { iid: number; amt: string };
  deleteProxy: { proxy: string };
  internalTransfer: { account: string; token: string; amount: string; to: string };
};
export type OpType = keyof OpArgs;
export type Op<T extends OpType = OpType> = { type: T; args: OpArgs[T]; grp?: 'order' | 'position' };

type Compact = unknown[];

/** Drops undefined array entries at every depth: later positions shift, as the SDK's encoder does. */
export function dropUndefined(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.filter((v) => v !== undefined).map(dropUndefined);
}

// the SDK writes po always (false by default), ro and a trigger's market only when true
const orderTuple = (o: OrderArgs) => [
  o.iid,
  o.buy,
  o.p,
  o.qty,
  o.tif,
  o.po ?? false,
  o.ro === true ? true : undefined,
  o.c,
  o.tr ? [o.tr.market === true ? true : undefined, o.tr.trp, o.tr.tpsl] : undefined,
];

const modifyTuple = (m: ModifyArgs, byCoid: boolean) => [byCoid ? m.coid : m.oid, m.p, m.qty];

/** The positional form of an op (facts §2.3), before undefined entries are dropped. */
function positional(op: Op): Compact {
  switch (op.type) {
    case 'createOrders':
      return [op.type, (op.args as OrderArgs[]).map(orderTuple), op.grp];
    case 'modifyOrders':
    case 'modifyOrdersCOID':
      return [op.type, (op.args as ModifyArgs[]).map((m) => modifyTuple(m, op.type === 'modifyOrdersCOID'))];
    case 'cancelOrders':
    case 'cancelOrdersCOID':
      return [op.type, [...(op.args as (number | string)[])]];
    case 'cancelAll': {
      const { iid } = op.args as OpArgs['cancelAll'];
      return [op.type, iid === undefined ? [] : [iid]];
    }
    case 'autoCancel':
      return [op.type, [(op.args as OpArgs['autoCancel']).time]];
    case 'updateLeverage': {
      const a = op.args as OpArgs['updateLeverage'];
      return [op.type, [a.iid, a.lev, a.cross]];
    }
    case 'updateLeverages':
      return [op.type, (op.args as OpArgs['updateLeverages']).map((a) => [a.iid, a.lev, a.cross])];
    case 'updateMargin': {
      const a = op.args as OpArgs['updateMargin'];
      return [op.type, [a.iid, a.amt]];
    }
    case 'deleteProxy':
      return [op.type, [(op.args as OpArgs['deleteProxy']).proxy]];
    case 'internalTransfer': {
      const a = op.args as OpArgs['internalTransfer'];
      return [op.type, [a.account, a.token, a.amount, a.to]];
    }
  }
}

/** The compact op that is hashed: positional, undefined entries dropped. */
export const compactOp = (op: Op): unknown[] => dropUndefined(positional(op)) as unknown[];

/** `data` of the Op typed data: keccak256 of the msgpack'd compact op (@msgpack/msgpack defaults). */
export const opData = (op: Op): Hex => keccak256(encode(compactOp(op)));

/** The typed data the proxy key signs for an op. */
export function opTypedData(op: Op, salt: number, ts: number, chainId: number) {
  return {
    domain: perpsDomain(chainId),
    types: OP_TYPES,
    primaryType: 'Op' as const,
    message: { data: opData(op), salt: BigInt(salt), ts: BigInt(ts) },
  };
}

/** The typed data the owner signs to register a proxy key that lasts until `expiry` (ms). */
export function createProxyTypedData(proxy: Hex, expiry: number, salt: number, ts: number, chainId: number) {
  return {
    domain: perpsDomain(chainId),
    types: CREATE_PROXY_TYPES,
    primaryType: 'CreateProxy' as const,
    message: { addr: proxy, exp: BigInt(expiry), salt: BigInt(salt), ts: BigInt(ts) },
  };
}

/** What a signer needs: viem's account.signTypedData fits. */
export type TypedDataSigner = { address: Hex; signTypedData: (data: never) => Promise<Hex> };

/** The wire body of a signed op: `{op, sig, salt, ts}` (plus `exp` when the caller shortens it). */
export async function signOp<T extends OpType>(signer: TypedDataSigner, op: Op<T>, chainId: number, salt: number, ts: number) {
  const sig = await signer.signTypedData(opTypedData(op, salt, ts, chainId) as never);
  return { op, sig, salt, ts };
}

/** The deposit/withdraw contract: the Withdraw domain's verifyingContract (facts §2.4). */
export const PERPS_VAULT = '0xDCa4af75705dbB50f62437045afF9921947917d2';

export const WITHDRAW_TYPES = {
  Withdraw: [
    { name: 'account', type: 'address' },
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'fee', type: 'uint256' },
    { name: 'to', type: 'address' },
    { name: 'salt', type: 'uint64' },
    { name: 'ts', type: 'uint64' },
  ],
} as const;

export type WithdrawArgs = { account: Hex; token: Hex; amount: string; to: Hex };

/** The owner's Withdraw: amount in base units, fee 0, ts in SECONDS (unlike every other op). */
export function withdrawTypedData(a: WithdrawArgs, salt: number, tsSeconds: number, chainId: number) {
  return {
    domain: { ...perpsDomain(chainId), verifyingContract: PERPS_VAULT as Hex },
    types: WITHDRAW_TYPES,
    primaryType: 'Withdraw' as const,
    message: { account: a.account, token: a.token, amount: BigInt(a.amount), fee: 0n, to: a.to, salt: BigInt(salt), ts: BigInt(tsSeconds) },
  };
}
