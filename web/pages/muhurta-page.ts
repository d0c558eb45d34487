/**
 * /muhurta: a place, a first day, how many days ahead and the act; the days of the scan from the same computation as
 * POST /api/v2/muhurta-finder, each with its band, the limbs at sunrise, the windows where no rule of the act blocks
 * (with the rules that favour them) and the rules that closed the rest. The bands are the service's own, as the API
 * says (quality_rule).
 */
import { label } from '../../src/engine/tables/labels/index.ts';
import type { Karma } from '../../src/engine/tables/muhurta/keys.ts';
import type { Practice } from '../../src/engine/tables/muhurta/practices.ts';
import { GRAHAS } from '../../src/engine/vocabulary/names.ts';
import { MESSAGES, messagesFor, type MessageId, type Messages } from '../i18n/messages.ts';
import { clock, langField, placeField, problem, type PlaceState, type Problem } from './form-parts.ts';
import { html, type Html, selected } from './html.ts';
import { layout, type PageLang } from './layout.ts';

interface RuleJson {
  id?: string;
  text: string;
}
interface WindowJson {
  start: string;
  end: string;
  minutes: number;
  tithi: string;
  paksha: string;
  nakshatra: string;
  yoga: string;
  karana: string;
  lagnas: string[];
  rules: RuleJson[];
}
interface DayJson {
  date: string;
  weekday: string;
  nakshatra: string;
  tithi: string;
  paksha: string;
  quality: string;
  score: number;
  sunrise: string;
  benefits: string[];
  issues: string[];
  stricter_rules: RuleJson[];
  windows: WindowJson[];
}
export interface FinderJson {
  karma: string;
  match_count: number;
  days_scanned: number;
  from: string;
  to: string;
  only_shubha: boolean;
  results: DayJson[];
  quality_rule: { text: string };
  conventions: { timezone: string; practice?: string };
}

export interface MuhurtaForm {
  start: string;
  days: number;
  karma: Karma;
  practice: Practice;
  onlyGood: boolean;
}
export interface MuhurtaView {
  lang: PageLang;
  form: MuhurtaForm;
  /** The acts the finder knows. */
  karmas: readonly Karma[];
  /** The practice profiles. */
  practices: readonly Practice[];
  place: PlaceState | null;
  typed: string;
  problem: Problem | null;
  finder: FinderJson | null;
}

const isKarma = (v: MuhurtaView, id: string): id is Karma => (v.karmas as readonly string[]).includes(id);
const isPractice = (v: MuhurtaView, id: string): id is Practice => (v.practices as readonly string[]).includes(id);

function formFields(v: MuhurtaView, m: Messages): Html {
  const options = v.karmas.map(
    (id) => html`<option value="${id}"${selected(id === v.form.karma)}>${m.t(`karma.${id}` as const)}</option>`,
  );
  const practices = v.practices.map(
    (id) => html`<option value="${id}"${selected(id === v.form.practice)}>${m.t(`practice.${id}` as const)}</option>`,
  );
  return html`<form method="get" action="/muhurta" novalidate class="card">
${placeField(v.lang, v.place, v.typed)}
<div class="field"><label for="karma">${m.t('muhurta.act')}</label><select id="karma" name="karma">${options}</select>\
</div>
<div class="field"><label for="practice">${m.t('muhurta.practice')}</label>
<select id="practice" name="practice">${practices}</select></div>
<div class="field"><label for="start">${m.t('muhurta.from')}</label>\
<input id="start" name="start" type="date" required min="1800-01-01" max="2399-12-31" value="${v.form.start}"></div>
<div class="field"><label for="days">${m.html('muhurta.days')}</label>\
<input id="days" name="days" type="number" inputmode="numeric" min="1" max="90" required value="${v.form.days}"></div>
<div class="field check"><label for="good">\
<input id="good" name="good" type="checkbox" value="1"${v.form.onlyGood ? html` checked` : html``}>\
 ${m.t('muhurta.onlyGood')}</label></div>
${langField(v.lang)}
<div class="actions"><button type="submit">${m.t('muhurta.submit')}</button></div>
</form>`;
}

/** "Shukla Navami" in the asked language. */
const tithiOf = (lang: PageLang, paksha: string, tithi: string) =>
  `${label(lang, 'paksha', paksha)} ${label(lang, 'tithi', tithi)}`;

/**
 * The catalogue's title of a rule the finder names by id ("planet.mars_combust" names its graha), or null for an id
 * the catalogue does not know yet.
 */
function ruleTitle(id: string | undefined, lang: PageLang, m: Messages): string | null {
  if (id === undefined) return null;
  const combust = /^planet\.([a-z]+)_combust$/.exec(id)?.[1];
  const graha = GRAHAS.find((g) => g.toLowerCase() === combust);
  if (graha !== undefined) return m.t('muhurtaRule.planet.combust', { graha: label(lang, 'graha', graha) });
  const key = `muhurtaRule.${id}`;
  return key in MESSAGES ? m.t(key as MessageId) : null;
}

/**
 * A rule as the list shows it: the engine's English sentence, after the catalogue's title of the rule where the page
 * text is in another language (the sentence carries the values the title leaves out).
 */
function ruleItem(r: RuleJson, lang: PageLang, m: Messages): Html {
  const title = m.lang === 'en' ? null : ruleTitle(r.id, lang, m);
  return title === null ? html`<li>${m.en(r.text)}</li>` : html`<li>${title}: ${m.en(r.text)}</li>`;
}

function windowItem(w: WindowJson, day: string, lang: PageLang, m: Messages): Html {
  const favours = w.rules.map((r) => ruleItem(r, lang, m));
  const lagnas =
    w.lagnas.length === 0
      ? ''
      : m.t('muhurta.rising', { signs: w.lagnas.map((s) => label(lang, 'sign', s)).join(', ') });
  const line = m.html('muhurta.window', {
    start: clock(w.start, day, m.lang),
    end: clock(w.end, day, m.lang),
    minutes: w.minutes,
    tithi: tithiOf(lang, w.paksha, w.tithi),
    nakshatra: label(lang, 'nakshatra', w.nakshatra),
    yoga: label(lang, 'yoga', w.yoga),
    karana: label(lang, 'karana', w.karana),
  });
  return html`<li>${line}${lagnas}
${
  favours.length === 0
    ? html``
    : html`<details><summary>${m.t('muhurta.why', { count: favours.length })}</summary>\
<ul class="reasons">${favours}</ul></details>`
}</li>`;
}

function dayCard(d: DayJson, lang: PageLang, m: Messages): Html {
  const id = `day-${d.date}`;
  const windows = d.windows.map((w) => windowItem(w, d.date, lang, m));
  const list = (title: MessageId, items: Html[]) =>
    items.length === 0 ? html`` : html`<h4>${m.t(title)}</h4><ul class="reasons">${items}</ul>`;
  const sentences = (texts: string[]) => texts.map((t) => html`<li>${m.en(t)}</li>`);
  const heading = m.html('muhurta.day', {
    date: d.date,
    weekday: label(lang, 'vara', d.weekday),
    band: m.t('muhurta.band', { band: d.quality }),
    score: d.score,
    quality: (c) => html`<span class="band">${c}</span>`,
  });
  const atSunrise = m.t('muhurta.atSunrise', {
    time: clock(d.sunrise),
    tithi: tithiOf(lang, d.paksha, d.tithi),
    nakshatra: label(lang, 'nakshatra', d.nakshatra),
  });
  return html`<article class="day ${d.quality}" aria-labelledby="${id}">
<h3 id="${id}">${heading}</h3>
<p>${atSunrise}</p>
${
  windows.length === 0
    ? html`<p>${m.t('muhurta.noWindow')}</p>`
    : html`<h4>${m.t('muhurta.windows')}</h4>\
<ul class="windows">${windows}</ul>`
}
${list('muhurta.inFavour', sentences(d.benefits))}
${list('muhurta.against', sentences(d.issues))}
${list(
  'muhurta.stricter',
  d.stricter_rules.map((r) => ruleItem(r, lang, m)),
)}
</article>`;
}

function results(v: MuhurtaView, m: Messages): Html {
  const f = v.finder;
  if (f === null) return html``;
  const act = isKarma(v, f.karma) ? m.t(`karma.${f.karma}` as const) : f.karma;
  const practiceId = f.conventions.practice ?? v.form.practice;
  const practice = isPractice(v, practiceId) ? m.t(`practice.${practiceId}` as const) : practiceId;
  const days = f.results.map((d) => dayCard(d, v.lang, m));
  const title = m.t('muhurta.result', {
    count: f.match_count,
    act,
    from: f.from,
    to: f.to,
    onlyGood: f.only_shubha ? 'yes' : 'no',
  });
  return html`<section aria-labelledby="result-title" class="result">
<h2 id="result-title">${title}</h2>
${days.length === 0 ? html`<p>${m.t('muhurta.noDays', { days: f.days_scanned })}</p>` : days}
<p class="conventions">${m.html('muhurta.timesLocal', { timezone: m.en(f.conventions.timezone) })}
${m.t('muhurta.rulesAs', { practice })}
${m.t('muhurta.qualityRule')} ${m.html('muhurta.asJson')}</p>
</section>`;
}

export function renderMuhurtaPage(v: MuhurtaView): string {
  const m = messagesFor(v.lang);
  const main = html`<h1>${m.t('muhurta.title')}</h1>
<p>${m.t('muhurta.intro')}</p>
${formFields(v, m)}
${problem(v.lang, v.problem)}
${results(v, m)}`;
  return layout({ title: m.t('muhurta.title'), path: '/muhurta', lang: v.lang, main, scripts: ['city-search.js'] });
}
