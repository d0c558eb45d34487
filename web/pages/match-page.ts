/**
 * /match: two births (groom and bride) and their Ashtakoota (36 points, the eight kootas, manglik, doshas and the
 * advisory remedies) and Dashakoot (the ten poruthams), from the same computations as POST /api/match and
 * POST /api/v2/dashakoot. Bands and remedies are labelled as the service's and as almanac practice, as the API does.
 */
import { label } from '../../src/engine/tables/labels/index.ts';
import { langField, placeField, problem, type PlaceState } from './form-parts.ts';
import { html, type Html } from './html.ts';
import { layout, type PageLang } from './layout.ts';

interface Koota {
  koota: string;
  points: number;
  max: number;
  bride: string;
  groom: string;
  explanation: string;
  dosha: boolean;
}
interface Moon {
  moon: { sign: string; nakshatra: string; pada: number };
}
export interface MatchJson {
  score: number;
  max: number;
  verdict: string;
  bride: Moon;
  groom: Moon;
  ashtakoota: { kootas: Koota[] };
  manglik: { status: string; explanation: string };
  doshas: Record<string, string>;
  remedies: { for: string; text: string }[];
}
interface Porutham {
  porutham: string;
  matched: boolean;
  grade: string;
  weight: string;
  explanation?: string;
}
export interface DashakootJson {
  dashakoot: { matched_count: number; total: number; essentials_ok: boolean; verdict: string; poruthams: Porutham[] };
}

export interface Partner {
  name: string;
  date: string;
  time: string;
  place: PlaceState | null;
  typed: string;
}
export interface MatchView {
  lang: PageLang;
  groom: Partner;
  bride: Partner;
  problem: string | null;
  match: MatchJson | null;
  dashakoot: DashakootJson | null;
}

function partnerFields(who: 'groom' | 'bride', p: Partner): Html {
  const title = who === 'groom' ? 'Groom' : 'Bride';
  return html`<fieldset class="card partner"><legend>${title}</legend>
<div class="field"><label for="${who}_name">Name <span class="hint">(optional)</span></label><input id="${who}_name" name="${who}_name" type="text" maxlength="100" value="${p.name}"></div>
<div class="field"><label for="${who}_date">Birth date</label><input id="${who}_date" name="${who}_date" type="date" required min="1800-01-01" max="2399-12-31" value="${p.date}"></div>
<div class="field"><label for="${who}_time">Birth time</label><input id="${who}_time" name="${who}_time" type="time" required value="${p.time}"></div>
${placeField(p.place, p.typed, `${who}_`, 'Birth place')}
</fieldset>`;
}

function moonLine(title: string, m: Moon, lang: PageLang): Html {
  return html`<li>${title}: Moon in ${label(lang, 'sign', m.moon.sign)}, ${label(lang, 'nakshatra', m.moon.nakshatra)} pada ${m.moon.pada}</li>`;
}

/** An id as a person reads it: graha_maitri -> Graha Maitri. */
export const titled = (id: string) =>
  id
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** A koota's dosha as its row shows it: formed and standing, formed and cancelled (with why), or none. */
function doshaNote(k: Koota, doshas: Record<string, string>): Html {
  if (!k.dosha) return html``;
  return doshas[k.koota] === 'cancelled'
    ? html`<br><span class="cancelled">${titled(k.koota)} dosha, cancelled</span>`
    : html`<br><span class="dosha-mark">${titled(k.koota)} dosha</span>`;
}

function results(v: MatchView): Html {
  const m = v.match;
  const d = v.dashakoot?.dashakoot;
  if (m === null || d === undefined) return html``;
  const kootas = m.ashtakoota.kootas.map((k) => {
    const cancelled = k.dosha && m.doshas[k.koota] === 'cancelled';
    const rowClass = !k.dosha ? html`` : cancelled ? html` class="cancelled"` : html` class="dosha"`;
    return html`<tr${rowClass}><th scope="row">${titled(k.koota)}</th><td>${k.points} / ${k.max}${doshaNote(
      k,
      m.doshas,
    )}</td><td>${k.groom}</td><td>${k.bride}</td><td>${k.explanation}</td></tr>`;
  });
  const poruthams = d.poruthams.map(
    (p) =>
      html`<tr class="${p.matched ? 'good' : 'bad'}"><th scope="row">${titled(p.porutham)}</th><td>${
        p.matched ? 'matched' : 'not matched'
      }</td><td>${p.grade}</td><td>${p.weight}</td></tr>`,
  );
  const remedies = m.remedies.map((r) => html`<li>${r.text}</li>`);
  return html`<section aria-labelledby="match-title" class="result">
<h2 id="match-title">Ashtakoota: <span class="score">${m.score} of ${m.max}</span> (${m.verdict})</h2>
<ul class="moons">${moonLine(v.groom.name === '' ? 'Groom' : v.groom.name, m.groom, v.lang)}${moonLine(v.bride.name === '' ? 'Bride' : v.bride.name, m.bride, v.lang)}</ul>
<table class="kootas"><caption>The eight kootas</caption><thead><tr><th scope="col">Koota</th><th scope="col">Points</th><th scope="col">Groom</th><th scope="col">Bride</th><th scope="col">Why</th></tr></thead><tbody>${kootas}</tbody></table>
<p><strong>Manglik:</strong> ${m.manglik.explanation}</p>
<p><strong>Doshas:</strong> ${Object.entries(m.doshas)
    .map(([k, s]) => `${titled(k)} ${s}`)
    .join(', ')}.</p>
${remedies.length === 0 ? html`` : html`<details><summary>Remedies almanacs advise (advisory practice, not computed)</summary><ul>${remedies}</ul></details>`}
<h2 id="dashakoot-title">Dashakoot: ${d.matched_count} of ${d.total} poruthams (${d.verdict.replace(/_/g, ' ')})</h2>
<p>Essential poruthams (Rajju, Vedha) ${d.essentials_ok ? 'agree' : 'do not agree'}.</p>
<table class="poruthams"><caption>The ten poruthams</caption><thead><tr><th scope="col">Porutham</th><th scope="col">Result</th><th scope="col">Grade</th><th scope="col">Weight</th></tr></thead><tbody>${poruthams}</tbody></table>
<p class="conventions">The verdict bands are this service's own, not a classical rule. As JSON: <code>POST /api/match</code>, <code>POST /api/v2/dashakoot</code>.</p>
</section>`;
}

export function renderMatchPage(v: MatchView): string {
  const main = html`<h1>Match</h1>
<form method="get" action="/match" novalidate class="match-form">
<div class="two">${partnerFields('groom', v.groom)}${partnerFields('bride', v.bride)}</div>
<div class="card">${langField(v.lang)}<div class="actions"><button type="submit">Match</button></div></div>
</form>
${problem(v.problem)}
${results(v)}`;
  return layout({ title: 'Match', path: '/match', lang: v.lang, main, scripts: ['city-search.js'] });
}
