import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from './db/connection';
import { createApp } from './app';
import { precompressDir } from './precompress';

describe('precompressed build assets', () => {
  let dir: string;
  // a chunk-like file big enough to be worth compressing, and one too small to bother
  const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n');
  const tiny = 'console.log(1)';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vantage-precompress-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny.js'), tiny);
    writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
    await precompressDir(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const app = () => createApp(openDb(':memory:'), { staticDir: dir });

  it('writes .br and .gz beside compressible files only, each decoding to the original', () => {
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dir, 'assets', 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'logo.png.gz'))).toBe(false);
  });

  it('sends the brotli copy to a browser that accepts it, as JavaScript, cacheable', async () => {
    const res = await app().request('/assets/app.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toContain('immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends the gzip copy to a gzip-only client and the plain file to one that asks for none', async () => {
    const gz = await app().request('/assets/app.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await app().request('/assets/app.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('still serves a file that has no compressed copy', async () => {
    const res = await app().request('/assets/tiny.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(tiny);
  });
});
