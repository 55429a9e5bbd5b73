import type { WebSocket } from 'ws';
import { WS_CLOSE } from '../../../src/api/trading/ws-messages';
import type { WsError } from '../../../src/api/trading/ws-events';
import type { SocketLimits } from './limits';

/*
 * One connected socket: its clocks, and the only way anything is written to it. A send checks the
 * bytes still queued for the socket first (ws.bufferedAmount: ws's own queue plus the socket's),
 * which is the connection's bounded queue: past the bound the client is closed as a slow consumer,
 * so a reader that stopped reading costs at most that much memory and nothing else waits on it.
 */

export type Close = { code: number; reason: string };

/** Sockets the peer does not close after ours get cut (ws would wait 30 s for the close handshake). */
const CLOSE_GRACE_MS = 2_000;

export class SocketClient {
  readonly openedAt = performance.now();
  lastSeen = this.openedAt;
  subscribed = false;
  closed = false;

  constructor(
    readonly ws: WebSocket,
    readonly address: string,
    private readonly limits: SocketLimits,
  ) {}

  /** Writes a text frame (a string, or its UTF-8 bytes) unless the socket is closing or too far behind (then it is closed). */
  send(text: string | Buffer): void {
    if (this.closed) return;
    if (this.ws.bufferedAmount > this.limits.maxBufferedBytes) return this.close(WS_CLOSE.slowConsumer);
    this.ws.send(text, { binary: false });
  }

  /** The local service's error frame: the message was refused, the socket stays open. */
  error(message: string): void {
    const body: WsError = { event_type: 'error', message };
    this.send(JSON.stringify(body));
  }

  close(why: Close, detail?: string): void {
    if (this.closed) return;
    this.closed = true;
    // a close reason is at most 123 bytes on the wire
    const reason = (detail ? `${why.reason}: ${detail}` : why.reason).slice(0, 120);
    this.ws.close(why.code, reason);
    setTimeout(() => this.ws.terminate(), CLOSE_GRACE_MS).unref();
  }

  /** The reason to close it now, if its clocks ran out: never subscribed, or silent for too long. */
  expired(now: number): Close | undefined {
    if (!this.subscribed && now - this.openedAt > this.limits.subscribeTimeoutMs) return WS_CLOSE.noSubscription;
    if (this.subscribed && now - this.lastSeen > this.limits.idleTimeoutMs) return WS_CLOSE.heartbeat;
    return undefined;
  }
}
