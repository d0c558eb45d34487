/**
 * The printable kundli report: POST /api/v2/report (PDF or HTML) and the /report page. The report is gathered from
 * the same compute tasks the JSON routes answer with (kundli, chart pictures, dasha tree, yogas, dosha catalogue,
 * ashtakavarga, matching), so it says nothing the API does not, then drawn by web/pages/report and printed by
 * headless Chromium where it is installed.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { Compute } from '../../compute/port.ts';
import { InputError, locationOf, placeAt } from '../../compute/input-error.ts';
import { isEngineError } from '../../engine/errors.ts';
import type { PdfPrinter } from '../../services/pdf/printer.ts';
import { ReportBody, ReportDocument } from '../../schemas/report.ts';
import { withErrors } from '../../schemas/responses.ts';
import { renderReportDocument } from '../../../web/pages/report/document.ts';
import { renderReportForm } from '../../../web/pages/report/form-page.ts';
import type { PlaceItem } from '../../services/places/index.ts';
import { problemOf, readBirthForm, type PageBirthQuery } from './pages.ts';
import type { ReportData, ReportDosha, ReportYoga } from '../../../web/pages/report/model.ts';

export interface KundliReportDeps {
  compute: Compute;
  now: () => number;
  pdf: PdfPrinter;
  searchLocal: (q: string, limit: number) => PlaceItem[];
}

const text = (max: number) => Type.Optional(Type.String({ maxLength: max }));
const ReportQuery = Type.Object(
  {
    name: text(100),
    date: text(10),
    time: text(8),
    place: text(120),
    lat: text(24),
    lon: text(24),
    lang: text(2),
    style: text(10),
    format: text(4),
  },
  { additionalProperties: false },
);
const HtmlOrPdf = Type.Unsafe<string>({
  description: 'The form, the report as a page, or its PDF (format=pdf).',
  content: { 'text/html': { schema: { type: 'string' } }, 'application/pdf': { schema: { type: 'string' } } },
});

type Body = Static<typeof ReportBody>;

/** The object without its undefined fields (the tasks' bodies take optional fields as absent, never undefined). */
function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

type Birth = Pick<Body, 'date' | 'time' | 'latitude' | 'longitude'> & Partial<Body>;

function birthOf(b: Birth) {
  return defined({
    date: b.date,
    time: b.time,
    latitude: b.latitude,
    longitude: b.longitude,
    timezone: b.timezone,
    utc_offset: b.utc_offset,
    ayanamsa: b.ayanamsa,
    node_type: b.node_type,
    sunrise_rule: b.sunrise_rule,
  });
}

/**
 * The matching task places a problem at `groom` or `bride`; the report was asked with the birth itself and `partner`,
 * so the problem is said where the client put it (a partner born in 1750 is `body.partner.date`).
 */
function asked(e: unknown, partnerSide: 'groom' | 'bride'): unknown {
  const place = (loc: readonly (string | number)[]): (string | number)[] =>
    loc[0] === 'body' && (loc[1] === 'groom' || loc[1] === 'bride')
      ? ['body', ...(loc[1] === partnerSide ? ['partner'] : []), ...loc.slice(2)]
      : [...loc];
  if (e instanceof InputError) return new InputError(e.items.map((i) => ({ ...i, loc: place(i.loc) })));
  if (isEngineError(e)) {
    const loc = locationOf(e);
    if (loc !== undefined) placeAt(e, place(loc));
  }
  return e;
}

/** Every part of the report, computed in parallel on the compute threads. */
export async function gatherReport(
  deps: Pick<KundliReportDeps, 'compute' | 'now'>,
  body: Body,
  place: string | null,
  pdfHref: string | null,
): Promise<ReportData> {
  const birth = birthOf(body);
  const person = defined({ ...birth, name: body.name });
  const lang = body.lang ?? 'en';
  const style = body.style ?? 'north';
  const now = deps.now();
  const asOf = body.as_of ?? new Date(now).toISOString().slice(0, 10);
  const json = async <T>(s: Promise<string>): Promise<T> => JSON.parse(await s) as T;
  const svg = (varga: 'D1' | 'D9') =>
    json<{ svg: string }>(deps.compute.run('chartSvg', { input: { ...birth, style, varga, lang }, from: 'body' })).then(
      (s) => s.svg,
    );
  const groomIsNative = body.gender === 'Male' || body.gender === 'male';
  const partner = body.partner === undefined ? undefined : birthOf(body.partner);
  const [kundli, d1, d9, tree, yogas, doshas, ashtakavarga, match] = await Promise.all([
    json<ReportData['kundli']>(deps.compute.run('kundliV2', { body: person, now: Date.parse(`${asOf}T12:00:00Z`) })),
    svg('D1'),
    svg('D9'),
    json<ReportData['tree']>(deps.compute.run('dashaTree', { body: birth })),
    json<{ yogas: { active: ReportYoga[] } }>(deps.compute.run('yogas', { body: birth })),
    json<{ doshas: ReportDosha[] }>(
      deps.compute.run('doshaCatalogue', {
        body: defined({ ...birth, as_of: asOf, gender: body.gender }),
        now,
      }),
    ),
    json<{ sarva: ReportData['sarva'] }>(deps.compute.run('ashtakavarga', { body: birth })),
    partner === undefined
      ? Promise.resolve(null)
      : json<NonNullable<ReportData['match']>>(
          deps.compute.run('match', {
            body: groomIsNative ? { groom: birth, bride: partner } : { groom: partner, bride: birth },
          }),
        ).catch((e: unknown) => {
          throw asked(e, groomIsNative ? 'bride' : 'groom');
        }),
  ]);
  return {
    lang,
    style,
    place,
    kundli,
    charts: { D1: d1, D9: d9 },
    tree,
    yogas: yogas.yogas.active.filter((y) => y.status === 'present' || y.status === 'cancelled'),
    doshas: doshas.doshas.filter((d) => d.status === 'present' || d.status === 'cancelled'),
    sarva: ashtakavarga.sarva,
    match,
    asOf,
    pdfHref,
  };
}

/** Sends the report as asked: the PDF printed from the document, or the document itself. */
export async function sendReport(
  reply: FastifyReply,
  printer: PdfPrinter,
  report: ReportData,
  format: 'pdf' | 'html',
): Promise<FastifyReply> {
  const document = renderReportDocument(report);
  if (format === 'html') return reply.type('text/html; charset=utf-8').send(document);
  const pdf = await printer.print(renderReportDocument({ ...report, pdfHref: null }));
  const name = (report.kundli.chart.meta.name ?? 'kundli').replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60);
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${encodeURIComponent(name)}-report.pdf"`)
    .send(pdf);
}

export async function kundliReportRoutes(app: FastifyInstance, deps: KundliReportDeps): Promise<void> {
  app.post<{ Body: Body }>(
    '/api/v2/report',
    {
      schema: {
        tags: ['Charts and strengths'],
        summary:
          'A printable kundli report (PDF or HTML, A4): birth data and conventions, D1 and D9 charts in the chosen ' +
          'style, the grahas with nakshatra and dignity, the panchanga at birth, the Vimshottari mahadashas and the ' +
          'running antardashas, the yogas and doshas found with their citations, sarvashtakavarga, and the ' +
          'Ashtakoota matching when a partner is given; names in any of the ten languages.',
        operationId: 'kundliReport',
        body: ReportBody,
        response: withErrors(ReportDocument),
      },
      config: { rateLimit: 'heavy' },
    },
    async (req, reply) => {
      const report = await gatherReport(deps, req.body, null, null);
      return sendReport(reply, deps.pdf, report, req.body.format ?? 'pdf');
    },
  );

  app.get<{ Querystring: PageBirthQuery & { format?: string } }>(
    '/report',
    {
      schema: {
        tags: ['Service and discovery'],
        summary: 'Web page: the kundli report form, the report as a printable page, or its PDF (format=pdf).',
        operationId: 'reportPage',
        querystring: ReportQuery,
        response: withErrors(HtmlOrPdf),
      },
    },
    async (req, reply) => {
      const q = req.query;
      const form = readBirthForm(q, deps.searchLocal);
      const { lang, style, birth, place, asked } = form;
      let problem = form.problem;
      if (asked && problem === null && place !== null) {
        const body: Body = {
          ...birth,
          ...(birth.name === '' ? {} : { name: birth.name }),
          latitude: place.latitude,
          longitude: place.longitude,
          lang,
          style,
        };
        const self = new URLSearchParams({ ...req.query, format: 'pdf' } as Record<string, string>).toString();
        try {
          const report = await gatherReport(deps, body, place.name, `/report?${self}`);
          return await sendReport(reply, deps.pdf, report, q.format === 'pdf' ? 'pdf' : 'html');
        } catch (e) {
          problem = problemOf(e);
        }
      }
      const page = renderReportForm({
        lang,
        style,
        birth,
        place,
        typed: q.place ?? '',
        problem,
        canPrint: deps.pdf.available,
      });
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );
}
