/**
 * /kundli: a birth form, and for a birth the chart in North, South and East Indian style and as the Sudarshana
 * chakra (D1 and D9 each, switchable by /assets/chart-style.ts, or by the links without JavaScript), the planets
 * table and the Vimshottari timeline.
 * Every number comes from the same computations as POST /api/v2/kundli and /api/v2/chart-svg.
 */
import { CHART_STYLES, type ChartStyle } from '../../src/engine/vocabulary/chart-styles.ts';
import { label, labelsFor } from '../../src/engine/tables/labels/index.ts';
import { dashaTimelineSvg, type Period } from './dasha-timeline.ts';
import { langField, placeField, problem, type PlaceState } from './form-parts.ts';
import { html, raw, type Html } from './html.ts';
import { layout, type PageLang } from './layout.ts';

interface Planet {
  sign: string;
  degree_dms: string;
  nakshatra: string;
  pada: number;
  dignity: string;
  retrograde: boolean;
  house: number;
}
export interface KundliJson {
  chart: {
    meta: { timezone: string; utc_offset: string; local: string };
    lagna: { sign: string; degree_dms: string; nakshatra: string; pada: number };
    planets: Record<string, Planet>;
    dashas: { current: { maha: string | null; antar: string | null }; mahadashas: Period[] };
  };
}

export { CHART_STYLES, type ChartStyle };
export interface KundliView {
  lang: PageLang;
  style: ChartStyle;
  birth: { name: string; date: string; time: string };
  place: PlaceState | null;
  typed: string;
  problem: string | null;
  kundli: KundliJson | null;
  /** SVG text by style and varga, from the chart-svg computation. */
  charts: Record<ChartStyle, { D1: string; D9: string }> | null;
  nowMs: number;
  /** The page's own URL without `style`, to build the no-JavaScript switch links. */
  selfQuery: string;
}

function chartBlock(v: KundliView): Html {
  if (v.charts === null) return html``;
  const words = labelsFor(v.lang).words;
  const names: Record<ChartStyle, string> = {
    north: words.north_indian,
    south: words.south_indian,
    east: words.east_indian,
    sudarshana: words.sudarshana,
  };
  const figures = CHART_STYLES.map(
    (style) => html`<div class="charts" data-style="${style}"${style === v.style ? html`` : html` hidden`}>
<figure class="chart"><figcaption>D1 Rashi</figcaption>${raw(v.charts?.[style].D1 ?? '')}</figure>
<figure class="chart"><figcaption>D9 Navamsha</figcaption>${raw(v.charts?.[style].D9 ?? '')}</figure>
</div>`,
  );
  const link = (style: ChartStyle, text: string) =>
    html`<a class="style-switch" role="button" href="/kundli?${v.selfQuery}&amp;style=${style}" data-style="${style}" aria-pressed="${style === v.style ? 'true' : 'false'}">${text}</a>`;
  return html`<section aria-labelledby="charts-title"><h2 id="charts-title">Chart</h2>
<p class="switch" role="group" aria-label="Chart style">${CHART_STYLES.map((s) => html`${link(s, names[s])} `)}</p>
${figures}
</section>`;
}

function planetsTable(k: KundliJson, lang: PageLang): Html {
  const lg = lang === 'sa' ? 'sa-Latn' : lang;
  const rows = Object.entries(k.chart.planets).map(
    ([graha, p]) => html`<tr data-graha="${graha}">
<th scope="row" lang="${lg}">${label(lang, 'graha', graha)}</th><td>${p.house}</td><td lang="${lg}">${label(lang, 'sign', p.sign)}</td><td>${p.degree_dms}</td>
<td lang="${lg}">${label(
      lang,
      'nakshatra',
      p.nakshatra,
    )}</td><td>${p.pada}</td><td>${p.dignity.replace(/_/g, ' ')}</td><td>${p.retrograde ? 'yes' : 'no'}</td></tr>`,
  );
  const l = k.chart.lagna;
  return html`<table class="planets"><caption>Grahas (whole-sign houses from the lagna)</caption>
<thead><tr><th scope="col">Graha</th><th scope="col">House</th><th scope="col">Sign</th><th scope="col">Degree</th><th scope="col">Nakshatra</th><th scope="col">Pada</th><th scope="col">Dignity</th><th scope="col">Retrograde</th></tr></thead>
<tbody><tr class="lagna"><th scope="row" lang="${lg}">${labelsFor(lang).words.ascendant}</th><td>1</td><td lang="${lg}">${label(lang, 'sign', l.sign)}</td><td>${l.degree_dms}</td><td lang="${lg}">${label(lang, 'nakshatra', l.nakshatra)}</td><td>${l.pada}</td><td></td><td></td></tr>${rows}</tbody></table>`;
}

function dashaBlock(k: KundliJson, v: KundliView): Html {
  const d = k.chart.dashas;
  const rows = d.mahadashas.map(
    (p) =>
      html`<tr${p.planet === d.current.maha ? html` class="running"` : html``}><th scope="row">${label(
        v.lang,
        'graha',
        p.planet,
      )}</th><td>${p.start_date}</td><td>${p.end_date}</td></tr>`,
  );
  return html`<section aria-labelledby="dasha-title"><h2 id="dasha-title">Vimshottari dasha</h2>
<p>Running now: <strong>${d.current.maha === null ? '—' : label(v.lang, 'graha', d.current.maha)}</strong> mahadasha, ${d.current.antar === null ? '—' : label(v.lang, 'graha', d.current.antar)} antardasha.</p>
<div class="timeline">${raw(dashaTimelineSvg(d.mahadashas, v.nowMs, v.lang))}</div>
<details><summary>Periods as a table</summary><table class="dashas"><thead><tr><th scope="col">Mahadasha</th><th scope="col">From</th><th scope="col">To</th></tr></thead><tbody>${rows}</tbody></table></details>
</section>`;
}

function results(v: KundliView): Html {
  const k = v.kundli;
  if (k === null || v.place === null) return html``;
  return html`<div class="result">
<h2 class="birth-title">${v.birth.name === '' ? 'Birth chart' : v.birth.name}: ${v.birth.date} ${v.birth.time}, ${v.place.name}</h2>
<p class="conventions">Local time ${k.chart.meta.local} (${k.chart.meta.timezone}, UTC${k.chart.meta.utc_offset}); Lahiri ayanamsa, mean nodes, whole-sign houses.</p>
${chartBlock(v)}
<section aria-labelledby="planets-title"><h2 id="planets-title">Planets</h2>${planetsTable(k, v.lang)}</section>
${dashaBlock(k, v)}
</div>`;
}

export function renderKundliPage(v: KundliView): string {
  const main = html`<h1>Kundli</h1>
<form method="get" action="/kundli" class="card" novalidate>
<div class="field"><label for="name">Name <span class="hint">(optional)</span></label><input id="name" name="name" type="text" maxlength="100" value="${v.birth.name}"></div>
<div class="field"><label for="date">Birth date</label><input id="date" name="date" type="date" required min="1800-01-01" max="2399-12-31" value="${v.birth.date}"></div>
<div class="field"><label for="time">Birth time</label><input id="time" name="time" type="time" required value="${v.birth.time}"></div>
${placeField(v.place, v.typed)}
${langField(v.lang)}
<input type="hidden" name="style" value="${v.style}">
<div class="actions"><button type="submit">Show the chart</button></div>
</form>
${problem(v.problem)}
${results(v)}`;
  return layout({
    title: 'Kundli',
    path: '/kundli',
    lang: v.lang,
    main,
    scripts: ['city-search.js', 'chart-style.js'],
  });
}
