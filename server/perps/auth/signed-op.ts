import { hashTypedData, hexToBytes, recoverTypedDataAddress, type Hex } from 'viem';
import { createProxyTypedData, opTypedData, type Op, type OpType } from '../../../src/api/perps/op-signing';
import { ADDRESS, PerpsError, type PerpsContext } from '../context';
import { checkEngine } from '../overload';
import { recoverSigner } from '../../trading/orders/order-signature';

/*
 * The signed bodies of the gateway's writes (facts §2.2–2.4): `{op, sig, salt, ts[, exp]}`. The
 * signature is checked before anything is sequenced: a timestamp older than 5 minutes or more than
 * a minute ahead is `invalid signature` (400, the spec's rule), as is a signature that does not
 * recover. An exact signature the gateway has already ingested is `signature_already_used` (422):
 * the retry of a payload after a 503 lands there, and a newly signed one is a new request.
 */

export const MAX_AGE_MS = 5 * 60_000;
export const MAX_SKEW_MS = 60_000;
/** How far ahead `exp` may be (facts §2.4: "command expiry too far in future" past 5 s). */
const MAX_EXP_AHEAD_MS = 5_000;
const SIG = /^0x[0-9a-fA-F]{130}$/;

export type SignedBody<T extends OpType = OpType> = { op: Op<T>; sig: Hex; salt: number; ts: number; exp?: number };

const uint = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** The envelope of a signed write, its shape checked; the op's own args are the route's to check. */
export function readSigned(body: Record<string, unknown>, type: OpType | 'createProxy'): SignedBody {
  const op = body.op as { type?: unknown; args?: unknown } | undefined;
  if (typeof op !== 'object' || op === null || op.type !== type) throw new PerpsError(400, `expected op type ${type}`);
  if (op.args === undefined) throw new PerpsError(400, 'missing op args');
  if (typeof body.sig !== 'string' || !SIG.test(body.sig)) throw new PerpsError(400, 'invalid signature');
  if (!uint(body.salt) || !uint(body.ts)) throw new PerpsError(400, 'invalid signature');
  if (body.exp !== undefined && !uint(body.exp)) throw new PerpsError(400, 'invalid command expiry');
  return body as unknown as SignedBody;
}

export function signatureChecks(ctx: PerpsContext) {
  const seen = ctx.db.prepare<[string], number>('SELECT 1 FROM perps_signatures WHERE sig = ?').pluck();
  const remember = ctx.db.prepare<[string, number]>('INSERT INTO perps_signatures (sig, ts) VALUES (?, ?)');
  const proxyRow = ctx.db.prepare<[string], { account: string; expiry: number; revoked: number }>(
    'SELECT account, expiry, revoked FROM perps_proxies WHERE proxy = ?',
  );

  /** Freshness and the command expiry, before any recovery. */
  function fresh(b: SignedBody): void {
    const now = ctx.nowMs();
    if (b.ts < now - MAX_AGE_MS || b.ts > now + MAX_SKEW_MS) throw new PerpsError(400, 'invalid signature');
    if (b.exp !== undefined) {
      if (b.exp <= now) throw new PerpsError(400, 'command expired');
      if (b.exp > now + MAX_EXP_AHEAD_MS) throw new PerpsError(400, 'command expiry too far in future');
    }
  }

  const forget = ctx.db.prepare<[number]>('DELETE FROM perps_signatures WHERE ts < ?');
  let inserted = 0;

  /** Records the signature as ingested; an exact replay is refused. */
  function once(sig: string): void {
    const key = sig.toLowerCase();
    if (seen.get(key)) throw new PerpsError(422, 'signature_already_used');
    remember.run(key, ctx.nowMs());
    // a signature past the freshness window is refused before this check, so its row can go
    if (++inserted % 1000 === 0) forget.run(ctx.nowMs() - MAX_AGE_MS - MAX_SKEW_MS);
  }

  /** The account behind a proxy-signed op: the recovered signer must be a live proxy. */
  async function proxyOp(b: SignedBody): Promise<{ account: string; proxy: string }> {
    fresh(b);
    const signer = await recover(b, ctx.chainId);
    const row = proxyRow.get(signer);
    if (!row || row.revoked) throw new PerpsError(400, 'account not found for proxy');
    if (row.expiry <= ctx.nowMs()) throw new PerpsError(400, 'proxy expired');
    checkEngine(ctx, b.op.type);
    once(b.sig);
    return { account: row.account, proxy: signer };
  }

  /** The owner behind an owner-signed op (deleteProxy). */
  async function ownerOp(b: SignedBody): Promise<string> {
    fresh(b);
    const owner = await recover(b, ctx.chainId);
    checkEngine(ctx, b.op.type);
    once(b.sig);
    return owner;
  }

  /** A CreateProxy signed by `owner` for `proxy`, lasting until `expiry`. */
  async function createProxy(b: SignedBody, owner: string, proxy: string, expiry: number): Promise<void> {
    fresh(b);
    if (!ADDRESS.test(owner) || !ADDRESS.test(proxy)) throw new PerpsError(400, 'invalid address');
    let signer: string;
    try {
      signer = await recoverTypedDataAddress({
        ...createProxyTypedData(proxy as Hex, expiry, b.salt, b.ts, ctx.chainId),
        signature: b.sig,
      });
    } catch {
      throw new PerpsError(400, 'invalid signature');
    }
    if (signer.toLowerCase() !== owner.toLowerCase()) throw new PerpsError(400, 'invalid signature');
    once(b.sig);
  }

  return { proxyOp, ownerOp, createProxy };
}

/** The signer of an Op, through the trading service's recovery (native libsecp256k1 where it loads: every order pays it). */
async function recover(b: SignedBody, chainId: number): Promise<string> {
  let digest: Uint8Array;
  try {
    digest = hexToBytes(hashTypedData(opTypedData(b.op, b.salt, b.ts, chainId)));
  } catch {
    throw new PerpsError(400, 'invalid signature');
  }
  const signer = recoverSigner(digest, b.sig);
  if (!signer) throw new PerpsError(400, 'invalid signature');
  return signer;
}
