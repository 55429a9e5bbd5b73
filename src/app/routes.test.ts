import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchRoute, NOT_FOUND, ROUTES, routePattern } from './routes';

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('the route table', () => {
  it('names every route module under routes/, once, and nothing else', () => {
    const files = readdirSync(new URL('./routes/', import.meta.url))
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => f.replace(/\.tsx$/, ''));
    const named = [...ROUTES.flatMap((r) => [r.module, ...(r.layout ? [r.layout.module] : [])]), NOT_FOUND.module];
    expect([...new Set(named)].sort()).toEqual(files.sort());
    expect(new Set(ROUTES.map((r) => r.module)).size).toBe(ROUTES.length);
  });

  it('loads each route module it names, which renders a Component', async () => {
    for (const r of [...ROUTES, NOT_FOUND]) expect(typeof (await r.load()).Component, r.module).toBe('function');
  }, 60_000);

  it('gives a view inside a layout a path under the layout’s', () => {
    for (const r of ROUTES) if (r.layout) expect(r.path === r.layout.path || r.path.startsWith(`${r.layout.path}/`), r.path).toBe(true);
  });

  it('matches the route a deep link renders', () => {
    expect(matchRoute('/')?.module).toBe('home');
    expect(matchRoute(`/portfolio/${A}`)?.module).toBe('overview');
    expect(matchRoute(`/portfolio/${A}/`)?.module).toBe('overview');
    expect(matchRoute(`/portfolio/${A}/positions`)?.module).toBe('positions');
    expect(matchRoute(`/portfolio/${A}/accounting`)).toMatchObject({ module: 'accounting', layout: { module: 'portfolio' } });
    expect(matchRoute('/market/0xabc')?.module).toBe('market');
    expect(matchRoute('/markets/')?.module).toBe('markets');
    expect(matchRoute('/funds')?.module).toBe('funds');
    expect(matchRoute('/nowhere')).toBeUndefined();
    expect(matchRoute(`/portfolio/${A}/nowhere`)).toBeUndefined();
    expect(matchRoute('/market/a/b')).toBeUndefined();
  });

  it('turns a path into a pattern: a segment per parameter, a trailing slash allowed', () => {
    expect(routePattern('/')).toBe('^/?$');
    expect(routePattern('/portfolio/:address/trades')).toBe('^/portfolio/[^/]+/trades/?$');
    expect(new RegExp(routePattern('/a.b')).test('/aXb')).toBe(false);
  });
});
