/**
 * /match: two births (groom and bride) and their Ashtakoota (36 points, the eight kootas, manglik, doshas and the
 * advisory remedies) and Dashakoot (the ten poruthams), from the same computations as POST /api/match and
 * POST /api/v2/dashakoot. Bands and remedies are labelled as the service's and as almanac practice, as the API does.
 */
import { label } from '../../src/engine/tables/labels/index.ts';
import { GRAHAS, SIGNS } from '../../src/engine/vocabulary/names.ts';
import { messagesFor, type MessageId, type Messages } from '../i18n/messages.ts';
import { birthFields, langField, nameField, placeField, problem, type PlaceState, type Problem } from './form-parts.ts';
import { html, type Html } from './html.ts';
import { langTag, layout, type PageLang } from './layout.ts';

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
  problem: Problem | null;
  match: MatchJson | null;
  dashakoot: DashakootJson | null;
}

function partnerFields(who: 'groom' | 'bride', p: Partner, lang: PageLang, m: Messages): Html {
  return html`<fieldset class="card partner"><legend>${m.t(who === 'groom' ? 'word.groom' : 'word.bride')}</legend>
${nameField(lang, `${who}_name`, p.name)}
${birthFields(lang, p.date, p.time, `${who}_`)}
${placeField(lang, p.place, p.typed, `${who}_`, 'form.birthPlace')}
</fieldset>`;
}

function moonLine(title: string, mo: Moon, lang: PageLang, m: Messages): Html {
  const line = m.t('match.moon', {
    who: title,
    sign: label(lang, 'sign', mo.moon.sign),
    nakshatra: label(lang, 'nakshatra', mo.moon.nakshatra),
    pada: mo.moon.pada,
  });
  return html`<li>${line}</li>`;
}

/** An id as a person reads it: graha_maitri -> Graha Maitri. */
export const titled = (id: string) =>
  id
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** A koota by its id, in the page's language. */
export const kootaName = (m: Messages, koota: string) => m.t('match.koota', { koota, titled: titled(koota) });

/**
 * What a koota compares for each partner: a graha or a sign by its label, a varna, vashya group, gana or nadi by
 * the catalogue; anything else (the tara count, the yoni animal) is the engine's English.
 */
function kootaValue(value: string, lang: PageLang, m: Messages): Html {
  const kind = (GRAHAS as readonly string[]).includes(value)
    ? 'graha'
    : (SIGNS as readonly string[]).includes(value)
      ? 'sign'
      : null;
  if (kind !== null)
    return lang === 'en' ? html`${value}` : html`<span lang="${langTag(lang)}">${label(lang, kind, value)}</span>`;
  const named = m.t('match.attribute', { value });
  return named === value ? m.en(value) : html`${named}`;
}

/** A koota's dosha as its row shows it: formed and standing, formed and cancelled (with why), or none. */
function doshaNote(k: Koota, doshas: Record<string, string>, m: Messages): Html {
  if (!k.dosha) return html``;
  const koota = kootaName(m, k.koota);
  return doshas[k.koota] === 'cancelled'
    ? html`<br><span class="cancelled">${m.t('match.doshaCancelled', { koota })}</span>`
    : html`<br><span class="dosha-mark">${m.t('match.dosha', { koota })}</span>`;
}

function results(v: MatchView, m: Messages): Html {
  const mt = v.match;
  const d = v.dashakoot?.dashakoot;
  if (mt === null || d === undefined) return html``;
  const lang = v.lang;
  const kootas = mt.ashtakoota.kootas.map((k) => {
    const cancelled = k.dosha && mt.doshas[k.koota] === 'cancelled';
    const rowClass = !k.dosha ? html`` : cancelled ? html` class="cancelled"` : html` class="dosha"`;
    return html`<tr${rowClass}><th scope="row">${kootaName(m, k.koota)}</th><td>${k.points} / ${k.max}${doshaNote(
      k,
      mt.doshas,
      m,
    )}</td><td>${kootaValue(k.groom, lang, m)}</td><td>${kootaValue(k.bride, lang, m)}</td>\
<td>${m.en(k.explanation)}</td></tr>`;
  });
  const poruthams = d.poruthams.map(
    (p) =>
      html`<tr class="${p.matched ? 'good' : 'bad'}"><th scope="row">${m.t('match.porutham', {
        porutham: p.porutham.toLowerCase().replace(/-/g, '_'),
        titled: titled(p.porutham),
      })}</th><td>${m.t('match.matched', { matched: p.matched ? 'yes' : 'no' })}</td><td>${m.t('match.gradeValue', {
        grade: p.grade,
      })}</td><td>${m.t('match.weightValue', { weight: p.weight })}</td></tr>`,
  );
  const remedies = mt.remedies.map((r) => html`<li>${m.en(r.text)}</li>`);
  const col = (id: MessageId) => html`<th scope="col">${m.t(id)}</th>`;
  const title = m.html('match.ashtakoota', {
    score: mt.score,
    max: mt.max,
    verdict: m.t('match.verdict', { verdict: mt.verdict }),
    scored: (c) => html`<span class="score">${c}</span>`,
  });
  const doshas = Object.entries(mt.doshas)
    .map(([k, state]) => m.t('match.doshaState', { koota: kootaName(m, k), state }))
    .join(', ');
  const dashakoot = m.t('match.dashakoot', {
    matched: d.matched_count,
    total: d.total,
    verdict: m.t('match.verdict', { verdict: d.verdict }),
  });
  const moons = [
    moonLine(v.groom.name === '' ? m.t('word.groom') : v.groom.name, mt.groom, lang, m),
    moonLine(v.bride.name === '' ? m.t('word.bride') : v.bride.name, mt.bride, lang, m),
  ];
  const kootaHead = ['match.kootaColumn', 'match.points', 'word.groom', 'word.bride', 'match.why'] as const;
  const poruthamHead = ['match.poruthamColumn', 'match.result', 'match.grade', 'match.weight'] as const;
  return html`<section aria-labelledby="match-title" class="result">
<h2 id="match-title">${title}</h2>
<ul class="moons">${moons}</ul>
<table class="kootas"><caption>${m.t('match.kootas')}</caption><thead><tr>${kootaHead.map(col)}</tr></thead>\
<tbody>${kootas}</tbody></table>
<p>${m.html('match.manglik', { explanation: m.en(mt.manglik.explanation) })}</p>
<p>${m.html('match.doshas', { list: doshas })}</p>
${
  remedies.length === 0
    ? html``
    : html`<details><summary>${m.t('match.remedies')}</summary><ul>${remedies}</ul>\
</details>`
}
<h2 id="dashakoot-title">${dashakoot}</h2>
<p>${m.t('match.essentials', { agree: d.essentials_ok ? 'yes' : 'no' })}</p>
<table class="poruthams"><caption>${m.t('match.poruthams')}</caption><thead><tr>${poruthamHead.map(col)}</tr></thead>\
<tbody>${poruthams}</tbody></table>
<p class="conventions">${m.html('match.conventions')}</p>
</section>`;
}

export function renderMatchPage(v: MatchView): string {
  const m = messagesFor(v.lang);
  const main = html`<h1>${m.t('match.title')}</h1>
<form method="get" action="/match" novalidate class="match-form">
<div class="two">${partnerFields('groom', v.groom, v.lang, m)}${partnerFields('bride', v.bride, v.lang, m)}</div>
<div class="card">${langField(v.lang)}<div class="actions"><button type="submit">${m.t('match.submit')}</button></div>\
</div>
</form>
${problem(v.lang, v.problem)}
${results(v, m)}`;
  return layout({ title: m.t('match.title'), path: '/match', lang: v.lang, main, scripts: ['city-search.js'] });
}
