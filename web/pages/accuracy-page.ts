/**
 * /accuracy: the accuracy the reference tests measure, one table row per quantity, from the same committed file as
 * GET /api/v2/accuracy (data/accuracy.json, written by `npm run accuracy` and kept current by the tests).
 */
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

function row(r: AccuracyRow): Html {
  return html`<tr id="${r.id}"><th scope="row">${r.quantity}<br><code class="test">${r.test}</code></th><td>${r.reference}</td><td class="num">${r.cases.toLocaleString('en')}</td>
<td class="num">${amount(r.max_error)} ${r.unit}</td><td class="num">${amount(r.tolerance)} ${r.unit}</td><td class="where">${r.worst_case ?? '–'}</td></tr>`;
}

export function renderAccuracyPage(file: { quantities: readonly AccuracyRow[] }): string {
  const rows = file.quantities.map(row);
  const within = file.quantities.filter((r) => r.max_error <= r.tolerance).length;
  const main = html`<h1>Accuracy</h1>
<p>Every number below was measured by the service's own reference tests against a reference computed or published
outside it: ${file.quantities.length} quantities, ${within} within their tolerance. Most references are
<code>swetest</code>, the Swiss Ephemeris' own command-line program, run with the same ephemeris files: against it
the errors show how well the service uses the ephemeris (time scales, flags, root finding, local time), not the
accuracy of the ephemeris itself. Published almanacs, books and programs round their values; the tolerances allow
for that rounding.</p>
<p class="hint">Largest errors rounded to two significant digits. The same data as JSON: <a href="/api/v2/accuracy">/api/v2/accuracy</a>.
Made by <code>npm run accuracy</code> from the tests' own results; the tests fail when this table is out of date.</p>
<div class="table-scroll" role="region" aria-labelledby="accuracy-caption" tabindex="0">
<table class="accuracy"><caption id="accuracy-caption">Largest error per quantity against its reference</caption>
<colgroup><col class="quantity"><col class="reference"><col class="cases"><col class="error"><col class="tolerance"><col class="where"></colgroup>
<thead><tr><th scope="col">Quantity <span class="hint">(test file)</span></th><th scope="col">Reference</th><th scope="col">Cases</th><th scope="col">Largest error</th><th scope="col">Tolerance</th><th scope="col">Where</th></tr></thead>
<tbody>${rows}</tbody></table>
</div>`;
  return layout({ title: 'Accuracy', path: '/accuracy', lang: 'en', main });
}
