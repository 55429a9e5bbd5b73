import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { APPROVALS_CATALOGUE, type ApprovalCatalogueEntry } from '../api/data/approvals-catalogue';
import type { ApprovalContract } from '../api/data/contract/schemas-boards';
import { approvalCall } from '../api/relayer/calls';
import { approvalKeys } from './approvals-query';
import type { RelayerSession } from './relayer-session';
import { useChainAction, useTradingChain } from './use-chain-action';
import { useRelayerAction } from './use-relayer-action';

/*
 * One approval changed for the connected wallet, the same in every view that offers it (the
 * Approvals view's rows, the Perps view's perps row): for its Safe, one Safe transaction through the
 * relayer; for its own EOA, one ordinary transaction. Either way the holder's approvals are read
 * again once it lands, so each view showing them follows.
 */

export type ApprovalChange = { entry: ApprovalCatalogueEntry | undefined; grant: boolean; what: string };

/** The change an approval offers: grant what is not approved, revoke what is. */
export function approvalChange(contract: Pick<ApprovalContract, 'id' | 'approved'>): ApprovalChange {
  const grant = !contract.approved;
  const entry = APPROVALS_CATALOGUE.find((e) => e.id === contract.id);
  // an entry the app does not know yet reads as its id (it offers no change: there is no call to make)
  return { entry, grant, what: `${grant ? 'Approve' : 'Revoke'} ${entry?.label ?? contract.id}` };
}

/** Where the wallet's approvals change: its Safe (through the relayer), its own EOA, or not from here. */
export type ApprovalHolder = { kind: 'safe'; address: string } | { kind: 'eoa'; address: string } | { kind: 'none' };

/** Which of the connected wallet's accounts `address` is, as the Approvals view decides its buttons. */
export function approvalHolder(session: { eoa: string; safe: string } | undefined, address: string): ApprovalHolder {
  const a = address.toLowerCase();
  if (session && session.eoa.toLowerCase() === a) return { kind: 'eoa', address: session.eoa };
  if (session && session.safe.toLowerCase() === a) return { kind: 'safe', address: session.safe };
  return { kind: 'none' };
}

/** Reads `holder`'s approvals again: what every change of them does once it lands. */
export function useReadApprovalsAgain(holder: string) {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: approvalKeys.wallet(holder) }), [queryClient, holder]);
}

/** The change as one Safe transaction the wallet signs, relayed; then the Safe's approvals are read again. */
export function useSafeApprovalChange(session: RelayerSession, { entry, grant, what }: ApprovalChange) {
  const submit = useCallback((s: RelayerSession) => s.client.execute(s.signer, [approvalCall(entry!, grant)], what), [entry, grant, what]);
  return useRelayerAction(session, submit, useReadApprovalsAgain(session.safe));
}

/** The change as one ordinary transaction from the wallet's own address; then its approvals are read again. */
export function useEoaApprovalChange(eoa: string, { entry, grant }: ApprovalChange) {
  const calls = useMemo(() => (entry ? [approvalCall(entry, grant)] : []), [entry, grant]);
  return useChainAction(useTradingChain(), calls, useReadApprovalsAgain(eoa));
}
