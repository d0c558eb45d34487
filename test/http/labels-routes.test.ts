// `lang` on every route that returns names: for each route below, the answer with lang is the answer
// without it plus a `labels` block, and every name the answer spells (read from the answer's values and map keys by
// the vocabulary itself, not from the labels) has a label in the block. The inventory tests hold the list complete:
// a route that takes `lang` is tested here, and a route whose recorded example spells names takes `lang` or is in
// LEFT_OUT with the reason.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { LABELS, type LabelKind } from '../../src/engine/tables/labels/index.ts';
import EXAMPLES from '../../src/http/openapi-examples.json' with { type: 'json' };
import { NAMES_BY_LABEL_KIND } from '../support/label-names.ts';
import { testService } from '../support/service.ts';

const NOW = Date.parse('2026-08-01T00:00:00Z');
let service: Service;
let doc: { paths: Record<string, Record<string, OpenApiOperation>> };
interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: { 'application/json': { example?: object } } };
}
beforeAll(async () => {
  service = await testService({ rateLimitKeyless: 1e9, rateLimitHeavyKeyless: 1e9 }, { now: () => NOW });
  doc = (await service.app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
afterAll(() => service.close());

/** Every name the service spells, by label kind, from the vocabulary (the short graha names are the same names). */
const { graha_short: _short, ...VOCABULARY } = NAMES_BY_LABEL_KIND;
/** name -> the kinds it is a name of (Shukla is a paksha and a yoga; Jyeshtha a nakshatra and a month). */
const KINDS_OF = new Map<string, string[]>();
for (const [kind, names] of Object.entries(VOCABULARY))
  for (const n of names) KINDS_OF.set(n, [...(KINDS_OF.get(n) ?? []), kind]);

/**
 * The fields that name a muhurta act. The act ids are ordinary words too (travel, property, general: an oracle topic,
 * a life area), so an id names an act only as the value of one of these fields.
 */
const ACT_FIELDS = new Set(['karma', 'activity', 'event_type']);

/**
 * The names an answer spells, as values or as keys. The koota ids (tara, yoni, gana, nadi ...) are also ordinary field
 * names (a tarabala's `tara`), so as keys they name a field, not a koota: only their values count. `field` is the key
 * a value stands under (an array's items stand under the array's key).
 */
function spelled(value: unknown, out = new Map<string, string[]>(), asKey = false, field = ''): Map<string, string[]> {
  if (typeof value === 'string') {
    const kinds = KINDS_OF.get(value)?.filter(
      (k) => !(asKey && k === 'koota') && !(k === 'muhurta_karma' && (asKey || !ACT_FIELDS.has(field))),
    );
    if (kinds !== undefined && kinds.length > 0) out.set(value, kinds);
  } else if (Array.isArray(value)) for (const v of value) spelled(v, out, false, field);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'labels') continue;
      spelled(k, out, true);
      spelled(v, out, false, k);
    }
  }
  return out;
}

type Input =
  { method: 'GET'; url: string; query: Record<string, string> } | { method: 'POST'; url: string; body?: object };
const BIRTH = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const BRIDE = { ...BIRTH, name: 'Bride' };
const GROOM = { date: '1988-03-02', time: '07:30', latitude: 28.61, longitude: 77.21, name: 'Groom' };
const DELHI = { lat: '28.6139', lon: '77.209' };

/**
 * The routes that take `lang` and are tested here (the chart routes and the panchanga are in labels.test.ts, the
 * chart image in chart-svg.test.ts). A POST without a body takes the example of its OpenAPI request body. `ignore`:
 * strings that equal a name but are not that name here: in the remedy tables Vajra is the diamond's Sanskrit name and
 * Indra the guardian of the east; Siddha is one of the eight yoginis (yogini names have no label table yet); Bhadra
 * and Jaya are tithi groups (Nanda, Bhadra, Jaya, Rikta, Purna) as well as yogas; Chal's choghadiya suits "travel",
 * a word there, not the muhurta act of that id.
 */
const ROUTES: (Input & { ignore?: string[] })[] = [
  { method: 'GET', url: '/api/choghadiya', query: { ...DELHI, date: '2026-11-22' }, ignore: ['travel'] },
  { method: 'GET', url: '/api/hora', query: { ...DELHI, date: '2026-11-22', time: '10:00' } },
  { method: 'GET', url: '/api/v2/panchang/glance', query: { ...DELHI, date: '2026-11-22' }, ignore: ['Jaya'] },
  { method: 'GET', url: '/api/v2/rashifal', query: { date: '2026-11-22', period: 'weekly' } },
  { method: 'GET', url: '/api/v2/eclipses', query: { count: '2' } },
  { method: 'GET', url: '/api/v2/festivals', query: { ...DELHI, year: '2026', include_monthly: 'false' } },
  { method: 'GET', url: '/api/v2/festivals/{id}', query: { ...DELHI, year: '2026' } },
  { method: 'GET', url: '/api/v2/namkaran/syllables', query: { nakshatra_name: 'Rohini', pada: '2' } },
  { method: 'GET', url: '/api/horoscope', query: { sign: 'Leo', period: 'daily', date: '2026-11-22' } },
  { method: 'GET', url: '/api/v2/life-context', query: { age: '30' } },
  { method: 'GET', url: '/api/dasha/meanings', query: {} },
  { method: 'GET', url: '/api/v2/reference/remedy-corpus', query: {}, ignore: ['Vajra', 'Indra'] },
  { method: 'GET', url: '/api/v2/sbc-phonetic-grid', query: {}, ignore: ['Bhadra', 'Jaya'] },
  { method: 'GET', url: '/api/v2/activation-config', query: {} },
  {
    method: 'POST',
    url: '/api/v2/vrata/ekadashi',
    body: { date: '2026-01-01', latitude: 23.1765, longitude: 75.7885 },
  },
  { method: 'POST', url: '/api/v2/shadbala' },
  { method: 'POST', url: '/api/v2/bhavabala' },
  { method: 'POST', url: '/api/v2/ashtakavarga' },
  { method: 'POST', url: '/api/v2/pindayu' },
  { method: 'POST', url: '/api/v2/ayurdaya' },
  { method: 'POST', url: '/api/kp-chart' },
  { method: 'POST', url: '/api/v2/jaimini' },
  { method: 'POST', url: '/api/v2/varshaphal' },
  { method: 'POST', url: '/api/v2/gochar' },
  { method: 'POST', url: '/api/v2/fortune-direction' },
  { method: 'POST', url: '/api/yog' },
  { method: 'POST', url: '/api/v2/kundli/phaladeepika-narrative' },
  { method: 'POST', url: '/api/lal-kitab' },
  { method: 'POST', url: '/api/v2/stri-jataka' },
  { method: 'POST', url: '/api/v2/putra-bhava' },
  { method: 'POST', url: '/api/v2/chart-rectification' },
  { method: 'POST', url: '/api/v2/chart-rectification', body: BIRTH },
  { method: 'POST', url: '/api/v2/birth-time-sensitivity' },
  { method: 'POST', url: '/api/dasha/current' },
  { method: 'POST', url: '/api/dasha/tree' },
  { method: 'POST', url: '/api/dasha/tree', body: { ...BIRTH, system: 'narayana' } },
  { method: 'POST', url: '/api/dasha/yogini', ignore: ['Siddha'] },
  { method: 'POST', url: '/api/v2/sadesati' },
  { method: 'POST', url: '/api/v2/mangal-dosha' },
  { method: 'POST', url: '/api/v2/kalasarpa' },
  { method: 'POST', url: '/api/v2/doshas' },
  { method: 'POST', url: '/api/v2/matchmaking' },
  { method: 'POST', url: '/api/match' },
  { method: 'POST', url: '/api/v2/koota-extended' },
  { method: 'POST', url: '/api/match/koota_extended' },
  { method: 'POST', url: '/api/v2/dashakoot' },
  { method: 'POST', url: '/api/v2/match/batch' },
  { method: 'POST', url: '/api/v2/marriage-timing-matrix', body: { bride: BRIDE, groom: GROOM } },
  { method: 'POST', url: '/api/v2/marriage-timing-matrix-ui', body: { bride: BRIDE, groom: GROOM } },
  { method: 'POST', url: '/api/v2/prasna-marriage' },
  { method: 'POST', url: '/api/prasna/marriage' },
  { method: 'POST', url: '/api/v2/marriage-report' },
  { method: 'POST', url: '/api/v2/marriage-activation' },
  { method: 'POST', url: '/api/v2/progeny-report' },
  { method: 'POST', url: '/api/v2/area/career' },
  { method: 'POST', url: '/api/v2/career-activation' },
  { method: 'POST', url: '/api/v2/career-report' },
  { method: 'POST', url: '/api/v2/area/wealth' },
  { method: 'POST', url: '/api/v2/wealth-report' },
  {
    method: 'POST',
    url: '/api/v2/muhurta-finder',
    body: { latitude: 28.6139, longitude: 77.209, karma: 'vivah', days_ahead: 30, start_date: '2026-11-20' },
  },
  { method: 'POST', url: '/api/v2/muhurta-complete' },
  { method: 'POST', url: '/api/v2/muhurta-intelligence' },
  { method: 'POST', url: '/api/v2/muhurta/marriage' },
  { method: 'POST', url: '/api/v2/marriage-classical-audit' },
  { method: 'POST', url: '/api/v2/conception-muhurta' },
  { method: 'POST', url: '/api/v2/travel-muhurta' },
  { method: 'POST', url: '/api/v2/muhurta/travel' },
  { method: 'POST', url: '/api/v2/family-muhurta' },
  { method: 'POST', url: '/api/v2/tarabala' },
  { method: 'POST', url: '/api/v2/oracle/answer' },
  { method: 'POST', url: '/api/v2/oracle/answer', body: { question_id: 'q24', ...BIRTH, as_of: '2026-06-01' } },
  { method: 'POST', url: '/api/v2/jyotishi' },
  { method: 'POST', url: '/api/v2/jyotishi/chat' },
  { method: 'POST', url: '/api/v2/prasna-lost-object' },
  { method: 'POST', url: '/api/v2/body-marks' },
  { method: 'POST', url: '/api/v2/past-reading' },
  { method: 'POST', url: '/api/numerology' },
];

/** Routes tested elsewhere: the chart routes and the panchanga (labels.test.ts), the chart image, the pages. */
const TESTED_ELSEWHERE = [
  'POST /api/v2/report', // test/http/report.test.ts: Hindi and Tamil names in the document and the PDF
  'GET /report',
  'POST /api/v2/kundli',
  'POST /api/kundli',
  'POST /api/divisional-charts',
  'POST /api/divisional/{code}',
  'POST /api/v2/panchanga',
  'GET /api/v2/chart-svg',
  'POST /api/v2/chart-svg',
  'GET /',
  'GET /kundli',
  'GET /match',
  'GET /muhurta',
  'GET /festivals', // test/http/pages.test.ts: festival names in Hindi on the page
  'GET /ask', // test/http/pages-hindi.test.ts: the page's text in Hindi (the answer is the astrologer's English)
  'GET /accuracy', // test/http/pages-hindi.test.ts: the page's text in Hindi
];

/** Routes whose answers spell names but take no `lang`, and why. */
const LEFT_OUT: Record<string, string> = {
  'GET /api/v2/smoke-test': 'a liveness probe: its tithi is a check that the ephemeris answers, not a reading',
  'GET /api/v2/ephemeris':
    'a table for programs (JSON, NDJSON, CSV alike): its columns hold the canonical names, the keys a reader maps ' +
    'with the labels any chart route gives',
};

function exampleBody(url: string): object {
  const example = doc.paths[url]?.post?.requestBody?.content['application/json'].example;
  if (example === undefined) throw new Error(`no request example for POST ${url}`);
  return example;
}

async function call(route: Input, lang?: string) {
  if (route.method === 'GET') {
    const query = new URLSearchParams({ ...route.query, ...(lang === undefined ? {} : { lang }) });
    return service.app.inject({ method: 'GET', url: `${route.url.replace('{id}', 'diwali')}?${query.toString()}` });
  }
  const body = route.body ?? exampleBody(route.url);
  return service.app.inject({ method: 'POST', url: route.url, payload: lang === undefined ? body : { ...body, lang } });
}

describe('lang on every route that returns names: labels added, nothing else changed', () => {
  for (const route of ROUTES) {
    const name =
      `${route.method} ${route.url}` +
      `${'body' in route && route.body !== undefined ? ` ${JSON.stringify(route.body).slice(0, 40)}` : ''}`;
    test(name, async () => {
      const plain = await call(route);
      expect(plain.statusCode, plain.body.slice(0, 300)).toBe(200);
      const names = spelled(plain.json());
      for (const ignored of route.ignore ?? []) names.delete(ignored);
      expect(names.size, 'the answer spells some name').toBeGreaterThan(0);
      for (const lang of ['hi', 'sa']) {
        const r = await call(route, lang);
        expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
        const { labels, ...rest } = r.json<Record<string, any>>();
        expect(rest).toEqual(plain.json());
        expect(labels?.lang).toBe(lang);
        const unlabelled = [...names].filter(
          ([n, kinds]) => !kinds.some((k) => typeof labels[k]?.[n] === 'string' && labels[k][n] !== ''),
        );
        expect(unlabelled.map(([n, kinds]) => `${kinds.join('|')} ${n}`)).toEqual([]);
      }
    });
  }
});

describe('the dosha, yoga-combination and muhurta names in Hindi and Tamil', () => {
  const FINDER = { latitude: 28.6139, longitude: 77.209, days_ahead: 10, start_date: '2026-11-20' };
  const member = (name: string, b: typeof BIRTH) => ({
    name,
    birth_date: b.date,
    birth_time: b.time,
    birth_latitude: b.latitude,
    birth_longitude: b.longitude,
  });
  const FAMILY = { latitude: 28.6139, longitude: 77.209, members: [member('A', BIRTH), member('B', GROOM)] };
  /** One request per kind of route, and the kinds of name it answers with (besides the panchanga's). */
  const CASES: (Input & { kinds: LabelKind[] })[] = [
    { method: 'POST', url: '/api/v2/doshas', kinds: ['dosha'] },
    { method: 'POST', url: '/api/yog', kinds: ['yoga_combination'] },
    { method: 'POST', url: '/api/v2/area/career', kinds: ['yoga_combination'] },
    {
      method: 'POST',
      url: '/api/v2/muhurta-finder',
      body: { ...FINDER, karma: 'griha_pravesh' },
      kinds: ['muhurta_karma', 'muhurta_rule'],
    },
    { method: 'POST', url: '/api/v2/muhurta-complete', kinds: ['muhurta_karma', 'muhurta_rule'] },
    { method: 'POST', url: '/api/v2/muhurta-intelligence', kinds: ['muhurta_karma', 'muhurta_rule'] },
    {
      method: 'POST',
      url: '/api/v2/family-muhurta',
      body: { ...FAMILY, karma: 'general', start_date: '2026-11-20', end_date: '2026-12-20' },
      kinds: ['muhurta_karma', 'muhurta_rule'],
    },
    { method: 'POST', url: '/api/v2/muhurta/marriage', kinds: ['muhurta_rule'] },
    { method: 'POST', url: '/api/v2/travel-muhurta', kinds: ['muhurta_rule'] },
    { method: 'POST', url: '/api/v2/conception-muhurta', kinds: ['muhurta_rule'] },
  ];
  const SCRIPT = { hi: /^[\u0900-\u097F ]+$/u, ta: /^[\u0B80-\u0BFF ]+$/u } as const;

  for (const route of CASES) {
    test(`${route.method} ${route.url}: ${route.kinds.join(', ')}`, async () => {
      const plain = await call(route);
      expect(plain.statusCode, plain.body.slice(0, 300)).toBe(200);
      const names = [...spelled(plain.json())];
      for (const lang of ['hi', 'ta'] as const) {
        const r = await call(route, lang);
        expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
        const labels = r.json<Record<string, any>>().labels;
        for (const kind of route.kinds) {
          const ofKind = names.filter(([, kinds]) => kinds.includes(kind)).map(([n]) => n);
          expect(ofKind.length, `${route.url} spells some ${kind}`).toBeGreaterThan(0);
          const table = LABELS.data[lang][kind] as Readonly<Record<string, string>>;
          for (const n of ofKind) {
            expect(labels[kind]?.[n], `${lang} ${kind} ${n}`).toBe(table[n]);
            expect(labels[kind][n], `${lang} ${kind} ${n}`).toMatch(SCRIPT[lang]);
          }
        }
      }
    });
  }

  test('the Hindi names as almanacs write them, and the Tamil words', async () => {
    const finder = (lang: string) =>
      call({ method: 'POST', url: '/api/v2/muhurta-finder', body: { ...FINDER, karma: 'vivah' } }, lang);
    const hi = (await finder('hi')).json<any>().labels;
    expect(hi.muhurta_karma).toMatchObject({ vivah: 'विवाह', griha_pravesh: 'गृह प्रवेश', mundan: 'मुंडन' });
    expect(hi.muhurta_rule['tithi.rikta']).toBe('रिक्ता तिथि');
    const ta = (await finder('ta')).json<any>().labels;
    expect(ta.muhurta_karma.griha_pravesh).toBe('கிரகப்பிரவேசம்');
    const doshas = (await call({ method: 'POST', url: '/api/v2/doshas' }, 'hi')).json<any>().labels;
    expect(doshas.dosha).toMatchObject({ 'Mangal (Kuja) dosha': 'मांगलिक दोष', 'Kalasarpa dosha': 'कालसर्प दोष' });
    const yogas = (await call({ method: 'POST', url: '/api/yog' }, 'ta')).json<any>().labels;
    expect(yogas.yoga_combination.Gajakesari).toBe('கஜகேஸரி யோகம்');
  });
});

describe('inventory', () => {
  const operations = () =>
    Object.entries(doc.paths).flatMap(([url, ops]) =>
      Object.entries(ops).map(([m, op]) => ({ key: `${m.toUpperCase()} ${url}`, op })),
    );
  const takesLang = (op: OpenApiOperation) =>
    (op.parameters ?? []).some((p) => p.in === 'query' && p.name === 'lang') ||
    JSON.stringify(op.requestBody ?? {}).includes('"lang"');

  test('every route that takes lang is tested', () => {
    const tested = new Set([...ROUTES.map((r) => `${r.method} ${r.url}`), ...TESTED_ELSEWHERE]);
    expect(
      operations()
        .filter(({ op }) => takesLang(op))
        .map(({ key }) => key)
        .filter((k) => !tested.has(k)),
    ).toEqual([]);
  });

  test('every route whose recorded answer spells a name takes lang, or is left out with a reason', () => {
    const spelling = Object.entries(EXAMPLES as Record<string, unknown>)
      .filter(([, body]) => spelled(body).size > 0)
      .map(([key]) => key);
    const byKey = new Map(operations().map(({ key, op }) => [key, op]));
    const without = spelling.filter((key) => {
      const op = byKey.get(key);
      return op !== undefined && !takesLang(op) && LEFT_OUT[key] === undefined;
    });
    expect(without).toEqual([]);
    console.info(
      `lang: ${operations().filter(({ op }) => takesLang(op)).length} operations take it; left out: ` +
        `${Object.keys(LEFT_OUT).join(', ')}`,
    );
  });
});
