import type { MatchingEngine } from '../engine/matching-engine';
import type { PerpsOrder } from '../engine/types';
import type { OrderStore } from './order-store';

/*
 * Finding an order wherever it is: the engine holds live orders and recently ended ones; the order
 * store holds every trader's order as of its last change. A live order is always the engine's own
 * object (a caller may act on it); an older ended one comes from the store, to be read only.
 */

export type OrderLookup = ReturnType<typeof orderLookup>;

export function orderLookup(engine: () => MatchingEngine, store: OrderStore) {
  return {
    find: (oid: number): PerpsOrder | undefined => engine().orders.get(oid) ?? store.byId(oid),
    /** The newest order of an account under a client id: an id may be reused once its order ended. */
    byCoid(account: string, coid: string): PerpsOrder | undefined {
      let found: PerpsOrder | undefined;
      for (const o of engine().liveOf(account)) if (o.coid === coid && (!found || o.oid > found.oid)) found = o;
      const stored = store.byCoid(account, coid);
      if (!stored || (found && found.oid >= stored.oid)) return found;
      return engine().orders.get(stored.oid) ?? stored;
    },
    /** Every order of an account, newest first. */
    history: (account: string): PerpsOrder[] => store.ofAccount(account).map((o) => engine().orders.get(o.oid) ?? o),
  };
}
