/**
 * /ask: a birth and a question, answered by the astrologer (the model when one is configured, checked against the
 * facts; otherwise the oracle's computed answer and the facts): each part of the answer shown with what it is, the
 * facts it rests on one click away, and the topics the service refuses stated before anyone asks.
 */
import { MESSAGES, messagesFor, type MessageId, type Messages } from '../i18n/messages.ts';
import { langField, placeField, problem, type PlaceState, type Problem } from './form-parts.ts';
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

/** The topics the service never answers, by their policy id, in the policy's own words. */
export type RefusedTopic = readonly [id: string, topic: string];

export interface AskView {
  lang: PageLang;
  form: AskForm;
  place: PlaceState | null;
  typed: string;
  problem: Problem | null;
  answer: AskJson | null;
  refused: readonly RefusedTopic[];
}

/**
 * The page's text can be English or Hindi; the answer and its facts are the astrologer's English either way, so the
 * picker offers no language whose only change would be the names.
 */
export const ASK_LANGS = ['en', 'hi'] as const satisfies readonly PageLang[];

function formFields(v: AskView, m: Messages): Html {
  return html`<form method="get" action="/ask" novalidate class="card">
${placeField(v.lang, v.place, v.typed, '', 'form.birthPlace')}
<div class="field"><label for="date">${m.t('form.birthDate')}</label>
<input id="date" name="date" type="date" required min="1800-01-01" max="2399-12-31" value="${v.form.date}"></div>
<div class="field"><label for="time">${m.t('form.birthTime')}</label>
<input id="time" name="time" type="time" required value="${v.form.time}"></div>
<div class="field"><label for="q">${m.t('ask.question')}</label>
<textarea id="q" name="q" rows="3" maxlength="1000" required>${v.form.question}</textarea></div>
${langField(v.lang, ASK_LANGS)}
<div class="actions"><button type="submit">${m.t('ask.submit')}</button></div>
</form>`;
}

/** The answer as lines (the facts-only answer is several lines; a model's answer one paragraph). */
const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');

function factsOf(a: AskJson, ids: readonly string[], m: Messages): Html {
  const facts = a.facts.facts.filter((f) => ids.includes(f.id));
  if (facts.length === 0) return html``;
  return html`<details><summary>${m.t('ask.facts', { count: facts.length })}</summary><ul class="reasons">${facts.map(
    (f) => html`<li>[${f.id}] ${m.en(f.text)}</li>`,
  )}</ul></details>`;
}

function answerOf(v: AskView, m: Messages): Html {
  const a = v.answer;
  if (a === null) return html``;
  const heading = m.t('ask.answer', { question: a.answered_question ?? 'none' });
  if (a.declined !== null)
    return html`<section aria-labelledby="answer-title" class="result">
<h2 id="answer-title">${m.t('ask.notAnswered')}</h2><p>${m.en(a.declined.wording)}</p></section>`;
  const parts = a.parts.map(
    (p) => html`<li class="${p.kind}"><span class="hint">${m.t('ask.part', { kind: p.kind })}</span>
${lines(p.text).map((l, i) => (i === 0 ? m.en(l) : html`<br>${m.en(l)}`))}${factsOf(a, p.cites, m)}</li>`,
  );
  const dropped = a.unverified_removed.map((r) => html`<li>${m.en(`${r.sentence} (${r.reason})`)}</li>`);
  const removed =
    a.unverified_removed.length === 0
      ? html``
      : html`<details><summary>${m.t('ask.removed', { count: a.unverified_removed.length })}</summary>
<ul class="reasons">${dropped}</ul></details>`;
  const status =
    a.reason === null
      ? html``
      : html`<p class="hint">${m.html('ask.status', { status: a.engine_status, reason: m.en(a.reason) })}</p>`;
  return html`<section aria-labelledby="answer-title" class="result">
<h2 id="answer-title">${heading}</h2>
<ul class="answer">${parts}</ul>
${removed}
${status}
</section>`;
}

export function renderAskPage(v: AskView): string {
  const m = messagesFor(v.lang);
  const topics = v.refused.map(([id, topic]) => {
    const key = `refused.${id}`;
    return key in MESSAGES ? html`${m.t(key as MessageId)}` : m.en(topic);
  });
  const never = m.html('ask.never', { topics: html`${topics.map((t, i) => (i === 0 ? t : html`; ${t}`))}` });
  const main = html`<h1>${m.t('ask.title')}</h1>
<p>${m.t('ask.intro')}</p>
<p class="hint">${never}</p>
${formFields(v, m)}
${problem(v.lang, v.problem)}
${answerOf(v, m)}`;
  return layout({
    title: m.t('ask.title'),
    path: '/ask',
    lang: v.lang,
    main,
    scripts: ['city-search.js'],
    names: false,
  });
}
