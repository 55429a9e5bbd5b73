import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_CHUNKS } from './route-chunks';

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const lazyModules = (code: string) => [...code.matchAll(/import\('\.\/(?:routes\/)?([\w-]+)'\)/g)].map((m) => m[1]);
const match = (path: string) => ROUTE_CHUNKS.find((r) => new RegExp(r.pattern).test(path))?.modules;

describe('ROUTE_CHUNKS', () => {
  it('names every lazy route module of the router and the portfolio route, and nothing else', () => {
    const routed = new Set([...lazyModules(source('./router.tsx')), ...lazyModules(source('./routes/portfolio.tsx'))]);
    routed.delete('not-found'); // reached by no preloaded path
    const listed = new Set(ROUTE_CHUNKS.flatMap((r) => r.modules));
    expect([...listed].sort()).toEqual([...routed].sort());
  });

  it('picks the modules a deep link renders', () => {
    const a = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    expect(match('/')).toEqual(['home']);
    expect(match(`/portfolio/${a}`)).toEqual(['portfolio', 'overview']);
    expect(match(`/portfolio/${a}/positions`)).toEqual(['portfolio', 'positions']);
    expect(match(`/portfolio/${a}/accounting`)).toEqual(['portfolio', 'accounting']);
    expect(match('/market/0xabc')).toEqual(['market']);
    expect(match('/nowhere')).toBeUndefined();
  });
});
