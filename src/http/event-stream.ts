/**
 * An answer sent as server-sent events (text/event-stream): `part` events as the answer's parts are ready, then
 * one `answer` event holding the whole response, exactly what the route answers as JSON without `stream`. Parts the
 * producer did not send as they came (a declined question, an answer composed without a model, the oracle's
 * computed answer put before a model's that stopped part way) are sent before the `answer` event, so a client that
 * reads only `part` events still reads every part; the `answer` event has them in the answer's order.
 *
 * The reply is taken over from Fastify (take-over.ts) once the request is known to be valid and its inputs are
 * computed, so an invalid request is still a JSON 4xx.
 */
import type { FastifyReply } from 'fastify';
import { EngineError } from '../engine/errors.ts';
import { ServiceError } from '../services/errors.ts';
import { codedAnswer } from './plugins/errors.ts';
import { takeOver } from './take-over.ts';

export interface StreamedAnswer {
  parts: readonly unknown[];
}

/** One event in the text/event-stream framing: its name, and its data as one line of JSON. */
export const eventText = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export async function sendEvents<T extends StreamedAnswer>(
  reply: FastifyReply,
  produce: (onPart: (part: unknown) => void) => Promise<T>,
): Promise<void> {
  const out = takeOver(reply, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
  const write = (event: string, data: unknown) => void out.write(eventText(event, data));
  const sent = new Set<unknown>();
  try {
    const answer = await produce((part) => {
      sent.add(part);
      write('part', part);
    });
    for (const part of answer.parts) if (!sent.has(part)) write('part', part);
    write('answer', answer);
  } catch (e) {
    // The status line is already sent: what went wrong is the last event, with the status and body it would have had.
    const coded = e instanceof EngineError || e instanceof ServiceError ? codedAnswer(e, reply.request.method) : null;
    if (coded === null) reply.log.error({ err: e, reqId: reply.request.id }, 'internal error');
    write(
      'error',
      coded === null
        ? { status: 500, detail: `Internal server error (request ${reply.request.id})` }
        : { status: coded.status, ...coded.body },
    );
  }
  out.end();
}
