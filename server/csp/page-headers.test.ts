import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDb } from '../db/connection';
import { CSP_MANIFEST, pageDigest, type CspManifest } from './page-headers';

describe('the page’s security headers', () => {
  const page = "<!doctype html><title>shell</title><script>alert('Hello, world.');</script>";
  const hash = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
  let dir: string;
  const built = (manifest?: CspManifest) => {
    dir = mkdtempSync(join(tmpdir(), 'vantage-csp-'));
    writeFileSync(join(dir, 'index.html'), page);
    if (manifest) writeFileSync(join(dir, CSP_MANIFEST), JSON.stringify(manifest));
    return dir;
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sends the build’s policy on / and deep links, with the start-time image hosts added', async () => {
    const staticDir = built({ page: pageDigest(page), sources: { 'script-src': [hash], 'connect-src': ['https://api.example.test'] } });
    const app = createApp(null, {
      staticDir,
      upstream: {
        data: 'http://127.0.0.1:9',
        trading: 'http://127.0.0.1:9',
        metadata: 'http://127.0.0.1:9',
        relayer: 'http://127.0.0.1:9',
        bridge: 'http://127.0.0.1:9',
        perps: 'http://127.0.0.1:9',
        imageOrigins: ['https://img.example.test'],
      },
    });
    for (const path of ['/', '/portfolio/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/activity']) {
      const res = await app.request(path);
      expect(res.headers.get('content-security-policy'), path).toBe(
        `default-src 'self'; script-src 'self' ${hash}; style-src 'self'; img-src 'self' data: https://img.example.test; ` +
          "connect-src 'self' https://api.example.test; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('goes without a policy for a folder the build did not make', async () => {
    const res = await createApp(openDb(':memory:'), { staticDir: built() }).request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses, at start, a manifest written for another page (its hashes would block this one)', () => {
    const staticDir = built({ page: pageDigest('<!doctype html><title>older</title>'), sources: {} });
    expect(() => createApp(openDb(':memory:'), { staticDir })).toThrow(/another index.html/);
  });
});
