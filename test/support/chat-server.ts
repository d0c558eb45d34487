/**
 * A loopback HTTP server speaking the OpenAI chat-completions protocol (POST /v1/chat/completions), for the
 * astrologer's tests: it records every request (headers and body), and answers, fails (HTTP 500) or stalls
 * (never answers) as the test sets `mode`. A request with `stream: true` is answered as the API streams: server-sent
 * `chat.completion.chunk` events of a few characters each, then `[DONE]`; in mode `cut` the connection is dropped
 * after the reply's first sentence.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    max_tokens?: number;
    temperature?: number;
    stream?: boolean;
  };
}

/**
 * What the fake model answers unless a test sets otherwise: one chart statement that the facts of the tests' Lucknow
 * birth (1990-11-20 16:00) hold, citing them, and one sentence of phrasing.
 */
export const DEFAULT_REPLY = 'Venus is in Scorpio in the 8th house [F7]. Marriage is supported in its periods.';

export interface ChatServer {
  baseUrl: string;
  /**
   * answer; fail (HTTP 500); stall (never answers); broken (200 with a body that is not JSON); cut (a streamed reply
   * dropped after its first sentence).
   */
  mode: 'answer' | 'fail' | 'stall' | 'broken' | 'cut';
  /** The text the model answers with. */
  reply: string;
  requests: RecordedRequest[];
  /** Requests the caller dropped before an answer was sent (a stalled one aborted upstream). */
  aborted: number;
  close(): Promise<void>;
}

/** Characters per streamed chunk: small, so sentences and fact ids are cut across chunks. */
const CHUNK_CHARS = 5;

function streamReply(res: import('node:http').ServerResponse, reply: string, cut: boolean): void {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const upTo = cut ? reply.indexOf('. ') + 4 : reply.length; // cut inside the second sentence
  for (let i = 0; i < upTo; i += CHUNK_CHARS) {
    const chunk = {
      id: 'chatcmpl-test',
      object: 'chat.completion.chunk',
      created: 0,
      model: 'test-model',
      choices: [{ index: 0, delta: { content: reply.slice(i, Math.min(i + CHUNK_CHARS, upTo)) }, finish_reason: null }],
    };
    res.write(`data: ${JSON.stringify(chunk)}\n\n`);
  }
  if (cut) {
    // A moment later, so the chunks written reach the client before the connection drops.
    setTimeout(() => res.destroy(), 50);
    return;
  }
  res.end('data: [DONE]\n\n');
}

export async function startChatServer(): Promise<ChatServer> {
  const stalled = new Set<import('node:http').ServerResponse>();
  const state: Omit<ChatServer, 'baseUrl' | 'close'> = {
    mode: 'answer',
    reply: DEFAULT_REPLY,
    requests: [],
    aborted: 0,
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      state.requests.push({
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(raw || '{}') as RecordedRequest['body'],
      });
      if (state.mode === 'stall') {
        stalled.add(res);
        res.once('close', () => {
          if (!res.writableFinished) state.aborted++;
          stalled.delete(res);
        });
        return;
      }
      if (state.mode === 'broken') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [ not json');
        return;
      }
      const last = state.requests[state.requests.length - 1]!;
      if (last.body.stream === true && (state.mode === 'answer' || state.mode === 'cut')) {
        streamReply(res, state.reply, state.mode === 'cut');
        return;
      }
      if (state.mode === 'fail') {
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'model crashed' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 0,
          model: 'test-model',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: state.reply } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign<typeof state, Pick<ChatServer, 'baseUrl' | 'close'>>(state, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: async () => {
      for (const res of stalled) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
