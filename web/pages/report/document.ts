/**
 * The printable kundli report: one HTML document laid out for A4 (print stylesheet in report.css), printed to PDF by
 * headless Chromium or by the reader's own browser. Names are in the asked language; the text around them is
 * English where the language's page text is not yet translated, and the report says so, as the pages do.
 */
import { label, labelsFor } from '../../../src/engine/tables/labels/index.ts';
import { GRAHAS, SIGNS } from '../../../src/engine/vocabulary/names.ts';
import { html, raw, type Html } from '../html.ts';
import { fallbackNotice, htmlLang, langTag } from '../layout.ts';
import { titled } from '../match-page.ts';
import type { ProveRef, ReportData, ReportDosha, ReportYoga } from './model.ts';

const STYLE_WORD = { north: 'north_indian', south: 'south_indian', east: 'east_indian', sudarshana: 'sudarshana' };

const day = (iso: string) => iso.slice(0, 10);

export function renderReportDocument(r: ReportData): string {
  const k = r.kundli.chart;
  const who = k.meta.name ?? 'Birth chart';
  return `<!doctype html>
${
  html`<html lang="${htmlLang(r.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${who}: kundli report · Vedic computation service</title>
<link rel="stylesheet" href="/assets/site.css">
<link rel="stylesheet" href="/assets/report.css">
</head>
<body class="report">
<main>
${fallbackNotice(r.lang)}
<div class="report-head"><h1>${who}</h1>
<p>${k.meta.date} ${k.meta.time}${r.place === null ? '' : `, ${r.place}`} (${k.meta.latitude.toFixed(4)}, ${k.meta.longitude.toFixed(4)})</p>
${r.pdfHref === null ? html`` : html`<p class="screen-only"><a href="${r.pdfHref}">Download as PDF</a> · or print this page</p>`}
</div>
${conventions(r)}
${charts(r)}
${planets(r)}
${panchanga(r)}
${dashas(r)}
${ashtakavarga(r)}
${findings('Yogas found', r.yogas)}
${findings('Doshas found', r.doshas)}
${match(r)}
<footer><p>Computed by the Vedic computation service (free software, AGPL-3.0-or-later) with the Swiss Ephemeris. Citations marked “pending” have not yet been checked against the text by a person.</p></footer>
</main>
</body>
</html>`.text
}
`;
}

function conventions(r: ReportData): Html {
  const c = r.kundli.conventions;
  return html`<p class="conventions">Local time ${r.kundli.chart.meta.local} (${c.timezone}, UTC${c.utc_offset}); ayanamsa ${c.ayanamsa.name} ${c.ayanamsa.degrees.toFixed(4)}°, ${c.node_type} nodes, whole-sign houses. Running periods as of ${r.asOf}.</p>`;
}

function charts(r: ReportData): Html {
  const word = labelsFor(r.lang).words[STYLE_WORD[r.style] as 'north_indian'];
  return html`<section class="charts-print"><h2>Charts (<span lang="${langTag(r.lang)}">${word}</span>)</h2>
<figure class="chart"><figcaption>D1 Rashi</figcaption>${raw(r.charts.D1)}</figure>
<figure class="chart"><figcaption>D9 Navamsha</figcaption>${raw(r.charts.D9)}</figure></section>`;
}

function planets(r: ReportData): Html {
  const { lang } = r;
  const lg = langTag(lang);
  const k = r.kundli.chart;
  const rows = GRAHAS.map((g) => {
    const p = k.planets[g];
    if (p === undefined) return html``;
    const marks = [p.retrograde ? 'retrograde' : '', p.combust ? 'combust' : ''].filter((m) => m !== '').join(', ');
    return html`<tr><th scope="row" lang="${lg}">${label(lang, 'graha', g)}</th><td>${p.house}</td><td lang="${lg}">${label(lang, 'sign', p.sign)}</td><td>${p.degree_dms}</td><td lang="${lg}">${label(lang, 'nakshatra', p.nakshatra)} ${p.pada}</td><td>${p.dignity}</td><td>${marks}</td></tr>`;
  });
  return html`<section><h2>Grahas</h2><table class="planets">
<thead><tr><th scope="col">Graha</th><th scope="col">House</th><th scope="col">Sign</th><th scope="col">Degree</th><th scope="col">Nakshatra, pada</th><th scope="col">Dignity</th><th scope="col"></th></tr></thead>
<tbody><tr class="lagna"><th scope="row" lang="${lg}">${labelsFor(lang).words.ascendant}</th><td>1</td><td lang="${lg}">${label(lang, 'sign', k.lagna.sign)}</td><td>${k.lagna.degree_dms}</td><td lang="${lg}">${label(lang, 'nakshatra', k.lagna.nakshatra)} ${k.lagna.pada}</td><td></td><td></td></tr>${rows}</tbody></table></section>`;
}

function panchanga(r: ReportData): Html {
  const { lang } = r;
  const lg = langTag(lang);
  const p = r.kundli.chart.panchanga;
  const row = (title: string, value: string) => html`<div><dt>${title}</dt><dd lang="${lg}">${value}</dd></div>`;
  return html`<section class="break"><h2>Panchanga at birth</h2><dl class="calendar">
${row('Vara', label(lang, 'vara', p.vara))}
${row('Tithi', `${label(lang, 'tithi', p.tithi)} (${label(lang, 'paksha', p.paksha)})`)}
${row('Nakshatra', label(lang, 'nakshatra', p.nakshatra))}
${row('Yoga', label(lang, 'yoga', p.yoga))}
${row('Karana', label(lang, 'karana', p.karana))}
<div><dt>Sunrise, sunset</dt><dd>${p.sunrise}, ${p.sunset}</dd></div>
</dl></section>`;
}

function dashas(r: ReportData): Html {
  const { lang } = r;
  const lg = langTag(lang);
  const d = r.kundli.chart.dashas;
  const rows = d.mahadashas.map(
    (m) =>
      html`<tr${m.planet === d.current?.maha ? html` class="running"` : html``}><th scope="row" lang="${lg}">${label(lang, 'graha', m.planet)}</th><td>${day(m.start)}</td><td>${day(m.end)}</td><td>${m.years}</td></tr>`,
  );
  const running = r.tree.tree.find((m) => m.start.slice(0, 10) <= r.asOf && r.asOf < m.end.slice(0, 10));
  const antar = (running?.children ?? []).map(
    (a) =>
      html`<tr${a.planet === d.current?.antar ? html` class="running"` : html``}><th scope="row" lang="${lg}">${label(lang, 'graha', a.planet)}</th><td>${day(a.start)}</td><td>${day(a.end)}</td></tr>`,
  );
  return html`<section><h2>Vimshottari dasha</h2>
<table class="dashas"><caption>Mahadashas (the running one marked)</caption><thead><tr><th scope="col">Mahadasha</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Years</th></tr></thead><tbody>${rows}</tbody></table>
${running === undefined ? html`` : html`<table class="dashas"><caption>Antardashas of the running <span lang="${lg}">${label(lang, 'graha', running.planet)}</span> mahadasha</caption><thead><tr><th scope="col">Antardasha</th><th scope="col">From</th><th scope="col">To</th></tr></thead><tbody>${antar}</tbody></table>`}
</section>`;
}

function ashtakavarga(r: ReportData): Html {
  const lg = langTag(r.lang);
  const cells = SIGNS.map(
    (s, i) =>
      html`<tr><th scope="row" lang="${lg}">${label(r.lang, 'sign', s)}</th><td>${r.sarva.bindus[i] ?? ''}</td></tr>`,
  );
  return html`<section><h2>Ashtakavarga</h2><table class="sarva"><caption>Sarvashtakavarga bindus by sign (total ${r.sarva.total})</caption><tbody>${cells}</tbody></table></section>`;
}

const refs = (list: ProveRef[]) =>
  html`<ul class="refs">${list.map((p) => html`<li>${p.citation} <span class="status">(${p.status})</span></li>`)}</ul>`;

function findings(title: string, items: (ReportYoga | ReportDosha)[]): Html {
  const rows = items.map(
    (y) =>
      html`<li><strong>${y.name}</strong>: ${y.status}${'strength_label' in y && y.strength_label !== undefined ? `, ${y.strength_label}` : ''}${y.facts?.detail === undefined ? '' : `. ${y.facts.detail}`}${refs(y.prove_refs)}</li>`,
  );
  const none = html`<p>None found in this chart.</p>`;
  return html`<section class="${title.startsWith('Yogas') ? 'break' : ''}"><h2>${title}</h2>${items.length === 0 ? none : html`<ul class="findings">${rows}</ul>`}</section>`;
}

function match(r: ReportData): Html {
  if (r.match === null) return html``;
  const m = r.match;
  const rows = m.ashtakoota.kootas.map(
    (k) => html`<tr><th scope="row">${titled(k.koota)}</th><td>${k.points} of ${k.max}</td></tr>`,
  );
  return html`<section class="break"><h2>Matching with the partner (Ashtakoota)</h2>
<p>Score ${m.score} of ${m.max}: ${m.verdict}.</p>
<table class="kootas"><tbody>${rows}</tbody></table></section>`;
}
