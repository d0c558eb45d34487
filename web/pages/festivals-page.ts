/**
 * /festivals: a place and a year (region, tradition, language): the year's festivals month by month from the same
 * computation as GET /api/v2/festivals, each with its date and a "why this date" disclosure (the rule, what the
 * tithi did this year, other schools' dates), and a link to subscribe to the same as an iCalendar feed.
 */
import { label } from '../../src/engine/tables/labels/index.ts';
import { MONTHLY, type Region } from '../../src/engine/tables/festivals/index.ts';
import { WEEKDAYS } from '../../src/engine/vocabulary/names.ts';
import { messagesFor, type Messages } from '../i18n/messages.ts';
import { langField, monthName, placeField, problem, type PlaceState, type Problem } from './form-parts.ts';
import { html, type Html, selected } from './html.ts';
import { langTag, layout, type PageLang } from './layout.ts';

export interface FestivalJson {
  id: string;
  name: string;
  category: string;
  date: string;
  observance: { kaala: string; start: string; end: string } | null;
  lunar: { month: string; amanta_month?: string; paksha: string; tithi_name: string; adhika: boolean } | null;
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
  region: Region;
  tradition: string;
  /** Show the monthly vratas (pradosha, chaturthis, masik shivaratri, purnima, amavasya) too. */
  monthly: boolean;
}
export interface FestivalsView {
  lang: PageLang;
  form: FestivalsForm;
  regions: readonly Region[];
  place: PlaceState | null;
  typed: string;
  problem: Problem | null;
  calendar: FestivalsJson | null;
}

/**
 * A monthly vrata's name in the asked language, from its record, its amanta month and (where it falls in both
 * halves) its paksha: the parts the engine names it by ("Pradosha Vrata (Pausha Shukla)").
 */
export function monthlyName(lang: PageLang, f: FestivalJson): string | null {
  const record = MONTHLY.find((r) => r.id === f.id);
  const month = f.lunar?.amanta_month;
  if (record === undefined || f.lunar === null || month === undefined) return null;
  return messagesFor(lang).t('festivals.monthlyName', {
    vrata: label(lang, 'festival', record.name),
    adhika: f.lunar.adhika ? 'yes' : 'no',
    month: label(lang, 'month', month),
    paksha: record.paksha === null ? ` ${label(lang, 'paksha', f.lunar.paksha)}` : '',
  });
}

/** The festival's name in the asked language, from the same label table the API's `labels` block gives. */
const nameOf = (lang: PageLang, f: FestivalJson) =>
  f.category !== 'monthly'
    ? label(lang, 'festival', f.name)
    : lang === 'en'
      ? f.name
      : (monthlyName(lang, f) ?? f.name);

function select(id: string, title: string, options: readonly (readonly [string, string])[], chosen: string): Html {
  const items = options.map(
    ([value, text]) => html`<option value="${value}"${selected(value === chosen)}>${text}</option>`,
  );
  const field = html`<label for="${id}">${title}</label><select id="${id}" name="${id}">${items}</select>`;
  return html`<div class="field">${field}</div>`;
}

const monthlyField = (checked: boolean, m: Messages) =>
  html`<div class="field check"><label for="monthly"><input id="monthly" name="monthly" type="checkbox" value="1"${
    checked ? html` checked` : html``
  }> ${m.t('festivals.monthly')}</label></div>`;

const yearInput = (year: number) =>
  html`<input id="year" name="year" type="number" inputmode="numeric" min="1800" max="2399" required value="${year}">`;

function formFields(v: FestivalsView, m: Messages): Html {
  return html`<form method="get" action="/festivals" novalidate class="card">
${placeField(v.lang, v.place, v.typed)}
<div class="field"><label for="year">${m.t('festivals.year')}</label>${yearInput(v.form.year)}</div>
${select(
  'region',
  m.t('festivals.region'),
  v.regions.map((r) => [r, m.t(`region.${r}` as const)] as const),
  v.form.region,
)}
${select(
  'tradition',
  m.t('festivals.tradition'),
  [
    ['smarta', m.t('festivals.smarta')],
    ['vaishnava', m.t('festivals.vaishnava')],
  ],
  v.form.tradition,
)}
${monthlyField(v.form.monthly, m)}
${langField(v.lang)}
<div class="actions"><button type="submit">${m.t('festivals.submit')}</button></div>
</form>`;
}

function item(f: FestivalJson, lang: PageLang, m: Messages): Html {
  const d = new Date(`${f.date}T00:00:00Z`);
  const weekday = label(lang, 'vara', WEEKDAYS[d.getUTCDay()]?.name ?? '');
  const day = `${d.getUTCDate()} ${monthName(m.lang, d.getUTCMonth(), 'long')}, ${weekday}`;
  const lunar =
    f.lunar === null
      ? html``
      : html` <span class="hint">${[
          label(lang, 'month', f.lunar.month),
          label(lang, 'paksha', f.lunar.paksha),
          label(lang, 'tithi', f.lunar.tithi_name),
        ].join(' ')}</span>`;
  const others = f.alternatives.map((a) => html`<li>${a.date}: ${m.en(a.school)}</li>`);
  const notes = f.why_this_date.notes.map((n) => html`<li>${m.en(n)}</li>`);
  const name = html`<span lang="${langTag(lang)}">${nameOf(lang, f)}</span>`;
  return html`<li class="festival ${f.category}" id="${f.id}-${f.date}"><strong>${day}</strong>: ${name}${lunar}
<details><summary>${m.t('festivals.whyThisDate')}</summary>
<p>${m.en(f.why_this_date.statement)}</p>
<p class="rule">${m.html('festivals.rule', { rule: m.en(f.why_this_date.rule) })}</p>
${notes.length === 0 ? html`` : html`<ul class="reasons">${notes}</ul>`}
${others.length === 0 ? html`` : html`<p>${m.t('festivals.otherSchools')}</p><ul class="reasons">${others}</ul>`}
</details></li>`;
}

const list = (items: Html[]) => html`<ul class="festivals">${items}</ul>`;

function results(v: FestivalsView, m: Messages): Html {
  const c = v.calendar;
  if (c === null || v.place === null) return html``;
  const months = Array.from({ length: 12 }, (_, i) => {
    const prefix = `${c.year}-${String(i + 1).padStart(2, '0')}`;
    const items = c.festivals.filter((f) => f.date.startsWith(prefix)).map((f) => item(f, v.lang, m));
    const heading = html`<h3 id="m${i + 1}">${monthName(m.lang, i, 'long')} ${c.year}</h3>`;
    return items.length === 0 ? html`` : html`<section aria-labelledby="m${i + 1}">${heading}${list(items)}</section>`;
  });
  const feed = new URLSearchParams({
    lat: String(c.place.latitude),
    lon: String(c.place.longitude),
    region: c.region,
    tradition: c.tradition,
  });
  const adhika = c.adhika_months.map((a) => label(v.lang, 'month', a.name)).join(', ');
  const named = v.lang === 'en' ? adhika : html`<span lang="${langTag(v.lang)}">${adhika}</span>`;
  const title = m.html('festivals.result', { place: m.en(v.place.name), year: c.year, count: c.festivals.length });
  return html`<section aria-labelledby="result-title" class="result">
<h2 id="result-title">${title}</h2>
${adhika === '' ? html`` : html`<p>${m.html('festivals.adhika', { months: named })}</p>`}
${months}
<p><a href="/api/v2/calendar.ics?${feed.toString()}">${m.t('festivals.subscribe')}</a></p>
<p class="conventions">${m.html('festivals.conventions', { timezone: m.en(c.place.timezone) })}</p>
</section>`;
}

export function renderFestivalsPage(v: FestivalsView): string {
  const m = messagesFor(v.lang);
  const main = html`<h1>${m.t('festivals.title')}</h1>
${formFields(v, m)}
${problem(v.lang, v.problem)}
${results(v, m)}`;
  return layout({ title: m.t('festivals.title'), path: '/festivals', lang: v.lang, main, scripts: ['city-search.js'] });
}

/** The day's festivals and vratas for the panchanga page. */
export function todaysFestivals(today: FestivalJson[], lang: PageLang): Html {
  if (today.length === 0) return html``;
  const m = messagesFor(lang);
  const items = today.map((f) => {
    const name = html`<span lang="${langTag(lang)}">${nameOf(lang, f)}</span>`;
    return html`<li>${name} <span class="hint">${m.en(f.why_this_date.statement)}</span></li>`;
  });
  const title = html`<h3 id="today-festivals">${m.t('panchanga.festivals')}</h3>`;
  return html`<section aria-labelledby="today-festivals">${title}${list(items)}</section>`;
}
