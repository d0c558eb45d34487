/**
 * /festivals: a place and a year (region, tradition, language): the year's festivals month by month from the same
 * computation as GET /api/v2/festivals, each with its date and a "why this date" disclosure (the rule, what the
 * tithi did this year, other schools' dates), and a link to subscribe to the same as an iCalendar feed.
 */
import { label } from '../../src/engine/tables/labels/index.ts';
import { langField, placeField, problem, type PlaceState } from './form-parts.ts';
import { html, type Html } from './html.ts';
import { layout, type PageLang } from './layout.ts';

export interface FestivalJson {
  id: string;
  name: string;
  category: string;
  date: string;
  observance: { kaala: string; start: string; end: string } | null;
  lunar: { month: string; paksha: string; tithi_name: string; adhika: boolean } | null;
  why_this_date: { rule: string; statement: string; notes: string[] };
  alternatives: { date: string; school: string }[];
}
export interface FestivalsJson {
  year: number;
  region: string;
  tradition: string;
  month_system: string;
  place: { latitude: number; longitude: number; timezone: string };
  festivals: FestivalJson[];
  adhika_months: { name: string }[];
}

export interface FestivalsForm {
  year: number;
  region: string;
  tradition: string;
}
export interface FestivalsView {
  lang: PageLang;
  form: FestivalsForm;
  regions: readonly (readonly [string, string])[];
  place: PlaceState | null;
  typed: string;
  problem: string | null;
  calendar: FestivalsJson | null;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The festival's name in the asked language, from the same label table the API's `labels` block gives. */
const nameOf = (lang: PageLang, f: FestivalJson) =>
  f.category === 'monthly' ? f.name : label(lang, 'festival', f.name);

function select(id: string, title: string, options: readonly (readonly [string, string])[], chosen: string): Html {
  const items = options.map(
    ([value, text]) => html`<option value="${value}"${value === chosen ? html` selected` : html``}>${text}</option>`,
  );
  return html`<div class="field"><label for="${id}">${title}</label><select id="${id}" name="${id}">${items}</select></div>`;
}

function formFields(v: FestivalsView): Html {
  return html`<form method="get" action="/festivals" novalidate class="card">
${placeField(v.place, v.typed)}
<div class="field"><label for="year">Year</label><input id="year" name="year" type="number" inputmode="numeric" min="1800" max="2399" required value="${v.form.year}"></div>
${select('region', 'Region', v.regions, v.form.region)}
${select(
  'tradition',
  'Tradition',
  [
    ['smarta', 'Smarta'],
    ['vaishnava', 'Vaishnava'],
  ],
  v.form.tradition,
)}
${langField(v.lang)}
<div class="actions"><button type="submit">Show the festivals</button></div>
</form>`;
}

function item(f: FestivalJson, lang: PageLang): Html {
  const d = new Date(`${f.date}T00:00:00Z`);
  const day = `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()] ?? ''}, ${WEEKDAYS[d.getUTCDay()] ?? ''}`;
  const lunar =
    f.lunar === null
      ? html``
      : html` <span class="hint">${label(lang, 'month', f.lunar.month)} ${label(lang, 'paksha', f.lunar.paksha)} ${label(lang, 'tithi', f.lunar.tithi_name)}</span>`;
  const others = f.alternatives.map((a) => html`<li>${a.date}: ${a.school}</li>`);
  const notes = f.why_this_date.notes.map((n) => html`<li>${n}</li>`);
  return html`<li class="festival ${f.category}" id="${f.id}-${f.date}"><strong>${day}</strong>: <span lang="${lang === 'sa' ? 'sa-Latn' : lang}">${nameOf(lang, f)}</span>${lunar}
<details><summary>Why this date</summary>
<p>${f.why_this_date.statement}</p>
<p class="rule">Rule: ${f.why_this_date.rule}.</p>
${notes.length === 0 ? html`` : html`<ul class="reasons">${notes}</ul>`}
${others.length === 0 ? html`` : html`<p>Other schools:</p><ul class="reasons">${others}</ul>`}
</details></li>`;
}

function results(v: FestivalsView): Html {
  const c = v.calendar;
  if (c === null || v.place === null) return html``;
  const months = MONTHS.map((month, i) => {
    const prefix = `${c.year}-${String(i + 1).padStart(2, '0')}`;
    const items = c.festivals.filter((f) => f.date.startsWith(prefix)).map((f) => item(f, v.lang));
    return items.length === 0
      ? html``
      : html`<section aria-labelledby="m${i + 1}"><h3 id="m${i + 1}">${month} ${c.year}</h3><ul class="festivals">${items}</ul></section>`;
  });
  const feed = new URLSearchParams({
    lat: String(c.place.latitude),
    lon: String(c.place.longitude),
    region: c.region,
    tradition: c.tradition,
  });
  const adhika = c.adhika_months.map((m) => m.name).join(', ');
  return html`<section aria-labelledby="result-title" class="result">
<h2 id="result-title">${v.place.name}, ${c.year}: ${c.festivals.length} festivals and vratas</h2>
${adhika === '' ? html`` : html`<p>This year has an adhika (added) month: ${adhika}. Festivals of that name fall in the month after it.</p>`}
${months}
<p><a href="/api/v2/calendar.ics?${feed.toString()}">Subscribe to these festivals (iCalendar)</a></p>
<p class="conventions">Dates are civil days at this place (${c.place.timezone}); each is decided by the rule shown under "Why this date". The same as JSON: <code>GET /api/v2/festivals</code>.</p>
</section>`;
}

export function renderFestivalsPage(v: FestivalsView): string {
  const main = html`<h1>Festivals</h1>
${formFields(v)}
${problem(v.problem)}
${results(v)}`;
  return layout({ title: 'Festivals', path: '/festivals', lang: v.lang, main, scripts: ['city-search.js'] });
}

/** The day's festivals and vratas for the panchanga page. */
export function todaysFestivals(list: FestivalJson[], lang: PageLang): Html {
  if (list.length === 0) return html``;
  const items = list.map(
    (f) =>
      html`<li><span lang="${lang === 'sa' ? 'sa-Latn' : lang}">${nameOf(lang, f)}</span> <span class="hint">${f.why_this_date.statement}</span></li>`,
  );
  return html`<section aria-labelledby="today-festivals"><h3 id="today-festivals">Festivals and vratas</h3><ul class="festivals">${items}</ul></section>`;
}
