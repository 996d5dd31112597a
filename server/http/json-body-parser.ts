// The widget clients send `Content-Type: application/json` on every call, DELETEs and
// generate-link included, usually without a body. Fastify's default parser refuses an empty
// JSON body, so the widgets scope parses JSON itself and treats an empty body as no body.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

export function installLenientJsonParser(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'Request body is not valid JSON', 'invalid_json'), undefined);
    }
  });
}
