import { WS_PING, WS_PONG } from './ws-messages';

/*
 * One WebSocket to a trading-service channel, kept alive: the subscription sent on every connection
 * (so a reconnect resubscribes, and its snapshot replaces whatever was missed), the text heartbeat,
 * reconnects with full-jitter backoff, and a gap check on the per-topic sequence numbers that takes a
 * fresh snapshot of that topic alone. Framework-free: the views read its status and receive its
 * events through callbacks, and decide themselves what a status means for their polling.
 */

export type LiveStatus = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'offline';

/** What the manager needs of a socket: the browser's WebSocket, or a stand-in in a unit test. */
export type SocketLike = {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number; reason: string }) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
};

export type LiveSocketOptions<E> = {
  url: string;
  /** The first message of every connection, for the topics followed then (a signed one is made afresh). */
  initial: (topics: readonly string[]) => unknown | Promise<unknown>;
  /** A later change of topics on an open socket; without it, a change reconnects. */
  update?: (operation: 'subscribe' | 'unsubscribe', topics: readonly string[]) => unknown;
  /** The events of one frame, validated; undefined when the frame is not one this channel sends. */
  parse: (frame: unknown) => E[] | undefined;
  onEvents: (events: E[]) => void;
  /** The topics an event steps and their numbers; a `snapshot` sets the number without taking a step. */
  sequence?: (event: E) => readonly { topic: string; seq: number; snapshot: boolean }[];
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  heartbeatMs?: number;
  /** The keep-alive message (default the trading service's text PING; the perps gateway wants a JSON ping op). */
  heartbeat?: unknown;
  /** No message (a PONG included) for this long: the socket is dead even if it looks open. */
  staleMs?: number;
  backoff?: { baseMs: number; capMs: number };
  /** Failed attempts in a row after which the status reads offline (the manager still retries). */
  offlineAfter?: number;
};

/** Closes the service means as final (reference: 4001 bad credentials, 4003 too many assets): no retry. */
const FINAL_CLOSES = new Set([4001, 4003]);
const OPEN = 1;

export type LiveSocket = {
  /** Follow a topic until the returned function is called (topics are counted, so two views can share one). */
  follow(topic: string): () => void;
  status(): LiveStatus;
  onStatus(listener: () => void): () => void;
  close(): void;
};

export function createLiveSocket<E>(o: LiveSocketOptions<E>): LiveSocket {
  const heartbeatMs = o.heartbeatMs ?? 10_000;
  const staleMs = o.staleMs ?? 30_000;
  const { baseMs, capMs } = o.backoff ?? { baseMs: 500, capMs: 15_000 };
  const offlineAfter = o.offlineAfter ?? 4;
  const random = o.random ?? Math.random;
  const create = o.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);

  const counts = new Map<string, number>();
  const sent = new Set<string>(); // the topics the open socket is subscribed to
  const lastSeq = new Map<string, number>();
  const listeners = new Set<() => void>();
  let status: LiveStatus = 'idle';
  let socket: SocketLike | undefined;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let beat: ReturnType<typeof setInterval> | undefined;
  let lastHeard = 0;
  let stopped = false;
  let changing = false;

  const setStatus = (s: LiveStatus) => {
    if (s === status) return;
    status = s;
    for (const l of listeners) l();
  };
  const topics = () => [...counts.keys()];
  const send = (msg: unknown) => socket?.readyState === OPEN && socket.send(typeof msg === 'string' ? msg : JSON.stringify(msg));

  function connect() {
    retry = undefined;
    if (stopped || counts.size === 0) return;
    setStatus(failures === 0 ? 'connecting' : failures >= offlineAfter ? 'offline' : 'reconnecting');
    const s = create(o.url);
    socket = s;
    s.onopen = () => {
      // left while connecting (nothing followed, or a newer socket took over): close now that closing is quiet
      if (socket !== s || stopped || counts.size === 0) return s.close(1000, 'nothing followed');
      const now = topics();
      sent.clear();
      for (const t of now) sent.add(t);
      lastSeq.clear();
      // a signed subscription is made asynchronously (WebCrypto); a plain one goes out at once
      const first = o.initial(now);
      if (first instanceof Promise) void first.then(send, () => s.close(4000, 'no subscription'));
      else send(first);
      lastHeard = Date.now();
      beat = setInterval(() => {
        if (Date.now() - lastHeard > staleMs) s.close(4000, 'no answer to PING');
        else send(o.heartbeat ?? WS_PING);
      }, heartbeatMs);
      failures = 0;
      setStatus('live');
    };
    s.onmessage = (ev) => {
      lastHeard = Date.now();
      if (typeof ev.data !== 'string' || ev.data === WS_PONG) return;
      let frame: unknown;
      try {
        frame = JSON.parse(ev.data);
      } catch {
        return; // a text answer such as INVALID OPERATION: nothing to show
      }
      const events = o.parse(frame);
      if (events?.length) o.onEvents(events.filter(inSequence));
    };
    s.onerror = () => undefined; // a close event follows and says what to do
    s.onclose = (ev) => {
      clearInterval(beat);
      if (socket !== s) return;
      socket = undefined;
      sent.clear();
      if (stopped || counts.size === 0) return setStatus('idle');
      if (FINAL_CLOSES.has(ev.code)) return setStatus('offline');
      failures += 1;
      setStatus(failures >= offlineAfter ? 'offline' : 'reconnecting');
      // full jitter: anywhere between now and the capped exponential step, so clients spread out
      retry = setTimeout(connect, random() * Math.min(capMs, baseMs * 2 ** failures));
    };
  }

  /** Passes an event on unless it shows a gap in a followed topic, which then takes a fresh snapshot. */
  function inSequence(event: E): boolean {
    const gaps: string[] = [];
    for (const s of o.sequence?.(event) ?? []) {
      if (!counts.has(s.topic)) continue;
      const last = lastSeq.get(s.topic);
      if (s.snapshot || last === undefined || s.seq === last + 1) lastSeq.set(s.topic, s.seq);
      else gaps.push(s.topic);
    }
    if (!gaps.length) return true;
    for (const t of gaps) lastSeq.delete(t);
    if (o.update) {
      send(o.update('unsubscribe', gaps));
      send(o.update('subscribe', gaps));
    } else socket?.close(4000, 'gap');
    return false;
  }

  function sync() {
    if (counts.size === 0) {
      clearTimeout(retry);
      retry = undefined;
      // a socket still connecting closes itself once open (onopen): closing it now makes the browser log an error
      if (socket?.readyState === OPEN) socket.close(1000, 'nothing followed');
      socket = undefined;
      failures = 0;
      return setStatus('idle');
    }
    if (!socket) {
      if (!retry) connect();
      return;
    }
    if (socket.readyState !== OPEN) return; // the initial message will carry every topic
    // a page following its rows one by one sends one change for all of them
    if (!changing) {
      changing = true;
      queueMicrotask(sendChanges);
    }
  }

  function sendChanges() {
    changing = false;
    if (socket?.readyState !== OPEN) return;
    const now = topics();
    const added = now.filter((t) => !sent.has(t));
    const removed = [...sent].filter((t) => !counts.has(t));
    if (!added.length && !removed.length) return;
    if (!o.update) return socket.close(4000, 'topics changed');
    if (added.length) send(o.update('subscribe', added));
    if (removed.length) send(o.update('unsubscribe', removed));
    for (const t of added) sent.add(t);
    for (const t of removed) sent.delete(t);
  }

  return {
    follow(topic) {
      counts.set(topic, (counts.get(topic) ?? 0) + 1);
      sync();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        const n = (counts.get(topic) ?? 1) - 1;
        if (n > 0) counts.set(topic, n);
        else counts.delete(topic);
        sync();
      };
    },
    status: () => status,
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      stopped = true;
      clearTimeout(retry);
      if (socket?.readyState === OPEN) socket.close(1000, 'closed');
      socket = undefined;
      setStatus('idle');
    },
  };
}

/** The channel's ws(s) URL from the service's base URL ('/clob' on this page, or an absolute one). */
export function socketUrl(baseUrl: string, path: string, here: string): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`, here);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
