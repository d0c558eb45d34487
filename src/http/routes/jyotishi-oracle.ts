/**
 * Without a model (or when it fails), the astrologer still answers the question: the user's words are read as a
 * catalogue question by the oracle's matcher, and when one is computed for the chart its answer leads the reply,
 * with the facts it rests on. A follow-up that names no subject of its own ("and when?") is read with the previous
 * user message, so the thread holds.
 */
import { isComputed } from '../../engine/reports/oracle/answer.ts';
import { MATCH_THRESHOLD, matchText, scoreAll } from '../../engine/reports/oracle/match.ts';
import { resolveText } from '../../engine/reports/oracle/resolve.ts';
import { QUESTIONS, type QuestionId } from '../../engine/tables/oracle/questions.ts';
import type { Compute } from '../../compute/port.ts';

export interface OracleReading {
  question: QuestionId;
  text: string;
  summary: string;
  reasoning: { rule: string; fact: string }[];
  status: 'LIVE' | 'PARTIAL';
}

/** The computed catalogue question a message asks, reading it with the previous user message when it needs that. */
export function askedQuestion(message: string, previous: string | null): QuestionId | null {
  const own = resolveText(message);
  if (own.understood) return isComputed(own.id) ? own.id : null;
  // A follow-up with only modifiers ("and when?", "kab?") takes the subject of the question asked before it (the
  // first keyword of that question: "career" for q03) with its own terms.
  const terms = matchText(message).terms;
  if (previous === null || terms.length === 0) return null;
  const before = resolveText(previous);
  if (!before.understood) return null;
  const subject = QUESTIONS.data[before.id].keywords[0];
  if (subject === undefined) return null;
  const best = scoreAll([subject, ...terms.filter((t) => t !== subject)])[0];
  return best !== undefined && best.score >= MATCH_THRESHOLD && isComputed(best.id) ? best.id : null;
}

export async function oracleReading(
  deps: { now: () => number; compute: Compute },
  id: QuestionId,
  birth: Record<string, unknown>,
): Promise<OracleReading | null> {
  const raw = await deps.compute.run('oracleAnswer', { body: { question_id: id, ...birth }, now: deps.now() });
  const o = JSON.parse(raw) as {
    question: { text: string } | null;
    summary: string;
    reasoning: { rule: string; fact: string }[];
    engine_status: 'LIVE' | 'PARTIAL';
    verdict: string | null;
  };
  if (o.verdict === null || o.question === null) return null;
  return { question: id, text: o.question.text, summary: o.summary, reasoning: o.reasoning, status: o.engine_status };
}

/** The computed answer: the question, its summary and the first of its reasons, a line each. */
export function readingText(reading: OracleReading): string {
  return [
    `${reading.text} (question ${reading.question}, computed from the chart): ${reading.summary}`,
    ...reading.reasoning.slice(0, 8).map((r) => `- ${r.rule}: ${r.fact}`),
  ].join('\n');
}

/** The computed answer, then the composed reply it leads (the facts list and the reason there is no model). */
export function withReading(reading: OracleReading, composed: string): string {
  return `${readingText(reading)}\n\n${composed}`;
}
