import { DEFAULT_MOUNTS } from '../../src/api/config';

/*
 * Where the proxy sends /data, /clob, /gamma, /relayer, /bridge and /perps when the service fronts other services instead of
 * its own database: `--upstream public` / `UPSTREAM=public` for the public services, or
 * `--upstream <url>` / `UPSTREAM=<url>` for another service with this one's mounts (a second local
 * service in tests). UPSTREAM_DATA_URL, UPSTREAM_TRADING_URL, UPSTREAM_METADATA_URL and
 * UPSTREAM_RELAYER_URL, UPSTREAM_BRIDGE_URL and UPSTREAM_PERPS_URL override one service each.
 */

export type Upstream = {
  data: string;
  trading: string;
  metadata: string;
  relayer: string;
  bridge: string;
  perps: string;
  /** Hosts of the images the upstream's answers point at (market icons, avatars), for the page's img-src. */
  imageOrigins?: string[];
  /** Milliseconds an upstream may stay silent before the proxy answers 504 (default 30 s). */
  timeoutMs?: number;
};

export const PUBLIC_UPSTREAM = {
  data: 'https://data-api.polymarket.com',
  trading: 'https://clob.polymarket.com',
  metadata: 'https://gamma-api.polymarket.com',
  relayer: 'https://relayer-v2.polymarket.com',
  bridge: 'https://bridge.polymarket.com',
  perps: 'https://api.perpetuals.polymarket.com',
  // the public services' market icons and profile images live in one bucket
  imageOrigins: ['https://polymarket-upload.s3.us-east-2.amazonaws.com'],
} as const;

type Env = Partial<Record<string, string>>;

function baseUrl(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}: "${value}" is not a URL (expected "public" or http(s)://host[/path])`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name}: ${value} is not an http(s) URL`);
  if (url.search || url.hash) throw new Error(`${name}: ${value} must not carry a query or fragment`);
  return url.href.replace(/\/+$/, '');
}

/** The value of `--upstream x` or `--upstream=x` among the command-line arguments. */
function upstreamArg(argv: readonly string[]): string | undefined {
  for (const [i, arg] of argv.entries()) {
    if (arg === '--upstream') {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new Error('--upstream needs a value: public or a URL');
      return next;
    }
    if (arg.startsWith('--upstream=')) return arg.slice('--upstream='.length);
  }
  return undefined;
}

/** The upstream the command line or the environment asks for, or undefined to serve the local database. */
export function resolveUpstream(argv: readonly string[], env: Env): Upstream | undefined {
  const chosen = upstreamArg(argv) ?? env.UPSTREAM;
  const overrides = {
    data: env.UPSTREAM_DATA_URL,
    trading: env.UPSTREAM_TRADING_URL,
    metadata: env.UPSTREAM_METADATA_URL,
    relayer: env.UPSTREAM_RELAYER_URL,
    bridge: env.UPSTREAM_BRIDGE_URL,
    perps: env.UPSTREAM_PERPS_URL,
  };
  if (!chosen) {
    const stray = Object.entries(overrides).find(([, v]) => v);
    if (stray) throw new Error(`UPSTREAM_${stray[0].toUpperCase()}_URL is set but no upstream is: add --upstream public or UPSTREAM=<url>`);
    return undefined;
  }
  const fromPublic = chosen === 'public';
  const root = fromPublic ? undefined : baseUrl(chosen, 'upstream');
  const pick = (service: keyof typeof DEFAULT_MOUNTS) => {
    const override = overrides[service];
    if (override) return baseUrl(override, `UPSTREAM_${service.toUpperCase()}_URL`);
    return root === undefined ? PUBLIC_UPSTREAM[service] : `${root}${DEFAULT_MOUNTS[service]}`;
  };
  const images = env.UPSTREAM_IMAGE_ORIGINS?.split(/\s+/).filter(Boolean);
  const timeoutMs = env.UPSTREAM_TIMEOUT_MS ? Number(env.UPSTREAM_TIMEOUT_MS) : undefined;
  if (timeoutMs !== undefined && !(timeoutMs > 0)) throw new Error('UPSTREAM_TIMEOUT_MS must be a positive number of milliseconds');
  return {
    data: pick('data'),
    trading: pick('trading'),
    metadata: pick('metadata'),
    relayer: pick('relayer'),
    bridge: pick('bridge'),
    perps: pick('perps'),
    imageOrigins: images ?? (fromPublic ? [...PUBLIC_UPSTREAM.imageOrigins] : []),
    timeoutMs,
  };
}
