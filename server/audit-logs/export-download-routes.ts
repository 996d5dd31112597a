// The download of an audit-log export: no secret key, but a URL signed for 10 minutes by
// `getExport` (audit-log-exports.ts). The CSV streams from the database as it is sent.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, notFound } from '../http/errors';
import { checkExportUrl, exportCsv, type ExportRow } from './audit-log-exports';
import { serverSecret } from './server-secret';

export async function exportDownloadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { file: string }; Querystring: { expires?: string; signature?: string } }>(
    '/audit_log_exports/:file',
    {
      schema: {
        params: {
          type: 'object',
          required: ['file'],
          properties: {
            file: { type: 'string', pattern: '^audit_log_export_[A-Z0-9]{26}\\.csv$' },
          },
        },
        querystring: {
          type: 'object',
          properties: {
            expires: { type: 'string', maxLength: 12 },
            signature: { type: 'string', maxLength: 64 },
          },
        },
      },
    },
    async (request, reply) => {
      const id = request.params.file.replace(/\.csv$/, '');
      const check = checkExportUrl(
        await serverSecret(ctx.db, 'audit_log_hash'),
        id,
        request.query.expires,
        request.query.signature,
      );
      if (check === 'expired')
        throw new HttpError(403, 'This export link has expired; fetch the export again', 'expired');
      if (check !== 'ok') throw new HttpError(403, 'Invalid export link', 'forbidden');
      const [row] = await ctx.db.query<ExportRow>(
        "SELECT * FROM audit_log_exports WHERE id = $1 AND state = 'ready'",
        [id],
      );
      if (!row) throw notFound('Audit log export not found');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${id}.csv"`)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(exportCsv(ctx.db, row));
    },
  );
}
