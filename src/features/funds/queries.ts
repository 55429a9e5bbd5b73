import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { createBridgeClient } from '../../api/bridge/client';
import type { QuoteBody, SimulateDepositBody, WithdrawBody } from '../../api/bridge/contract/schemas';
import { accountingSnapshotV1 } from '../../api/data/contract/routes-boards';
import { bridgeTransport, dataClient } from '../../api/endpoints';
import { isFinalStatus } from './timeline';

/*
 * The Funds view's reads: the bridge (assets, addresses, quotes, each address's newest transfer)
 * and the wallet's cash. Addresses never change for the same inputs (the service hands out the
 * same set), so they are read once per session; a withdrawal's address is keyed by all it is
 * bound to, so a retry or a second look never asks for a different one.
 */

const bridgeApi = createBridgeClient({ transport: bridgeTransport });
const dataApi = dataClient({ accountingSnapshot: accountingSnapshotV1 });

export const fundsKeys = {
  all: ['funds'] as const,
  assets: () => [...fundsKeys.all, 'assets'] as const,
  depositAddresses: (wallet: string) => [...fundsKeys.all, 'deposit-addresses', wallet.toLowerCase()] as const,
  withdrawAddress: (b: WithdrawBody) =>
    [...fundsKeys.all, 'withdraw-address', b.address.toLowerCase(), b.toChainId, b.toTokenAddress, b.recipientAddr] as const,
  status: (bridgeAddress: string) => [...fundsKeys.all, 'status', bridgeAddress] as const,
  quote: (b: QuoteBody) => [...fundsKeys.all, 'quote', b.fromAmountBaseUnit, b.toChainId, b.toTokenAddress, b.recipientAddress] as const,
  cash: (wallet: string) => [...fundsKeys.all, 'cash', wallet.toLowerCase()] as const,
};

export const assetsQuery = () =>
  queryOptions({ queryKey: fundsKeys.assets(), queryFn: ({ signal }) => bridgeApi.supportedAssets(signal), staleTime: 5 * 60_000 });

export const depositAddressesQuery = (wallet: string) =>
  queryOptions({ queryKey: fundsKeys.depositAddresses(wallet), queryFn: () => bridgeApi.deposit(wallet), staleTime: Infinity });

export const withdrawAddressQuery = (body: WithdrawBody) =>
  queryOptions({ queryKey: fundsKeys.withdrawAddress(body), queryFn: () => bridgeApi.withdraw(body), staleTime: Infinity });

export const quoteQuery = (body: QuoteBody) =>
  queryOptions({ queryKey: fundsKeys.quote(body), queryFn: () => bridgeApi.quote(body), staleTime: 30_000 });

/** Sandbox only: funds of one token arrive at a deposit address. */
export const simulateDeposit = (body: SimulateDepositBody) => bridgeApi.simulateDeposit(body);

/** Walking: a poll a second (a step of the walk). Done or none yet: a slower look for the next one. */
const STEP_POLL_MS = 1000;
const IDLE_POLL_MS = 4000;

/** The newest transfer at a bridge address (null while none has arrived), polled while it is shown. */
export const statusQuery = (bridgeAddress: string) =>
  queryOptions({
    queryKey: fundsKeys.status(bridgeAddress),
    queryFn: async ({ signal }) => (await bridgeApi.status(bridgeAddress, { limit: 1 }, signal)).transactions[0] ?? null,
    refetchInterval: (q) => (q.state.data && !isFinalStatus(q.state.data.status) ? STEP_POLL_MS : IDLE_POLL_MS),
  });

/** The wallet's cash in micro pUSD: the accounting snapshot, the one route that states it exactly. */
export const cashQuery = (wallet: string) =>
  queryOptions({
    queryKey: fundsKeys.cash(wallet),
    queryFn: async ({ signal }) => {
      const [bytes, { parseSnapshot }] = await Promise.all([
        dataApi.accountingSnapshot({ user: wallet }, { signal }),
        import('../../api/data/snapshot'),
      ]);
      return parseSnapshot(bytes).summary.cash;
    },
  });

/** The roots of every view's reads that count cash: its figures, lists and the trade ticket's balance. */
const MONEY_ROOTS = ['overview', 'positions', 'activity', 'trades', 'accounting', 'combos'];

/**
 * After money moved in or out: every read that counts cash, by key root, so no view is forgotten
 * (the Trade view's own account reads sit under ['trade', 'account', …]).
 */
export function invalidateAfterTransfer(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [root, part] }) =>
      (typeof root === 'string' && MONEY_ROOTS.includes(root)) ||
      (root === 'funds' && part === 'cash') ||
      (root === 'trade' && part === 'account'),
  });
}
