/**
 * GET /api/v2/life-context: the stage of life an age falls in and each life area's relevance band at that age,
 * never percentages (engine/reports/life-context). The state comes from `state`, or else from the place nearest
 * `lat`/`lon` in the local place list.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  findIndianRegion,
  LIFE_CONTEXT_AREAS,
  lifeContext,
  MAX_AGE,
  type IndianRegion,
  type LifeContextArea,
} from '../../engine/reports/life-context/index.ts';
import { InputError } from '../../compute/input-error.ts';
import { toProveRefs } from '../../compute/prove-refs.ts';
import { Gender, Latitude, Longitude } from '../../schemas/common.ts';
import { LifeContextResult } from '../../schemas/readings-no-chart.ts';
import { withErrors } from '../../schemas/responses.ts';
import type { Lang } from '../../engine/tables/labels/index.ts';
import { withLabels } from '../../compute/labels.ts';
import { LangField } from '../../schemas/lang.ts';
import { snakeCaseKeys } from '../../compute/snake-case.ts';
import type { PlacesDeps } from './places.ts';

/** A place farther than this from every listed place is not given a state (open sea, say). */
const MAX_PLACE_DISTANCE_KM = 100;

const Query = Type.Object(
  {
    age: Type.Number({ minimum: 0, maximum: MAX_AGE, description: 'Age in years, 0 to 120.' }),
    gender: Type.Optional({ ...Gender, description: 'Male or Female; default Female.' }),
    state: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 80,
        description: 'Indian state or union territory (e.g. Kerala, Orissa, J&K).',
      }),
    ),
    lat: Type.Optional(Latitude),
    lon: Type.Optional(Longitude),
    area_id: Type.Optional(
      Type.Union(
        LIFE_CONTEXT_AREAS.map((a) => Type.Literal(a)),
        { description: 'Only this life area.' },
      ),
    ),
    ...LangField,
  },
  { additionalProperties: false, examples: [{ age: 27, gender: 'Female', state: 'Kerala' }] },
);
type Query = {
  age: number;
  gender?: string;
  state?: string;
  lat?: number;
  lon?: number;
  area_id?: LifeContextArea;
  lang?: Lang;
};

interface Resolved {
  region: IndianRegion | null;
  source: 'state' | 'lat_lon' | null;
  place?: { name: string; admin1: string; country: string; distance_km: number };
}

function resolveRegion(q: Query, nearest: PlacesDeps['nearestLocal']): Resolved {
  if (q.state !== undefined) {
    const region = findIndianRegion(q.state);
    if (region === undefined)
      throw InputError.at(['query', 'state'], `not an Indian state or union territory: ${q.state}`);
    return { region, source: 'state' };
  }
  if ((q.lat === undefined) !== (q.lon === undefined)) {
    throw InputError.at(['query', q.lat === undefined ? 'lat' : 'lon'], 'lat and lon go together');
  }
  if (q.lat === undefined || q.lon === undefined) return { region: null, source: null };
  const p = nearest(q.lat, q.lon);
  if (p === null || p.distanceKm > MAX_PLACE_DISTANCE_KM) return { region: null, source: 'lat_lon' };
  const place = { name: p.name, admin1: p.admin1, country: p.country, distance_km: Math.round(p.distanceKm * 10) / 10 };
  const region = p.country === 'India' ? (findIndianRegion(p.admin1) ?? null) : null;
  return { region, source: 'lat_lon', place };
}

export async function lifeContextRoutes(
  app: FastifyInstance,
  deps: { nearest: PlacesDeps['nearestLocal'] },
): Promise<void> {
  app.get<{ Querystring: Query }>(
    '/api/v2/life-context',
    {
      schema: {
        tags: ['Calendar'],
        summary:
          'Life-stage calibration in bands, never percentages: the stage of life at an age (modern, ashrama, ' +
          "naisargika dasha) and each life area's relevance band, its edges at the ages Indian law fixes. A chart " +
          'reading overrides it.',
        operationId: 'lifeContext',
        querystring: Query,
        response: withErrors(Type.Ref(LifeContextResult)),
      },
    },
    (req) => {
      const q = req.query;
      const where = resolveRegion(q, deps.nearest);
      const gender = (q.gender ?? 'Female').toLowerCase() === 'male' ? 'male' : 'female';
      const {
        refs,
        region: _region,
        ...result
      } = lifeContext({ age: q.age, gender, region: where.region, area: q.area_id });
      return {
        success: true,
        engine_status: 'PARTIAL',
        ...(snakeCaseKeys(result) as object),
        jurisdiction: {
          country: where.region === null ? null : 'India',
          state: where.region?.name ?? null,
          kind: where.region?.kind ?? null,
          source: where.source,
          ...(where.place === undefined ? {} : { nearest_place: where.place }),
        },
        prove_refs: toProveRefs(refs),
        ...withLabels(q.lang, ['graha']),
      };
    },
  );
}
