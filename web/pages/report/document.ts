/**
 * The printable kundli report: one HTML document laid out for A4 (print stylesheet in report.css), printed to PDF by
 * headless Chromium or by the reader's own browser. Names are in the asked language; the text around them comes from
 * the pages' catalogue (English where the language's page text is not yet translated, which the report says, as the
 * pages do). Yoga and dosha names are in the asked language too; their details and the citations are the catalogues'
 * English, marked as such.
 */
import { label, labelsFor } from '../../../src/engine/tables/labels/index.ts';
import { GRAHAS, SIGNS } from '../../../src/engine/vocabulary/names.ts';
import { messagesFor, type MessageId, type Messages } from '../../i18n/messages.ts';
import { html, raw, type Html } from '../html.ts';
import { fallbackNotice, htmlLang, langTag, type PageLang } from '../layout.ts';
import { kootaName } from '../match-page.ts';
import type { ProveRef, ReportData, ReportDosha, ReportYoga } from './model.ts';

const STYLE_WORD = { north: 'north_indian', south: 'south_indian', east: 'east_indian', sudarshana: 'sudarshana' };

const day = (iso: string) => iso.slice(0, 10);

export function renderReportDocument(r: ReportData): string {
  const m = messagesFor(r.lang);
  const k = r.kundli.chart;
  const who = k.meta.name ?? m.t('word.birthChart');
  const place = r.place === null ? '' : html`, ${m.en(r.place)}`;
  const pdf = m.html('report.pdfLink', { pdf: (c) => html`<a href="${r.pdfHref ?? ''}">${c}</a>` });
  const footer = m.t('report.footer');
  return `<!doctype html>
${
  html`<html lang="${htmlLang(r.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${m.t('report.documentTitle', { who })}</title>
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/site.css">
<link rel="stylesheet" href="/assets/report.css">
</head>
<body class="report">
<main>
${fallbackNotice(r.lang)}
<div class="report-head"><h1>${who}</h1>
<p>${k.meta.date} ${k.meta.time}${place} (${k.meta.latitude.toFixed(4)}, ${k.meta.longitude.toFixed(4)})</p>
${r.pdfHref === null ? html`` : html`<p class="screen-only">${pdf}</p>`}
</div>
${conventions(r, m)}
${charts(r, m)}
${planets(r, m)}
${panchanga(r, m)}
${dashas(r, m)}
${ashtakavarga(r, m)}
${findings('report.yogas', r.yogas, 'yoga_combination', r.lang, m, true)}
${findings('report.doshas', r.doshas, 'dosha', r.lang, m, false)}
${match(r, m)}
<footer><p>${footer}</p></footer>
</main>
</body>
</html>`.text
}
`;
}

function conventions(r: ReportData, m: Messages): Html {
  const c = r.kundli.conventions;
  const text = m.html('report.conventions', {
    local: r.kundli.chart.meta.local,
    timezone: m.en(c.timezone),
    offset: c.utc_offset,
    ayanamsa: c.ayanamsa.name,
    degrees: c.ayanamsa.degrees.toFixed(4),
    nodes: c.node_type,
    asOf: r.asOf,
  });
  return html`<p class="conventions">${text}</p>`;
}

function charts(r: ReportData, m: Messages): Html {
  const word = labelsFor(r.lang).words[STYLE_WORD[r.style] as 'north_indian'];
  const style = html`<span lang="${langTag(r.lang)}">${word}</span>`;
  return html`<section class="charts-print"><h2>${m.html('report.charts', { style })}</h2>
<figure class="chart"><figcaption>${m.t('word.d1')}</figcaption>${raw(r.charts.D1)}</figure>
<figure class="chart"><figcaption>${m.t('word.d9')}</figcaption>${raw(r.charts.D9)}</figure></section>`;
}

const columns = (m: Messages, ids: (MessageId | null)[]) =>
  ids.map((id) => html`<th scope="col">${id === null ? '' : m.t(id)}</th>`);

function planets(r: ReportData, m: Messages): Html {
  const { lang } = r;
  const lg = langTag(lang);
  const k = r.kundli.chart;
  const rows = GRAHAS.map((g) => {
    const p = k.planets[g];
    if (p === undefined) return html``;
    const marks = [p.retrograde ? 'retrograde' : '', p.combust ? 'combust' : '']
      .filter((x) => x !== '')
      .map((mark) => m.t('report.mark', { mark }))
      .join(', ');
    return html`<tr><th scope="row" lang="${lg}">${label(lang, 'graha', g)}</th><td>${p.house}</td>\
<td lang="${lg}">${label(lang, 'sign', p.sign)}</td><td>${p.degree_dms}</td>\
<td lang="${lg}">${label(lang, 'nakshatra', p.nakshatra)} ${p.pada}</td>\
<td>${m.t('dignity', { dignity: p.dignity })}</td><td>${marks}</td></tr>`;
  });
  const head = columns(m, [
    'word.graha',
    'word.house',
    'word.sign',
    'word.degree',
    'report.nakshatraPada',
    'word.dignity',
    null,
  ]);
  return html`<section><h2>${m.t('report.grahas')}</h2><table class="planets">
<thead><tr>${head}</tr></thead>
<tbody><tr class="lagna"><th scope="row" lang="${lg}">${labelsFor(lang).words.ascendant}</th><td>1</td>\
<td lang="${lg}">${label(lang, 'sign', k.lagna.sign)}</td><td>${k.lagna.degree_dms}</td>\
<td lang="${lg}">${label(lang, 'nakshatra', k.lagna.nakshatra)} ${k.lagna.pada}</td><td></td><td></td>\
</tr>${rows}</tbody></table></section>`;
}

function panchanga(r: ReportData, m: Messages): Html {
  const { lang } = r;
  const lg = langTag(lang);
  const p = r.kundli.chart.panchanga;
  const row = (title: MessageId, value: string) =>
    html`<div><dt>${m.t(title)}</dt><dd lang="${lg}">${value}</dd></div>`;
  return html`<section class="break"><h2>${m.t('report.panchanga')}</h2><dl class="calendar">
${row('word.vara', label(lang, 'vara', p.vara))}
${row('word.tithi', `${label(lang, 'tithi', p.tithi)} (${label(lang, 'paksha', p.paksha)})`)}
${row('word.nakshatra', label(lang, 'nakshatra', p.nakshatra))}
${row('word.yoga', label(lang, 'yoga', p.yoga))}
${row('word.karana', label(lang, 'karana', p.karana))}
<div><dt>${m.t('report.sunriseSunset')}</dt><dd>${p.sunrise}, ${p.sunset}</dd></div>
</dl></section>`;
}

function dashas(r: ReportData, m: Messages): Html {
  const { lang } = r;
  const lg = langTag(lang);
  const d = r.kundli.chart.dashas;
  const rows = d.mahadashas.map(
    (x) =>
      html`<tr${x.planet === d.current?.maha ? html` class="running"` : html``}>\
<th scope="row" lang="${lg}">${label(lang, 'graha', x.planet)}</th><td>${day(x.start)}</td><td>${day(x.end)}</td>\
<td>${x.years}</td></tr>`,
  );
  const running = r.tree.tree.find((x) => x.start.slice(0, 10) <= r.asOf && r.asOf < x.end.slice(0, 10));
  const antar = (running?.children ?? []).map(
    (a) =>
      html`<tr${a.planet === d.current?.antar ? html` class="running"` : html``}>\
<th scope="row" lang="${lg}">${label(lang, 'graha', a.planet)}</th><td>${day(a.start)}</td><td>${day(a.end)}</td></tr>`,
  );
  const maha = columns(m, ['word.mahadasha', 'word.from', 'word.to', 'report.years']);
  const antarHead = columns(m, ['report.antardasha', 'word.from', 'word.to']);
  const antarTable =
    running === undefined
      ? html``
      : html`<table class="dashas"><caption>${m.html('report.antardashas', {
          graha: html`<span lang="${lg}">${label(lang, 'graha', running.planet)}</span>`,
        })}</caption><thead><tr>${antarHead}</tr></thead><tbody>${antar}</tbody></table>`;
  return html`<section><h2>${m.t('word.vimshottari')}</h2>
<table class="dashas"><caption>${m.t('report.mahadashas')}</caption><thead><tr>${maha}</tr></thead>\
<tbody>${rows}</tbody></table>
${antarTable}
</section>`;
}

function ashtakavarga(r: ReportData, m: Messages): Html {
  const lg = langTag(r.lang);
  const cells = SIGNS.map(
    (s, i) =>
      html`<tr><th scope="row" lang="${lg}">${label(r.lang, 'sign', s)}</th><td>${r.sarva.bindus[i] ?? ''}</td></tr>`,
  );
  const caption = m.t('report.sarva', { total: r.sarva.total });
  return html`<section><h2>${m.t('report.ashtakavarga')}</h2><table class="sarva"><caption>${caption}</caption>\
<tbody>${cells}</tbody></table></section>`;
}

const refs = (list: ProveRef[], m: Messages) =>
  html`<ul class="refs">${list.map(
    (p) =>
      html`<li>${m.en(p.citation)} <span class="status">(${m.t('report.citation', { status: p.status })})</span></li>`,
  )}</ul>`;

function findings(
  title: MessageId,
  items: (ReportYoga | ReportDosha)[],
  kind: 'yoga_combination' | 'dosha',
  lang: PageLang,
  m: Messages,
  breaks: boolean,
): Html {
  const lg = langTag(lang);
  const rows = items.map((y) => {
    const strength =
      'strength_label' in y && y.strength_label !== undefined
        ? `, ${m.t('report.strength', { strength: y.strength_label })}`
        : '';
    const finding = `${m.t('report.status', { status: y.status })}${strength}`;
    const detail = y.facts?.detail;
    const said =
      detail === undefined ? html`${finding}` : m.html('report.withDetail', { finding, detail: m.en(detail) });
    return html`<li><strong lang="${lg}">${label(lang, kind, y.name)}</strong>: ${said}${refs(y.prove_refs, m)}</li>`;
  });
  const none = html`<p>${m.t('report.none')}</p>`;
  return html`<section class="${breaks ? 'break' : ''}">\
<h2>${m.t(title)}</h2>${items.length === 0 ? none : html`<ul class="findings">${rows}</ul>`}</section>`;
}

function match(r: ReportData, m: Messages): Html {
  if (r.match === null) return html``;
  const x = r.match;
  const rows = x.ashtakoota.kootas.map(
    (k) =>
      html`<tr><th scope="row">${kootaName(m, k.koota)}</th>\
<td>${m.t('report.points', { points: k.points, max: k.max })}</td></tr>`,
  );
  const score = m.t('report.score', {
    score: x.score,
    max: x.max,
    verdict: m.t('match.verdict', { verdict: x.verdict }),
  });
  return html`<section class="break"><h2>${m.t('report.match')}</h2>
<p>${score}</p>
<table class="kootas"><tbody>${rows}</tbody></table></section>`;
}
