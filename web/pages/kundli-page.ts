/**
 * /kundli: a birth form, and for a birth the chart in North, South and East Indian style and as the Sudarshana
 * chakra (D1 and D9 each, switchable by /assets/chart-style.ts, or by the links without JavaScript), the planets
 * table and the Vimshottari timeline.
 * Every number comes from the same computations as POST /api/v2/kundli and /api/v2/chart-svg.
 */
import { CHART_STYLES, type ChartStyle } from '../../src/engine/vocabulary/chart-styles.ts';
import { label, labelsFor } from '../../src/engine/tables/labels/index.ts';
import { messagesFor, type Messages } from '../i18n/messages.ts';
import { dashaTimelineSvg, periodDate, type Period } from './dasha-timeline.ts';
import { birthFields, langField, nameField, placeField, problem, type PlaceState, type Problem } from './form-parts.ts';
import { html, raw, type Html } from './html.ts';
import { langTag, layout, type PageLang } from './layout.ts';

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
  problem: Problem | null;
  kundli: KundliJson | null;
  /** SVG text by style and varga, from the chart-svg computation. */
  charts: Record<ChartStyle, { D1: string; D9: string }> | null;
  nowMs: number;
  /** The page's own URL without `style`, to build the no-JavaScript switch links. */
  selfQuery: string;
}

function chartBlock(v: KundliView, m: Messages): Html {
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
<figure class="chart"><figcaption>${m.t('word.d1')}</figcaption>${raw(v.charts?.[style].D1 ?? '')}</figure>
<figure class="chart"><figcaption>${m.t('word.d9')}</figcaption>${raw(v.charts?.[style].D9 ?? '')}</figure>
</div>`,
  );
  const link = (style: ChartStyle, text: string) =>
    html`<a class="style-switch" role="button" href="/kundli?${v.selfQuery}&amp;style=${style}" data-style="${style}"\
 aria-pressed="${style === v.style ? 'true' : 'false'}">${text}</a>`;
  return html`<section aria-labelledby="charts-title"><h2 id="charts-title">${m.t('kundli.chart')}</h2>
<p class="switch" role="group" aria-label="${m.t('kundli.chartStyle')}">\
${CHART_STYLES.map((s) => html`${link(s, names[s])} `)}</p>
${figures}
</section>`;
}

function planetsTable(k: KundliJson, lang: PageLang, m: Messages): Html {
  const lg = langTag(lang);
  const rows = Object.entries(k.chart.planets).map(
    ([graha, p]) => html`<tr data-graha="${graha}">
<th scope="row" lang="${lg}">${label(lang, 'graha', graha)}</th><td>${p.house}</td>\
<td lang="${lg}">${label(lang, 'sign', p.sign)}</td><td>${p.degree_dms}</td>
<td lang="${lg}">${label(
      lang,
      'nakshatra',
      p.nakshatra,
    )}</td><td>${p.pada}</td><td>${m.t('dignity', { dignity: p.dignity })}</td>\
<td>${m.t(p.retrograde ? 'word.yes' : 'word.no')}</td></tr>`,
  );
  const l = k.chart.lagna;
  const col = (text: string) => html`<th scope="col">${text}</th>`;
  const head = [
    m.t('word.graha'),
    m.t('word.house'),
    m.t('word.sign'),
    m.t('word.degree'),
    m.t('word.nakshatra'),
    m.t('word.pada'),
    m.t('word.dignity'),
    m.t('kundli.retrograde'),
  ].map(col);
  return html`<table class="planets"><caption>${m.t('kundli.planetsCaption')}</caption>
<thead><tr>${head}</tr></thead>
<tbody><tr class="lagna"><th scope="row" lang="${lg}">${labelsFor(lang).words.ascendant}</th><td>1</td>\
<td lang="${lg}">${label(lang, 'sign', l.sign)}</td><td>${l.degree_dms}</td>\
<td lang="${lg}">${label(lang, 'nakshatra', l.nakshatra)}</td><td>${l.pada}</td><td></td><td></td></tr>${rows}</tbody>\
</table>`;
}

function dashaBlock(k: KundliJson, v: KundliView, m: Messages): Html {
  const d = k.chart.dashas;
  const rows = d.mahadashas.map(
    (p) =>
      html`<tr${p.planet === d.current.maha ? html` class="running"` : html``}><th scope="row">${label(
        v.lang,
        'graha',
        p.planet,
      )}</th><td>${periodDate(p, 'start', v.lang)}</td><td>${periodDate(p, 'end', v.lang)}</td></tr>`,
  );
  const running = m.html('kundli.running', {
    maha: d.current.maha === null ? '—' : label(v.lang, 'graha', d.current.maha),
    antar: d.current.antar === null ? '—' : label(v.lang, 'graha', d.current.antar),
  });
  const head = [m.t('word.mahadasha'), m.t('word.from'), m.t('word.to')].map((t) => html`<th scope="col">${t}</th>`);
  return html`<section aria-labelledby="dasha-title"><h2 id="dasha-title">${m.t('word.vimshottari')}</h2>
<p>${running}</p>
<div class="timeline">${raw(dashaTimelineSvg(d.mahadashas, v.nowMs, v.lang))}</div>
<details><summary>${m.t('kundli.periodsTable')}</summary><table class="dashas"><thead><tr>${head}</tr></thead>\
<tbody>${rows}</tbody></table></details>
</section>`;
}

function results(v: KundliView, m: Messages): Html {
  const k = v.kundli;
  if (k === null || v.place === null) return html``;
  const meta = k.chart.meta;
  const who = v.birth.name === '' ? m.t('word.birthChart') : v.birth.name;
  const conventions = m.html('kundli.conventions', {
    local: meta.local,
    timezone: m.en(meta.timezone),
    offset: meta.utc_offset,
  });
  return html`<div class="result">
<h2 class="birth-title">${who}: ${v.birth.date} ${v.birth.time}, ${m.en(v.place.name)}</h2>
<p class="conventions">${conventions}</p>
${chartBlock(v, m)}
<section aria-labelledby="planets-title">\
<h2 id="planets-title">${m.t('kundli.planets')}</h2>${planetsTable(k, v.lang, m)}</section>
${dashaBlock(k, v, m)}
</div>`;
}

export function renderKundliPage(v: KundliView): string {
  const m = messagesFor(v.lang);
  const main = html`<h1>${m.t('kundli.title')}</h1>
<form method="get" action="/kundli" class="card" novalidate>
${nameField(v.lang, 'name', v.birth.name)}
${birthFields(v.lang, v.birth.date, v.birth.time)}
${placeField(v.lang, v.place, v.typed)}
${langField(v.lang)}
<input type="hidden" name="style" value="${v.style}">
<div class="actions"><button type="submit">${m.t('kundli.submit')}</button></div>
</form>
${problem(v.lang, v.problem)}
${results(v, m)}`;
  return layout({
    title: m.t('kundli.title'),
    path: '/kundli',
    lang: v.lang,
    main,
    scripts: ['city-search.js', 'chart-style.js'],
  });
}
