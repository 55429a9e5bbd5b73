import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildService, type ChildService } from './testing/child-service';

/*
 * `npm run exchange -- list-market …` and `… resolve …` against the running service, as an operator
 * types them: a market listed at runtime is served by the metadata and trading services, and resolving
 * it turns it closed.
 */

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'vantage-cli-'));
let service: ChildService;

const cli = async (...args: string[]) => {
  const port = new URL(service.base).port;
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/exchange-cli.ts', ...args], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: port },
    });
    return { code: 0, out: JSON.parse(stdout) as Record<string, unknown> };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: (e.stdout ? JSON.parse(e.stdout) : { stderr: e.stderr }) as Record<string, unknown> };
  }
};

beforeAll(async () => {
  service = await startChildService(join(dir, 'demo.sqlite'));
}, 90_000);

afterAll(async () => {
  service?.child.kill('SIGKILL');
  await service?.exited;
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run exchange -- list-market / resolve', () => {
  it('lists a market the services serve at once, then resolves it by its outcome label', async () => {
    const listed = await cli('list-market', '--title', 'Will the sandbox list this market?', '--ends', '2099-01-31', '--price', '0.35');
    expect(listed.code).toBe(0);
    const { conditionId, slug, tokens } = listed.out as { conditionId: string; slug: string; tokens: string[] };
    expect(slug).toBe('will-the-sandbox-list-this-market');

    const markets = (await (await fetch(`${service.base}/gamma/markets?slug=${slug}`)).json()) as { conditionId: string }[];
    expect(markets.map((m) => m.conditionId)).toEqual([conditionId]);
    const book = await fetch(`${service.base}/clob/book?token_id=${tokens[0]}`);
    expect(book.status).toBe(200);

    // the same title again is the same slug: refused, nothing listed twice
    expect((await cli('list-market', '--title', 'Will the sandbox list this market?', '--ends', '2099-01-31')).code).toBe(1);
    expect((await cli('list-market', '--title', 'A market that ended already', '--ends', '2001-01-01')).out).toMatchObject({
      error: 'the end date 2001-01-01 must be a day in the future',
    });

    const resolved = await cli('resolve', conditionId, 'no');
    expect(resolved).toEqual({ code: 0, out: { conditionId, winningOutcome: 'No', winningIndex: 1, canceledOrders: 0 } });
    const after = (await (await fetch(`${service.base}/gamma/markets?slug=${slug}`)).json()) as { closed: boolean }[];
    expect(after[0]).toMatchObject({ closed: true });
  }, 60_000);

  it('answers a usage line, and a non-zero exit, for a command it does not know', async () => {
    const res = await cli('resolve');
    expect(res.code).toBe(2);
    expect(String(res.out.stderr)).toMatch(/usage: npm run exchange -- .*resolve <conditionId>/);
  });
});
