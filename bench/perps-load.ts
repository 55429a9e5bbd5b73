import type { Outcome } from './report';
import { measurePerpsOrders, type PerpsOrdersResult } from './perps-orders';
import { measurePerpsPasses, type PerpsPassesResult } from './perps-passes';
import { measurePerpsWs, type PerpsWsResult } from './perps-ws';

/*
 * The `perps` step of bench/run.ts (issue 31's targets): Op-signed orders over HTTP
 * (perps-orders.ts), the liquidation and funding passes over 10,000 positions in process
 * (perps-passes.ts), and the book fan-out to 1,000 sockets (perps-ws.ts). Each part is measured
 * on its own: one that fails leaves the others' numbers.
 */

export type PerpsResult = {
  orders: Outcome<PerpsOrdersResult>;
  passes: Outcome<PerpsPassesResult>;
  ws: Outcome<PerpsWsResult>;
};

async function part<T>(name: string, log: (m: string) => void, run: () => Promise<T> | T): Promise<Outcome<T>> {
  log(`perps: ${name}`);
  try {
    return { ok: true, value: await run() };
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    log(`perps ${name} failed: ${why}`);
    return { ok: false, why: `failed: ${why.split('\n')[0]}` };
  }
}

export async function measurePerps(o: { ordersS?: number; wsS?: number; log: (m: string) => void }): Promise<PerpsResult> {
  const orders = await part('Op-signed orders over HTTP', o.log, () => measurePerpsOrders({ seconds: o.ordersS, log: o.log }));
  const passes = await part('liquidation and funding passes over 10,000 positions', o.log, () => measurePerpsPasses({ log: o.log }));
  const ws = await part('book fan-out to 1,000 sockets', o.log, () => measurePerpsWs({ durationS: o.wsS, log: o.log }));
  return { orders, passes, ws };
}
