import { DEFAULT_MOUNTS } from './config';
import { createDataApi } from './data/data-api';
import { createGammaClient } from './gamma/client';

/*
 * Where the app finds the services: same-origin mounts by default, VITE_* overrides at build time
 * (pointing at the public services is configuration only). Read here once so every view talks to
 * the same base URL through the same client, and so one limiter paces all of it.
 * (import.meta.env exists only under Vite; server-side importers fall back to the mounts.)
 */
const env: Partial<Record<string, string>> | undefined = (import.meta as { env?: Partial<Record<string, string>> }).env;

export const DATA_URL = env?.VITE_DATA_URL || DEFAULT_MOUNTS.data;
export const GAMMA_URL = env?.VITE_GAMMA_URL || DEFAULT_MOUNTS.gamma;

export const dataApi = createDataApi(DATA_URL);
export const gammaApi = createGammaClient(GAMMA_URL);
