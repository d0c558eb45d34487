/** GET /api/v2/namkaran/syllables: the naming syllable of a nakshatra pada, from a birth moment or a nakshatra. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { resolveMoment } from '../../engine/astro/moment.ts';
import { siderealPosition } from '../../engine/astro/positions.ts';
import { syllablesAtLongitude, syllablesFor, type SyllablesResult } from '../../engine/jyotish/naming/index.ts';
import { queryLoc, withInputErrors } from '../birth-moment.ts';
import { conventionsOf } from '../conventions.ts';
import { InputError } from '../plugins/errors.ts';
import { toProveRefs } from '../prove-refs.ts';
import { DateString, Latitude, Longitude, TimeString } from '../schemas/common.ts';
import { NamkaranSyllablesResult } from '../schemas/calendar.ts';
import { withErrors } from '../schemas/responses.ts';
import { snakeCaseKeys } from '../snake-case.ts';

const Query = Type.Object(
  {
    date: Type.Optional(DateString),
    time: Type.Optional(TimeString),
    lat: Type.Optional(Latitude),
    lon: Type.Optional(Longitude),
    nakshatra: Type.Optional(Type.Integer({ minimum: 0, maximum: 26, description: 'Nakshatra index, 0 = Ashwini.' })),
    nakshatra_name: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    pada: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  },
  { additionalProperties: false },
);
type Query = { date?: string; time?: string; lat?: number; lon?: number; nakshatra?: number; nakshatra_name?: string; pada?: number };

/** The result without its engine citations (they travel as prove_refs); a key set to undefined would still be a key. */
function withoutRefs(result: SyllablesResult): Omit<SyllablesResult, 'refs'> {
  const { refs: _refs, ...rest } = result;
  return rest;
}

export async function namingRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Query }>(
    '/api/v2/namkaran/syllables',
    {
      schema: {
        tags: ['Calendar'],
        summary: 'Naming syllables of a nakshatra pada (avakahada chakra): from a birth moment (date, time, lat, lon) or a nakshatra by index or name.',
        operationId: 'namkaranSyllables',
        querystring: Query,
        response: withErrors(Type.Ref(NamkaranSyllablesResult)),
      },
    },
    (req) => {
      const q = req.query;
      const byTable = q.nakshatra !== undefined || q.nakshatra_name !== undefined;
      let result: SyllablesResult;
      let extra: Record<string, unknown> = {};
      if (byTable) {
        result = syllablesFor({ nakshatraIndex: q.nakshatra, nakshatraName: q.nakshatra_name, pada: q.pada });
      } else {
        if (q.date === undefined || q.lat === undefined || q.lon === undefined) {
          throw new InputError(
            (['date', 'lat', 'lon'] as const)
              .filter((f) => q[f] === undefined)
              .map((f) => ({ loc: ['query', f], msg: 'Give date, lat and lon (time defaults to 06:00), or nakshatra / nakshatra_name', type: 'missing' })),
          );
        }
        const moment = withInputErrors(queryLoc, () => resolveMoment({ date: q.date ?? '', time: q.time ?? '06:00', latitude: q.lat ?? 0, longitude: q.lon ?? 0 }));
        const moon = siderealPosition(moment.jdUt, 'Moon');
        result = syllablesAtLongitude(moon.longitude);
        extra = {
          moon_longitude: moon.longitude,
          conventions: conventionsOf({ ayanamsa: 'lahiri', jdUt: moment.jdUt, timezone: moment.timezone, utcOffset: moment.offsetIso, utcIso: moment.utcIso }),
          warnings: moment.warnings,
        };
      }
      return {
        success: true,
        engine_status: byTable ? 'REFERENCE' : 'LIVE',
        ...(snakeCaseKeys(withoutRefs(result)) as object),
        ...extra,
        prove_refs: toProveRefs(result.refs),
      };
    },
  );
}
