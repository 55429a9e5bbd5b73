import type { LiveEvent } from '../events/event-bus';
import type { TradingLive } from '../events/live';
import type { SocketClient } from './client';

/*
 * From the event bus to the sockets. The bus hands over each committed batch synchronously; here it
 * only joins a queue, and the queue is sent on a later turn of the event loop (flushMs), so the
 * commit, and the HTTP answer behind it, never wait on a socket. A flush sends each subscriber one
 * frame: its events in commit order, one event as an object, several as an array (the public
 * service sends arrays too). Each event is serialized once, and subscribers that follow the same
 * things share one frame string, so 1,000 sockets on one market cost one JSON.stringify, not 1,000.
 */

export type MarketSub = { client: SocketClient; assets: Set<string>; custom: boolean };
export type UserSub = { client: SocketClient; owner: string; markets: Set<string> | null };

type Pick = number | { index: number; assets: string[] };
type MarketEvent = Extract<LiveEvent, { channel: 'market' }>;
type UserEvent = Extract<LiveEvent, { channel: 'user' }>;

/** The events a market subscriber receives: all of an event, or a price_change's entries for its tokens only. */
function marketPicks(sub: MarketSub, events: MarketEvent[]): Pick[] {
  const picks: Pick[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.custom && !sub.custom) continue;
    if (e.custom === 'all') {
      picks.push(i);
      continue;
    }
    let hits = 0;
    for (const a of e.assets) if (sub.assets.has(a)) hits++;
    if (hits === 0) continue;
    if (hits === e.assets.length || e.body.event_type !== 'price_change') picks.push(i);
    else picks.push({ index: i, assets: e.assets.filter((a) => sub.assets.has(a)) });
  }
  return picks;
}

const keyOf = (picks: Pick[]) => picks.map((p) => (typeof p === 'number' ? p : `${p.index}:${p.assets.join('|')}`)).join(',');

/** Frames of one flush: each event's JSON once, each distinct selection's frame once. */
function frameCache(events: readonly LiveEvent[]) {
  const json: (string | undefined)[] = [];
  const frames = new Map<string, string>();
  const piece = (p: Pick) => {
    if (typeof p === 'number') return (json[p] ??= JSON.stringify(events[p]!.body));
    const body = events[p.index]!.body;
    if (body.event_type !== 'price_change') return (json[p.index] ??= JSON.stringify(body));
    const only = new Set(p.assets);
    return JSON.stringify({ ...body, price_changes: body.price_changes.filter((x) => only.has(x.asset_id)) });
  };
  return (picks: Pick[]) => {
    const key = keyOf(picks);
    let frame = frames.get(key);
    if (frame === undefined) {
      const pieces = picks.map(piece);
      frame = pieces.length === 1 ? pieces[0]! : `[${pieces.join(',')}]`;
      frames.set(key, frame);
    }
    return frame;
  };
}

export function createFanOut(live: TradingLive, flushMs: number) {
  const markets = new Set<MarketSub>();
  const users = new Map<string, Set<UserSub>>();
  let pending: LiveEvent[] = [];
  let scheduled: { cancel: () => void } | undefined;

  function flush() {
    scheduled?.cancel();
    scheduled = undefined;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    const marketEvents = batch.filter((e): e is MarketEvent => e.channel === 'market');
    if (marketEvents.length && markets.size) {
      const frame = frameCache(marketEvents);
      for (const sub of markets) {
        const picks = marketPicks(sub, marketEvents);
        if (picks.length) sub.client.send(frame(picks));
      }
    }
    const userEvents = batch.filter((e): e is UserEvent => e.channel === 'user' && users.has(e.owner));
    if (userEvents.length) {
      const frame = frameCache(userEvents);
      const owners = new Map<string, number[]>();
      userEvents.forEach((e, i) => owners.set(e.owner, [...(owners.get(e.owner) ?? []), i]));
      for (const [owner, indexes] of owners)
        for (const sub of users.get(owner) ?? []) {
          const picks = indexes.filter((i) => !sub.markets || sub.markets.has(userEvents[i]!.market));
          if (picks.length) sub.client.send(frame(picks));
        }
    }
  }

  const schedule = () => {
    if (scheduled) return;
    if (flushMs > 0) {
      const t = setTimeout(flush, flushMs);
      scheduled = { cancel: () => clearTimeout(t) };
    } else {
      const t = setImmediate(flush);
      scheduled = { cancel: () => clearImmediate(t) };
    }
  };

  const unsubscribe = live.subscribe((batch) => {
    // nobody listening: nothing to keep
    if (markets.size === 0 && users.size === 0) return;
    for (const e of batch) pending.push(e);
    schedule();
  });

  return {
    /** Sends what is queued now: before a snapshot, so the snapshot is never older than an event sent after it. */
    flush,
    addMarket: (sub: MarketSub) => markets.add(sub),
    removeMarket: (sub: MarketSub) => markets.delete(sub),
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
