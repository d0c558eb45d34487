/**
 * GET /api/horoscope: a sign's horoscope for a day, week, month or year, scored from the grahas' transits over the
 * period (engine/jyotish/horoscope). The sign has no place: the period starts at 00:00 India Standard Time of `date`
 * (default today there), the service's default audience, as the rashifal does.
 */
import { Type } from '@sinclair/typebox';
import { epochMsFromJulianDay, julianDayUT } from '../../engine/astro/time.ts';
import { horoscope, parsePeriod, parseSignName } from '../../engine/jyotish/horoscope/index.ts';
import { SAMPLING } from '../../engine/jyotish/horoscope/sampling.ts';
import { queryLoc, withInputErrors } from '../birth-moment.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { conventionsOf } from '../conventions.ts';
import { InputError } from '../input-error.ts';
import { localTime } from '../local-time.ts';
import { toProveRefs } from '../prove-refs.ts';
import { AyanamsaOption, DateString, NodeTypeOption } from '../../schemas/common.ts';
import { HoroscopeResult } from '../../schemas/readings-no-chart.ts';
import { LangField } from '../../schemas/lang.ts';
import type { Lang } from '../../engine/tables/labels/index.ts';
import { snakeCased } from '../snake-case.ts';

const ZONE = 'Asia/Kolkata';
const MIDNIGHT_IST_UTC = 'T00:00:00+05:30';

export const Query = Type.Object(
  {
    sign: Type.String({
      minLength: 1,
      maxLength: 40,
      description: 'English (Aries) or Sanskrit (Mesha) sign name, any case.',
    }),
    period: Type.Optional(Type.String({ maxLength: 10, description: 'daily (default), weekly, monthly or yearly.' })),
    date: Type.Optional({
      ...DateString,
      description: 'First day of the period (YYYY-MM-DD, from 00:00 IST); default today in India.',
    }),
    ayanamsa: Type.Optional(AyanamsaOption),
    node_type: Type.Optional(NodeTypeOption),
    ...LangField,
  },
  { additionalProperties: false, examples: [{ sign: 'Mesha', period: 'weekly' }] },
);
export type Query = {
  sign: string;
  period?: string;
  date?: string;
  ayanamsa?: 'lahiri' | 'krishnamurti' | 'raman' | 'true_chitra';
  node_type?: 'mean' | 'true';
  lang?: Lang;
};

function read(q: Query) {
  return { sign: parseSignName(q.sign), period: parsePeriod(q.period ?? 'daily') };
}

/** Work done in a compute thread: plain input in, the response object out. */
export const horoscopeTasks = {
  horoscope: defineTask(
    HoroscopeResult,
    labelled(['sign', 'graha'], ({ query, now }: { query: Query; now: number }) => {
      const { sign, period } = read(query);
      const date = query.date ?? localTime(now, ZONE).date;
      const startMs = Date.parse(`${date}${MIDNIGHT_IST_UTC}`);
      if (!Number.isFinite(startMs)) throw InputError.at(['query', 'date'], `not a calendar date: ${date}`);
      const { count, stepDays } = SAMPLING[period];
      const startJdUt = withInputErrors(queryLoc, () => {
        // the last sample must lie in the ephemeris range too
        julianDayUT(startMs + (count - 1) * stepDays * 86_400_000);
        return julianDayUT(startMs);
      });
      const r = horoscope({ sign, period, startJdUt, ayanamsa: query.ayanamsa, nodeType: query.node_type });
      const iso = (jd: number) => localTime(epochMsFromJulianDay(jd), ZONE).iso;
      const { refs, startJdUt: periodStart, endJdUt: lastSample, ...result } = r;
      return {
        success: true,
        engine_status: 'LIVE' as const,
        ...snakeCased(result),
        date,
        start: iso(periodStart),
        last_sample: iso(lastSample),
        conventions: conventionsOf({
          ayanamsa: query.ayanamsa ?? 'lahiri',
          nodeType: query.node_type ?? 'mean',
          jdUt: startJdUt,
          timezone: ZONE,
          utcOffset: '+05:30',
          utcIso: new Date(startMs).toISOString(),
        }),
        prove_refs: toProveRefs(refs),
      };
    }),
  ),
};
