/**
 * The home page: the day's panchanga at a place (sunrise, the five limbs with their end times, the lunar month in
 * both systems, the samvat years, the Sun's and Moon's signs, rahu kalam and the other kalams, durmuhurta, varjyam
 * and amrit kalam, the choghadiyas, the day's festivals and vratas), from the same computations as
 * POST /api/v2/panchanga, GET /api/choghadiya and GET /api/v2/festivals.
 */
import { label, type LabelKind } from '../../src/engine/tables/labels/index.ts';
import { clock, langField, placeField, problem, type PlaceState } from './form-parts.ts';
import { html, type Html } from './html.ts';
import { todaysFestivals, type FestivalJson } from './festivals-page.ts';
import { layout, type PageLang } from './layout.ts';

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
  problem: string | null;
  panchanga: PanchangaJson | null;
  choghadiya: ChoghadiyaJson | null;
  /** The festivals and vratas of the day (GET /api/v2/festivals for its year, that date only). */
  festivals: FestivalJson[];
}

function limbRows(p: PanchangaJson, lang: PageLang): Html[] {
  const row = (title: string, kind: LabelKind, limb: Limb, extra = '') =>
    html`<tr><th scope="row">${title}</th><td lang="${lang === 'sa' ? 'sa-Latn' : lang}">${label(lang, kind, limb.name)}${extra}</td><td>${clock(limb.end.iso, p.date)}</td></tr>`;
  const t = p.limbs.tithi;
  return [
    row('Tithi', 'tithi', t, t.paksha === undefined ? '' : ` (${label(lang, 'paksha', t.paksha)})`),
    row(
      'Nakshatra',
      'nakshatra',
      p.limbs.nakshatra,
      p.limbs.nakshatra.pada === undefined ? '' : `, pada ${p.limbs.nakshatra.pada}`,
    ),
    row('Yoga', 'yoga', p.limbs.yoga),
    row('Karana', 'karana', p.limbs.karana),
    row('Vara', 'vara', p.limbs.vara),
  ];
}

function spanRow(title: string, s: Span, day: string): Html {
  return html`<tr><th scope="row">${title}</th><td>${s === null ? '—' : `${clock(s.start, day)} – ${clock(s.end, day)}`}</td></tr>`;
}

/** A period that may fall more than once in the Vedic day (two durmuhurtas, a varjyam before and after midnight). */
function spansRow(title: string, spans: NonNullable<Span>[] | undefined, day: string): Html {
  const text =
    spans === undefined || spans.length === 0
      ? '—'
      : spans.map((s) => `${clock(s.start, day)} – ${clock(s.end, day)}`).join(', ');
  return html`<tr><th scope="row">${title}</th><td>${text}</td></tr>`;
}

/**
 * The lunar month in both systems (they differ in the dark half), the solar month and day as Tamil and Kerala
 * almanacs count them, the samvat years, the Sun's and Moon's signs.
 */
function calendarFacts(p: PanchangaJson, lang: PageLang): Html {
  const m = p.lunar_month ?? null;
  const month = (x: { name: string; adhika: boolean }) => `${x.adhika ? 'Adhika ' : ''}${label(lang, 'month', x.name)}`;
  const samvat = p.samvat ?? null;
  const sign = (x: { sign: string; nakshatra: string } | undefined) =>
    x === undefined ? '—' : `${label(lang, 'sign', x.sign)} (${label(lang, 'nakshatra', x.nakshatra)})`;
  return html`<dl class="calendar">
<div><dt>Lunar month (amanta)</dt><dd>${m === null ? '—' : month(m.amanta)}</dd></div>
<div><dt>Lunar month (purnimanta)</dt><dd>${m === null ? '—' : month(m.purnimanta)}</dd></div>
<div><dt>Samvat</dt><dd>${samvat === null ? '—' : `Vikram ${samvat.vikram}, Shaka ${samvat.shaka}`}</dd></div>
${(p.solar_months ?? []).map(
  (s) =>
    html`<div><dt>Solar month (${s.calendar === 'tamil' ? 'Tamil' : 'Kerala'})</dt><dd>${label(lang, 'solar_month', s.sign)} ${s.day}</dd></div>`,
)}
<div><dt>Sun</dt><dd>${sign(p.sun)}</dd></div>
<div><dt>Moon</dt><dd>${sign(p.moon)}</dd></div>
</dl>`;
}

function choghadiyaTable(caption: string, items: Chogha[], lang: PageLang, day: string): Html {
  const rows = items.map(
    (c) =>
      html`<tr class="${c.status}"><td>${label(lang, 'choghadiya', c.name)}</td><td>${clock(
        c.start_iso,
        day,
      )} – ${clock(c.end_iso, day)}</td><td>${c.status}</td></tr>`,
  );
  return html`<table class="choghadiya"><caption>${caption}</caption><thead><tr><th scope="col">Choghadiya</th><th scope="col">Time</th><th scope="col">Nature</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function results(v: PanchangaView): Html {
  const p = v.panchanga;
  if (p === null || v.place === null) return html``;
  const day = p.date;
  const c = v.choghadiya;
  return html`<section aria-labelledby="result-title" class="result">
<h2 id="result-title">${v.place.name}, ${day}</h2>
<dl class="sun">
<div><dt>Sunrise</dt><dd>${p.panchanga.sunrise ?? 'none (polar day or night)'}</dd></div>
<div><dt>Sunset</dt><dd>${p.panchanga.sunset ?? '—'}</dd></div>
<div><dt>Moonrise</dt><dd>${p.panchanga.moonrise ?? '—'}</dd></div>
<div><dt>Moonset</dt><dd>${p.panchanga.moonset ?? '—'}</dd></div>
</dl>
${calendarFacts(p, v.lang)}
${todaysFestivals(v.festivals, v.lang)}
<table class="limbs"><caption>The five limbs at sunrise and when each ends</caption>
<thead><tr><th scope="col">Limb</th><th scope="col">At sunrise</th><th scope="col">Ends</th></tr></thead>
<tbody>${limbRows(p, v.lang)}</tbody></table>
<table class="kalams"><caption>Periods of the day</caption><tbody>
${spanRow('Rahu kalam', p.muhurtas.rahu_kalam, day)}${spanRow('Yamaganda', p.muhurtas.yamaganda, day)}${spanRow('Gulika kalam', p.muhurtas.gulika_kalam, day)}${spanRow('Abhijit muhurta', p.muhurtas.abhijit, day)}
${spansRow('Durmuhurta', p.muhurtas.durmuhurta, day)}${spansRow('Varjyam', p.muhurtas.varjyam, day)}
${spansRow('Amrit kalam', p.muhurtas.amrit_kalam, day)}
</tbody></table>
${c === null ? html`` : html`<div class="two">${choghadiyaTable('Day choghadiya', c.day_choghadiya, v.lang, day)}${choghadiyaTable('Night choghadiya', c.night_choghadiya, v.lang, day)}</div>`}
<p class="conventions">Times in ${p.conventions.timezone} (UTC${p.conventions.utc_offset}); sunrise and sunset of the Sun's upper limb with refraction; the Vedic day runs from sunrise to sunrise. The same numbers as JSON: <code>POST /api/v2/panchanga</code>.</p>
</section>`;
}

export function renderPanchangaPage(v: PanchangaView): string {
  const main = html`<h1>Panchanga</h1>
<form method="get" action="/" class="card" novalidate>
${placeField(v.place, v.typed)}
<div class="field"><label for="date">Date</label><input id="date" name="date" type="date" required min="1800-01-01" max="2399-12-31" value="${v.date}"></div>
${langField(v.lang)}
<div class="actions"><button type="submit">Show the panchanga</button></div>
</form>
${problem(v.problem)}
${results(v)}`;
  return layout({ title: 'Panchanga', path: '/', lang: v.lang, main, scripts: ['city-search.js'] });
}
