// Wakes this process's delivery engine after a request that queued a delivery (or made one due),
// once the answer is out, so what it queued is committed. Requests that queued nothing leave the
// engine to its poll: waking after every successful write added a refill and a claim statement
// to each one (issue #36), about one in four statements of the load mix on one connection.
//
// The sites that queue (webhook deliveries, audit-log stream batches, a resend) call
// markDeliveryQueued() wherever they run; a request's mark lives in its async context.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface RequestDeliveries {
  queued: boolean;
}

const current = new AsyncLocalStorage<RequestDeliveries>();
const ofRequest = new WeakMap<FastifyRequest, RequestDeliveries>();

/** Says the current request queued a delivery (outside a request it does nothing: the poll finds it). */
export function markDeliveryQueued(): void {
  const deliveries = current.getStore();
  if (deliveries) deliveries.queued = true;
}

/** Calls `wake` after each successful answer whose request queued a delivery. */
export function wakeAfterQueuedDeliveries(app: FastifyInstance, wake: () => void): void {
  // preHandler (after the body is parsed): the route's handler runs inside `done`, so inside the
  // request's context.
  app.addHook('preHandler', (request, _reply, done) => {
    const deliveries: RequestDeliveries = { queued: false };
    ofRequest.set(request, deliveries);
    current.run(deliveries, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 400 && ofRequest.get(request)?.queued) wake();
  });
}
