import type { Context } from 'hono';
import { randomBytes } from 'node:crypto';
import type { ServedRoutes } from '../../kit/mount';
import { accountOf } from '../auth/proxy-guard';
import { readSigned, signatureChecks } from '../auth/signed-op';
import { labelOf, jsonBody, PerpsError, type PerpsContext } from '../context';

/*
 * The proxy (trading) keys of an account (facts §2.1, §2.4): the owner signs CreateProxy for a
 * fresh key and gets its secret once; the owner signs deleteProxy to revoke one; the credentials
 * read lists the live ones. A key's expiry is in ms; the SDK's default lifetime is 7 days.
 */

export function proxyResource(ctx: PerpsContext): ServedRoutes {
  const checks = signatureChecks(ctx);
  const insert = ctx.db.prepare<[string, string, string, string | null, number, number]>(
    `INSERT INTO perps_proxies (proxy, account, secret, label, expiry, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (proxy) DO UPDATE SET account = excluded.account, secret = excluded.secret, label = excluded.label,
       expiry = excluded.expiry, created_at = excluded.created_at, revoked = 0`,
  );
  const revoke = ctx.db.prepare<[string, string]>('UPDATE perps_proxies SET revoked = 1 WHERE proxy = ? AND account = ? AND revoked = 0');
  const live = ctx.db.prepare<[string, number], { proxy: string; label: string | null; expiry: number }>(
    'SELECT proxy, label, expiry FROM perps_proxies WHERE account = ? AND revoked = 0 AND expiry > ? ORDER BY created_at, proxy',
  );
  const ownerOfProxy = ctx.db.prepare<[string], string>('SELECT account FROM perps_proxies WHERE proxy = ?').pluck();

  return {
    createProxy: async (c: Context) => {
      const body = await jsonBody(c);
      const signed = readSigned(body, 'createProxy');
      const args = signed.op.args as unknown as { owner?: unknown; proxy?: unknown; expiry?: unknown };
      if (typeof args.owner !== 'string' || typeof args.proxy !== 'string') throw new PerpsError(400, 'owner and proxy are required');
      if (typeof args.expiry !== 'number' || !Number.isSafeInteger(args.expiry)) throw new PerpsError(400, 'expiry is required');
      if (args.expiry <= ctx.nowMs()) throw new PerpsError(400, 'expiry must be in the future');
      const label = labelOf(body);
      const owner = args.owner.toLowerCase();
      const proxy = args.proxy.toLowerCase();
      if (proxy === owner) throw new PerpsError(400, 'proxy must differ from owner');
      await checks.createProxy(signed, owner, proxy, args.expiry);
      // a key another account registered stays theirs
      const holder = ownerOfProxy.get(proxy);
      if (holder !== undefined && holder !== owner) throw new PerpsError(422, 'proxy_already_registered');
      const secret = randomBytes(32).toString('base64url');
      insert.run(proxy, owner, secret, label, args.expiry, ctx.nowMs());
      return c.json({ status: 'ok', secret });
    },
    deleteProxy: async (c: Context) => {
      const signed = readSigned(await jsonBody(c), 'deleteProxy');
      const { proxy } = signed.op.args as { proxy?: unknown };
      if (typeof proxy !== 'string') throw new PerpsError(400, 'proxy is required');
      const owner = await checks.ownerOp(signed);
      if (revoke.run(proxy.toLowerCase(), owner).changes === 0) throw new PerpsError(422, 'proxy_not_found');
      return c.json({ status: 'ok' });
    },
    credentials: (c: Context) => {
      const account = accountOf(c);
      return c.json({
        address: account,
        keys: live.all(account, ctx.nowMs()).map((k) => ({ proxy: k.proxy, ...(k.label ? { label: k.label } : {}), expiry: k.expiry })),
      });
    },
  };
}
