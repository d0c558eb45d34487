/** GET /api/v2/namkaran/syllables: the naming syllable of a nakshatra pada, from a birth moment or a nakshatra. */
import { Type } from '@sinclair/typebox';
import { resolveMoment } from '../../engine/astro/moment.ts';
import { siderealPosition } from '../../engine/astro/positions.ts';
import { syllablesAtLongitude, syllablesFor, type SyllablesResult } from '../../engine/jyotish/naming/index.ts';
import { queryLoc, withInputErrors } from '../birth-moment.ts';
import { conventionsOf } from '../conventions.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { InputError } from '../input-error.ts';
import { toProveRefs } from '../prove-refs.ts';
import { DateString, Latitude, Longitude, TimeString } from '../../schemas/common.ts';
import { NamkaranSyllablesResult } from '../../schemas/calendar.ts';
import { LangField } from '../../schemas/lang.ts';
import type { Lang } from '../../engine/tables/labels/index.ts';
import { snakeCased } from '../snake-case.ts';

export const Query = Type.Object(
  {
    date: Type.Optional(DateString),
    time: Type.Optional(TimeString),
    lat: Type.Optional(Latitude),
    lon: Type.Optional(Longitude),
    nakshatra: Type.Optional(Type.Integer({ minimum: 0, maximum: 26, description: 'Nakshatra index, 0 = Ashwini.' })),
    nakshatra_name: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    pada: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
    ...LangField,
  },
  { additionalProperties: false },
);
export type Query = {
  date?: string;
  time?: string;
  lat?: number;
  lon?: number;
  nakshatra?: number;
  nakshatra_name?: string;
  pada?: number;
  lang?: Lang;
};

/**
 * The result's fields in JSON names, its engine citations as prove_refs (a key set to undefined would still be a key).
 */
function present(result: SyllablesResult) {
  const { refs, ...rest } = result;
  return { ...snakeCased(rest), prove_refs: toProveRefs(refs) };
}

/** Work done in a compute thread: plain input in, the response object out. */
export const namingTasks = {
  namkaranSyllables: defineTask(
    NamkaranSyllablesResult,
    labelled(['nakshatra', 'graha', 'sign'], ({ query: q }: { query: Query }) => {
      if (q.nakshatra !== undefined || q.nakshatra_name !== undefined) {
        const result = syllablesFor({ nakshatraIndex: q.nakshatra, nakshatraName: q.nakshatra_name, pada: q.pada });
        return { success: true, engine_status: 'REFERENCE' as const, ...present(result) };
      }
      if (q.date === undefined || q.lat === undefined || q.lon === undefined) {
        throw new InputError(
          (['date', 'lat', 'lon'] as const)
            .filter((f) => q[f] === undefined)
            .map((f) => ({
              loc: ['query', f],
              msg: 'Give date, lat and lon (time defaults to 06:00), or nakshatra / nakshatra_name',
              type: 'missing',
            })),
        );
      }
      const moment = withInputErrors(queryLoc, () =>
        resolveMoment({ date: q.date ?? '', time: q.time ?? '06:00', latitude: q.lat ?? 0, longitude: q.lon ?? 0 }),
      );
      const moon = siderealPosition(moment.jdUt, 'Moon');
      return {
        success: true,
        engine_status: 'LIVE' as const,
        ...present(syllablesAtLongitude(moon.longitude)),
        moon_longitude: moon.longitude,
        conventions: conventionsOf({
          ayanamsa: 'lahiri',
          jdUt: moment.jdUt,
          timezone: moment.timezone,
          utcOffset: moment.offsetIso,
          utcIso: moment.utcIso,
        }),
        warnings: moment.warnings,
      };
    }),
  ),
};
