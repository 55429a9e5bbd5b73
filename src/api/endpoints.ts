import { DEFAULT_MOUNTS } from './config';
import { createRouteClient, mountOf, type RouteClient } from './data/route-client';
import type { RouteDef } from './data/contract/route-def';
import { createMetadataClient } from './metadata/client';
import { createTransport } from './transport';

/*
 * Where the app finds the services: same-origin mounts by default, VITE_* overrides at build time
 * (pointing at the public services is configuration only). Read here once so every view talks to
 * the same base URL through the same transport, and so one limiter paces all of it.
 * (import.meta.env exists only under Vite; server-side importers fall back to the mounts.)
 */
const env: Partial<Record<string, string>> | undefined = (import.meta as { env?: Partial<Record<string, string>> }).env;

export const DATA_URL = env?.VITE_DATA_URL || DEFAULT_MOUNTS.data;
export const METADATA_URL = env?.VITE_METADATA_URL || DEFAULT_MOUNTS.metadata;
export const TRADING_URL = env?.VITE_TRADING_URL || DEFAULT_MOUNTS.trading;

const dataTransport = createTransport({ mount: mountOf(DATA_URL) });

/**
 * A typed client of the data-service routes a view calls, over the app's one data transport. A view
 * names its routes (the records of src/api/data/routes-*.ts) instead of taking the whole catalogue,
 * so its bundle holds only those routes' parameter and response schemas.
 */
export function dataClient<T extends Record<string, RouteDef>>(routes: T): RouteClient<T> {
  return createRouteClient(DATA_URL, routes, { transport: dataTransport });
}

export const metadataApi = createMetadataClient(METADATA_URL);

/**
 * The trading service's public reads that need no client (the Trade view's markets and book, the
 * sandbox's description of itself) go through a transport too, so that a deep link's HTML can start
 * them (src/api/in-flight-reads.ts). No pacing rules: the client has none for the trading service.
 */
export const tradingReads = createTransport({ mount: mountOf(TRADING_URL), rules: [] });
