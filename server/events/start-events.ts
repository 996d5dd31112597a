// Starts what runs beside the requests: the delivery engine (webhooks and audit-log streams)
// and the hourly retention sweep.
import { streamRetryDelays, streamTarget } from '../audit-logs/stream-target';
import { STREAM_TARGET } from '../audit-logs/log-streams';
import type { AppContext } from '../context';
import {
  productionRetryDelays,
  startDeliveryEngine,
  testRetryDelays,
  type DeliveryEngine,
} from './delivery-engine';
import { sweepEvents } from './event-retention';
import { webhookTarget } from './webhook-target';

export function startEventServices(ctx: AppContext): {
  engine: DeliveryEngine;
  stop(): Promise<void>;
} {
  const test = ctx.config.mode === 'test';
  const engine = startDeliveryEngine(ctx.db, {
    targets: {
      webhook: webhookTarget,
      [STREAM_TARGET]: streamTarget(test ? testRetryDelays : streamRetryDelays),
    },
    retryDelaysSeconds: test ? testRetryDelays : productionRetryDelays,
    pollMs: test ? 200 : 1000,
    timeoutMs: ctx.config.webhookTimeoutMs,
    allowLoopback: ctx.config.mode !== 'production',
  });
  const sweep = () =>
    sweepEvents(ctx.db).catch((error: unknown) =>
      console.error('Event retention sweep:', (error as Error).message),
    );
  const sweeper = setInterval(() => void sweep(), 3_600_000);
  sweeper.unref();
  return {
    engine,
    stop: async () => {
      clearInterval(sweeper);
      await engine.stop();
    },
  };
}
