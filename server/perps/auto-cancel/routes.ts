import type { Context } from 'hono';
import type { ServedRoutes } from '../../kit/mount';
import { accountOf } from '../auth/proxy-guard';
import { readSigned, signatureChecks } from '../auth/signed-op';
import { jsonBody, PerpsError, type PerpsContext } from '../context';
import type { MatchingEngine } from '../engine/matching-engine';
import { isOpen } from '../orders/order-view';
import { dormant } from '../engine/types';

/*
 * The dead-man switch (facts §7; the spec's rules). Arming sets a deadline at least 5 s ahead and
 * replaces any earlier one; a deadline already past is a plain 400 before anything else; disarming
 * (time 0) skips every check. At the deadline every open order of the account is cancelled
 * (`auto_cancelled`) and the schedule clears. Orders inside the taker delay cannot be cancelled at
 * once: the cancellation stays running until their match ends, and an arm meanwhile is
 * auto_cancel_in_flight (transient). Arms per UTC day are capped (configurable: the docs say both
 * 10 and 1,000). Each switch is written to perps_auto_cancel at every change, so a restart keeps
 * it armed (with the resting orders the order store puts back) and fires it if its deadline passed.
 */

const MIN_AHEAD_MS = 5_000;
const DAY_MS = 86_400_000;

type Switch = { deadline: number; triggered: number; day: number; arms: number; cancelling: boolean };

export function autoCancelResource(ctx: PerpsContext, opts: { dailyLimit: number; takerDelayMs: number }) {
  const sigs = signatureChecks(ctx);
  const switches = new Map<string, Switch>();
  const save = ctx.db.prepare<[string, number, number, number, number]>(
    `INSERT INTO perps_auto_cancel (account, deadline, triggered, day, arms) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (account) DO UPDATE SET deadline = excluded.deadline, triggered = excluded.triggered, day = excluded.day, arms = excluded.arms`,
  );
  const stored = ctx.db.prepare<[], { account: string; deadline: number; triggered: number; day: number; arms: number }>(
    'SELECT * FROM perps_auto_cancel',
  );
  for (const r of stored.all())
    switches.set(r.account, { deadline: r.deadline, triggered: r.triggered, day: r.day, arms: r.arms, cancelling: false });
  const persist = (account: string, s: Switch) => save.run(account, s.deadline, s.triggered, s.day, s.arms);
  const engine: MatchingEngine = ctx.market.engine;
  const dayOf = (ms: number) => Math.floor(ms / DAY_MS);

  const stateOf = (account: string): Switch => {
    let s = switches.get(account);
    const day = dayOf(ctx.nowMs());
    if (!s) switches.set(account, (s = { deadline: 0, triggered: 0, day, arms: 0, cancelling: false }));
    if (s.day !== day) Object.assign(s, { day, arms: 0 });
    return s;
  };

  const cancelOpen = (account: string) => {
    let waiting = false;
    for (const o of [...engine.liveOf(account)]) {
      // waiting TP/SL legs are open orders too: the switch leaves nothing behind (facts §7)
      if (!(isOpen(o) || dormant(o))) continue;
      if (o.inFlight) waiting = true;
      else engine.cancel(o, 'auto_cancelled');
    }
    return waiting;
  };

  /** Fires every switch whose deadline the clock has reached (the app calls it before each request). */
  function sweep(): void {
    const now = ctx.nowMs();
    for (const [account, s] of switches) {
      if (s.deadline === 0 || s.deadline > now) continue;
      s.deadline = 0;
      s.triggered++;
      persist(account, s);
      if (!cancelOpen(account)) continue;
      s.cancelling = true;
      // after the taker delay the orders that were matching are resting or done: the rest goes
      setTimeout(() => {
        cancelOpen(account);
        s.cancelling = false;
      }, opts.takerDelayMs + 1);
    }
  }

  const served: ServedRoutes = {
    autoCancel: async (c: Context) => {
      const signed = readSigned(await jsonBody(c), 'autoCancel');
      const time = (signed.op.args as { time?: unknown }).time;
      if (typeof time !== 'number' || !Number.isSafeInteger(time) || time < 0) throw new PerpsError(400, 'invalid auto-cancel time');
      const now = ctx.nowMs();
      if (time !== 0 && time <= now) throw new PerpsError(400, 'auto-cancel time is in the past');
      const { account } = await sigs.proxyOp(signed);
      const s = stateOf(account);
      if (time === 0) {
        s.deadline = 0;
        persist(account, s);
        return c.json({ status: 'ok', deadline: 0 });
      }
      if (time < now + MIN_AHEAD_MS) throw new PerpsError(422, 'auto_cancel_deadline_too_soon');
      ctx.chargeActions(account, 10);
      if (s.cancelling) throw new PerpsError(422, 'auto_cancel_in_flight');
      if (s.arms >= opts.dailyLimit) throw new PerpsError(422, 'auto_cancel_daily_limit_reached');
      s.arms++;
      s.deadline = time;
      persist(account, s);
      return c.json({ status: 'ok', deadline: time });
    },
    autoCancelState: (c: Context) => {
      const s = stateOf(accountOf(c));
      return c.json({ deadline: s.deadline, triggered: s.triggered, daily_limit: opts.dailyLimit, next_reset: (s.day + 1) * DAY_MS });
    },
  };
  return { served, sweep };
}
