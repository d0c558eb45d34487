/**
 * The pages a person uses (web/): `/` the day's panchanga at a place, `/kundli` a birth chart, `/match` two births,
 * `/muhurta` the finder's days for an act. Plain HTML rendered
 * here from the same compute tasks as the JSON routes; the browser modules only enhance (city search, chart style
 * switch). Static files (one stylesheet, two scripts, the icon) are served from web/assets under /assets/, from a
 * fixed list; the webfonts from their packages under /assets/fonts/.
 */
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { EngineError } from '../../engine/errors.ts';
import type { PlaceItem } from '../../services/places/index.ts';
import { CHART_STYLES, renderKundliPage, type ChartStyle, type KundliJson } from '../../../web/pages/kundli-page.ts';
import type { PageLang } from '../../../web/pages/layout.ts';
import { renderPanchangaPage, type ChoghadiyaJson, type PanchangaJson } from '../../../web/pages/panchanga-page.ts';
import type { PlaceState, Problem } from '../../../web/pages/form-parts.ts';
import { messagesFor, textLang, type MessageId } from '../../../web/i18n/messages.ts';
import { renderMatchPage, type DashakootJson, type MatchJson, type Partner } from '../../../web/pages/match-page.ts';
import { renderAccuracyPage } from '../../../web/pages/accuracy-page.ts';
import { readAccuracy } from '../accuracy-data.ts';
import { renderMuhurtaPage, type FinderJson, type MuhurtaForm } from '../../../web/pages/muhurta-page.ts';
import { ASK_LANGS, renderAskPage, type AskForm, type AskJson } from '../../../web/pages/ask-page.ts';
import { astrologerAnswer } from './jyotishi.ts';
import { POLICY } from '../../engine/tables/oracle/policy.ts';
import type { ChatProvider } from '../../services/chat/port.ts';
import { MULTILINE } from '../../schemas/common.ts';
import { shown } from '../../schemas/readable.ts';
import {
  renderFestivalsPage,
  type FestivalJson,
  type FestivalsJson,
  type FestivalsForm,
} from '../../../web/pages/festivals-page.ts';
import { REGIONS } from '../../engine/tables/festivals/index.ts';
import { LANGS } from '../../engine/tables/labels/index.ts';
import { KARMAS, type Karma } from '../../engine/tables/muhurta/keys.ts';
import { DEFAULT_PRACTICE, PRACTICES, type Practice } from '../../engine/tables/muhurta/practices.ts';
import type { Compute } from '../../compute/port.ts';
import { InputError } from '../../compute/input-error.ts';
import { withErrors } from '../../schemas/responses.ts';
import { fontFiles } from '../../../web/fonts.ts';

const TAG = 'Service and discovery';
const ASSETS = path.resolve(import.meta.dirname, '..', '..', '..', 'web', 'assets');
const ASSET_TYPES: Record<string, string> = {
  'site.css': 'text/css; charset=utf-8',
  'report.css': 'text/css; charset=utf-8',
  'city-search.js': 'text/javascript; charset=utf-8',
  'chart-style.js': 'text/javascript; charset=utf-8',
  'favicon.svg': 'image/svg+xml',
};
const ASSET_FILES = new Set(Object.keys(ASSET_TYPES));

const HtmlPage = Type.Unsafe<string>({
  description: 'An HTML page (server-rendered; works without JavaScript).',
  content: { 'text/html': { schema: { type: 'string' } } },
});
const text = (max: number) => Type.Optional(Type.String({ maxLength: max }));
/** Form fields arrive as text (an empty field is an empty string); the handler reads and checks them. */
const PageQuery = Type.Object(
  {
    place: text(120),
    lat: text(24),
    lon: text(24),
    date: text(10),
    time: text(8),
    name: text(100),
    lang: text(2),
    style: text(10),
  },
  { additionalProperties: false },
);
const partnerQuery = (who: string) =>
  Object.fromEntries(
    ['name', 'date', 'time', 'place', 'lat', 'lon'].map((f) => [
      `${who}_${f}`,
      text(f === 'place' ? 120 : f === 'name' ? 100 : 24),
    ]),
  );
const MatchQuery = Type.Object(
  { ...partnerQuery('groom'), ...partnerQuery('bride'), lang: text(2) },
  { additionalProperties: false },
);
const MuhurtaQuery = Type.Object(
  {
    place: text(120),
    lat: text(24),
    lon: text(24),
    start: text(10),
    days: text(3),
    karma: text(20),
    practice: text(24),
    good: text(1),
    lang: text(2),
  },
  { additionalProperties: false },
);
const AskQuery = Type.Object(
  {
    place: text(120),
    lat: text(24),
    lon: text(24),
    date: text(10),
    time: text(5),
    q: Type.Optional(Type.String({ maxLength: 1000, [MULTILINE]: true })),
    lang: text(2),
  },
  { additionalProperties: false },
);
/** The answer's facts are written in English by the facts block: the page text is English or Hindi around them. */
type AskQuery = { place?: string; lat?: string; lon?: string; date?: string; time?: string; q?: string; lang?: string };
/** The accuracy page's only input: the language of its text. */
const AccuracyQuery = Type.Object({ lang: text(2) }, { additionalProperties: false });
const FestivalsQuery = Type.Object(
  {
    place: text(120),
    lat: text(24),
    lon: text(24),
    year: text(4),
    region: text(20),
    tradition: text(10),
    monthly: text(1),
    lang: text(2),
  },
  { additionalProperties: false },
);
type FestivalsQuery = Partial<
  Record<'place' | 'lat' | 'lon' | 'year' | 'region' | 'tradition' | 'monthly' | 'lang', string>
>;

type MuhurtaQuery = {
  place?: string;
  lat?: string;
  lon?: string;
  start?: string;
  days?: string;
  karma?: string;
  practice?: string;
  good?: string;
  lang?: string;
};
/** A problem in the page's own words, in the language its text is in. */
const said = (lang: PageLang, id: MessageId, values?: Record<string, string | number>): Problem => ({
  text: messagesFor(lang).t(id, values),
});
/** The fields missing from a form, named in the page's language and listed as the message puts them. */
const fieldList = (lang: PageLang, fields: readonly MessageId[]) =>
  fields.map((f) => messagesFor(lang).t(f)).join(', ');

/**
 * What is wrong with a page's birth (date, time, place), or null: the fields missing, then the date's and time's
 * shape. Nothing is said until the form was sent (`asked`).
 */
export function birthProblem(
  lang: PageLang,
  birth: { date: string; time: string },
  resolved: { place: PlaceState | null; problem: Problem | null },
  asked: boolean,
  placeWord: MessageId,
  alsoMissing: readonly MessageId[] = [],
): Problem | null {
  const missing = [
    birth.date === '' ? 'field.birthDate' : null,
    birth.time === '' ? 'field.birthTime' : null,
    resolved.place === null && resolved.problem === null ? placeWord : null,
    ...alsoMissing,
  ].filter((m): m is MessageId => m !== null);
  if (resolved.problem !== null) return resolved.problem;
  if (!asked) return null;
  if (missing.length > 0) return said(lang, 'problem.missing', { fields: fieldList(lang, missing) });
  if (!DATE.test(birth.date)) return said(lang, 'problem.date', { got: shown(birth.date) });
  if (!TIME.test(birth.time)) return said(lang, 'problem.time', { got: shown(birth.time) });
  return null;
}

/** The topics the policy refuses, by id and in its own words, as the /ask page states them. */
const REFUSED_TOPICS = Object.entries(POLICY.data)
  .filter(([, p]) => p.action === 'refuse')
  .map(([id, p]) => [id, p.topic] as const);
export type PageBirthQuery = {
  place?: string;
  lat?: string;
  lon?: string;
  date?: string;
  time?: string;
  name?: string;
  lang?: string;
  style?: string;
};

export interface PagesDeps {
  compute: Compute;
  searchLocal: (q: string, limit: number) => PlaceItem[];
  now: () => number;
  /** The astrologer's model for /ask, when one is configured. */
  chat: ChatProvider | undefined;
}

const DELHI: PlaceState & { timezone: string } = {
  name: 'New Delhi, Delhi, India',
  latitude: 28.6139,
  longitude: 77.209,
  timezone: 'Asia/Kolkata',
};
export const pickLang = (s: string | undefined): PageLang =>
  (LANGS as readonly string[]).includes(s ?? '') ? (s as PageLang) : 'en';
export const pickStyle = (s: string | undefined): ChartStyle => CHART_STYLES.find((c) => c === s) ?? 'north';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The chosen place: coordinates from the form when both are there, else the typed name looked up locally. */
export function resolvePlace(
  lang: PageLang,
  q: PageBirthQuery,
  searchLocal: PagesDeps['searchLocal'],
): { place: (PlaceState & { timezone?: string }) | null; problem: Problem | null } {
  const typed = (q.place ?? '').trim();
  const lat = q.lat === undefined || q.lat === '' ? NaN : Number(q.lat);
  const lon = q.lon === undefined || q.lon === '' ? NaN : Number(q.lon);
  if (Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180) {
    return { place: { name: typed === '' ? `${lat}, ${lon}` : typed, latitude: lat, longitude: lon }, problem: null };
  }
  if (typed === '') return { place: null, problem: null };
  const found = searchLocal(typed, 1)[0];
  if (found === undefined) return { place: null, problem: said(lang, 'problem.noPlace', { typed }) };
  const name = [found.name, found.admin1, found.country].filter((s) => s !== '').join(', ');
  return {
    place: { name, latitude: found.latitude, longitude: found.longitude, timezone: found.timezone },
    problem: null,
  };
}

/** A birth form's query read once: language, chart style, the birth, the place, and what is wrong with them. */
export function readBirthForm(q: PageBirthQuery, searchLocal: PagesDeps['searchLocal']) {
  const lang = pickLang(q.lang);
  const style = pickStyle(q.style);
  const birth = { name: (q.name ?? '').trim(), date: q.date ?? '', time: q.time ?? '' };
  const resolved = resolvePlace(lang, q, searchLocal);
  const asked = birth.date !== '' || birth.time !== '' || (q.place ?? '') !== '';
  const problem = birthProblem(lang, birth, resolved, asked, 'field.place');
  return { lang, style, birth, place: resolved.place, asked, problem };
}

/** Today's date at the place: its zone when the gazetteer gave one, else the nearest whole hour from the longitude. */
function today(nowMs: number, place: { longitude: number; timezone?: string }): string {
  if (place.timezone !== undefined) return new Intl.DateTimeFormat('en-CA', { timeZone: place.timezone }).format(nowMs);
  return new Date(nowMs + Math.round(place.longitude / 15) * 3_600_000).toISOString().slice(0, 10);
}

/**
 * A problem the person can fix (bad date, out of range, no sunrise...) in the engine's or the validator's English
 * words (the page marks them so); anything else goes on to a 500.
 */
export function problemOf(e: unknown): Problem {
  if (e instanceof InputError) return { english: e.items.map((i) => i.msg).join('; ') };
  if (e instanceof EngineError) return { english: e.message };
  throw e;
}

export async function pageRoutes(app: FastifyInstance, deps: PagesDeps): Promise<void> {
  app.get<{ Querystring: PageBirthQuery }>(
    '/',
    {
      schema: {
        tags: [TAG],
        summary: "Web page: the day's panchanga at a place (city search, date, names in en, hi or sa).",
        operationId: 'panchangaPage',
        querystring: PageQuery,
        response: withErrors(HtmlPage),
      },
    },
    async (req, reply) => {
      const q = req.query;
      const lang = pickLang(q.lang);
      const resolved = resolvePlace(lang, q, deps.searchLocal);
      let problem = resolved.problem;
      const place = resolved.place ?? (problem === null ? DELHI : null);
      let date = q.date ?? '';
      if (date !== '' && !DATE.test(date)) problem ??= said(lang, 'problem.date', { got: shown(date) });
      if (date === '' || !DATE.test(date)) date = today(deps.now(), place ?? DELHI);
      let panchanga: PanchangaJson | null = null;
      let choghadiya: ChoghadiyaJson | null = null;
      let festivals: FestivalJson[] = [];
      if (place !== null && problem === null) {
        try {
          const [p, c, f] = await Promise.all([
            deps.compute.run('panchanga', { body: { date, latitude: place.latitude, longitude: place.longitude } }),
            deps.compute.run('choghadiya', { query: { date, lat: place.latitude, lon: place.longitude } }),
            deps.compute.run('festivalsOfDay', { query: { date, lat: place.latitude, lon: place.longitude } }),
          ]);
          panchanga = JSON.parse(p) as PanchangaJson;
          choghadiya = JSON.parse(c) as ChoghadiyaJson;
          festivals = (JSON.parse(f) as FestivalsJson).festivals;
        } catch (e) {
          problem = problemOf(e);
        }
      }
      const page = renderPanchangaPage({
        lang,
        date,
        place,
        typed: q.place ?? '',
        problem,
        panchanga,
        choghadiya,
        festivals,
      });
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );

  app.get<{ Querystring: PageBirthQuery }>(
    '/kundli',
    {
      schema: {
        tags: [TAG],
        summary:
          'Web page: a birth chart in North, South and East Indian style and as the Sudarshana chakra (D1, D9), the ' +
          'planets and the Vimshottari timeline.',
        operationId: 'kundliPage',
        querystring: PageQuery,
        response: withErrors(HtmlPage),
      },
    },
    async (req, reply) => {
      const q = req.query;
      const form = readBirthForm(q, deps.searchLocal);
      const { lang, style, birth, place, asked } = form;
      let problem = form.problem;
      let kundli: KundliJson | null = null;
      let charts: Record<ChartStyle, { D1: string; D9: string }> | null = null;
      if (asked && problem === null && place !== null) {
        const input = { date: birth.date, time: birth.time, latitude: place.latitude, longitude: place.longitude };
        const svg = async (s: ChartStyle, varga: 'D1' | 'D9') =>
          (
            JSON.parse(
              await deps.compute.run('chartSvg', { input: { ...input, style: s, varga, lang }, from: 'body' }),
            ) as { svg: string }
          ).svg;
        try {
          const [k, ...drawn] = await Promise.all([
            deps.compute.run('kundliV2', {
              body: { ...input, ...(birth.name === '' ? {} : { name: birth.name }) },
              now: deps.now(),
            }),
            ...CHART_STYLES.flatMap((s) => [svg(s, 'D1'), svg(s, 'D9')]),
          ]);
          kundli = JSON.parse(k) as KundliJson;
          charts = Object.fromEntries(
            CHART_STYLES.map((s, i) => [s, { D1: drawn[2 * i] ?? '', D9: drawn[2 * i + 1] ?? '' }]),
          ) as Record<ChartStyle, { D1: string; D9: string }>;
        } catch (e) {
          problem = problemOf(e);
        }
      }
      const selfQuery = new URLSearchParams({
        name: birth.name,
        date: birth.date,
        time: birth.time,
        place: q.place ?? '',
        lat: q.lat ?? '',
        lon: q.lon ?? '',
        lang,
      }).toString();
      const page = renderKundliPage({
        lang,
        style,
        birth,
        place,
        typed: q.place ?? '',
        problem,
        kundli,
        charts,
        nowMs: deps.now(),
        selfQuery,
      });
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/match',
    {
      schema: {
        tags: [TAG],
        summary: 'Web page: Ashtakoota and Dashakoot matching of two births (groom and bride).',
        operationId: 'matchPage',
        querystring: MatchQuery,
        response: withErrors(HtmlPage),
      },
    },
    async (req, reply) => {
      const q = req.query;
      const lang = pickLang(q.lang);
      const m = messagesFor(lang);
      const read = (who: 'groom' | 'bride') => {
        const f = (k: string) => q[`${who}_${k}`] ?? '';
        const resolved = resolvePlace(lang, { place: f('place'), lat: f('lat'), lon: f('lon') }, deps.searchLocal);
        const partner: Partner = {
          name: f('name').trim(),
          date: f('date'),
          time: f('time'),
          place: resolved.place,
          typed: f('place'),
        };
        const missing = [
          partner.date === '' ? 'field.birthDate' : null,
          partner.time === '' ? 'field.birthTime' : null,
          partner.place === null && resolved.problem === null ? 'field.birthPlace' : null,
        ].filter((x): x is MessageId => x !== null);
        const shape: MessageId | null =
          !DATE.test(partner.date) && partner.date !== ''
            ? 'problem.partnerDate'
            : !TIME.test(partner.time) && partner.time !== ''
              ? 'problem.partnerTime'
              : null;
        const who_ = m.t(who === 'groom' ? 'word.groom' : 'word.bride');
        const phrase =
          shape !== null
            ? m.t(shape)
            : missing.length > 0
              ? m.t('problem.partnerMissing', { fields: fieldList(lang, missing) })
              : null;
        // An unknown place is already a sentence with its full stop; the other troubles are phrases closed here.
        const trouble =
          resolved.problem !== null && 'text' in resolved.problem
            ? m.t('problem.partnerSentence', { who: who_, sentence: resolved.problem.text })
            : phrase === null
              ? null
              : m.t('problem.partner', { who: who_, trouble: phrase });
        return { partner, trouble };
      };
      const groom = read('groom');
      const bride = read('bride');
      const asked = Object.values(q).some((v) => v !== undefined && v !== '' && v !== q.lang);
      const troubles = [groom.trouble, bride.trouble].filter((t) => t !== null).join(' ');
      let problem: Problem | null = asked && troubles !== '' ? { text: troubles } : null;
      let match: MatchJson | null = null;
      let dashakoot: DashakootJson | null = null;
      const person = (p: Partner) => ({
        date: p.date,
        time: p.time,
        latitude: p.place?.latitude ?? 0,
        longitude: p.place?.longitude ?? 0,
      });
      if (asked && problem === null) {
        const body = { groom: person(groom.partner), bride: person(bride.partner) };
        try {
          const [m, d] = await Promise.all([
            deps.compute.run('match', { body }),
            deps.compute.run('dashakoot', { body }),
          ]);
          match = JSON.parse(m) as MatchJson;
          dashakoot = JSON.parse(d) as DashakootJson;
        } catch (e) {
          problem = problemOf(e);
        }
      }
      const page = renderMatchPage({ lang, groom: groom.partner, bride: bride.partner, problem, match, dashakoot });
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );

  const accuracy = readAccuracy();
  const accuracyPages = { en: renderAccuracyPage(accuracy, 'en'), hi: renderAccuracyPage(accuracy, 'hi') };
  app.get<{ Querystring: { lang?: string } }>(
    '/accuracy',
    {
      config: { staticResult: true },
      schema: {
        tags: [TAG],
        summary:
          'Web page: the accuracy the reference tests measure, one row per quantity (the same data as GET ' +
          '/api/v2/accuracy); its text in English or Hindi (lang).',
        operationId: 'accuracyPage',
        querystring: AccuracyQuery,
        response: withErrors(HtmlPage),
      },
    },
    (req, reply) => reply.type('text/html; charset=utf-8').send(accuracyPages[textLang(pickLang(req.query.lang))]),
  );
  app.get<{ Querystring: MuhurtaQuery }>(
    '/muhurta',
    {
      // The same scan as POST /api/v2/muhurta-finder, so the same budget: the page is no way around it.
      config: { rateLimit: 'heavy' },
      schema: {
        tags: [TAG],
        summary:
          'Web page: muhurta finder (place, first day, days ahead, act, practice): the days banded, their windows ' +
          'and the reasons. Heavy rate budget, as the finder route.',
        operationId: 'muhurtaPage',
        querystring: MuhurtaQuery,
        response: withErrors(HtmlPage),
      },
    },
    async (req, reply) => {
      const q = req.query;
      const lang = pickLang(q.lang);
      const resolved = resolvePlace(lang, q, deps.searchLocal);
      const asked = (q.place ?? '') !== '' || (q.lat ?? '') !== '';
      const karma: Karma = (KARMAS as readonly string[]).includes(q.karma ?? '') ? (q.karma as Karma) : 'vivah';
      const practice: Practice = (PRACTICES as readonly string[]).includes(q.practice ?? '')
        ? (q.practice as Practice)
        : DEFAULT_PRACTICE;
      const days = q.days === undefined || q.days === '' ? 30 : Number(q.days);
      const start = q.start ?? '';
      const form: MuhurtaForm = {
        start: start === '' || !DATE.test(start) ? today(deps.now(), resolved.place ?? DELHI) : start,
        days: Number.isInteger(days) ? days : 30,
        karma,
        practice,
        onlyGood: q.good === '1',
      };
      let problem = resolved.problem;
      if (problem === null && asked && resolved.place === null)
        problem = said(lang, 'problem.missing', { fields: fieldList(lang, ['field.place']) });
      if (problem === null && start !== '' && !DATE.test(start))
        problem = said(lang, 'problem.start', { got: shown(start) });
      if (problem === null && (!Number.isInteger(days) || days < 1 || days > 90)) problem = said(lang, 'problem.days');
      let finder: FinderJson | null = null;
      if (asked && problem === null && resolved.place !== null) {
        const body = {
          latitude: resolved.place.latitude,
          longitude: resolved.place.longitude,
          karma,
          practice,
          days_ahead: form.days,
          only_shubha: form.onlyGood,
          start_date: form.start,
        };
        try {
          finder = JSON.parse(await deps.compute.run('muhurtaFinder', { body, now: deps.now() })) as FinderJson;
        } catch (e) {
          problem = problemOf(e);
        }
      }
      const page = renderMuhurtaPage({
        lang,
        form,
        karmas: KARMAS,
        practices: PRACTICES,
        place: resolved.place,
        typed: q.place ?? '',
        problem,
        finder,
      });
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );

  app.get<{ Querystring: FestivalsQuery }>(
    '/festivals',
    {
      // A year of festivals is the computation of GET /api/v2/festivals, so the same budget.
      config: { rateLimit: 'heavy' },
      schema: {
        tags: [TAG],
        summary:
          'Web page: the festivals of a year at a place (region, tradition, language), month by month, each with ' +
          'why this date and the other schools, and a link to subscribe. Heavy rate budget, as the route.',
        operationId: 'festivalsPage',
        querystring: FestivalsQuery,
        response: withErrors(HtmlPage),
      },
    },
    async (req, reply) => {
      const q = req.query;
      const lang = pickLang(q.lang);
      const resolved = resolvePlace(lang, q, deps.searchLocal);
      const asked = (q.place ?? '') !== '' || (q.lat ?? '') !== '';
      const yearText = q.year ?? '';
      const year = yearText === '' ? Number(today(deps.now(), resolved.place ?? DELHI).slice(0, 4)) : Number(yearText);
      const region = REGIONS.find((r) => r === q.region) ?? 'pan_indian';
      const tradition: 'smarta' | 'vaishnava' = q.tradition === 'vaishnava' ? 'vaishnava' : 'smarta';
      const form: FestivalsForm = {
        year: Number.isInteger(year) ? year : new Date(deps.now()).getUTCFullYear(),
        region,
        tradition,
        monthly: q.monthly === '1',
      };
      let problem = resolved.problem;
      if (problem === null && asked && resolved.place === null)
        problem = said(lang, 'problem.missing', { fields: fieldList(lang, ['field.place']) });
      if (problem === null && (!Number.isInteger(year) || year < 1800 || year > 2399))
        problem = said(lang, 'problem.year');
      let calendar: FestivalsJson | null = null;
      const place = resolved.place ?? (asked ? null : DELHI);
      if (problem === null && place !== null) {
        const query = {
          year: form.year,
          lat: place.latitude,
          lon: place.longitude,
          region,
          tradition,
          include_monthly: form.monthly,
        };
        try {
          calendar = JSON.parse(await deps.compute.run('festivals', { query })) as FestivalsJson;
        } catch (e) {
          problem = problemOf(e);
        }
      }
      const page = renderFestivalsPage({
        lang,
        form,
        regions: REGIONS,
        place,
        typed: q.place ?? '',
        problem,
        calendar,
      });
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );

  app.get<{ Querystring: AskQuery }>(
    '/ask',
    {
      // A chart, its facts and (with a model) a model's answer: the astrologer route's budget.
      config: { rateLimit: 'heavy' },
      schema: {
        tags: [TAG],
        summary:
          'Web page: a birth and a question, answered by the astrologer (the model when configured, checked ' +
          'against the facts; otherwise the oracle and the facts), each part with the facts it rests on, and the ' +
          'refused topics stated. Heavy rate budget, as the route.',
        operationId: 'askPage',
        querystring: AskQuery,
        response: withErrors(HtmlPage),
      },
    },
    async (req, reply) => {
      const q = req.query;
      const lang = ASK_LANGS.find((l) => l === q.lang) ?? 'en';
      const form: AskForm = { date: q.date ?? '', time: q.time ?? '', question: (q.q ?? '').trim() };
      const resolved = resolvePlace(lang, q, deps.searchLocal);
      const asked = form.question !== '' || form.date !== '' || (q.place ?? '') !== '';
      const noQuestion: MessageId[] = form.question === '' ? ['field.question'] : [];
      let problem = birthProblem(lang, form, resolved, asked, 'field.birthPlace', noQuestion);
      let answer: AskJson | null = null;
      if (asked && problem === null && resolved.place !== null) {
        const birth = {
          date: form.date,
          time: form.time,
          latitude: resolved.place.latitude,
          longitude: resolved.place.longitude,
        };
        try {
          answer = await astrologerAnswer(deps, form.question, birth);
        } catch (e) {
          problem = problemOf(e);
        }
      }
      const page = renderAskPage({
        lang,
        form,
        place: resolved.place,
        typed: q.place ?? '',
        problem,
        answer,
        refused: REFUSED_TOPICS,
      });
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );

  // The pages' files, by @fastify/static: strong ETag, Last-Modified, 304 on a match, an hour of caching; only
  // the files listed (a request for any other name is a 404). Outside the rate budget: a page's own stylesheet and
  // scripts must not spend the reader's requests.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/assets/')) route.config = { ...route.config, rateLimit: false };
  });
  await app.register(fastifyStatic, {
    root: ASSETS,
    prefix: '/assets/',
    decorateReply: false,
    schemaHide: true,
    index: false,
    list: false,
    etag: true,
    lastModified: true,
    maxAge: 3_600_000,
    allowedPath: (pathName) => ASSET_FILES.has(pathName.replace(/^\//, '')),
    setHeaders: (res, filePath) => {
      const type = ASSET_TYPES[path.basename(filePath)];
      if (type !== undefined) res.header('content-type', type);
    },
  });
  // The webfonts, straight from their npm packages' folders (web/fonts.ts lists them), with the same caching and
  // the same exemption from the rate budget; only the listed woff2 files, so the packages' other files stay private.
  const fonts = fontFiles();
  await app.register(fastifyStatic, {
    root: [...new Set([...fonts.values()].map((f) => path.dirname(f)))],
    prefix: '/assets/fonts/',
    decorateReply: false,
    schemaHide: true,
    index: false,
    list: false,
    etag: true,
    lastModified: true,
    maxAge: 3_600_000,
    allowedPath: (pathName) => fonts.has(pathName.replace(/^\//, '')),
    setHeaders: (res) => {
      res.header('content-type', 'font/woff2');
    },
  });
}
