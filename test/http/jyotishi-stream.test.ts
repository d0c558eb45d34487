// The astrologer's answers as server-sent events (stream: true): each sentence of the model's reply is sent the
// moment it passes the policy and the fact check, and never before; the last event is the whole response, the same
// as without stream; a reply that stops part way keeps what was checked and says so; invalid input is still a JSON
// 422; without a model, declined or not, the events carry the composed answer.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { SentenceCutter } from '../../src/services/chat/ask-stream.ts';
import { SENTENCE_BREAK } from '../../src/engine/reports/oracle/decide.ts';
import { startChatServer, type ChatServer } from '../support/chat-server.ts';
import { expectCors, testService } from '../support/service.ts';

const LUCKNOW = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const CHECKED = 'Venus is in Scorpio in the 8th house [F7].';
const PHRASING = 'Marriage is supported in its periods.';
const INVENTED = 'Jupiter is in Leo in the 5th house [F99].';

let chat: ChatServer;
let service: Service;
let plain: Service;
beforeAll(async () => {
  chat = await startChatServer();
  const llm = { baseUrl: chat.baseUrl, apiKey: 'k', model: 'test-model', timeoutMs: 2000, maxRetries: 0 };
  service = await testService({ rateLimitHeavyKeyless: 1000, llm: { ...llm, maxOutputTokens: 300 } });
  plain = await testService({ rateLimitHeavyKeyless: 1000 });
});
afterAll(async () => {
  await service.close();
  await plain.close();
  await chat.close();
});

interface Event {
  event: string;
  data: Record<string, unknown>;
}

/** The text/event-stream body as its events, each data line parsed as JSON. */
function eventsOf(body: string): Event[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines.find((l) => l.startsWith('data: '))?.slice(6) ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

const ask = (s: Service, url: string, payload: object) => s.app.inject({ method: 'POST', url, payload });
const question = { question: 'When will I get married?', ...LUCKNOW, as_of: '2026-06-01' };

describe('stream: true', () => {
  test('sentences arrive as they pass the check; the last event is the response JSON would have given', async () => {
    chat.mode = 'answer';
    chat.reply = `${PHRASING} ${CHECKED} ${INVENTED} ${PHRASING}`;
    const r = await ask(service, '/api/v2/jyotishi', { ...question, stream: true });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expectCors(r.headers);
    expect(chat.requests.at(-1)?.body.stream).toBe(true);
    const events = eventsOf(r.body);
    expect(events.map((e) => e.event)).toEqual(['part', 'part', 'part', 'answer']);
    // The phrasing waited for the first checked statement; the invented one was never sent.
    expect(events.slice(0, 3).map((e) => e.data)).toEqual([
      { text: PHRASING, kind: 'phrasing', cites: [] },
      { text: CHECKED, kind: 'computed', cites: ['F7'] },
      { text: PHRASING, kind: 'phrasing', cites: [] },
    ]);
    const whole = (await ask(service, '/api/v2/jyotishi', question)).json();
    const last = events.at(-1)?.data;
    expect(last).toEqual(whole);
    expect(last).toMatchObject({ engine_status: 'LIVE', reason: null, facts_used: ['F7'] });
    expect(last?.unverified_removed).toEqual([
      { sentence: INVENTED, reason: 'cites F99, which the service did not give' },
    ]);
  });

  test('the chat route streams too, and a refused sentence of the model is not sent', async () => {
    chat.mode = 'answer';
    const refused = 'You will die at the age of 45.';
    chat.reply = `${CHECKED} ${refused}`;
    const r = await ask(service, '/api/v2/jyotishi/chat', {
      messages: [{ role: 'user', content: 'Where is my Venus?' }],
      ...LUCKNOW,
      stream: true,
    });
    const events = eventsOf(r.body);
    expect(events.map((e) => e.event)).toEqual(['part', 'answer']);
    expect(events[0]?.data).toEqual({ text: CHECKED, kind: 'computed', cites: ['F7'] });
    const last = events[1]?.data as { reply: { content: string }; policy_removed: unknown[] };
    expect(last.reply.content).toBe(CHECKED);
    expect(last.policy_removed).toHaveLength(1);
  });

  test('nothing checked: no sentence of the model is sent, and the answer is composed from the facts', async () => {
    chat.mode = 'answer';
    chat.reply = `${PHRASING} ${INVENTED}`;
    const events = eventsOf((await ask(service, '/api/v2/jyotishi', { ...question, stream: true })).body);
    const last = events.at(-1)?.data as { engine_status: string; reason: string; parts: unknown[] };
    expect(last.engine_status).toBe('PARTIAL');
    expect(last.reason).toBe('nothing the model stated could be checked against the computed facts');
    // Every part of the composed answer was sent, and none of the model's.
    expect(events.slice(0, -1).map((e) => e.data)).toEqual(last.parts);
    expect(JSON.stringify(events)).not.toContain('Marriage is supported');
  });

  test('a reply cut off part way keeps what was checked and sent, PARTIAL with the reason', async () => {
    chat.mode = 'cut';
    chat.reply = `${CHECKED} ${PHRASING} ${CHECKED}`;
    const events = eventsOf((await ask(service, '/api/v2/jyotishi', { ...question, stream: true })).body);
    const last = events.at(-1)?.data as { engine_status: string; reason: string; answer: string };
    expect(events[0]?.data).toEqual({ text: CHECKED, kind: 'computed', cites: ['F7'] });
    expect(last.engine_status).toBe('PARTIAL');
    expect(last.reason).toMatch(/^the model's answer stopped part way: /);
    expect(last.answer).toContain(CHECKED);
  });

  test('without a model, and for a declined question, the events carry the composed answer', async () => {
    const events = eventsOf((await ask(plain, '/api/v2/jyotishi', { ...question, stream: true })).body);
    const last = events.at(-1)?.data as { engine_status: string; parts: unknown[]; answered_question: unknown };
    expect(last.engine_status).toBe('PARTIAL');
    expect(last.answered_question).not.toBeNull();
    expect(events.slice(0, -1).map((e) => e.data)).toEqual(last.parts);
    const declined = eventsOf(
      (
        await ask(plain, '/api/v2/jyotishi/chat', {
          messages: [{ role: 'user', content: 'At what age will my life end?' }],
          stream: true,
        })
      ).body,
    );
    expect(declined.map((e) => e.event)).toEqual(['part', 'answer']);
    expect(declined[1]?.data).toMatchObject({ declined: { rule: 'death_date', action: 'refuse' } });
  });

  test('over HTTP the events begin before the model answers, and a client that leaves aborts the call', async () => {
    chat.mode = 'stall';
    const address = await service.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const before = chat.aborted;
      const ac = new AbortController();
      const r = await fetch(`${address}/api/v2/jyotishi`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
        body: JSON.stringify({ ...question, stream: true }),
        signal: ac.signal,
      });
      // The model has not answered (it never will): the status and headers came first.
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(r.headers.get('content-encoding')).toBeNull();
      ac.abort();
      for (let i = 0; i < 200 && chat.aborted === before; i++) await new Promise((done) => setTimeout(done, 5));
      expect(chat.aborted).toBe(before + 1);
    } finally {
      chat.mode = 'answer';
    }
  });

  test('invalid input with stream is still a JSON 422', async () => {
    const r = await ask(service, '/api/v2/jyotishi', { ...question, time: '25:00', stream: true });
    expect(r.statusCode).toBe(422);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.json().detail[0].loc).toEqual(['body', 'time']);
  });
});

test('sentences cut from pieces are the sentences of the whole text, however it is split', () => {
  const text = `${CHECKED}  ${PHRASING}\n\nThe 7th lord is strong! Is it? Yes\u0964 Last one without a stop`;
  const whole = text.split(SENTENCE_BREAK).filter((x) => x.trim() !== '');
  for (const size of [1, 2, 3, 5, 8, 13, text.length]) {
    const cutter = new SentenceCutter();
    const got: string[] = [];
    for (let i = 0; i < text.length; i += size) got.push(...cutter.push(text.slice(i, i + size)));
    got.push(...cutter.end());
    expect(got, `pieces of ${size}`).toEqual(whole);
  }
});
