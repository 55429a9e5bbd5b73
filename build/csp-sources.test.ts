import { describe, expect, it } from 'vitest';
import { configuredSources, cspHash, inlineHashes } from './csp-sources';

describe('cspHash', () => {
  it('is the CSP spec’s hash of a known inline script', () => {
    // the example of the CSP Level 3 specification: <script>alert('Hello, world.');</script>
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('hashes the text as the browser does: UTF-8, CR LF read as LF', () => {
    expect(cspHash('a\r\nb')).toBe(cspHash('a\nb'));
    expect(cspHash('€')).toBe("'sha256-xMyQ7T0m8S1LCKdRQJcKeQQDXDHLtFFag/GbkAPADR0='");
  });
});

describe('inlineHashes', () => {
  const page = (head: string, body = '<div id="root"></div>') =>
    `<!doctype html><html><head><meta charset="UTF-8" />${head}</head><body>${body}</body></html>`;

  it('hashes every inline script and style block, not scripts loaded by URL', () => {
    const html = page(
      `<script>alert('Hello, world.');</script><script type="module" src="/assets/a.js"></script>` +
        `<style>body{color:red}</style><script type="module">import "/assets/b.js";</script>`,
    );
    expect(inlineHashes(html)).toEqual({
      scripts: [cspHash("alert('Hello, world.');"), cspHash('import "/assets/b.js";')],
      styles: [cspHash('body{color:red}')],
    });
  });

  it('reads an attribute-like text inside a script as script, not markup', () => {
    expect(inlineHashes(page('<script>el.innerHTML = "<b style=x onclick=y>"</script>')).scripts).toHaveLength(1);
  });

  it('refuses what a hash cannot allow: style and event-handler attributes, javascript: URLs', () => {
    expect(() => inlineHashes(page('', '<div style="color:red"></div>'))).toThrow(/style= attribute/);
    expect(() => inlineHashes(page('', '<img src="/a.svg" onerror="x()">'))).toThrow(/onerror= attribute/);
    expect(() => inlineHashes(page('', '<a href="javascript:void 0">x</a>'))).toThrow(/javascript:/);
  });
});

describe('configuredSources', () => {
  it('adds nothing for the same-origin mounts', () => {
    expect(configuredSources({})).toEqual({ 'connect-src': [], 'img-src': [], 'font-src': [], 'frame-src': [] });
    expect(configuredSources({ VITE_DATA_URL: '/data', VITE_TRADING_URL: '/clob' })['connect-src']).toEqual([]);
  });

  it('allows the origins of absolute API base URLs, once each', () => {
    const sources = configuredSources({
      VITE_DATA_URL: 'https://data-api.polymarket.com',
      VITE_METADATA_URL: 'https://gamma-api.polymarket.com/',
      VITE_TRADING_URL: 'http://127.0.0.1:9000/clob',
      VITE_RELAYER_URL: 'https://relayer-v2.polymarket.com',
      VITE_BRIDGE_URL: 'https://bridge.polymarket.com',
      CSP_IMAGE_ORIGINS: 'https://img.example.test',
    });
    expect(sources['connect-src']).toEqual([
      'https://data-api.polymarket.com',
      'https://gamma-api.polymarket.com',
      'http://127.0.0.1:9000',
      'https://relayer-v2.polymarket.com',
      'https://bridge.polymarket.com',
    ]);
    expect(sources['img-src']).toEqual(['https://img.example.test']);
  });

  it('allows WalletConnect’s services only when a project id is set', () => {
    const sources = configuredSources({ VITE_WALLETCONNECT_PROJECT_ID: 'abc' });
    expect(sources['connect-src']).toContain('wss://relay.walletconnect.org');
    expect(sources['frame-src']).toContain('https://verify.walletconnect.org');
  });
});
