// Routes of the admin portal's log streams page (intent `log_streams`): save the organization's
// stream, send a test event, enable or disable it, delete it. Every form post checks the portal
// session's CSRF token; the stream is always the session's organization's.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import {
  deleteStream,
  findStream,
  saveStream,
  setStreamEnabled,
  type StreamType,
} from '../audit-logs/log-streams';
import { HEADER_ROWS, readStreamForm, type StreamForm } from '../audit-logs/log-stream-input';
import { sampleEvent, streamRequest } from '../audit-logs/log-stream-payloads';
import { sendRequest } from '../events/send-request';
import type { PortalSession } from '../domain/portal-links';
import { checkCsrf, formSchema, requirePortalSession } from './portal-guard';
import { logStreamsPage, renderLogStreamsPage, type LogStreamsPageState } from './log-streams-page';

const formFields = [
  'type',
  'https_url',
  'format',
  ...Array.from({ length: HEADER_ROWS }, (_, index) => [
    `header${index + 1}_name`,
    `header${index + 1}_value`,
  ]).flat(),
  'dd_region',
  'dd_api_key',
  'dd_intake_url',
  'splunk_url',
  'splunk_token',
];

/** What a form post shows again after an error: everything but the secrets. */
const shownAgain = (form: StreamForm) =>
  Object.fromEntries(
    Object.entries(form).filter(
      ([name, value]) =>
        value !== undefined && name !== 'csrf' && !/(_value|_key|_token)$/.test(name),
    ),
  ) as Record<string, string>;

export async function logStreamsPortalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const production = ctx.config.mode === 'production';
  const session = (request: Parameters<typeof requirePortalSession>[1]) =>
    requirePortalSession(ctx, request, 'log_streams');
  const render = async (
    reply: FastifyReply,
    portal: PortalSession,
    state: LogStreamsPageState = {},
    status = 200,
  ) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(
        renderLogStreamsPage(
          portal,
          await findStream(ctx.db, portal.organizationId),
          state,
          production,
        ),
      );

  app.get<{ Querystring: { notice?: string } }>(
    logStreamsPage,
    {
      schema: {
        querystring: { type: 'object', properties: { notice: { type: 'string', maxLength: 40 } } },
      },
    },
    async (request, reply) => render(reply, await session(request), request.query),
  );

  app.post<{ Body: StreamForm }>(
    logStreamsPage,
    { schema: { body: formSchema(formFields) } },
    async (request, reply) => {
      const portal = await session(request);
      checkCsrf(portal, request.body);
      const form = request.body ?? {};
      const saved = await findStream(ctx.db, portal.organizationId);
      const input = readStreamForm(form, saved?.config, production);
      if ('errors' in input) {
        const type = (form.type ?? 'GenericHttps') as StreamType;
        return render(
          reply,
          portal,
          { form: { type, values: shownAgain(form), errors: input.errors } },
          400,
        );
      }
      await ctx.db.transaction((tx) => saveStream(tx, portal.organizationId, input.config));
      return reply.redirect(`${logStreamsPage}?notice=saved`, 303);
    },
  );

  app.post(
    `${logStreamsPage}/test`,
    { schema: { body: formSchema([]) } },
    async (request, reply) => {
      const portal = await session(request);
      checkCsrf(portal, request.body);
      const stream = await findStream(ctx.db, portal.organizationId);
      if (!stream) return reply.redirect(`${logStreamsPage}?notice=no-stream`, 303);
      const outgoing = streamRequest(stream.config, [sampleEvent()], portal.organizationName);
      const result = await sendRequest({
        ...outgoing,
        timeoutMs: ctx.config.webhookTimeoutMs,
        allowLoopback: !production,
      });
      const status = result.statusCode;
      const ok = status !== undefined && status >= 200 && status < 300;
      const text = ok
        ? `Test event delivered: the destination answered ${status}.`
        : status === 401 || status === 403
          ? `The destination refused the credentials (${status}). Check them and save again.`
          : status !== undefined
            ? `The destination answered ${status}.`
            : `The test event could not be sent: ${result.error ?? 'no answer'}.`;
      return render(reply, portal, { test: { ok, text } });
    },
  );

  app.post<{ Body: { enabled?: string } }>(
    `${logStreamsPage}/state`,
    { schema: { body: formSchema(['enabled']) } },
    async (request, reply) => {
      const portal = await session(request);
      checkCsrf(portal, request.body);
      const enabled = request.body?.enabled === 'true';
      if (!(await findStream(ctx.db, portal.organizationId)))
        return reply.redirect(`${logStreamsPage}?notice=no-stream`, 303);
      await ctx.db.transaction((tx) => setStreamEnabled(tx, portal.organizationId, enabled));
      return reply.redirect(`${logStreamsPage}?notice=${enabled ? 'enabled' : 'disabled'}`, 303);
    },
  );

  app.post(
    `${logStreamsPage}/delete`,
    { schema: { body: formSchema([]) } },
    async (request, reply) => {
      const portal = await session(request);
      checkCsrf(portal, request.body);
      const deleted = await ctx.db.transaction((tx) => deleteStream(tx, portal.organizationId));
      return reply.redirect(`${logStreamsPage}?notice=${deleted ? 'deleted' : 'no-stream'}`, 303);
    },
  );
}
