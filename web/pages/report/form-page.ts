/** /report without a birth (or with a problem in it): the form that asks for the report, as HTML or PDF. */
import { langField, placeField, problem, type PlaceState } from '../form-parts.ts';
import { html } from '../html.ts';
import { layout, type PageLang } from '../layout.ts';
import type { ChartStyle } from '../kundli-page.ts';

export interface ReportFormView {
  lang: PageLang;
  style: ChartStyle;
  birth: { name: string; date: string; time: string };
  place: PlaceState | null;
  typed: string;
  problem: string | null;
  /** Whether this server can print PDFs (Chromium installed); otherwise the form offers HTML only and says why. */
  canPrint: boolean;
}

const STYLE_NAMES: Record<ChartStyle, string> = {
  north: 'North Indian',
  south: 'South Indian',
  east: 'East Indian',
  sudarshana: 'Sudarshana chakra',
};

export function renderReportForm(v: ReportFormView): string {
  const styles = (Object.keys(STYLE_NAMES) as ChartStyle[]).map(
    (s) => html`<option value="${s}"${s === v.style ? html` selected` : html``}>${STYLE_NAMES[s]}</option>`,
  );
  const pdf = v.canPrint
    ? html`<button type="submit" name="format" value="pdf">Download the PDF</button>`
    : html`<p class="hint">PDF printing is not installed on this server; print the report from your browser.</p>`;
  const main = html`<h1>Kundli report</h1>
<p>A report to print or send: the charts, the grahas, the panchanga at birth, the dashas, the yogas and doshas found with their citations, and the ashtakavarga.</p>
<form method="get" action="/report" class="card" novalidate>
<div class="field"><label for="name">Name <span class="hint">(optional)</span></label><input id="name" name="name" type="text" maxlength="100" value="${v.birth.name}"></div>
<div class="field"><label for="date">Birth date</label><input id="date" name="date" type="date" required min="1800-01-01" max="2399-12-31" value="${v.birth.date}"></div>
<div class="field"><label for="time">Birth time</label><input id="time" name="time" type="time" required value="${v.birth.time}"></div>
${placeField(v.place, v.typed)}
${langField(v.lang)}
<div class="field"><label for="style">Chart style</label><select id="style" name="style">${styles}</select></div>
<div class="actions"><button type="submit" name="format" value="html">Show the report</button> ${pdf}</div>
</form>
${problem(v.problem)}`;
  return layout({ title: 'Kundli report', path: '/report', lang: v.lang, main, scripts: ['city-search.js'] });
}
