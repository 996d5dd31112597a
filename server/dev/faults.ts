// Test mode only: per-route fault injection (latency, error status, dropped connection), set
// through POST /_test/faults and kept in the database. Installed at the root, after CORS, so
// an injected error still carries CORS headers and the browser sees the status.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

interface FaultRow {
  status: number | null;
  latency_ms: number;
  drop_connection: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function installFaultInjection(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/_test/')) return; // The controls themselves never fail.
    // Claim the newest matching fault and count it down in one statement.
    const [fault] = await ctx.db.query<FaultRow>(
      `UPDATE test_faults SET remaining = CASE WHEN remaining IS NULL THEN NULL ELSE remaining - 1 END
       WHERE id = (
         SELECT id FROM test_faults
         WHERE (method = $1 OR method = '*') AND left($2, length(path_pattern)) = path_pattern
           AND (remaining IS NULL OR remaining > 0)
         ORDER BY id DESC LIMIT 1)
       RETURNING status, latency_ms, drop_connection`,
      [request.method, path],
    );
    if (!fault) return;
    if (fault.latency_ms > 0) await sleep(fault.latency_ms);
    if (fault.drop_connection) {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (fault.status) {
      const message = `Injected fault (status ${fault.status})`;
      const body = path.startsWith('/user_management/')
        ? { error: 'injected_fault', error_description: message }
        : { message, code: 'injected_fault', details: null };
      return reply.status(fault.status).send(body);
    }
  });
}
