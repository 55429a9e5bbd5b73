import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { dataClient } from '../api/endpoints';
import { approvalsV2 } from '../api/data/contract/routes-boards';

/** The data-service routes the approvals read calls (src/api/endpoints.ts); a test hands in the whole service's client. */
const dataApi = { v2: dataClient({ approvals: approvalsV2 }) };
type DataRoutes = typeof dataApi;

/*
 * The approvals route's read, shared by the Approvals view and the Perps view's perps row: one key
 * per address, so an approval changed in either view (approval-change.ts) is read again in both.
 */
export const approvalKeys = {
  all: ['approvals'] as const,
  wallet: (address: string) => [...approvalKeys.all, address] as const,
};

export async function loadApprovals(api: DataRoutes, address: string, signal?: AbortSignal) {
  const res = await api.v2.approvals({ user: address }, { signal });
  return res.data;
}
export type ApprovalsData = Awaited<ReturnType<typeof loadApprovals>>;

export function approvalsQueryOptions(address: string) {
  return queryOptions({
    queryKey: approvalKeys.wallet(address),
    queryFn: ({ signal }) => loadApprovals(dataApi, address, signal),
  });
}

/** The catalogue check a visit shows, for the route to start before the page renders. */
export function prefetchApprovals(client: QueryClient, address: string) {
  void client.prefetchQuery(approvalsQueryOptions(address));
}
