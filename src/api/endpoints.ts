import { DEFAULT_MOUNTS } from './config';
import { BRIDGE_SERVICE_RULES, PERPS_SERVICE_RULES, RELAYER_SERVICE_RULES } from './client-rate-limiter';
import { createRouteClient, dataTransport, mountOf, type RouteClient } from './data/route-client';
import type { QueryRoute } from './route-record';
import { createMetadataClient } from './metadata/client';
import { sandboxRoutes, SandboxInfo } from './trading/contract/routes-sandbox';
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
/** The builder relayer (gasless Safe transactions); the local service mounts it beside the others. */
export const RELAYER_URL = env?.VITE_RELAYER_URL || DEFAULT_MOUNTS.relayer;
/** The bridge (deposits from and withdrawals to other chains); the local service mounts it beside the others. */
export const BRIDGE_URL = env?.VITE_BRIDGE_URL || DEFAULT_MOUNTS.bridge;
/** The perpetuals gateway's REST root; the local service mounts it beside the others. */
export const PERPS_URL = env?.VITE_PERPS_URL || DEFAULT_MOUNTS.perps;

const transport = dataTransport(DATA_URL);

/**
 * A typed client of the data-service routes a view calls, over the app's one data transport. A view
 * names its routes (the records of src/api/data/routes-*.ts) instead of taking the whole catalogue,
 * so its bundle holds only those routes' parameter and response schemas.
 */
export function dataClient<T extends Record<string, QueryRoute>>(routes: T): RouteClient<T> {
  return createRouteClient(DATA_URL, routes, { transport });
}

export const metadataApi = createMetadataClient(METADATA_URL);

/** The trading service's one transport: its public reads and, through the trading client, everything signed. */
export const tradingTransport = createTransport({ baseUrl: TRADING_URL });

/** The relayer's one transport: its public reads and, with builder headers, /submit and /transactions. */
export const relayerTransport = createTransport({ baseUrl: RELAYER_URL, rules: RELAYER_SERVICE_RULES, mount: mountOf(RELAYER_URL) });

/**
 * The bridge's one transport. Only the transport lives here: the bridge's client and schemas load
 * with the view that moves funds (src/features/funds/), not with every view that imports this file.
 */
export const bridgeTransport = createTransport({ baseUrl: BRIDGE_URL, rules: BRIDGE_SERVICE_RULES, mount: mountOf(BRIDGE_URL) });

/** The perps gateway's one transport: public reads for any address, and a session's signed writes. */
export const perpsTransport = createTransport({ baseUrl: PERPS_URL, rules: PERPS_SERVICE_RULES, mount: mountOf(PERPS_URL) });

/**
 * The local sandbox's description of itself, or undefined against a service that has none (the
 * public one, which has no such route: any failure means "not the sandbox"). A build pointed at
 * public services never asks.
 */
export const sandboxInfo = (signal?: AbortSignal): Promise<SandboxInfo | undefined> =>
  env?.VITE_TRADING_URL
    ? Promise.resolve(undefined)
    : tradingTransport.call({ path: sandboxRoutes.info.path, signal }, SandboxInfo).catch(() => undefined);
