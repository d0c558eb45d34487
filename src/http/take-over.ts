/**
 * Taking a reply over from Fastify to write it as it is computed (server-sent events, NDJSON, CSV): the status and
 * headers go out at once, with those already set for this reply (CORS, security, rate limit) kept; the body is not
 * compressed, since a compressor would hold the first rows back until its buffer fills. Writes wait for the client
 * to take what was sent (backpressure), and stop when it goes away.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

export interface TakenOver {
  raw: ServerResponse;
  /** Writes text; resolves false once the client has gone (stop computing), after waiting for it to drain. */
  write(text: string): Promise<boolean>;
  /** True once the client has gone. */
  gone(): boolean;
  end(): void;
}

/** Waits for the client to take what was written, or to go away; leaves no listener behind either way. */
function drainedOrClosed(raw: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      raw.off('drain', done);
      raw.off('close', done);
      resolve();
    };
    raw.on('drain', done);
    raw.on('close', done);
  });
}

export function takeOver(reply: FastifyReply, headers: OutgoingHttpHeaders): TakenOver {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) kept[name] = value;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...kept,
    ...headers,
    // Proxies such as nginx buffer a response unless told not to; the rows would then arrive all at once.
    'x-accel-buffering': 'no',
  });
  // Node holds the status line and headers back until the first write; the client should know at once.
  raw.flushHeaders();
  let closed = false;
  raw.once('close', () => {
    closed = true;
  });
  const gone = () => closed || raw.destroyed;
  return {
    raw,
    gone,
    async write(text: string) {
      if (gone()) return false;
      if (!raw.write(text)) await drainedOrClosed(raw);
      return !gone();
    },
    end() {
      if (!gone()) raw.end();
    },
  };
}
