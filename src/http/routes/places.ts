/** Places: the offline gazetteer (/api/cities) and the geocoder that may also ask an online provider (/geocode). */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../limits.ts';
import type { PlaceItem } from '../../services/places/index.ts';
import { withErrors } from '../../schemas/responses.ts';
import { CitiesResult, GeocodeResult } from '../../schemas/service.ts';

export interface PlacesDeps {
  /** Local search; loads the gazetteer on first use. */
  searchLocal: (q: string, limit: number) => PlaceItem[];
  /** Online provider, present only when GEOCODER_URL is configured. */
  searchOnline: ((q: string, limit: number) => Promise<PlaceItem[]>) | undefined;
  /** The local place nearest a coordinate, with its distance (life-context names the state from it). */
  nearestLocal: (latitude: number, longitude: number) => (PlaceItem & { distanceKm: number }) | null;
}

const query = (min: number) =>
  Type.Object({
    q: Type.String({
      minLength: min,
      maxLength: LIMITS.places.queryMaxLength,
      description: 'Place name or its beginning; accents and case ignored; old names (Bombay) found.',
    }),
  });

export async function placeRoutes(app: FastifyInstance, deps: PlacesDeps): Promise<void> {
  app.get<{ Querystring: { q: string } }>(
    '/api/cities',
    {
      schema: {
        tags: ['Places'],
        summary: `Up to ${LIMITS.places.citiesMax} places from the local GeoNames list, Indian places first. No network.`,
        operationId: 'cities',
        querystring: query(LIMITS.places.citiesMinQuery),
        response: withErrors(Type.Ref(CitiesResult)),
      },
    },
    (req) => deps.searchLocal(req.query.q, LIMITS.places.citiesMax),
  );

  // GET also answers HEAD (Fastify exposes HEAD for GET routes).
  app.get<{ Querystring: { q: string } }>(
    '/geocode',
    {
      schema: {
        tags: ['Places'],
        summary:
          'Geocode a place name: local list (Indian places first, then the world, then small places), then the ' +
          'online provider if one is configured.',
        operationId: 'geocode',
        querystring: query(LIMITS.places.geocodeMinQuery),
        response: withErrors(Type.Ref(GeocodeResult)),
      },
    },
    async (req) => {
      const local = deps.searchLocal(req.query.q, LIMITS.places.geocodeMax);
      if (local.length > 0 || deps.searchOnline === undefined) return local;
      try {
        return await deps.searchOnline(req.query.q, LIMITS.places.geocodeMax);
      } catch (e) {
        req.log.warn({ err: e }, 'online geocoder failed; answering from the local list only');
        return local;
      }
    },
  );
}
