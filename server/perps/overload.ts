import type { MiddlewareHandler } from 'hono';
import { PerpsError, type PerpsContext } from './context';

/*
 * Overload (the spec's recovery rules): a request shed before dispatch is a 503
 * service_unavailable with a whole-second Retry-After, and was not executed. Order creation is the
 * exception: it never answers 503 (a blind retry of a create could duplicate an order), so a shed
 * create is a 500 internal_error, which the client reconciles by its client order id.
 */

const RETRY_AFTER_SECONDS = 1;

export function loadShedding(overloaded: (inFlight: number) => boolean): MiddlewareHandler {
  let inFlight = 0;
  return async (c, next) => {
    if (overloaded(inFlight + 1)) {
      const create = c.req.method === 'POST' && c.req.path.endsWith('/v1/trade/orders');
      throw create ? new PerpsError(500, 'internal_error') : new PerpsError(503, 'service_unavailable', RETRY_AFTER_SECONDS);
    }
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
    }
  };
}

/**
 * An engine that did not answer in time (the sandbox's `engineTimeout` knob), checked once the
 * signature verified and before it is spent or anything is sequenced: a create is a 500 (its
 * outcome is the client's to reconcile by client order id), every other write a 503 with
 * Retry-After that applied nothing, so the exact signed payload can be sent again.
 */
export function checkEngine(ctx: PerpsContext, opType: string): void {
  if (!ctx.engineTimedOut(opType)) return;
  throw opType === 'createOrders' ? new PerpsError(500, 'internal_error') : new PerpsError(503, 'service_unavailable', RETRY_AFTER_SECONDS);
}
