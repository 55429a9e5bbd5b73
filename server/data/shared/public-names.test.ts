import { describe, expect, it } from 'vitest';
import { getData, pinnedDemoApp } from '../../testing/pinned-app';

/*
 * A wallet has one name wherever the service names it (issue 28): the boards serve the name the
 * exchange's app shows (the public name, else the pseudonym), and the rows that carry no
 * displayUsernamePublic flag (trades, activity) serve the name only when it is public.
 */
const { db, app } = pinnedDemoApp();
const get = (path: string) => getData(app, path);

type User = { address: string; display_address: string; name: string; pseudonym: string };
const privateNamed = db
  .prepare<[], User>(
    `SELECT u.address, u.display_address, u.name, u.pseudonym FROM users u
      WHERE u.display_username_public = 0 AND u.name <> '' AND EXISTS (SELECT 1 FROM trades t WHERE t.taker = u.address)
      ORDER BY u.address LIMIT 1`,
  )
  .get()!;

describe('a wallet whose name is private', () => {
  it('is named by its pseudonym on both leaderboards', async () => {
    expect(privateNamed).toBeDefined();
    const v1 = await get(`/v1/leaderboard?user=${privateNamed.address}&timePeriod=all`);
    expect(v1.status).toBe(200);
    expect((v1.body as unknown[]).length).toBe(1);
    for (const r of v1.body as { userName: string }[]) expect(r.userName).toBe(privateNamed.pseudonym);
    const v2 = await get(`/v2/leaderboard?user=${privateNamed.address}&time_period=all`);
    expect(v2.status).toBe(200);
    const standing = (v2.body as { data: { user_name: string } | null }).data;
    expect(standing?.user_name).toBe(privateNamed.pseudonym);
  });

  it('has no name on its trades, only its pseudonym', async () => {
    const res = await get(`/v2/trades?user=${privateNamed.address}&limit=5`);
    expect(res.status).toBe(200);
    const rows = (res.body as { data: { name: string; pseudonym: string }[] }).data;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect([r.name, r.pseudonym]).toEqual(['', privateNamed.pseudonym]);
  });
});
