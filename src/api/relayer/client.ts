import { zeroAddress, type Hex } from 'viem';
import { z } from 'zod/mini';
import { CONTRACTS } from '../config';
import { ApiError } from '../http';
import { pollUntil, type PollOptions } from '../poll';
import type { Signer, Transport } from '../transport';
import { deriveSafe } from './addresses';
import { RELAYER_ROUTES } from './contract/routes';
import { DeployedAnswer, NonceAnswer, RelayerTransaction, SubmitAnswer, type TransactionState } from './contract/schemas';
import { aggregateSafeCalls, createProxyTypedData, packSafeSignature, safeTxHash, type SafeCall } from './safe-tx';

/*
 * The relayer's typed client: the four public reads, the builder-signed /submit and /transactions,
 * and deploy/execute, which build and sign a body exactly as the official relayer client does
 * (relayer facts §4–§5, key order included). Signing is the caller's wallet, passed in per call:
 * this module never holds a key, and the builder credentials stay inside the signer plug-in.
 */

/** What the wallet is asked to sign. `signHash` personal-signs 32 raw bytes (the SafeTx hash). */
/** A route's path from its record (the record names every route the service mounts). */
const pathOf = (name: 'nonce' | 'deployed' | 'transaction' | 'transactions' | 'submit') => RELAYER_ROUTES[name]!.path;

export type RelayerWallet = {
  address: Hex;
  signCreateProxy: (typedData: ReturnType<typeof createProxyTypedData>) => Promise<Hex>;
  signHash: (hash: Hex) => Promise<Hex>;
};

/** One call from the Safe, as the official client takes it: value 0, operation Call. */
export type RelayerCall = { to: Hex; data: Hex };

export type SafeCreateRequest = Awaited<ReturnType<typeof signSafeCreate>>;
export type SafeRequest = Awaited<ReturnType<typeof signSafeTransaction>>;
export type SubmitRequest = SafeCreateRequest | SafeRequest;
export type Submitted = z.infer<typeof SubmitAnswer>;

/** A SAFE-CREATE body: the CreateProxy signature (plain EIP-712, v 27/28) and no nonce or metadata. */
export async function signSafeCreate(wallet: RelayerWallet, chainId: number) {
  const signature = await wallet.signCreateProxy(createProxyTypedData(chainId));
  return {
    from: wallet.address,
    to: CONTRACTS.safeFactory as Hex,
    proxyWallet: deriveSafe(wallet.address),
    data: '0x' as Hex,
    signature,
    signatureParams: { paymentToken: zeroAddress, payment: '0', paymentReceiver: zeroAddress },
    type: 'SAFE-CREATE' as const,
  };
}

/**
 * A SAFE body: the calls aggregated (one as is, several through MultiSend), the SafeTx hash at
 * `nonce` personal-signed and packed with v 31/32.
 */
export async function signSafeTransaction(args: {
  wallet: RelayerWallet;
  chainId: number;
  calls: readonly RelayerCall[];
  nonce: bigint;
  metadata?: string;
}) {
  const safe = deriveSafe(args.wallet.address);
  const call = aggregateSafeCalls(args.calls.map((c): SafeCall => ({ to: c.to, data: c.data, value: 0n, operation: 0 })));
  const hash = safeTxHash({ chainId: args.chainId, safe, call, nonce: args.nonce });
  const signature = packSafeSignature(await args.wallet.signHash(hash));
  return {
    from: args.wallet.address,
    to: call.to,
    proxyWallet: safe,
    data: call.data,
    nonce: args.nonce.toString(),
    signature,
    signatureParams: {
      gasPrice: '0',
      operation: String(call.operation) as '0' | '1',
      safeTxnGas: '0',
      baseGas: '0',
      gasToken: zeroAddress,
      refundReceiver: zeroAddress,
    },
    type: 'SAFE' as const,
    metadata: args.metadata ?? '',
  };
}

/** States after which a transaction never changes again. */
export const FINAL_STATES: readonly TransactionState[] = ['STATE_CONFIRMED', 'STATE_FAILED', 'STATE_INVALID'];

export type WaitOptions = Omit<PollOptions<RelayerTransaction>, 'onValue'> & {
  /** Called with each state read, the first included (a view shows the walk). */
  onState?: (tx: RelayerTransaction) => void;
};

export type RelayerClientOptions = {
  transport: Transport;
  chainId: number;
  /** The builder signer of /submit and /transactions (relayer facts §3): undefined until the caller has credentials. */
  builder: () => Signer | undefined;
};

export function createRelayerClient(o: RelayerClientOptions) {
  const builder = (): Signer => {
    const s = o.builder();
    if (!s) throw new Error('Builder credentials are needed to submit to the relayer');
    return s;
  };
  const read = <S extends z.ZodMiniType>(path: string, schema: S, query: Record<string, string>, signal?: AbortSignal) =>
    o.transport.call({ path, query, signal }, schema);

  const nonce = async (eoa: Hex, signal?: AbortSignal) =>
    BigInt((await read(pathOf('nonce'), NonceAnswer, { address: eoa, type: 'SAFE' }, signal)).nonce);
  const deployed = async (safe: Hex, signal?: AbortSignal) =>
    (await read(pathOf('deployed'), DeployedAnswer, { address: safe, type: 'SAFE' }, signal)).deployed;
  /** One transaction, or undefined when the relayer knows no such id. */
  const transaction = async (id: string, signal?: AbortSignal): Promise<RelayerTransaction | undefined> => {
    try {
      return (await read(pathOf('transaction'), z.array(RelayerTransaction), { id }, signal))[0];
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return undefined;
      throw e;
    }
  };
  const transactions = (signal?: AbortSignal) =>
    o.transport.call({ path: pathOf('transactions'), signer: builder(), signal }, z.array(RelayerTransaction));
  const submit = (body: SubmitRequest) =>
    o.transport.call({ method: 'POST', path: pathOf('submit'), body: () => body, signer: builder(), idempotent: false }, SubmitAnswer);

  /**
   * Submits once. When no answer came (the relayer may have taken it), the builder's transactions
   * are searched for this very signature before anything else happens, so a lost answer is
   * resolved to its transaction instead of being sent twice.
   */
  async function submitResolving(body: SubmitRequest): Promise<Submitted> {
    try {
      return await submit(body);
    } catch (e) {
      if (!(e instanceof ApiError && (e.status === 0 || e.status >= 500))) throw e;
      const mine = (await transactions()).find((t) => t.signature.toLowerCase() === body.signature.toLowerCase());
      if (mine) return { transactionID: mine.transactionID, state: mine.state };
      throw e;
    }
  }

  return {
    nonce,
    deployed,
    transaction,
    transactions,
    submit,
    /** Deploys the wallet's Safe (SAFE-CREATE); refused before any signature when it is deployed already. */
    async deploy(wallet: RelayerWallet): Promise<Submitted & { request: SafeCreateRequest }> {
      if (await deployed(deriveSafe(wallet.address))) throw new Error('safe already deployed!');
      const request = await signSafeCreate(wallet, o.chainId);
      return { ...(await submitResolving(request)), request };
    },
    /** Runs calls from the wallet's Safe at its current nonce (several: one MultiSend, all or nothing). */
    async execute(wallet: RelayerWallet, calls: readonly RelayerCall[], metadata = ''): Promise<Submitted & { request: SafeRequest }> {
      if (!(await deployed(deriveSafe(wallet.address)))) throw new Error('safe not deployed!');
      const request = await signSafeTransaction({ wallet, chainId: o.chainId, calls, nonce: await nonce(wallet.address), metadata });
      return { ...(await submitResolving(request)), request };
    },
    /**
     * Polls /transaction until a final state (CONFIRMED, FAILED, INVALID) or the polls run out
     * (then the last state read). Undefined when the relayer does not know the id.
     */
    waitFor(id: string, w: WaitOptions = {}): Promise<RelayerTransaction | undefined> {
      return pollUntil(
        (signal) => transaction(id, signal),
        (tx) => FINAL_STATES.includes(tx.state),
        'stop',
        { ...w, onValue: w.onState },
      );
    },
  };
}
