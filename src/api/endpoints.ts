import { DEFAULT_MOUNTS } from './config';
import { createDataClient } from './data/v1';

/*
 * Where the app finds the services: same-origin mounts by default, VITE_* overrides at build time.
 * Read here once so every view talks to the same base URL through the same client.
 * (import.meta.env exists only under Vite; server-side importers fall back to the mounts.)
 */
const env: Partial<Record<string, string>> | undefined = (import.meta as { env?: Partial<Record<string, string>> }).env;

export const DATA_URL = env?.VITE_DATA_URL || DEFAULT_MOUNTS.data;

export const dataClient = createDataClient(DATA_URL);
