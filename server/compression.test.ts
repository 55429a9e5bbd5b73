import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../src/api/config';
import { createApp } from './app';
import { demoDb } from './testing/demo-db';

describe('response compression', () => {
  const app = createApp(demoDb());
  const path = `/data/v2/positions?user=${DEMO_TRADER}&status=OPEN&limit=50`;

  it('gzips an API answer for a client that accepts it, with the same JSON inside', async () => {
    const plain = await app.request(path);
    const zipped = await app.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const plainBytes = Buffer.from(await plain.arrayBuffer());
    const zippedBytes = Buffer.from(await zipped.arrayBuffer());
    expect(plainBytes.length).toBeGreaterThan(5_000);
    expect(zippedBytes.length).toBeLessThan(plainBytes.length / 3);
    expect(JSON.parse(gunzipSync(zippedBytes).toString('utf8'))).toEqual(JSON.parse(plainBytes.toString('utf8')));
  });

  it('keeps error bodies in the spec shape under the encoding', async () => {
    const res = await app.request('/data/v2/positions?user=nope', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(400);
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = (res.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
    expect(JSON.parse(text)).toMatchObject({ error: expect.any(String), code: 'invalid_request', parameter: 'user' });
  });
});
