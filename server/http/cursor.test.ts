import { describe, expect, it } from 'vitest';
import { createCursorCodec, CursorError } from './cursor';

describe('signed cursors', () => {
  const codec = createCursorCodec('test-secret');
  const filters = { user: '0xabc', status: ['OPEN'] };

  it('round-trips a keyset position for the same endpoint and filters', () => {
    const c = codec.encode('/v2/trades', filters, { ts: 1700000000, id: 42 });
    expect(codec.decode(c, '/v2/trades', { status: ['OPEN'], user: '0xabc' })).toEqual({ ts: 1700000000, id: 42 });
  });

  it('refuses a tampered body or signature', () => {
    const c = codec.encode('/v2/trades', filters, { ts: 1, id: 1 });
    const [body, sig] = c.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ endpoint: '/v2/trades', filters: 'x', key: { ts: 9, id: 9 } })).toString('base64url');
    expect(() => codec.decode(`${forged}.${sig}`, '/v2/trades', filters)).toThrow(CursorError);
    expect(() => codec.decode(`${body}.${sig.slice(0, -2)}AA`, '/v2/trades', filters)).toThrow(CursorError);
    expect(() => codec.decode('garbage', '/v2/trades', filters)).toThrow(CursorError);
    expect(() => codec.decode(`${body}.${sig}.x`, '/v2/trades', filters)).toThrow(CursorError);
  });

  it('refuses a cursor from another endpoint, other filters or another secret', () => {
    const c = codec.encode('/v2/trades', filters, 5);
    expect(() => codec.decode(c, '/v2/activity', filters)).toThrow(/another endpoint/);
    expect(() => codec.decode(c, '/v2/trades', { ...filters, user: '0xdef' })).toThrow(/filters/);
    expect(() => createCursorCodec('other').decode(c, '/v2/trades', filters)).toThrow(CursorError);
  });
});
