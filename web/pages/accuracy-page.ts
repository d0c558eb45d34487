/**
 * /accuracy: the accuracy the reference tests measure, one table row per quantity, from the same committed file as
 * GET /api/v2/accuracy (data/accuracy.json, written by `npm run accuracy` and kept current by the tests).
 */
import { messagesFor, type Messages, type TextLang } from '../i18n/messages.ts';
import { html, type Html } from './html.ts';
import { layout } from './layout.ts';

/** What the page shows of one measured quantity (the records of the accuracy file and route carry these fields). */
export interface AccuracyRow {
  id: string;
  quantity: string;
  reference: string;
  cases: number;
  max_error: number;
  unit: string;
  tolerance: number;
  worst_case: string | null;
  test: string;
}

/** A number as a person reads it: small ones as a power of ten (5 × 10⁻¹⁰), the rest as they are. */
function amount(x: number): Html {
  if (x === 0 || Math.abs(x) >= 1e-3) return html`${String(x)}`;
  const [mantissa = '', exponent = ''] = x.toExponential().split('e');
  return html`${mantissa} × 10<sup>${String(Number(exponent))}</sup>`;
}

function row(r: AccuracyRow, m: Messages): Html {
  const unit = (x: number) => html`<td class="num">${amount(x)} ${m.en(r.unit)}</td>`;
  const quantity = html`<th scope="row">${m.en(r.quantity)}<br><code class="test">${r.test}</code></th>`;
  const where = html`<td class="where">${r.worst_case === null ? '–' : m.en(r.worst_case)}</td>`;
  return html`<tr id="${r.id}">${quantity}<td>${m.en(r.reference)}</td>\
<td class="num">${r.cases.toLocaleString('en')}</td>
${unit(r.max_error)}${unit(r.tolerance)}${where}</tr>`;
}

/** The page in `lang` (its text only: the quantities, references and cases are named as the tests name them). */
export function renderAccuracyPage(file: { quantities: readonly AccuracyRow[] }, lang: TextLang = 'en'): string {
  const m = messagesFor(lang);
  const rows = file.quantities.map((r) => row(r, m));
  const within = file.quantities.filter((r) => r.max_error <= r.tolerance).length;
  const intro = m.html('accuracy.intro', { count: file.quantities.length, within });
  const hint = m.html('accuracy.hint', { link: (c) => html`<a href="/api/v2/accuracy">${c}</a>` });
  const col = (text: string | Html) => html`<th scope="col">${text}</th>`;
  const head = [
    col(m.html('accuracy.quantity')),
    col(m.t('accuracy.reference')),
    col(m.t('accuracy.cases')),
    col(m.t('accuracy.largest')),
    col(m.t('accuracy.tolerance')),
    col(m.t('accuracy.where')),
  ];
  const main = html`<h1>${m.t('accuracy.title')}</h1>
<p>${intro}</p>
<p class="hint">${hint}</p>
<div class="table-scroll" role="region" aria-labelledby="accuracy-caption" tabindex="0">
<table class="accuracy"><caption id="accuracy-caption">${m.t('accuracy.caption')}</caption>
<colgroup><col class="quantity"><col class="reference"><col class="cases"><col class="error"><col class="tolerance">\
<col class="where"></colgroup>
<thead><tr>${head}</tr></thead>
<tbody>${rows}</tbody></table>
</div>`;
  return layout({ title: m.t('accuracy.title'), path: '/accuracy', lang, main, names: false });
}
