// The mail outbox pages (development and test only): recent mails as HTML and as JSON.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { html } from '../http/html';
import { pageHeaders, pageLayout } from '../identity/pages/page-layout';

interface MailRow {
  to_email: string;
  subject: string;
  body: string;
  kind: string;
  created_at: Date;
}

export async function mailRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const recent = (to: string | undefined, limit: number) =>
    to
      ? ctx.db.query<MailRow>(
          'SELECT * FROM mail_outbox WHERE lower(to_email) = lower($1) ORDER BY created_at DESC, id DESC LIMIT $2',
          [to, limit],
        )
      : ctx.db.query<MailRow>(
          'SELECT * FROM mail_outbox ORDER BY created_at DESC, id DESC LIMIT $1',
          [limit],
        );

  const query = {
    type: 'object',
    additionalProperties: false,
    properties: { to: { type: 'string', maxLength: 320 } },
  };

  app.get<{ Querystring: { to?: string } }>(
    '/_dev/mail.json',
    { schema: { querystring: query } },
    async (request) => {
      const rows = await recent(request.query.to, 200);
      return {
        data: rows.map((row) => ({
          to: row.to_email,
          subject: row.subject,
          body: row.body,
          kind: row.kind,
          createdAt: new Date(row.created_at).toISOString(),
        })),
      };
    },
  );

  app.get<{ Querystring: { to?: string } }>(
    '/_dev/mail',
    { schema: { querystring: query } },
    async (request, reply) => {
      const rows = await recent(request.query.to, 100);
      const items = rows.map(
        (row) =>
          html`<li class="field">
            <strong>${row.subject}</strong>
            <span class="hint"
              >To ${row.to_email} · ${row.kind} ·
              <time datetime="${new Date(row.created_at).toISOString()}"
                >${new Date(row.created_at).toLocaleString('en-US', { timeZone: 'UTC' })} UTC</time
              ></span
            >
            <pre class="pre">${row.body}</pre>
          </li>`,
      );
      const page = pageLayout(
        'Mail outbox',
        html`<h1 id="page-title">Mail outbox</h1>
          <p class="lead">
            The latest ${rows.length} messages sent by this
            server${request.query.to ? html` to ${request.query.to}` : ''}. Development only.
          </p>
          ${
            rows.length
              ? html`<ul class="plain-list">
                  ${items}
                </ul>`
              : html`<p>No mail yet.</p>`
          }`,
        { wide: true },
      );
      return reply.headers(pageHeaders).send(page);
    },
  );
}
