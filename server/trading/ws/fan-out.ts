import { performance } from 'node:perf_hooks';
import type { LiveEvent } from '../events/event-bus';
import type { TradingLive } from '../events/live';
import type { SocketClient } from './client';
import { conflated, frameCache, marketPicks, withoutStaleBooks, type MarketEvent } from './frames';

/*
 * From the event bus to the sockets. The bus hands over each committed batch synchronously; here it
 * only joins a queue, sent on a later turn of the event loop, so the commit and the HTTP answer
 * behind it never wait on a socket. A flush sends each subscriber one frame of its events in commit
 * order (frames.ts). Flushes are spaced: at least flushMs apart, and so that sending takes no more
 * of the event loop than the rest of the service leaves (never less than minShare): a quiet service
 * flushes every flushMs, a saturated one gives sending only minShare of the loop, so however many
 * sockets listen, matching keeps the rest. A flush whose oldest event waited past conflateAfterMs
 * sends each touched token's book instead of the backlog (a conflated feed), so what sending costs
 * stays bounded however fast orders come, and no subscriber drifts further behind.
 */

/** A market subscription; `group` is where the fan-out files it (subscribers following the same tokens share frames). */
export type MarketSub = { client: SocketClient; assets: Set<string>; custom: boolean; group?: Group };
export type UserSub = { client: SocketClient; owner: string; markets: Set<string> | null };

type Group = { key: string; assets: ReadonlySet<string>; custom: boolean; members: Set<MarketSub> };
type UserEvent = Extract<LiveEvent, { channel: 'user' }>;

export type FanOutOptions = { flushMs: number; minShare: number; conflateAfterMs: number };

/** The event loop's use the fan-out aims to stay under, when matching leaves it room. */
const BUSY_TARGET = 0.9;
/** The time constant of the smoothed loop use the spacing follows. */
const SMOOTHING_MS = 500;
/** However busy the loop, queued events wait no longer than this for a flush. */
const MAX_SPACING_MS = 1_000;

export function createFanOut(live: TradingLive, o: FanOutOptions) {
  const groups = new Map<string, Group>();
  const users = new Map<string, Set<UserSub>>();
  let pending: LiveEvent[] = [];
  let scheduled: { cancel: () => void } | undefined;
  let nextAt = -Infinity;

  function sendMarket(events: MarketEvent[]) {
    const frame = frameCache(events);
    for (const g of groups.values()) {
      const picks = marketPicks(g.assets, g.custom, events);
      if (picks.length === 0) continue;
      const bytes = frame(picks);
      for (const sub of g.members) sub.client.send(bytes);
    }
  }

  function sendUser(events: UserEvent[]) {
    const frame = frameCache(events);
    const owners = new Map<string, number[]>();
    events.forEach((e, i) => owners.set(e.owner, [...(owners.get(e.owner) ?? []), i]));
    for (const [owner, indexes] of owners)
      for (const sub of users.get(owner) ?? []) {
        const picks = indexes.filter((i) => !sub.markets || sub.markets.has(events[i]!.market));
        if (picks.length) sub.client.send(frame(picks));
      }
  }

  // the event loop's use since the last flush began, and what that flush took of it
  let last = { at: performance.now(), elu: performance.eventLoopUtilization(), took: 0 };
  // the share of the loop the rest of the service uses, smoothed
  let others = 0;

  function flush() {
    scheduled?.cancel();
    scheduled = undefined;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    const started = performance.now();
    const used = performance.eventLoopUtilization(last.elu).utilization;
    const marketEvents = batch.filter((e): e is MarketEvent => e.channel === 'market');
    // behind (the machine or the sockets cannot keep up): the books of now rather than the backlog
    const late = started - oldest > o.conflateAfterMs;
    const market = late ? conflated(marketEvents, live.snapshot) : withoutStaleBooks(marketEvents);
    if (market.length && groups.size) sendMarket(market);
    const user = batch.filter((e): e is UserEvent => e.channel === 'user' && users.has(e.owner));
    if (user.length) sendUser(user);
    const took = performance.now() - started;
    // sending may have what the rest of the service leaves of the loop, never less than minShare; that
    // use is smoothed over about half a second, so one burst of requests or a GC does not cut the share
    const interval = Math.max(1, started - last.at);
    const othersNow = Math.max(0, used - last.took / interval);
    others += (othersNow - others) * Math.min(1, interval / SMOOTHING_MS);
    const share = Math.min(BUSY_TARGET, Math.max(o.minShare, BUSY_TARGET - others));
    nextAt = started + Math.min(MAX_SPACING_MS, Math.max(o.flushMs, took / share));
    last = { at: started, elu: performance.eventLoopUtilization(), took };
  }

  /** The first event after a quiet spell goes on the next turn; later ones wait for the spacing. */
  const schedule = () => {
    if (scheduled) return;
    const wait = nextAt - performance.now();
    if (wait > 0) {
      const t = setTimeout(flush, wait);
      scheduled = { cancel: () => clearTimeout(t) };
    } else {
      const t = setImmediate(flush);
      scheduled = { cancel: () => clearImmediate(t) };
    }
  };

  let oldest = 0;
  const unsubscribe = live.subscribe((batch) => {
    // nobody listening: nothing to keep
    if (groups.size === 0 && users.size === 0) return;
    if (pending.length === 0) oldest = performance.now();
    for (const e of batch) pending.push(e);
    schedule();
  });

  const leave = (sub: MarketSub) => {
    const g = sub.group;
    if (!g) return;
    g.members.delete(sub);
    if (g.members.size === 0) groups.delete(g.key);
    sub.group = undefined;
  };

  return {
    /** Sends what is queued now: before a snapshot, so the snapshot is never older than an event sent after it. */
    flush,
    /** Files a market subscription under its tokens and flag; call again after any change to them. */
    setMarket(sub: MarketSub) {
      const key = `${sub.custom ? 'custom' : 'plain'}|${[...sub.assets].sort().join(',')}`;
      if (sub.group?.key === key) return;
      leave(sub);
      let g = groups.get(key);
      if (!g) groups.set(key, (g = { key, assets: new Set(sub.assets), custom: sub.custom, members: new Set() }));
      g.members.add(sub);
      sub.group = g;
    },
    removeMarket: leave,
    addUser(sub: UserSub) {
      let set = users.get(sub.owner);
      if (!set) users.set(sub.owner, (set = new Set()));
      set.add(sub);
    },
    removeUser(sub: UserSub) {
      const set = users.get(sub.owner);
      set?.delete(sub);
      if (set?.size === 0) users.delete(sub.owner);
    },
    close() {
      unsubscribe();
      scheduled?.cancel();
      pending = [];
    },
  };
}

export type FanOut = ReturnType<typeof createFanOut>;
