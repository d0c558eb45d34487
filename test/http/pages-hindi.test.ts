// Every page asked in Hindi (lang=hi) with real input shows no English word of its own. The visible text is read
// from the HTML: tags and attribute values are dropped, so are scripts, styles, <code> (paths, commands, request ids),
// the textarea's typed value, SVG metadata, and every element marked lang="en" (the engine's English sentences, the
// gazetteer's place names, zone names); what remains may hold no word of two or more Latin letters except the brand
// and format names of ALLOWED. The chart pictures are read like the rest of the page: they name the varga in Hindi
// (राशि, नवांश), and the varga's Hindi name must be there. The elements marked English must really be English (no
// Devanagari in them). The monthly vratas' Hindi names are built from their parts; the same parts in English give the
// engine's own names.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { LABELS } from '../../src/engine/tables/labels/index.ts';
import { renderErrorPage } from '../../web/pages/error-page.ts';
import { monthlyName, type FestivalJson } from '../../web/pages/festivals-page.ts';
import { testService } from '../support/service.ts';

const NOW = Date.parse('2026-11-25T06:00:00Z');
/** Names of formats and brands with no Hindi form; the footer's licence and the API's name. */
const ALLOWED = new Set(['api', 'pdf', 'json', 'openapi', 'agpl', 'utc', 'iast', 'icalendar']);
/** The vargas' Hindi names, as the chart pictures title them (counted). */
const VARGA_WORDS = new Set(Object.values(LABELS.data.hi.varga));
/** Elements whose content is not text to read: machine text, the typed question, metadata. */
const SKIPPED = new Set(['script', 'style', 'code', 'textarea', 'metadata']);
const VOID = new Set(['meta', 'link', 'input', 'br', 'img', 'hr', 'col', 'source', 'area', 'base', 'wbr']);

let service: Service;
beforeAll(async () => {
  service = await testService({ rateLimitHeavyKeyless: 1000, rateLimitKeyless: 10_000 }, { now: () => NOW });
});
afterAll(() => service.close());

const get = (url: string) => service.app.inject({ method: 'GET', url });

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (s: string) =>
  s.replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (all, e: string) =>
    e.startsWith('#x') || e.startsWith('#X')
      ? String.fromCodePoint(parseInt(e.slice(2), 16))
      : e.startsWith('#')
        ? String.fromCodePoint(Number(e.slice(1)))
        : (ENTITIES[e] ?? all),
  );

interface Reading {
  /** Words (runs of letters and marks, any script) of the visible text, with whether they sit in a chart picture. */
  words: { word: string; inChart: boolean }[];
  /** The text of the elements marked lang="en". */
  english: string[];
}

/** The visible text of a page, and the text it marks as English, by walking its tags with a stack. */
function read(page: string): Reading {
  const words: Reading['words'] = [];
  const english: string[] = [];
  const stack: { tag: string; skip: boolean; en: boolean; chart: boolean }[] = [];
  const top = () => stack[stack.length - 1] ?? { tag: '', skip: false, en: false, chart: false };
  const attr = (attrs: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1];
  const addText = (text: string) => {
    const t = top();
    if (t.en) english.push(text);
    if (t.skip || t.en) return;
    for (const w of text.match(/[\p{L}\p{M}]+/gu) ?? []) words.push({ word: w, inChart: t.chart });
  };
  const token = /<!--[\s\S]*?-->|<!doctype[^>]*>|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"]|"[^"]*")*?)(\/?)>|([^<]+)/gi;
  for (const m of page.matchAll(token)) {
    const [, closing, name, attrs = '', selfClosing, text] = m;
    if (text !== undefined) {
      addText(decode(text));
      continue;
    }
    if (name === undefined) continue;
    const tag = name.toLowerCase();
    if (closing === '/') {
      const at = stack.map((e) => e.tag).lastIndexOf(tag);
      if (at >= 0) stack.length = at;
      continue;
    }
    const parent = top();
    const lang = attr(attrs, 'lang');
    const label = attr(attrs, 'aria-label');
    const entry = {
      tag,
      skip: parent.skip || SKIPPED.has(tag),
      en: parent.en || (lang !== undefined && /^en\b/.test(lang)),
      chart: parent.chart || /\bchart-svg\b/.test(attr(attrs, 'class') ?? ''),
    };
    // An aria-label is read aloud: it is text of the element, in the element's language.
    if (label !== undefined) {
      stack.push(entry);
      addText(decode(label));
      stack.pop();
    }
    if (selfClosing !== '/' && !VOID.has(tag)) stack.push(entry);
  }
  return { words, english };
}

const latinLetters = (w: string) => (w.match(/\p{Script=Latin}/gu) ?? []).length;

/** Reads a page asked in Hindi and fails on any English word of its own; returns how many words it checked. */
function expectHindi(name: string, page: string): number {
  expect(page, name).toContain('<html lang="hi">');
  const { words, english } = read(page);
  const chartWords = words.filter((w) => w.inChart && VARGA_WORDS.has(w.word));
  const left = words
    .filter((w) => latinLetters(w.word) >= 2)
    .filter((w) => !ALLOWED.has(w.word.toLowerCase()))
    .map((w) => w.word);
  const devanagari = words.filter((w) => /\p{Script=Devanagari}/u.test(w.word)).length;
  console.info(
    `${name}: ${words.length} words checked (${devanagari} Devanagari), ${english.length} English elements, ` +
      `${chartWords.length} varga names in charts`,
  );
  expect([...new Set(left)], `${name}: English words left on the page`).toEqual([]);
  expect(
    english.filter((t) => /\p{Script=Devanagari}/u.test(t)),
    `${name}: Hindi marked as English`,
  ).toEqual([]);
  expect(devanagari, name).toBeGreaterThan(20);
  return words.length;
}

const BIRTH = `date=1990-11-20&time=16:00&place=Lucknow`;
const ASHA = `name=${encodeURIComponent('आशा')}&${BIRTH}`;
const MATCH =
  `groom_name=${encodeURIComponent('राम')}&groom_date=1988-03-02&groom_time=07:30&groom_place=New%20Delhi&` +
  `bride_name=${encodeURIComponent('सीता')}&bride_date=1990-11-01&bride_time=16:00&bride_place=Lucknow`;
const ask = (q: string) => `/ask?${BIRTH}&q=${encodeURIComponent(q)}&lang=hi`;

/** Every page with real input, its empty form, and the problems its forms report. */
const PAGES: [string, string][] = [
  ['panchanga', '/?place=Lucknow&date=2026-11-25&lang=hi'],
  ['panchanga, Diwali', '/?place=New%20Delhi&date=2024-10-31&lang=hi'],
  ['panchanga, Pradosha', '/?place=Lucknow&date=2026-11-22&lang=hi'],
  ['panchanga, unknown place', `/?place=${encodeURIComponent('अज्ञातपुर')}&lang=hi`],
  ['panchanga, bad date', '/?place=Lucknow&date=20261125&lang=hi'],
  ['kundli form', '/kundli?lang=hi'],
  ['kundli', `/kundli?${ASHA}&lang=hi`],
  ['kundli, Sudarshana', `/kundli?${ASHA}&lang=hi&style=sudarshana`],
  ['kundli, no time', '/kundli?date=1990-11-20&place=Lucknow&lang=hi'],
  ['kundli, bad time', '/kundli?date=1990-11-20&time=25:00&place=Lucknow&lang=hi'],
  ['match form', '/match?lang=hi'],
  ['match', `/match?${MATCH}&lang=hi`],
  ['match, missing', `/match?groom_date=1988-03-02&groom_place=${encodeURIComponent('अज्ञातपुर')}&lang=hi`],
  ['muhurta form', '/muhurta?lang=hi'],
  ['muhurta, vivah', '/muhurta?place=Lucknow&karma=vivah&start=2026-11-20&days=30&lang=hi'],
  ['muhurta, griha pravesh', '/muhurta?place=Lucknow&karma=griha_pravesh&start=2027-01-10&days=30&lang=hi'],
  ['muhurta, classical', '/muhurta?place=Lucknow&karma=vivah&practice=classical&start=2027-04-15&days=20&lang=hi'],
  ['muhurta, no good day', '/muhurta?place=Lucknow&karma=vivah&start=2026-07-01&days=5&good=1&lang=hi'],
  ['muhurta, too many days', '/muhurta?place=Lucknow&days=200&lang=hi'],
  ['festivals form', '/festivals?lang=hi'],
  ['festivals', '/festivals?place=Lucknow&year=2026&monthly=1&lang=hi'],
  ['festivals, Tamil Nadu', '/festivals?place=Chennai&year=2025&region=tamil_nadu&tradition=vaishnava&lang=hi'],
  ['festivals, bad year', '/festivals?place=Lucknow&year=1700&lang=hi'],
  ['ask form', '/ask?lang=hi'],
  ['ask', ask('मेरी शादी कब होगी?')],
  ['ask, refused', ask('मेरी मृत्यु कब होगी? When will I die?')],
  ['ask, no question', `/ask?${BIRTH}&lang=hi`],
  ['accuracy', '/accuracy?lang=hi'],
  ['report form', '/report?lang=hi'],
  ['report', `/report?${ASHA}&lang=hi&style=south&format=html`],
];

describe('every page in Hindi', () => {
  test.each(PAGES)('%s: no English word of its own', async (name, url) => {
    const r = await get(url);
    expect(r.statusCode, url).toBe(200);
    expect(expectHindi(name, r.body)).toBeGreaterThan(0);
  });

  test('the report in Hindi as POST /api/v2/report prints, with a partner', async () => {
    const r = await service.app.inject({
      method: 'POST',
      url: '/api/v2/report',
      payload: {
        name: 'आशा',
        date: '1990-11-20',
        time: '16:00',
        latitude: 26.85,
        longitude: 80.95,
        lang: 'hi',
        format: 'html',
        as_of: '2026-11-28',
        partner: { date: '1988-03-02', time: '07:30', latitude: 28.61, longitude: 77.21 },
      },
    });
    expect(r.statusCode).toBe(200);
    expectHindi('report with a partner', r.body);
    expect(r.body).toContain('जीवनसाथी से मिलान (अष्टकूट)');
  });

  test('the 404 and 500 pages in Hindi; the navigation keeps the language', async () => {
    expectHindi('404', renderErrorPage({ status: 404, path: '/nowhere', requestId: 'req-1', lang: 'hi' }));
    expectHindi('500', renderErrorPage({ status: 500, path: '/kundli', requestId: 'req-2', lang: 'hi' }));
    // Served over HTTP, the 404 page takes the asked language from the query, as the pages do.
    const served = await service.app.inject({
      method: 'GET',
      url: '/nowhere?lang=hi',
      headers: { accept: 'text/html' },
    });
    expect(served.statusCode).toBe(404);
    expectHindi('404 served', served.body);
    const page = (await get('/kundli?lang=hi')).body;
    expect(page).toContain('<a href="/muhurta?lang=hi">मुहूर्त</a>');
    expect(page).toContain('<a href="/docs">API</a>');
  });

  test('a Hindi page names what it shows in Hindi, beside the API values', async () => {
    const r = await get(`/match?${MATCH}&lang=hi`);
    expect(r.body).toMatch(/<tr class="cancelled"><th scope="row">गण<\/th>.*?गण दोष, भंग/s);
    expect(r.body).toContain('<th scope="row">ग्रह मैत्री</th>');
    const k = await get(`/kundli?${ASHA}&lang=hi`);
    expect(k.body).toContain(
      '<h2 class="birth-title">आशा: 1990-11-20 16:00, <span lang="en">Lucknow, Uttar Pradesh, India</span></h2>',
    );
    // The chart pictures name their varga in Hindi, in the title and in a fixed-sign square's centre.
    expect(k.body).toContain('<title>D1 राशि, उत्तर भारतीय: लग्न मेष</title>');
    expect(k.body).toContain('<title>D9 नवांश, ');
    expect(k.body).toMatch(/class="centre-title"[^>]*>D9 नवांश</);
    expect(k.body).not.toMatch(/Rashi|Navamsha/);
    const dignity = '(उच्च|नीच|मूलत्रिकोण|स्वराशि|अधिमित्र|मित्र|सम|शत्रु|अधिशत्रु)';
    expect(k.body).toMatch(new RegExp(`<td>${dignity}</td><td>(हाँ|नहीं)</td>`));
  });
});

describe('languages whose page text is not translated', () => {
  test('Sanskrit and the regional languages are English documents with their notice; Hindi has none', async () => {
    for (const lang of ['sa', 'ta', 'te', 'kn', 'ml', 'bn', 'mr', 'gu']) {
      const r = await get(`/?place=Lucknow&date=2026-11-25&lang=${lang}`);
      expect(r.body, lang).toContain('<html lang="en">');
      expect(r.body, lang).toContain('the page text is not yet translated and is shown in English');
    }
    expect((await get('/?place=Lucknow&date=2026-11-25&lang=hi')).body).not.toContain('class="notice"');
  });
});

describe('monthly vratas', () => {
  test('their names built from record, month and paksha are the engine names in English', async () => {
    const r = await get('/api/v2/festivals?year=2026&lat=26.85&lon=80.95&include_monthly=true');
    const monthly = r.json<{ festivals: FestivalJson[] }>().festivals.filter((f) => f.category === 'monthly');
    expect(monthly.some((f) => f.lunar?.adhika === true)).toBe(true);
    expect(monthly.length).toBeGreaterThan(60);
    for (const f of monthly) expect(monthlyName('en', f), f.id).toBe(f.name);
    const pradosha = monthly.find((f) => f.name === 'Pradosha Vrata (Adhika Jyeshtha Shukla)');
    expect(pradosha === undefined ? null : monthlyName('hi', pradosha)).toBe('प्रदोष व्रत (अधिक ज्येष्ठ शुक्ल)');
  });
});
