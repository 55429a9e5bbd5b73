import type { z } from 'zod/mini';
import { pollUntil, type PollOptions } from '../poll';
import type { Transport } from '../transport';
import { fillPath } from '../transport';
import { BRIDGE_ROUTES } from './contract/routes';
import {
  AddressesAnswer,
  BridgeTransaction,
  FINAL_BRIDGE_STATUSES,
  QuoteAnswer,
  StatusAnswer,
  SupportedAssetsAnswer,
  type BridgeStatus,
  type QuoteBody,
  type SimulateDepositBody,
  type WithdrawBody,
} from './contract/schemas';

/*
 * The bridge's typed client: the five public routes, the sandbox's simulated deposit, and a wait
 * that polls a bridge address until its newest transfer is COMPLETED or FAILED. Paths and answer
 * schemas come from the route records; nothing here restates them.
 */

const BUILDER_CODE = 'X-Builder-Code';

export type BridgeClientOptions = {
  transport: Transport;
  /** bytes32 builder code sent on /deposit and /withdraw; without one the answers carry a warning. */
  builderCode?: string;
};

export type WaitOptions = Omit<PollOptions<BridgeTransaction>, 'onValue'> & {
  /** Called with the newest transfer at each poll (a status timeline). */
  onStatus?: (tx: BridgeTransaction) => void;
};

export function createBridgeClient(o: BridgeClientOptions) {
  const headers = o.builderCode ? { [BUILDER_CODE]: o.builderCode } : undefined;
  const post = <S extends z.ZodMiniType>(path: string, body: unknown, schema: S) =>
    o.transport.call({ method: 'POST', path, body: () => body, headers, idempotent: false }, schema);
  const status = (address: string, page: { limit?: number; cursor?: string } = {}, signal?: AbortSignal) =>
    o.transport.call(
      { path: fillPath(BRIDGE_ROUTES.status.path, { address }), query: { limit: page.limit, cursor: page.cursor }, signal },
      StatusAnswer,
    );

  return {
    supportedAssets: (signal?: AbortSignal) =>
      o.transport.call({ path: BRIDGE_ROUTES.supportedAssets.path, signal }, SupportedAssetsAnswer),
    quote: (body: QuoteBody) => post(BRIDGE_ROUTES.quote.path, body, QuoteAnswer),
    /** The wallet's deposit addresses; the same set on every call. */
    deposit: (wallet: string) => post(BRIDGE_ROUTES.deposit.path, { address: wallet }, AddressesAnswer),
    /** The address to send pUSD to for one destination: `address.evm`. */
    withdraw: (body: WithdrawBody) => post(BRIDGE_ROUTES.withdraw.path, body, AddressesAnswer),
    status,
    /** Sandbox only: funds arrive at a deposit address. */
    simulateDeposit: (body: SimulateDepositBody) => post(BRIDGE_ROUTES.simulateDeposit.path, body, BridgeTransaction),
    /**
     * Polls /status until the newest transfer at `address` is COMPLETED or FAILED, or the polls run
     * out (then the last one read; undefined while none has arrived).
     */
    waitFor(address: string, w: WaitOptions = {}): Promise<BridgeTransaction | undefined> {
      const newest = async (signal?: AbortSignal) => (await status(address, { limit: 1 }, signal)).transactions[0];
      const final = (tx: BridgeTransaction) => FINAL_BRIDGE_STATUSES.includes(tx.status as BridgeStatus);
      return pollUntil(newest, final, 'wait', { maxPolls: 120, ...w, onValue: w.onStatus });
    },
  };
}
