/**
 * Predictive readings of a birth chart against another moment: the Tajika annual chart (varshaphal), transits
 * (gochar) and the fortune direction. Handlers translate only.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { resolveMoment } from '../../engine/astro/moment.ts';
import { julianDayUT } from '../../engine/astro/time.ts';
import { fortuneDirection } from '../../engine/jyotish/fortune/fortune.ts';
import { gochar } from '../../engine/jyotish/gochar/gochar.ts';
import { varshaphal } from '../../engine/jyotish/tajika/varshaphal.ts';
import { TAJIKA_YOGAS_WHY_NOT_COMPUTED as WHY_NOT } from '../../engine/jyotish/tajika/yogas.ts';
import { withInputErrors } from '../birth-moment.ts';
import { chartFromEitherBody, eitherBirthBody } from '../chart/either-body.ts';
import { chartFromBody, ChartBody } from '../chart/request.ts';
import { chartConventions, presentLagna, presentPlanets } from '../chart/present.ts';
import type { Compute } from '../compute/port.ts';
import { sendJson } from '../compute/send.ts';
import { defineTask } from '../compute/task.ts';
import { labelled } from '../labels.ts';
import { toProveRefs } from '../prove-refs.ts';
import { DateString, TimeString } from '../schemas/common.ts';
import { withErrors } from '../schemas/responses.ts';
import { FortuneDirectionResult, GocharResult, VarshaphalResult } from '../schemas/charts-annual.ts';
import { localInstants } from '../jd-fields.ts';
import { snakeCased } from '../snake-case.ts';

const TAG = 'Charts and strengths';
const EXAMPLE = { birth_date: '1990-11-20', birth_time: '16:00', birth_latitude: 26.85, birth_longitude: 80.95 };

const VarshaphalBody = eitherBirthBody(
  {
    year: Type.Integer({
      minimum: 1800,
      maximum: 2399,
      description: 'Calendar year of the solar return; age = year - birth year.',
    }),
  },
  'VarshaphalBody',
  { ...EXAMPLE, year: 2026 },
);
const GocharBody = eitherBirthBody(
  {
    transit_date: Type.Optional(DateString),
    transit_time: Type.Optional(TimeString),
  },
  'GocharBody',
  EXAMPLE,
);

// eitherBirthBody's properties are built at run time, so its static type names only the extra fields.
type VarshaphalRequest = Record<string, unknown> & { year: number };
type GocharRequest = Record<string, unknown> & { transit_date?: string; transit_time?: string };
type ChartRequest = Static<typeof ChartBody>;

/** Work done in the compute thread (http/compute): plain input in, the response object out. */
export const annualTasks = {
  varshaphal: defineTask(
    VarshaphalResult,
    labelled(['graha', 'sign', 'nakshatra'], ({ body }: { body: VarshaphalRequest }) => {
      const natal = chartFromEitherBody(body);
      // A solar return outside the ephemeris range is a fault of the year asked.
      const r = withInputErrors(
        (f) => ['body', f === 'date' ? 'year' : f],
        () => varshaphal(natal, body.year),
      );
      const { chart: annual, refs, ...rest } = r;
      const tz = natal.moment.timezone;
      // A candidate's offices name keys of `holders`, which go out snake_cased: the names in the list must match them.
      const officeBearers = {
        ...rest.officeBearers,
        candidates: rest.officeBearers.candidates.map((c) => ({
          ...c,
          offices: c.offices.map((o) => o.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`)),
        })),
      };
      return {
        success: true,
        // Tajika yogas whose definitions the sources leave open are not computed; `missing` names each with why.
        engine_status: r.yogasNotComputed.length === 0 ? ('LIVE' as const) : ('PARTIAL' as const),
        missing: r.yogasNotComputed.map(
          (y) => `Tajika yoga ${y}: ${(WHY_NOT as Record<string, string>)[y] ?? 'not computed'}`,
        ),
        ...snakeCased(localInstants({ ...rest, officeBearers }, tz)),
        annual_chart: { lagna: presentLagna(annual.lagna), planets: presentPlanets(annual) },
        conventions: chartConventions(natal),
        prove_refs: toProveRefs(refs),
      };
    }),
  ),

  gochar: defineTask(
    GocharResult,
    labelled(['graha', 'sign'], ({ body, now }: { body: GocharRequest; now: number }) => {
      const natal = chartFromEitherBody(body);
      const at =
        body.transit_date === undefined
          ? julianDayUT(now)
          : withInputErrors(
              (f) => ['body', f === 'date' ? 'transit_date' : f === 'time' ? 'transit_time' : f],
              () =>
                resolveMoment({
                  date: body.transit_date ?? '',
                  time: body.transit_time ?? '12:00',
                  latitude: natal.latitude,
                  longitude: natal.longitude,
                }).jdUt,
            );
      const r = gochar(natal, at);
      return {
        success: true,
        engine_status: 'LIVE' as const,
        janma_rashi: r.janmaRashi,
        janma_rashi_index: r.janmaRashiIndex,
        gochar: snakeCased(
          localInstants({ transitJdUt: r.transitJdUt, method: r.method, planets: r.planets }, natal.moment.timezone),
        ),
        conventions: chartConventions(natal),
        prove_refs: toProveRefs(r.refs),
      };
    }),
  ),

  fortuneDirection: defineTask(
    FortuneDirectionResult,
    labelled(['graha', 'sign'], ({ body }: { body: ChartRequest }) => {
      const chart = chartFromBody(body);
      const { refs, ...r } = fortuneDirection(chart);
      return {
        success: true,
        engine_status: 'LIVE' as const,
        ...snakeCased(r),
        conventions: chartConventions(chart),
        prove_refs: toProveRefs(refs),
      };
    }),
  ),
};

export async function annualRoutes(app: FastifyInstance, deps: { now: () => number; compute: Compute }): Promise<void> {
  app.post<{ Body: VarshaphalRequest }>(
    '/api/v2/varshaphal',
    {
      schema: {
        tags: [TAG],
        summary:
          'Tajika annual chart for a year: solar return, varsha lagna, muntha, office-bearers and varshesha by ' +
          'pancha-vargeeya bala, Tajika aspects and yogas, 36 sahams, mudda dasha. PARTIAL: the Tajika yogas not ' +
          'computed are named in `missing`.',
        operationId: 'varshaphal',
        body: VarshaphalBody,
        response: withErrors(Type.Ref(annualTasks.varshaphal.result)),
      },
    },
    (req, reply) => sendJson(reply, deps.compute.run('varshaphal', { body: req.body })),
  );

  app.post<{ Body: GocharRequest }>(
    '/api/v2/gochar',
    {
      schema: {
        tags: [TAG],
        summary:
          "Transits (gochara) from the janma rashi: each graha's current sign, house from the Moon sign, quality " +
          'with vedha, and the effect by the rule. Now, or at transit_date (and transit_time).',
        operationId: 'gochar',
        body: GocharBody,
        response: withErrors(Type.Ref(annualTasks.gochar.result)),
      },
    },
    (req, reply) => sendJson(reply, deps.compute.run('gochar', { body: req.body, now: deps.now() })),
  );

  app.post<{ Body: ChartRequest }>(
    '/api/v2/fortune-direction',
    {
      schema: {
        tags: [TAG],
        summary:
          "Lucky direction: dig bala, kendra directions, the lagna lord's sign direction, wealth quadrant, home " +
          "versus abroad; each part says whether it is classical or the service's synthesis.",
        operationId: 'fortuneDirection',
        body: ChartBody,
        response: withErrors(Type.Ref(annualTasks.fortuneDirection.result)),
      },
    },
    (req, reply) => sendJson(reply, deps.compute.run('fortuneDirection', { body: req.body })),
  );
}
