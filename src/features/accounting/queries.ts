import { queryOptions } from '@tanstack/react-query';
import { dataClient } from '../../api/endpoints';
import { accountingSnapshotV1 } from '../../api/data/contract/routes-boards';

/** The data-service routes this view calls (src/api/endpoints.ts); a test hands in the whole service's client. */
const dataApi = { v1: dataClient({ accountingSnapshot: accountingSnapshotV1 }) };
type DataRoutes = typeof dataApi;

/** The only calls to src/api for the Accounting view. */
export const accountingKeys = {
  all: ['accounting'] as const,
  wallet: (address: string) => [...accountingKeys.all, address] as const,
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
