import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { WS_CLOSE, WS_PATHS, WS_PING, WS_PONG } from '../../../src/api/trading/ws-messages';
import type { TradingLive } from '../events/live';
import { marketChannel, type ChannelHandler } from './channel-market';
import { userChannel } from './channel-user';
import { SocketClient } from './client';
import { createFanOut, type FanOut } from './fan-out';
import { socketLimits, type SocketLimits, type SocketOptions } from './limits';

/*
 * The trading service's WebSocket channels on the service's one port: `ws` in noServer mode takes
 * the HTTP server's upgrade requests for /clob/ws/market and /clob/ws/user (any other path but the
 * perps gateway's gets a 404 and no socket). The Hono app knows nothing of sockets; whoever listens (main.ts, a test on
 * port 0) calls attachTradingSockets with the trading app's live side. A fault in one message
 * closes that socket (1011) and never reaches the process.
 */

export type TradingSockets = {
  /** Closes every socket (1001) and stops taking upgrades; the HTTP server is left to its owner. */
  close(): void;
  /** Open sockets now. */
  count(): number;
};

type Channel = (client: SocketClient, deps: { live: TradingLive; fanOut: FanOut; limits: SocketLimits }) => ChannelHandler;

const CHANNELS = new Map<string, Channel>([
  [WS_PATHS.market, marketChannel],
  [WS_PATHS.user, userChannel],
]);

const textOf = (data: RawData) => (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer)).toString('utf8');

/** PING and PONG are text frames; JSON is everything else. */
function onText(client: SocketClient, handler: ChannelHandler, text: string) {
  if (text.trim().toUpperCase() === WS_PING) {
    // the public service closed a socket that PINGed before subscribing
    if (!client.subscribed) return client.close(WS_CLOSE.invalidSubscription, 'subscribe before PING');
    return client.send(WS_PONG);
  }
  let msg: unknown;
  try {
    msg = JSON.parse(text);
  } catch {
    if (!client.subscribed) return client.close(WS_CLOSE.invalidSubscription, 'malformed JSON');
    return client.error('malformed JSON');
  }
  handler.message(msg);
}

export function attachTradingSockets(server: Server, live: TradingLive, options: SocketOptions = {}): TradingSockets {
  const limits = socketLimits(options);
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxPayloadBytes, perMessageDeflate: false, clientTracking: false });
  const fanOut = createFanOut(live, { flushMs: limits.flushMs, minShare: limits.minFanOutShare, conflateAfterMs: limits.conflateAfterMs });
  const clients = new Set<SocketClient>();
  const perAddress = new Map<string, number>();

  function connected(ws: WebSocket, req: IncomingMessage, channel: Channel) {
    const address = req.socket.remoteAddress ?? '';
    const client = new SocketClient(ws, address, limits);
    const open = (perAddress.get(address) ?? 0) + 1;
    perAddress.set(address, open);
    clients.add(client);
    const handler = channel(client, { live, fanOut, limits });
    // a reset connection: 'close' follows, which is where it is forgotten
    ws.on('error', () => undefined);
    ws.on('close', () => {
      client.closed = true;
      clients.delete(client);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
      handler.closed();
    });
    if (open > limits.maxConnectionsPerAddress)
      return client.close(WS_CLOSE.tooManyConnections, `at most ${limits.maxConnectionsPerAddress}`);
    ws.on('message', (data) => {
      client.lastSeen = performance.now();
      if (client.closed) return;
      try {
        onText(client, handler, textOf(data));
      } catch (err) {
        console.error('trading socket:', err);
        client.close(WS_CLOSE.internal);
      }
    });
  }

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0]!;
    // the perps gateway's socket shares the port and answers its own upgrades
    if (path.startsWith('/perps/')) return;
    const channel = CHANNELS.get(path);
    if (!channel) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => connected(ws, req, channel));
  };
  server.on('upgrade', onUpgrade);

  // one sweep for every socket's clocks rather than a timer each
  const sweepMs = Math.min(1_000, Math.max(25, Math.min(limits.subscribeTimeoutMs, limits.idleTimeoutMs) / 4));
  const sweeper = setInterval(() => {
    const now = performance.now();
    for (const client of clients) {
      const why = client.expired(now);
      if (why) client.close(why);
    }
  }, sweepMs);
  sweeper.unref();

  return {
    close() {
      clearInterval(sweeper);
      server.off('upgrade', onUpgrade);
      fanOut.close();
      for (const client of clients) client.close(WS_CLOSE.shutdown);
      wss.close();
    },
    count: () => clients.size,
  };
}
