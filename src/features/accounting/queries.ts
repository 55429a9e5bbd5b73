import { queryOptions } from '@tanstack/react-query';
import { dataClient } from '../../api/endpoints';
import { accountingSnapshotV1 } from '../../api/data/contract/routes-boards';
import { activityV2 } from '../../api/data/contract/routes-v2';
import { readCashTransfers } from '../../api/data/cash-transfers';

/** The data-service routes this view calls (src/api/endpoints.ts); a test hands in the whole service's client. */
const dataApi = { v1: dataClient({ accountingSnapshot: accountingSnapshotV1 }), v2: dataClient({ activity: activityV2 }) };
type DataRoutes = typeof dataApi;

/** The only calls to src/api for the Accounting view. */
export const accountingKeys = {
  all: ['accounting'] as const,
  wallet: (address: string) => [...accountingKeys.all, address] as const,
  transfers: (address: string) => [...accountingKeys.all, 'transfers', address] as const,
};

/** The ZIP's bytes, exactly as served (the preview parses them; the download saves them). */
export function loadSnapshot(api: DataRoutes, address: string, signal?: AbortSignal): Promise<Uint8Array> {
  return api.v1.accountingSnapshot({ user: address }, { signal });
}

export function snapshotQueryOptions(address: string) {
  return queryOptions({
    queryKey: accountingKeys.wallet(address),
    queryFn: ({ signal }) => loadSnapshot(dataApi, address, signal),
    // a snapshot is a moment: switching tabs back should not swap the preview being read; a visit
    // after the cache went stale (or "New snapshot") takes a new one
    refetchOnWindowFocus: false,
  });
}

/** Every deposit and withdrawal of the wallet, with their exact sums. */
export function cashTransfersQueryOptions(address: string) {
  return queryOptions({
    queryKey: accountingKeys.transfers(address),
    queryFn: ({ signal }) => readCashTransfers(dataApi.v2.activity, address, signal),
  });
}
