import { serve } from '@hono/node-server';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { openDb } from '../server/db/connection';
import { createTradingApp } from '../server/trading/trading-app';
import { attachTradingSockets } from '../server/trading/ws/attach';
import { sleep } from './open-loop';

/*
 * The memory an idle subscribed connection costs the service, measured where it can be measured
 * exactly: the trading service and its channels in this process (an empty database: an idle
 * socket's cost does not depend on the books), the sockets' clients on a worker thread (a heap of
 * their own), and the main thread's JS heap plus the C++ memory it holds, each after a full GC,
 * before and after the sockets subscribe. The real service's RSS moves with its garbage collector
 * by more than 1,000 sockets weigh, so it cannot tell this.
 */

export type MemoryResult = { sockets: number; heapBeforeMiB: number; heapAfterMiB: number; perConnectionKiB: number };

type Receiver = { ask: <T>(msg: unknown, answer: string) => Promise<T> };

/** A full collection, twice (the second takes what the first's finalizers freed). */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  return () => {
    gc();
    gc();
  };
}

const held = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};

export async function measureIdleMemory(receiver: Receiver, sockets: number, assets: string[]): Promise<MemoryResult> {
  const gc = collector();
  const trading = createTradingApp(openDb(':memory:'));
  const server = serve({ fetch: trading.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  if (!server.listening) await once(server, 'listening');
  const channels = attachTradingSockets(server, trading.live, { maxConnectionsPerAddress: Infinity });
  try {
    await sleep(500);
    gc();
    const before = held();
    const base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await receiver.ask({ type: 'open', base, count: sockets, assets }, 'opened');
    await sleep(1_000);
    gc();
    const after = held();
    await receiver.ask({ type: 'close' }, 'closed');
    return {
      sockets,
      heapBeforeMiB: before / 2 ** 20,
      heapAfterMiB: after / 2 ** 20,
      perConnectionKiB: (after - before) / 1024 / sockets,
    };
  } finally {
    channels.close();
    trading.live.stop();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
}
