import type { WsBook } from '../../../src/api/trading/ws-events';
import type { LiveEvent } from '../events/event-bus';

/*
 * What one flush sends, worked out once for many sockets: which events a subscription receives
 * (picks), and the frame's bytes for each distinct pick list. Subscribers that follow the same
 * tokens share one frame, so 1,000 sockets on one market cost one JSON.stringify and one Buffer.
 */

export type MarketEvent = Extract<LiveEvent, { channel: 'market' }>;

/** An event whole, or a price_change narrowed to the tokens the subscription follows. */
export type Pick = number | { index: number; assets: string[] };

/** The events a market subscription receives, in order. */
export function marketPicks(assets: ReadonlySet<string>, custom: boolean, events: readonly MarketEvent[]): Pick[] {
  const picks: Pick[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.custom && !custom) continue;
    if (e.custom === 'all') {
      picks.push(i);
      continue;
    }
    let hits = 0;
    for (const a of e.assets) if (assets.has(a)) hits++;
    if (hits === 0) continue;
    if (hits === e.assets.length || e.body.event_type !== 'price_change') picks.push(i);
    else picks.push({ index: i, assets: e.assets.filter((a) => assets.has(a)) });
  }
  return picks;
}

/**
 * A book supersedes the books of its asset before it in the same flush: it carries the state they
 * carried and more, and takes no sequence number of its own (the events between them do), so a
 * client loses nothing. Under a stream of trades this is most of the bytes a busy market costs.
 */
export function withoutStaleBooks<E extends LiveEvent>(events: readonly E[]): E[] {
  const last = new Map<string, number>();
  events.forEach((e, i) => {
    if (e.channel === 'market' && e.body.event_type === 'book') last.set(e.body.asset_id, i);
  });
  if (last.size === 0) return [...events];
  return events.filter((e, i) => !(e.channel === 'market' && e.body.event_type === 'book' && last.get(e.body.asset_id) !== i));
}

/**
 * A backlog's market events as the books they lead to: each token they touched gets its book now
 * (current as of its last number, so the client drops nothing it would need and sees no gap); the
 * deltas and trade prints before it are dropped. Custom events stay, best_bid_ask only the last of
 * each token. What a flush sends then depends on the tokens touched, not on how many orders came.
 */
export function conflated(events: readonly MarketEvent[], snapshot: (asset: string) => WsBook | undefined): MarketEvent[] {
  const touched = new Set<string>();
  const custom: MarketEvent[] = [];
  const lastTop = new Map<string, number>();
  for (const e of events) {
    if (!e.custom) for (const a of e.assets) touched.add(a);
    else if (e.body.event_type === 'best_bid_ask') lastTop.set(e.body.asset_id, custom.push(e) - 1);
    else custom.push(e);
  }
  const kept = custom.filter((e, i) => e.body.event_type !== 'best_bid_ask' || lastTop.get(e.body.asset_id) === i);
  const books = [...touched].flatMap((asset): MarketEvent[] => {
    const body = snapshot(asset);
    return body ? [{ channel: 'market', assets: [asset], body }] : [];
  });
  return [...kept, ...books];
}

const keyOf = (picks: readonly Pick[]) => picks.map((p) => (typeof p === 'number' ? p : `${p.index}:${p.assets.join('|')}`)).join(',');

/**
 * Frames of one flush: each event's JSON once, each distinct pick list's frame once, as bytes (ws
 * would otherwise encode the same string again for every socket). One event goes as an object,
 * several as an array, as the public service sends them.
 */
export function frameCache(events: readonly LiveEvent[]) {
  const json: (string | undefined)[] = [];
  const frames = new Map<string, Buffer>();
  const piece = (p: Pick) => {
    if (typeof p === 'number') return (json[p] ??= JSON.stringify(events[p]!.body));
    const body = events[p.index]!.body;
    if (body.event_type !== 'price_change') return (json[p.index] ??= JSON.stringify(body));
    const only = new Set(p.assets);
    return JSON.stringify({ ...body, price_changes: body.price_changes.filter((x) => only.has(x.asset_id)) });
  };
  return (picks: readonly Pick[]) => {
    const key = keyOf(picks);
    let frame = frames.get(key);
    if (frame === undefined) {
      const pieces = picks.map(piece);
      frame = Buffer.from(pieces.length === 1 ? pieces[0]! : `[${pieces.join(',')}]`);
      frames.set(key, frame);
    }
    return frame;
  };
}
