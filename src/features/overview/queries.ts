import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { collectAll } from '../../api/data/page-all';
import { formatMicro, toMicro } from '../../lib/decimal';
import { ApiError } from '../../api/http';
import { V2_LIMIT } from '../../api/data/contract/params-v2';
import type { V2Position } from '../../api/data/contract/schemas-v2';
import { dataClient, metadataApi, perpsTransport } from '../../api/endpoints';
import { createPerpsPublicReads } from '../../api/perps/public-reads';
import { accountingSnapshotV1, userPnlV2, userVolumeV2 } from '../../api/data/contract/routes-boards';
import { activityV2, positionsV2, statusV2, userStatsV2, valueV2 } from '../../api/data/contract/routes-v2';
import { readCashTransfers } from '../../api/data/cash-transfers';
import { METADATA_LIMIT_MAX } from '../../api/metadata/params';
import type { EventInfo } from './allocation';
import { DEFAULT_RANGE, readRange, type PnlRange } from './pnl-range';

/** The smallest holding a share can be split into (a micro-share): asks for every held position. */
const DUST_FLOOR = 0.000001;

/** The data-service routes this view calls (src/api/endpoints.ts). */
const dataApi = {
  v2: dataClient({
    value: valueV2,
    userStats: userStatsV2,
    userVolume: userVolumeV2,
    userPnl: userPnlV2,
    status: statusV2,
    positions: positionsV2,
    activity: activityV2,
  }),
  v1: dataClient({ accountingSnapshot: accountingSnapshotV1 }),
};

/*
 * The only calls to src/api for the Overview view. Every key names what its fetch reads, and the
 * queries that do not depend on one another are separate, so a page load starts them together and
 * one slow or failing figure never holds up the others.
 */
export const overviewKeys = {
  all: ['overview'] as const,
  value: (address: string) => [...overviewKeys.all, 'value', address] as const,
  stats: (address: string) => [...overviewKeys.all, 'user-stats', address] as const,
  volume: (address: string) => [...overviewKeys.all, 'user-volume', address] as const,
  pnl: (address: string, range: PnlRange) => [...overviewKeys.all, 'user-pnl', address, range.interval, range.fidelity] as const,
  status: () => [...overviewKeys.all, 'status'] as const,
  openPositions: (address: string) => [...overviewKeys.all, 'open-positions', address] as const,
  events: (eventIds: readonly string[]) => [...overviewKeys.all, 'events', eventIds] as const,
  settledPositions: (address: string) => [...overviewKeys.all, 'settled-positions', address] as const,
  profile: (address: string) => [...overviewKeys.all, 'profile', address] as const,
  snapshot: (address: string) => [...overviewKeys.all, 'snapshot', address] as const,
  transfers: (address: string) => [...overviewKeys.all, 'transfers', address] as const,
  perps: (address: string) => [...overviewKeys.all, 'perps', address] as const,
};

export type OpenPosition = z.infer<typeof V2Position>;

const perpsApi = createPerpsPublicReads(perpsTransport);

/**
 * The perps account of the same address (the gateway's public portfolio: anyone's, no keys); null
 * for an address that holds nothing there, so a prediction-only trader's equity reads as before.
 */
export function perpsEquityQueryOptions(address: string) {
  return queryOptions({
    queryKey: overviewKeys.perps(address),
    queryFn: ({ signal }) =>
      perpsApi.publicPortfolio(address, signal).then((p) => (p.positions.length === 0 && toMicro(p.equity) === 0n ? null : p.equity)),
  });
}

export function valueQueryOptions(address: string) {
  return queryOptions({
    queryKey: overviewKeys.value(address),
    queryFn: ({ signal }) => dataApi.v2.value({ user: address }, { signal }).then((r) => r.data),
  });
}

export function statsQueryOptions(address: string) {
  return queryOptions({
    queryKey: overviewKeys.stats(address),
    // data null is the API's "no such user", a real answer rather than a failure
    queryFn: ({ signal }) => dataApi.v2.userStats({ user: address }, { signal }).then((r) => r.data),
  });
}

/** Lifetime volume: no start or end is the API's full history. */
export function volumeQueryOptions(address: string) {
  return queryOptions({
    queryKey: overviewKeys.volume(address),
    queryFn: ({ signal }) => dataApi.v2.userVolume({ user: address }, { signal }).then((r) => r.data),
  });
}

export function pnlQueryOptions(address: string, range: PnlRange) {
  return queryOptions({
    queryKey: overviewKeys.pnl(address, range),
    queryFn: ({ signal }) =>
      dataApi.v2.userPnl({ user: address, interval: range.interval, fidelity: range.fidelity }, { signal }).then((r) => r.data),
  });
}

export function statusQueryOptions() {
  return queryOptions({
    queryKey: overviewKeys.status(),
    queryFn: ({ signal }) => dataApi.v2.status({}, { signal }).then((r) => r.data),
  });
}

/**
 * Every held position (the API's OPEN set: redeemable ones, archived markets and dust included, the
 * rows the positions value and Accounting's positions.csv sum), largest value first, in the biggest
 * pages the API serves. The widgets split off the resolved ones (src/lib/held-positions.ts).
 */
export function openPositionsQueryOptions(address: string) {
  return queryOptions({
    queryKey: overviewKeys.openPositions(address),
    queryFn: ({ signal }) =>
      collectAll(
        dataApi.v2.positions,
        {
          user: address,
          status: 'OPEN',
          sort_by: 'CURRENT_VALUE',
          sort_direction: 'DESC',
          limit: V2_LIMIT.max,
          // without these the API leaves out archived markets and holdings under 0.1 share, and the
          // allocation stops adding up to the positions value Accounting states (docs/money-model.md)
          include_archived: true,
          filter_type: 'TOKENS',
          filter_amount: DUST_FLOOR,
        },
        { signal, maxPages: 100 },
      ),
  });
}

/**
 * Every position that is over: closed, or resolved and waiting to be redeemed (the track record's
 * rows). Like the profile, read by its widget rather than the route's prefetch: the prefetch's reads
 * leave with the page's HTML, and on HTTP/1.1 three more would hold the view's files back.
 */
export function settledPositionsQueryOptions(address: string) {
  const all = (status: 'CLOSED' | 'REDEEMABLE', signal: AbortSignal) =>
    collectAll(dataApi.v2.positions, { user: address, status, limit: V2_LIMIT.max }, { signal, maxPages: 100 });
  return queryOptions({
    queryKey: overviewKeys.settledPositions(address),
    queryFn: async ({ signal }) => (await Promise.all([all('CLOSED', signal), all('REDEEMABLE', signal)])).flat(),
  });
}

/**
 * Cash and market positions' value as of one moment: the accounting snapshot, the one route that
 * states a wallet's cash. Read by the equity widget (a ZIP the first paint never needs); its reader
 * and unzip code load with it, not with the page.
 */
export function snapshotSummaryQueryOptions(address: string) {
  return queryOptions({
    queryKey: overviewKeys.snapshot(address),
    queryFn: async ({ signal }) => {
      const [bytes, { parseSnapshot }] = await Promise.all([
        dataApi.v1.accountingSnapshot({ user: address }, { signal }),
        import('../../api/data/snapshot'),
      ]);
      // decimal strings, not the summary's bigints: query data is persisted and read back as plain values
      const { cash, positionsValue, asOf } = parseSnapshot(bytes).summary;
      return { cash: formatMicro(cash), positionsValue: formatMicro(positionsValue), asOf };
    },
  });
}

/** The wallet's public profile; null when it has none (the service answers 404). */
export function profileQueryOptions(address: string) {
  return queryOptions({
    queryKey: overviewKeys.profile(address),
    queryFn: ({ signal }) =>
      metadataApi
        .profile({ address }, { signal })
        .catch((err: unknown) => (err instanceof ApiError && err.status === 404 ? null : Promise.reject(err))),
  });
}

/** The distinct event ids of some positions, sorted, so the same set of events is one cache entry. */
export function eventIdsOf(positions: readonly { event_id: string }[]): string[] {
  return [...new Set(positions.map((p) => p.event_id))].sort((a, b) => Number(a) - Number(b));
}

/**
 * Titles and categories of events, from the metadata service. It follows the positions query
 * (it needs their event ids): the one dependency on the page, and the only one.
 */
export function eventsQueryOptions(eventIds: readonly string[]) {
  return queryOptions({
    queryKey: overviewKeys.events(eventIds),
    queryFn: async ({ signal }) => {
      const ids = eventIds.map(Number).filter((n) => Number.isSafeInteger(n) && n >= 1);
      const chunks: number[][] = [];
      for (let i = 0; i < ids.length; i += METADATA_LIMIT_MAX) chunks.push(ids.slice(i, i + METADATA_LIMIT_MAX));
      const pages = await Promise.all(chunks.map((id) => metadataApi.events({ id, limit: id.length }, { signal })));
      const out = new Map<string, EventInfo>();
      for (const e of pages.flat()) out.set(e.id, { title: e.title, category: e.category });
      return out;
    },
    enabled: eventIds.length > 0,
  });
}

/**
 * Every read the Overview makes for this URL, for its route to start before the page renders.
 * The events follow the open positions here too, so that one dependency costs no render either.
 */
export function prefetchOverview(client: QueryClient, address: string, search: string) {
  // The figures' reads first, the widgets' after them. Over HTTP/1.1 a browser opens six
  // connections to a host and a first visit's files take them all; the reads then leave one at a
  // time as files finish, in the order they were asked for (the HTML's early reads keep this order).
  void client.prefetchQuery(valueQueryOptions(address));
  void client.prefetchQuery(perpsEquityQueryOptions(address));
  void client.prefetchQuery(pnlQueryOptions(address, DEFAULT_RANGE));
  void client.prefetchQuery(statsQueryOptions(address));
  void client.prefetchQuery(volumeQueryOptions(address));
  void client.prefetchQuery(statusQueryOptions());
  void client.prefetchQuery(pnlQueryOptions(address, readRange(new URLSearchParams(search))));
  void client
    .fetchQuery(openPositionsQueryOptions(address))
    .then((positions) => (positions.length > 0 ? client.prefetchQuery(eventsQueryOptions(eventIdsOf(positions))) : undefined))
    .catch(() => undefined); // the widget shows the failure and offers the retry
}

/** Net deposits: every deposit minus every withdrawal (the sums only; Accounting lists the rows). */
export function netDepositsQueryOptions(address: string) {
  return queryOptions({
    queryKey: overviewKeys.transfers(address),
    queryFn: async ({ signal }) => {
      const { deposited, withdrawn, net } = await readCashTransfers(dataApi.v2.activity, address, signal);
      return { deposited, withdrawn, net };
    },
  });
}
