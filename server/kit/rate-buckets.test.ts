import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defineRoute, type RouteRecord } from '../../src/api/route-record';
import { bucketRules } from './rate-buckets';

/* A service's rate rows from its records: which route counts against which row is said by the route. */

const route = (method: RouteRecord['method'], path: string, buckets?: string[]) =>
  defineRoute({ method, path, auth: 'none', response: z.unknown(), tag: 't', summary: 's', ...(buckets ? { buckets } : {}) });

const ROW = { limit: 1, windowMs: 1_000 };

describe('bucketRules', () => {
  const rules = bucketRules('/svc', [route('GET', '/item/{id}', ['items']), route('POST', '/item', ['writes'])], {
    general: ROW,
    items: ROW,
    writes: ROW,
    unused: ROW,
  });
  const matching = (path: string, method?: string) => rules.filter((r) => r.match(path, method)).map((r) => r.name);

  it('count every request under the mount against the first row, and a route’s own by method and path', () => {
    expect(matching('/svc/item/7', 'GET')).toEqual(['general', 'items']);
    expect(matching('/svc/item/7/', 'HEAD')).toEqual(['general', 'items']);
    expect(matching('/svc/item', 'POST')).toEqual(['general', 'writes']);
    expect(matching('/svc/item', 'DELETE')).toEqual(['general']);
    expect(matching('/svc/item/7/x', 'GET')).toEqual(['general']);
    expect(matching('/svcx/item/7', 'GET')).toEqual([]);
    // a row no route names counts nothing until one does
    expect(rules.map((r) => r.name)).toContain('unused');
  });

  it('refuse a route naming a row the table lacks', () => {
    expect(() => bucketRules('/svc', [route('GET', '/a', ['typo'])], { general: ROW })).toThrow(/typo/);
  });
});
