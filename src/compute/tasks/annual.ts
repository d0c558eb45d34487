/**
 * Predictive readings of a birth chart against another moment: the Tajika annual chart (varshaphal), transits
 * (gochar) and the fortune direction. Tasks translate only.
 */
import { type Static } from '@sinclair/typebox';
import { resolveMoment } from '../../engine/astro/moment.ts';
import { julianDayUT } from '../../engine/astro/time.ts';
import { fortuneDirection } from '../../engine/jyotish/fortune/fortune.ts';
import { gochar } from '../../engine/jyotish/gochar/gochar.ts';
import { varshaphal } from '../../engine/jyotish/tajika/varshaphal.ts';
import { TAJIKA_YOGAS_WHY_NOT_COMPUTED as WHY_NOT } from '../../engine/jyotish/tajika/yogas.ts';
import { withInputErrors } from '../birth-moment.ts';
import { chartFromEitherBody } from '../chart/either-body.ts';
import { chartFromBody, ChartBody } from '../chart/request.ts';
import { chartConventions, presentLagna, presentPlanets } from '../chart/present.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { toProveRefs } from '../prove-refs.ts';
import { FortuneDirectionResult, GocharResult, VarshaphalResult } from '../../schemas/charts-annual.ts';
import { localInstants } from '../jd-fields.ts';
import { snakeCased } from '../snake-case.ts';

// eitherBirthBody's properties are built at run time, so its static type names only the extra fields.
export type VarshaphalRequest = Record<string, unknown> & { year: number };
export type GocharRequest = Record<string, unknown> & { transit_date?: string; transit_time?: string };
export type ChartRequest = Static<typeof ChartBody>;

/** Work done in a compute thread: plain input in, the response object out. */
export const annualTasks = {
  varshaphal: defineTask(
    VarshaphalResult,
    labelled(['graha', 'sign', 'nakshatra', 'dasha_level', 'varga'], ({ body }: { body: VarshaphalRequest }) => {
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
