import { describe, expect, it } from 'vitest';
import { PUBLIC_UPSTREAM, resolveUpstream } from './upstream-config';

describe('resolveUpstream', () => {
  it('is off unless asked for: the local database answers', () => {
    expect(resolveUpstream([], {})).toBeUndefined();
    expect(resolveUpstream(['--reset'], { PORT: '1' })).toBeUndefined();
  });

  it('takes the public services from the flag or the environment alike', () => {
    const expected = { ...PUBLIC_UPSTREAM, imageOrigins: [...PUBLIC_UPSTREAM.imageOrigins], timeoutMs: undefined };
    expect(resolveUpstream(['--upstream', 'public'], {})).toEqual(expected);
    expect(resolveUpstream(['--upstream=public'], {})).toEqual(expected);
    expect(resolveUpstream([], { UPSTREAM: 'public' })).toEqual(expected);
  });

  it('points every mount at another service of this shape, the flag before the environment', () => {
    expect(resolveUpstream(['--upstream', 'http://127.0.0.1:9000/'], { UPSTREAM: 'public' })).toEqual({
      data: 'http://127.0.0.1:9000/data',
      trading: 'http://127.0.0.1:9000/clob',
      metadata: 'http://127.0.0.1:9000/gamma',
      relayer: 'http://127.0.0.1:9000/relayer',
      bridge: 'http://127.0.0.1:9000/bridge',
      perps: 'http://127.0.0.1:9000/perps',
      imageOrigins: [],
      timeoutMs: undefined,
    });
  });

  it('lets each service’s base URL, the image hosts and the timeout be set on their own', () => {
    const env = {
      UPSTREAM: 'public',
      UPSTREAM_TRADING_URL: 'https://clob.example.test/v2/',
      UPSTREAM_RELAYER_URL: 'https://relayer.example.test',
      UPSTREAM_BRIDGE_URL: 'https://bridge.example.test',
      UPSTREAM_PERPS_URL: 'https://perps.example.test',
      UPSTREAM_IMAGE_ORIGINS: 'https://img.example.test  https://cdn.example.test',
      UPSTREAM_TIMEOUT_MS: '5000',
    };
    expect(resolveUpstream([], env)).toEqual({
      data: PUBLIC_UPSTREAM.data,
      trading: 'https://clob.example.test/v2',
      metadata: PUBLIC_UPSTREAM.metadata,
      relayer: 'https://relayer.example.test',
      bridge: 'https://bridge.example.test',
      perps: 'https://perps.example.test',
      imageOrigins: ['https://img.example.test', 'https://cdn.example.test'],
      timeoutMs: 5000,
    });
  });

  it('refuses what it cannot use, saying why', () => {
    expect(() => resolveUpstream(['--upstream'], {})).toThrow(/needs a value/);
    expect(() => resolveUpstream(['--upstream', 'nonsense'], {})).toThrow(/not a URL/);
    expect(() => resolveUpstream(['--upstream', 'ftp://host'], {})).toThrow(/http\(s\)/);
    expect(() => resolveUpstream([], { UPSTREAM_DATA_URL: 'https://data.example.test' })).toThrow(/no upstream is/);
    expect(() => resolveUpstream([], { UPSTREAM: 'public', UPSTREAM_TIMEOUT_MS: 'soon' })).toThrow(/UPSTREAM_TIMEOUT_MS/);
  });
});
