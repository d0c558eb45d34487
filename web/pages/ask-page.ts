/**
 * /ask: a birth and a question, answered by the astrologer (the model when one is configured, checked against the
 * facts; otherwise the oracle's computed answer and the facts): each part of the answer shown with what it is, the
 * facts it rests on one click away, and the topics the service refuses stated before anyone asks.
 */
import { placeField, problem, type PlaceState } from './form-parts.ts';
import { html, type Html } from './html.ts';
import { layout, type PageLang } from './layout.ts';

export interface AskJson {
  engine_status: string;
  answer: string;
  answered_question: string | null;
  declined: { rule: string; wording: string } | null;
  reason: string | null;
  parts: { text: string; kind: 'computed' | 'phrasing'; cites: string[] }[];
  unverified_removed: { sentence: string; reason: string }[];
  facts: { facts: { id: string; text: string }[] };
}

export interface AskForm {
  date: string;
  time: string;
  question: string;
}

export interface AskView {
  lang: PageLang;
  form: AskForm;
  place: PlaceState | null;
  typed: string;
  problem: string | null;
  answer: AskJson | null;
  /** The topics the service never answers, in its own words. */
  refused: readonly string[];
}

const PART_WORDS = { computed: 'computed', phrasing: "the model's words" } as const;

function formFields(v: AskView): Html {
  return html`<form method="get" action="/ask" novalidate class="card">
${placeField(v.place, v.typed, '', 'Birth place')}
<div class="field"><label for="date">Birth date</label>
<input id="date" name="date" type="date" required min="1800-01-01" max="2399-12-31" value="${v.form.date}"></div>
<div class="field"><label for="time">Birth time</label>
<input id="time" name="time" type="time" required value="${v.form.time}"></div>
<div class="field"><label for="q">Your question</label>
<textarea id="q" name="q" rows="3" maxlength="1000" required>${v.form.question}</textarea></div>
<div class="actions"><button type="submit">Ask</button></div>
</form>`;
}

/** The answer as lines (the facts-only answer is several lines; a model's answer one paragraph). */
const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');

function factsOf(a: AskJson, ids: readonly string[]): Html {
  const facts = a.facts.facts.filter((f) => ids.includes(f.id));
  if (facts.length === 0) return html``;
  return html`<details><summary>The facts it rests on (${facts.length})</summary><ul class="reasons">${facts.map(
    (f) => html`<li>[${f.id}] ${f.text}</li>`,
  )}</ul></details>`;
}

function answerOf(v: AskView): Html {
  const a = v.answer;
  if (a === null) return html``;
  const heading = a.answered_question === null ? 'The answer' : `The answer (question ${a.answered_question})`;
  if (a.declined !== null)
    return html`<section aria-labelledby="answer-title" class="result">
<h2 id="answer-title">Not answered</h2><p>${a.declined.wording}</p></section>`;
  const parts = a.parts.map(
    (p) => html`<li class="${p.kind}"><span class="hint">${PART_WORDS[p.kind]}:</span>
${lines(p.text).map((l, i) => (i === 0 ? html`${l}` : html`<br>${l}`))}${factsOf(a, p.cites)}</li>`,
  );
  const removed =
    a.unverified_removed.length === 0
      ? html``
      : html`<details><summary>Removed: ${a.unverified_removed.length} sentence(s) the facts do not support</summary>
<ul class="reasons">${a.unverified_removed.map((r) => html`<li>${r.sentence} (${r.reason})</li>`)}</ul></details>`;
  return html`<section aria-labelledby="answer-title" class="result">
<h2 id="answer-title">${heading}</h2>
<ul class="answer">${parts}</ul>
${removed}
${a.reason === null ? html`` : html`<p class="hint">${a.engine_status}: ${a.reason}.</p>`}
</section>`;
}

export function renderAskPage(v: AskView): string {
  const main = html`<h1>Ask</h1>
<p>A question about your birth chart, answered from what the service computes for it. Every statement about the chart
is checked against the computed facts, which you can open under each part.</p>
<p class="hint">Never answered: ${v.refused.join('; ')}.</p>
${formFields(v)}
${problem(v.problem)}
${answerOf(v)}`;
  return layout({ title: 'Ask', path: '/ask', lang: v.lang, main, scripts: ['city-search.js'] });
}
