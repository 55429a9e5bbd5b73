import { expect } from 'vitest';
import { createApp } from '../app';
import { getMeta, type Db } from '../db/connection';
import { demoDb } from './demo-db';
import { V2ErrorResponse } from '../../src/api/data/contract/schemas-v2';

/* Shared by the v2 route tests: one demo dataset, the app pinned to its "now", and small readers. */

export function v2Fixture(db: Db = demoDb()) {
  const now = Number(getMeta(db, 'dataset_now'));
  const app = createApp(db, { now: () => now });
  const get = async (path: string) => {
    const res = await app.request(`/data${path}`);
    // every answer is JSON, and never a 5xx
    expect(res.status).toBeLessThan(500);
    return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const ok = async (path: string) => {
    const r = await get(path);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };
  const bad = async (path: string, parameter?: string) => {
    const r = await get(path);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    V2ErrorResponse.parse(r.body);
    expect(r.body.code).toBe('invalid_request');
    expect(r.body.retryable).toBe(false);
    if (parameter) expect(r.body.parameter).toBe(parameter);
    return r.body;
  };
  /** Follows next_cursor to the end; returns every page's rows. */
  const walk = async (path: string, max = 1000) => {
    const pages: unknown[][] = [];
    let url = path;
    for (let i = 0; i < max; i++) {
      const body = await ok(url);
      pages.push(body.data);
      if (!body.pagination.has_more) {
        expect(body.pagination.next_cursor).toBeNull();
        break;
      }
      url = `${path}&cursor=${encodeURIComponent(body.pagination.next_cursor)}`;
    }
    return pages;
  };
  return { db, now, app, get, ok, bad, walk };
}

export const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
/** 21 distinct well-formed ids, and 25 ids that are only 20 distinct. */
export const ids = (n: number) => Array.from({ length: n }, (_, i) => hash(i + 1));
export const twentyWithDuplicates = () => [...ids(20), ...ids(5)].join(',');
