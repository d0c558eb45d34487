/**
 * Oracle and astrologer: one oracle answer (chart + the question's rule), the facts block the chat sends to the
 * model (chart, dashas, transits, yogas, doshas), and free-text matching, as the compute thread runs them.
 * Then a message to the chat without a model, through the app (validation, the facts block, the matched question's
 * computed answer, serialization). Targets: facts block <= 3 ms, oracle answer <= 5 ms, a facts-only chat message
 * <= 20 ms.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { composeService } from '../src/compose.ts';
import { loadConfig } from '../src/config.ts';
import { initEphemeris } from '../src/engine/astro/sweph/index.ts';
import { resolveText } from '../src/engine/reports/oracle/resolve.ts';
import { jyotishiTasks } from '../src/compute/tasks/jyotishi.ts';
import { oracleTasks } from '../src/compute/tasks/oracle.ts';
import { timeAsync, timeCalls, type BenchRow } from './harness.ts';

/** A birth on day `i` after 1970, at a varying hour, in Delhi. */
function person(n: number) {
  const i = Math.abs(n);
  const d = new Date(Date.UTC(1970, 0, 1) + i * 86_400_000 * 37);
  return {
    date: d.toISOString().slice(0, 10),
    time: `${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
    latitude: 28.6139,
    longitude: 77.209,
  };
}
const NOW = Date.parse('2026-11-25T12:00:00Z');
const COMPUTED = ['q01', 'q02', 'q05', 'q24', 'q25', 'q26', 'q28', 'q30', 'q32', 'q35', 'q37'];
/** Answered through the other engines: a 90-day muhurta scan, a prashna chart, an annual chart, the readings. */
const THROUGH_ENGINES = ['q39', 'q40', 'q41', 'q42', 'q60', 'q85', 'q79', 'q64', 'q59', 'q81', 'q82', 'q83', 'q75'];
const THROUGH_KP = ['q72', 'q76', 'q78', 'q95', 'q43', 'q44', 'q45'];

const CHAT_MESSAGES = ['When will I get married?', 'How is my career?', 'Am I manglik?', 'Which mahadasha am I in now'];

/** A chat message per call, no model configured: the answer composed from the computed facts. */
async function factsOnlyChat(): Promise<BenchRow> {
  const config = {
    ...loadConfig({}),
    sqlitePath: path.join(mkdtempSync(path.join(tmpdir(), 'vedic-bench-chat-')), 'bench.db'),
    databaseUrl: undefined,
    redisUrl: undefined,
    llm: undefined,
    rateLimitKeyless: 1e9,
    rateLimitHeavyKeyless: 1e9,
  };
  const s = await composeService(config, { log: false, now: () => NOW });
  try {
    return await timeAsync(
      'POST /api/v2/jyotishi/chat without a model, through the app (target <= 20 ms)',
      300,
      async (i) => {
        const content = CHAT_MESSAGES[Math.abs(i) % CHAT_MESSAGES.length] ?? 'How is my career?';
        const payload = { messages: [{ role: 'user', content }], ...person(i) };
        const r = await s.app.inject({ method: 'POST', url: '/api/v2/jyotishi/chat', payload });
        if (r.statusCode !== 200) throw new Error(`chat: ${r.statusCode} ${r.body}`);
      },
    );
  } finally {
    await s.close();
  }
}

export async function benchOracle(): Promise<BenchRow[]> {
  initEphemeris(path.resolve(import.meta.dirname, '..', 'data', 'ephe'));
  const q01 = timeCalls(
    'oracle answer q01 (chart + house promise + dasha windows; target <= 5 ms = 5000 us)',
    2_000,
    (i) => oracleTasks.oracleAnswer.run({ body: { question_id: 'q01', ...person(i) }, now: NOW }),
  );
  const mixed = timeCalls('oracle answer, 11 computed questions in turn (target <= 5 ms = 5000 us)', 2_000, (i) =>
    oracleTasks.oracleAnswer.run({
      body: { question_id: COMPUTED[i % COMPUTED.length] ?? 'q01', ...person(i) },
      now: NOW,
    }),
  );
  const engines = timeCalls('oracle answer, 13 questions through other engines in turn (90-day scans)', 130, (i) =>
    oracleTasks.oracleAnswer.run({ body: { question_id: THROUGH_ENGINES[i % 13] ?? 'q39', ...person(i) }, now: NOW }),
  );
  const horary = timeCalls('oracle answer, prashna (KP) and remedy questions in turn', 140, (i) =>
    oracleTasks.oracleAnswer.run({ body: { question_id: THROUGH_KP[i % 7] ?? 'q72', ...person(i) }, now: NOW }),
  );
  const facts = timeCalls(
    'jyotishi facts block (chart, dashas, transits, yogas, doshas; target <= 3 ms = 3000 us)',
    2_000,
    (i) => jyotishiTasks.jyotishiFacts.run({ body: person(i), now: NOW }),
  );
  const text = timeCalls('question_text matching (policy screen + keywords)', 20_000, (i) =>
    resolveText(i % 2 === 0 ? 'When will I get married?' : 'Is guru gochar good for me now'),
  );
  return [q01, mixed, engines, horary, facts, text, await factsOnlyChat()];
}
