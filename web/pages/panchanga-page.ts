/**
 * The home page: the day's panchanga at a place (sunrise, the five limbs with their end times, the lunar month in
 * both systems, the samvat years, the Sun's and Moon's signs, rahu kalam and the other kalams, durmuhurta, varjyam
 * and amrit kalam, the choghadiyas, the day's festivals and vratas), from the same computations as
 * POST /api/v2/panchanga, GET /api/choghadiya and GET /api/v2/festivals.
 */
import { label, type LabelKind } from '../../src/engine/tables/labels/index.ts';
import { messagesFor, type MessageId, type Messages } from '../i18n/messages.ts';
import { clock, langField, placeField, problem, type PlaceState, type Problem } from './form-parts.ts';
import { html, type Html } from './html.ts';
import { todaysFestivals, type FestivalJson } from './festivals-page.ts';
import { langTag, layout, type PageLang } from './layout.ts';

type Span = { start: string; end: string } | null;
interface Limb {
  name: string;
  end: { iso: string };
  pada?: number;
  paksha?: string;
}
export interface PanchangaJson {
  date: string;
  panchanga: { sunrise: string | null; sunset: string | null; moonrise: string | null; moonset: string | null };
  limbs: { tithi: Limb; nakshatra: Limb; yoga: Limb; karana: Limb; vara: Limb & { vara: string } };
  lunar_month?: {
    amanta: { name: string; adhika: boolean };
    purnimanta: { name: string; adhika: boolean };
  } | null;
  samvat?: { vikram: number; shaka: number } | null;
  sun?: { sign: string; nakshatra: string };
  moon?: { sign: string; nakshatra: string };
  solar_months?: { calendar: 'tamil' | 'malayalam'; sign: string; day: number }[];
  muhurtas: {
    rahu_kalam: Span;
    yamaganda: Span;
    gulika_kalam: Span;
    abhijit: Span;
    durmuhurta?: NonNullable<Span>[];
    varjyam?: NonNullable<Span>[];
    amrit_kalam?: NonNullable<Span>[];
  };
  conventions: { timezone: string; utc_offset: string; sunrise_rule?: unknown };
}
interface Chogha {
  name: string;
  start_iso: string;
  end_iso: string;
  status: string;
  lord: string;
}
export interface ChoghadiyaJson {
  day_choghadiya: Chogha[];
  night_choghadiya: Chogha[];
}

export interface PanchangaView {
  lang: PageLang;
  date: string;
  place: PlaceState | null;
  typed: string;
  problem: Problem | null;
  panchanga: PanchangaJson | null;
  choghadiya: ChoghadiyaJson | null;
  /** The festivals and vratas of the day (GET /api/v2/festivals for its year, that date only). */
  festivals: FestivalJson[];
}

function limbRows(p: PanchangaJson, lang: PageLang, m: Messages): Html[] {
  const row = (title: MessageId, kind: LabelKind, limb: Limb, extra = '') => {
    const named = html`<td lang="${langTag(lang)}">${label(lang, kind, limb.name)}${extra}</td>`;
    return html`<tr><th scope="row">${m.t(title)}</th>${named}<td>${clock(limb.end.iso, p.date, m.lang)}</td></tr>`;
  };
  const t = p.limbs.tithi;
  const pada = p.limbs.nakshatra.pada;
  return [
    row('word.tithi', 'tithi', t, t.paksha === undefined ? '' : ` (${label(lang, 'paksha', t.paksha)})`),
    row(
      'word.nakshatra',
      'nakshatra',
      p.limbs.nakshatra,
      pada === undefined ? '' : `, ${m.t('panchanga.pada', { pada })}`,
    ),
    row('word.yoga', 'yoga', p.limbs.yoga),
    row('word.karana', 'karana', p.limbs.karana),
    row('word.vara', 'vara', p.limbs.vara),
  ];
}

const span = (s: NonNullable<Span>, day: string, m: Messages) =>
  `${clock(s.start, day, m.lang)} – ${clock(s.end, day, m.lang)}`;

function spanRow(title: MessageId, s: Span, day: string, m: Messages): Html {
  return html`<tr><th scope="row">${m.t(title)}</th><td>${s === null ? '—' : span(s, day, m)}</td></tr>`;
}

/** A period that may fall more than once in the Vedic day (two durmuhurtas, a varjyam before and after midnight). */
function spansRow(title: MessageId, spans: NonNullable<Span>[] | undefined, day: string, m: Messages): Html {
  const text = spans === undefined || spans.length === 0 ? '—' : spans.map((s) => span(s, day, m)).join(', ');
  return html`<tr><th scope="row">${m.t(title)}</th><td>${text}</td></tr>`;
}

/**
 * The lunar month in both systems (they differ in the dark half), the solar month and day as Tamil and Kerala
 * almanacs count them, the samvat years, the Sun's and Moon's signs.
 */
function calendarFacts(p: PanchangaJson, lang: PageLang, m: Messages): Html {
  const lunar = p.lunar_month ?? null;
  const month = (x: { name: string; adhika: boolean }) =>
    x.adhika ? m.t('panchanga.adhikaMonth', { month: label(lang, 'month', x.name) }) : label(lang, 'month', x.name);
  const samvat = p.samvat ?? null;
  const sign = (x: { sign: string; nakshatra: string } | undefined) =>
    x === undefined ? '—' : `${label(lang, 'sign', x.sign)} (${label(lang, 'nakshatra', x.nakshatra)})`;
  const years = samvat === null ? '—' : m.t('panchanga.samvatYears', { vikram: samvat.vikram, shaka: samvat.shaka });
  return html`<dl class="calendar">
<div><dt>${m.t('panchanga.amanta')}</dt><dd>${lunar === null ? '—' : month(lunar.amanta)}</dd></div>
<div><dt>${m.t('panchanga.purnimanta')}</dt><dd>${lunar === null ? '—' : month(lunar.purnimanta)}</dd></div>
<div><dt>${m.t('panchanga.samvat')}</dt><dd>${years}</dd></div>
${(p.solar_months ?? []).map(
  (s) =>
    html`<div><dt>${m.t('panchanga.solarMonth', { calendar: s.calendar })}</dt>\
<dd>${label(lang, 'solar_month', s.sign)} ${s.day}</dd></div>`,
)}
<div><dt>${m.t('panchanga.sun')}</dt><dd>${sign(p.sun)}</dd></div>
<div><dt>${m.t('panchanga.moon')}</dt><dd>${sign(p.moon)}</dd></div>
</dl>`;
}

/** Column headings of a table, each a message. */
const columns = (m: Messages, ids: MessageId[]) => ids.map((id) => html`<th scope="col">${m.t(id)}</th>`);

function choghadiyaTable(caption: MessageId, items: Chogha[], lang: PageLang, day: string, m: Messages): Html {
  const rows = items.map(
    (c) =>
      html`<tr class="${c.status}"><td>${label(lang, 'choghadiya', c.name)}</td>\
<td>${clock(c.start_iso, day, m.lang)} – ${clock(
        c.end_iso,
        day,
        m.lang,
      )}</td><td>${m.t('panchanga.status', { status: c.status })}</td></tr>`,
  );
  const head = columns(m, ['panchanga.choghadiya', 'panchanga.time', 'panchanga.nature']);
  return html`<table class="choghadiya"><caption>${m.t(caption)}</caption><thead><tr>${head}</tr></thead>\
<tbody>${rows}</tbody></table>`;
}

function results(v: PanchangaView, m: Messages): Html {
  const p = v.panchanga;
  if (p === null || v.place === null) return html``;
  const day = p.date;
  const c = v.choghadiya;
  const k = p.muhurtas;
  const kalams = [
    spanRow('panchanga.rahuKalam', k.rahu_kalam, day, m),
    spanRow('panchanga.yamaganda', k.yamaganda, day, m),
    spanRow('panchanga.gulikaKalam', k.gulika_kalam, day, m),
    spanRow('panchanga.abhijit', k.abhijit, day, m),
  ];
  const choghadiyas =
    c === null
      ? html``
      : html`<div class="two">${[
          choghadiyaTable('panchanga.dayChoghadiya', c.day_choghadiya, v.lang, day, m),
          choghadiyaTable('panchanga.nightChoghadiya', c.night_choghadiya, v.lang, day, m),
        ]}</div>`;
  const conventions = m.html('panchanga.conventions', {
    timezone: m.en(p.conventions.timezone),
    offset: p.conventions.utc_offset,
  });
  return html`<section aria-labelledby="result-title" class="result">
<h2 id="result-title">${m.en(v.place.name)}, ${day}</h2>
<dl class="sun">
<div><dt>${m.t('word.sunrise')}</dt><dd>${p.panchanga.sunrise ?? m.t('panchanga.noSunrise')}</dd></div>
<div><dt>${m.t('word.sunset')}</dt><dd>${p.panchanga.sunset ?? '—'}</dd></div>
<div><dt>${m.t('panchanga.moonrise')}</dt><dd>${p.panchanga.moonrise ?? '—'}</dd></div>
<div><dt>${m.t('panchanga.moonset')}</dt><dd>${p.panchanga.moonset ?? '—'}</dd></div>
</dl>
${calendarFacts(p, v.lang, m)}
${todaysFestivals(v.festivals, v.lang)}
<table class="limbs"><caption>${m.t('panchanga.limbs')}</caption>
<thead><tr>${columns(m, ['panchanga.limb', 'panchanga.atSunrise', 'panchanga.ends'])}</tr></thead>
<tbody>${limbRows(p, v.lang, m)}</tbody></table>
<table class="kalams"><caption>${m.t('panchanga.periods')}</caption><tbody>
${kalams}
${spansRow('panchanga.durmuhurta', k.durmuhurta, day, m)}${spansRow('panchanga.varjyam', k.varjyam, day, m)}
${spansRow('panchanga.amritKalam', k.amrit_kalam, day, m)}
</tbody></table>
${choghadiyas}
<p class="conventions">${conventions}</p>
</section>`;
}

export function renderPanchangaPage(v: PanchangaView): string {
  const m = messagesFor(v.lang);
  const main = html`<h1>${m.t('panchanga.title')}</h1>
<form method="get" action="/" class="card" novalidate>
${placeField(v.lang, v.place, v.typed)}
<div class="field"><label for="date">${m.t('form.date')}</label>\
<input id="date" name="date" type="date" required min="1800-01-01" max="2399-12-31" value="${v.date}"></div>
${langField(v.lang)}
<div class="actions"><button type="submit">${m.t('panchanga.submit')}</button></div>
</form>
${problem(v.lang, v.problem)}
${results(v, m)}`;
  return layout({ title: m.t('panchanga.title'), path: '/', lang: v.lang, main, scripts: ['city-search.js'] });
}
