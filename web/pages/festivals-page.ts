/**
 * /festivals: a place and a year (region, tradition, language): the year's festivals month by month from the same
 * computation as GET /api/v2/festivals, each with its date and a "why this date" disclosure (the rule, what the
 * tithi did this year, other schools' dates), and a link to subscribe to the same as an iCalendar feed.
 */
import { label } from '../../src/engine/tables/labels/index.ts';
import { WEEKDAYS } from '../../src/engine/vocabulary/names.ts';
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
  /** Show the monthly vratas (pradosha, chaturthis, masik shivaratri, purnima, amavasya) too. */
  monthly: boolean;
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

/** Civil month names, as the date picker shows them (the page's text is English; names follow `lang`). */
const MONTHS = Array.from({ length: 12 }, (_, m) =>
  new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, m, 1)),
);

/** The festival's name in the asked language, from the same label table the API's `labels` block gives. */
const nameOf = (lang: PageLang, f: FestivalJson) =>
  f.category === 'monthly' ? f.name : label(lang, 'festival', f.name);

function select(id: string, title: string, options: readonly (readonly [string, string])[], chosen: string): Html {
  const items = options.map(
    ([value, text]) => html`<option value="${value}"${value === chosen ? html` selected` : html``}>${text}</option>`,
  );
  const field = html`<label for="${id}">${title}</label><select id="${id}" name="${id}">${items}</select>`;
  return html`<div class="field">${field}</div>`;
}

const monthlyField = (checked: boolean) =>
  html`<div class="field check"><label for="monthly"><input id="monthly" name="monthly" type="checkbox" value="1"${
    checked ? html` checked` : html``
  }> Monthly vratas too (pradosha, chaturthis, purnima, amavasya)</label></div>`;

const yearInput = (year: number) =>
  html`<input id="year" name="year" type="number" inputmode="numeric" min="1800" max="2399" required value="${year}">`;

function formFields(v: FestivalsView): Html {
  return html`<form method="get" action="/festivals" novalidate class="card">
${placeField(v.place, v.typed)}
<div class="field"><label for="year">Year</label>${yearInput(v.form.year)}</div>
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
${monthlyField(v.form.monthly)}
${langField(v.lang)}
<div class="actions"><button type="submit">Show the festivals</button></div>
</form>`;
}

/** The lang attribute of a name: Sanskrit is written here in IAST (Latin script). */
const langTag = (lang: PageLang) => (lang === 'sa' ? 'sa-Latn' : lang);

function item(f: FestivalJson, lang: PageLang): Html {
  const d = new Date(`${f.date}T00:00:00Z`);
  const weekday = label(lang, 'vara', WEEKDAYS[d.getUTCDay()]?.name ?? '');
  const day = `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()] ?? ''}, ${weekday}`;
  const lunar =
    f.lunar === null
      ? html``
      : html` <span class="hint">${[
          label(lang, 'month', f.lunar.month),
          label(lang, 'paksha', f.lunar.paksha),
          label(lang, 'tithi', f.lunar.tithi_name),
        ].join(' ')}</span>`;
  const others = f.alternatives.map((a) => html`<li>${a.date}: ${a.school}</li>`);
  const notes = f.why_this_date.notes.map((n) => html`<li>${n}</li>`);
  const name = html`<span lang="${langTag(lang)}">${nameOf(lang, f)}</span>`;
  return html`<li class="festival ${f.category}" id="${f.id}-${f.date}"><strong>${day}</strong>: ${name}${lunar}
<details><summary>Why this date</summary>
<p>${f.why_this_date.statement}</p>
<p class="rule">Rule: ${f.why_this_date.rule}.</p>
${notes.length === 0 ? html`` : html`<ul class="reasons">${notes}</ul>`}
${others.length === 0 ? html`` : html`<p>Other schools:</p><ul class="reasons">${others}</ul>`}
</details></li>`;
}

const ADHIKA_WORDS = 'This year has an adhika (added) month:';
const AS_JSON = html`<code>GET /api/v2/festivals</code>`;
const DECIDED_WORDS = html`each is decided by the rule shown under "Why this date". The same as JSON: ${AS_JSON}.`;
const list = (items: Html[]) => html`<ul class="festivals">${items}</ul>`;

function results(v: FestivalsView): Html {
  const c = v.calendar;
  if (c === null || v.place === null) return html``;
  const months = MONTHS.map((month, i) => {
    const prefix = `${c.year}-${String(i + 1).padStart(2, '0')}`;
    const items = c.festivals.filter((f) => f.date.startsWith(prefix)).map((f) => item(f, v.lang));
    return items.length === 0
      ? html``
      : html`<section aria-labelledby="m${i + 1}"><h3 id="m${i + 1}">${month} ${c.year}</h3>${list(items)}</section>`;
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
${adhika === '' ? html`` : html`<p>${ADHIKA_WORDS} ${adhika}. Festivals of that name fall in the month after it.</p>`}
${months}
<p><a href="/api/v2/calendar.ics?${feed.toString()}">Subscribe to these festivals (iCalendar)</a></p>
<p class="conventions">Dates are civil days at this place (${c.place.timezone}); ${DECIDED_WORDS}</p>
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
export function todaysFestivals(today: FestivalJson[], lang: PageLang): Html {
  if (today.length === 0) return html``;
  const items = today.map((f) => {
    const name = html`<span lang="${langTag(lang)}">${nameOf(lang, f)}</span>`;
    return html`<li>${name} <span class="hint">${f.why_this_date.statement}</span></li>`;
  });
  const title = html`<h3 id="today-festivals">Festivals and vratas</h3>`;
  return html`<section aria-labelledby="today-festivals">${title}${list(items)}</section>`;
}
