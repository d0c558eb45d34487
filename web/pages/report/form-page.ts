/** /report without a birth (or with a problem in it): the form that asks for the report, as HTML or PDF. */
import { messagesFor } from '../../i18n/messages.ts';
import {
  birthFields,
  langField,
  nameField,
  placeField,
  problem,
  type PlaceState,
  type Problem,
} from '../form-parts.ts';
import { html, selected } from '../html.ts';
import { layout, type PageLang } from '../layout.ts';
import { CHART_STYLES, type ChartStyle } from '../../../src/engine/vocabulary/chart-styles.ts';

export interface ReportFormView {
  lang: PageLang;
  style: ChartStyle;
  birth: { name: string; date: string; time: string };
  place: PlaceState | null;
  typed: string;
  problem: Problem | null;
  /** Whether this server can print PDFs (Chromium installed); otherwise the form offers HTML only and says why. */
  canPrint: boolean;
}

export function renderReportForm(v: ReportFormView): string {
  const m = messagesFor(v.lang);
  const styles = CHART_STYLES.map(
    (s) => html`<option value="${s}"${selected(s === v.style)}>${m.t('report.style', { style: s })}</option>`,
  );
  const pdf = v.canPrint
    ? html`<button type="submit" name="format" value="pdf">${m.t('report.downloadPdf')}</button>`
    : html`<p class="hint">${m.t('report.noPrinter')}</p>`;
  const main = html`<h1>${m.t('report.title')}</h1>
<p>${m.t('report.intro')}</p>
<form method="get" action="/report" class="card" novalidate>
${nameField(v.lang, 'name', v.birth.name)}
${birthFields(v.lang, v.birth.date, v.birth.time)}
${placeField(v.lang, v.place, v.typed)}
${langField(v.lang)}
<div class="field"><label for="style">${m.t('kundli.chartStyle')}</label>\
<select id="style" name="style">${styles}</select></div>
<div class="actions"><button type="submit" name="format" value="html">${m.t('report.showHtml')}</button> ${pdf}</div>
</form>
${problem(v.lang, v.problem)}`;
  return layout({ title: m.t('report.title'), path: '/report', lang: v.lang, main, scripts: ['city-search.js'] });
}
