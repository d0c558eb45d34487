/**
 * Tests only: hands every successful (2xx) JSON answer to `record` with its route ("POST /api/v2/kundli"), so the
 * OpenAPI
 * document's response examples are real responses of the suite (scripts/record-examples.ts), not written by hand.
 * It runs on the bytes sent, after serialization, so computed and plain routes are recorded alike.
 */
import type { FastifyInstance } from 'fastify';

export type RecordResponse = (route: string, body: string) => void;

export function registerExampleRecorder(app: FastifyInstance, record: RecordResponse): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (
      reply.statusCode >= 200 &&
      reply.statusCode < 300 &&
      typeof payload === 'string' &&
      type.startsWith('application/json') &&
      !request.is404
    ) {
      record(`${request.method} ${request.routeOptions.url ?? request.url}`, payload);
    }
    return payload;
  });
}
