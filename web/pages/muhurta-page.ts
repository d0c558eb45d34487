/**
 * /muhurta: a place, a first day, how many days ahead and the act; the days of the scan from the same computation as
 * POST /api/v2/muhurta-finder, each with its band, the limbs at sunrise, the windows where no rule of the act blocks
 * (with the rules that favour them) and the rules that closed the rest. The bands are the service's own, as the API
 * says (quality_rule).
 */
import { label } from '../../src/engine/tables/labels/index.ts';
import { clock, langField, placeField, problem, type PlaceState } from './form-parts.ts';
import { html, type Html } from './html.ts';
import { layout, type PageLang } from './layout.ts';

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
  rules: { text: string }[];
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
  stricter_rules: { text: string }[];
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
  karma: string;
  practice: string;
  onlyGood: boolean;
}
export interface MuhurtaView {
  lang: PageLang;
  form: MuhurtaForm;
  /** The acts the finder knows, with their names: [id, label]. */
  karmas: readonly (readonly [string, string])[];
  /** The practice profiles, with their labels: [id, label]. */
  practices: readonly (readonly [string, string])[];
  place: PlaceState | null;
  typed: string;
  problem: string | null;
  finder: FinderJson | null;
}

const BAND_WORDS: Record<string, string> = { excellent: 'excellent', good: 'good', average: 'average', avoid: 'avoid' };

function formFields(v: MuhurtaView): Html {
  const options = v.karmas.map(
    ([id, name]) => html`<option value="${id}"${id === v.form.karma ? html` selected` : html``}>${name}</option>`,
  );
  const practices = v.practices.map(
    ([id, name]) => html`<option value="${id}"${id === v.form.practice ? html` selected` : html``}>${name}</option>`,
  );
  return html`<form method="get" action="/muhurta" novalidate class="card">
${placeField(v.place, v.typed)}
<div class="field"><label for="karma">Act</label><select id="karma" name="karma">${options}</select></div>
<div class="field"><label for="practice">Practice</label>
<select id="practice" name="practice">${practices}</select></div>
<div class="field"><label for="start">From</label><input id="start" name="start" type="date" required min="1800-01-01" max="2399-12-31" value="${v.form.start}"></div>
<div class="field"><label for="days">Days ahead <span class="hint">(1 to 90)</span></label><input id="days" name="days" type="number" inputmode="numeric" min="1" max="90" required value="${v.form.days}"></div>
<div class="field check"><label for="good"><input id="good" name="good" type="checkbox" value="1"${v.form.onlyGood ? html` checked` : html``}> Only good and excellent days</label></div>
${langField(v.lang)}
<div class="actions"><button type="submit">Find days</button></div>
</form>`;
}

/** "Shukla Navami" in the asked language. */
const tithiOf = (lang: PageLang, paksha: string, tithi: string) =>
  `${label(lang, 'paksha', paksha)} ${label(lang, 'tithi', tithi)}`;

function windowItem(w: WindowJson, day: string, lang: PageLang): Html {
  const favours = w.rules.map((r) => html`<li>${r.text}</li>`);
  const lagnas =
    w.lagnas.length === 0 ? html`` : html`; rising ${w.lagnas.map((s) => label(lang, 'sign', s)).join(', ')}`;
  return html`<li><strong>${clock(w.start, day)}–${clock(w.end, day)}</strong> (${w.minutes} min): ${tithiOf(lang, w.paksha, w.tithi)}, ${label(lang, 'nakshatra', w.nakshatra)}, ${label(lang, 'yoga', w.yoga)} yoga, ${label(lang, 'karana', w.karana)} karana${lagnas}
${favours.length === 0 ? html`` : html`<details><summary>Why (${favours.length} ${favours.length === 1 ? 'rule' : 'rules'} in favour)</summary><ul class="reasons">${favours}</ul></details>`}</li>`;
}

function dayCard(d: DayJson, lang: PageLang): Html {
  const id = `day-${d.date}`;
  const windows = d.windows.map((w) => windowItem(w, d.date, lang));
  const list = (title: string, items: string[]) =>
    items.length === 0
      ? html``
      : html`<h4>${title}</h4><ul class="reasons">${items.map((t) => html`<li>${t}</li>`)}</ul>`;
  return html`<article class="day ${d.quality}" aria-labelledby="${id}">
<h3 id="${id}">${d.date}, ${label(lang, 'vara', d.weekday)}: <span class="band">${BAND_WORDS[d.quality] ?? d.quality}</span> <span class="hint">(score ${d.score})</span></h3>
<p>At sunrise (${clock(d.sunrise)}): ${tithiOf(lang, d.paksha, d.tithi)}, ${label(lang, 'nakshatra', d.nakshatra)}.</p>
${windows.length === 0 ? html`<p>No window where every rule of the act holds.</p>` : html`<h4>Windows</h4><ul class="windows">${windows}</ul>`}
${list('In favour', d.benefits)}
${list('Against', d.issues)}
${list(
  'A classical reading would also object to',
  d.stricter_rules.map((r) => r.text),
)}
</article>`;
}

const practiceName = (v: MuhurtaView, id: string | undefined) =>
  v.practices.find(([p]) => p === id)?.[1] ?? id ?? v.form.practice;

function results(v: MuhurtaView): Html {
  const f = v.finder;
  if (f === null) return html``;
  const actName = v.karmas.find(([id]) => id === f.karma)?.[1] ?? f.karma;
  const days = f.results.map((d) => dayCard(d, v.lang));
  return html`<section aria-labelledby="result-title" class="result">
<h2 id="result-title">${f.match_count} ${f.match_count === 1 ? 'day' : 'days'} for ${actName}, ${f.from} to ${f.to}${f.only_shubha ? ' (good and excellent only)' : ''}</h2>
${days.length === 0 ? html`<p>No day in these ${f.days_scanned} days is good or excellent for this act: widen the range or show every day.</p>` : days}
<p class="conventions">Times are local (${f.conventions.timezone}).
Rules as ${practiceName(v, f.conventions.practice)} apply them.
${f.quality_rule.text} As JSON: <code>POST /api/v2/muhurta-finder</code>.</p>
</section>`;
}

export function renderMuhurtaPage(v: MuhurtaView): string {
  const main = html`<h1>Muhurta</h1>
<p>Days and hours for an act at a place: each day of the range is read rule by rule (tithi, weekday, nakshatra, yoga and karana, the calendar periods) and banded.</p>
${formFields(v)}
${problem(v.problem)}
${results(v)}`;
  return layout({ title: 'Muhurta', path: '/muhurta', lang: v.lang, main, scripts: ['city-search.js'] });
}
