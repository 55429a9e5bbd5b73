import { z } from 'zod/mini';
import { createLiveSocket, socketUrl, type LiveSocket, type LiveStatus, type SocketLike } from '../trading/live-socket';

/*
 * The perps gateway's public channels over its one WebSocket (facts §8): `{"req":"sub","chs":[…]}`
 * on every connection (so a reconnect resubscribes and the book's next snapshot replaces whatever
 * was missed), the JSON ping op every 25 s, reconnects with jittered backoff, and a per-channel
 * `sq` gap check that unsubscribes and subscribes that channel alone for a fresh start. The socket
 * manager is the trading service's (live-socket.ts); only the frames and the ping differ.
 */

const Level = z.tuple([z.string(), z.string()]);
/** `book::{iid}`: the top 20 levels, a whole snapshot every 100 ms. */
export const BookFrame = z.object({ b: z.array(Level), a: z.array(Level) });
export type BookFrame = z.infer<typeof BookFrame>;

export const TradeFrame = z.object({
  tid: z.number(),
  iid: z.number(),
  side: z.enum(['long', 'short']),
  p: z.string(),
  qty: z.string(),
  ts: z.number(),
});
export type TradeFrame = z.infer<typeof TradeFrame>;

/** `tickers::all`: every instrument's prices, open interest and funding, each second. */
export const TickerFrame = z.object({
  iid: z.number(),
  idx: z.nullable(z.string()),
  mark: z.nullable(z.string()),
  last: z.nullable(z.string()),
  mid: z.nullable(z.string()),
  oi: z.string(),
  fr: z.string(),
  nxf: z.number(),
});
export type TickerFrame = z.infer<typeof TickerFrame>;

const Push = z.object({ ch: z.string(), data: z.unknown(), sq: z.number() });
type Push = z.infer<typeof Push>;

export const perpsChannel = {
  book: (iid: number) => `book::${iid}`,
  trades: (iid: number) => `trades::${iid}`,
  tickers: 'tickers::all',
} as const;

export const PING_FRAME = { id: 0, req: 'post', op: { type: 'ping' } } as const;
const PING_MS = 25_000;
// the gateway drops a connection silent for ~60 s; no answer to two pings means it is gone
const STALE_MS = 65_000;

export type PerpsSocket = {
  book(iid: number, on: (frame: BookFrame) => void): () => void;
  trades(iid: number, on: (frames: TradeFrame[]) => void): () => void;
  tickers(on: (frames: TickerFrame[]) => void): () => void;
  status(): LiveStatus;
  onStatus(listener: () => void): () => void;
  close(): void;
};

export type PerpsSocketOptions = {
  /** The gateway's REST root ('/perps' on this page, or an absolute URL). */
  baseUrl: string;
  here: string;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
};

export function createPerpsSocket(o: PerpsSocketOptions): PerpsSocket {
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  const live: LiveSocket = createLiveSocket<Push>({
    url: socketUrl(o.baseUrl, '/v1/ws', o.here),
    initial: (chs) => ({ req: 'sub', chs }),
    update: (operation, chs) => ({ req: operation === 'subscribe' ? 'sub' : 'unsub', chs }),
    // replies ({id, data}) and pongs are not pushes: only `{ch, data, sq}` frames go on
    parse: (frame) => {
      const push = Push.safeParse(frame);
      return push.success ? [push.data] : undefined;
    },
    onEvents: (pushes) => {
      for (const p of pushes) for (const l of listeners.get(p.ch) ?? []) l(p.data);
    },
    // a channel's first push after a subscription is its snapshot (sq 1)
    sequence: (p) => [{ topic: p.ch, seq: p.sq, snapshot: p.sq === 1 }],
    createSocket: o.createSocket,
    random: o.random,
    heartbeat: PING_FRAME,
    heartbeatMs: PING_MS,
    staleMs: STALE_MS,
    backoff: { baseMs: 1_000, capMs: 30_000 },
  });

  function listen<S extends z.ZodMiniType>(ch: string, schema: S, on: (data: z.infer<S>) => void): () => void {
    const l = (data: unknown) => {
      const parsed = schema.safeParse(data);
      // a frame this app cannot read is dropped, never half-shown
      if (parsed.success) on(parsed.data as z.infer<S>);
    };
    let set = listeners.get(ch);
    if (!set) listeners.set(ch, (set = new Set()));
    set.add(l);
    const unfollow = live.follow(ch);
    return () => {
      set.delete(l);
      if (set.size === 0) listeners.delete(ch);
      unfollow();
    };
  }

  return {
    book: (iid, on) => listen(perpsChannel.book(iid), BookFrame, on),
    trades: (iid, on) => listen(perpsChannel.trades(iid), z.array(TradeFrame), on),
    tickers: (on) => listen(perpsChannel.tickers, z.array(TickerFrame), on),
    status: live.status,
    onStatus: live.onStatus,
    close: live.close,
  };
}
