/** GET /api/v2/eclipses: the next solar and lunar eclipses with local circumstances and sutak at a place. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { nextEclipses, SUTAK_RULE, type Eclipse, type Instant } from '../../engine/astro/eclipse/index.ts';
import { julianDayUT } from '../../engine/astro/time.ts';
import { zoneAt } from '../../engine/astro/zone.ts';
import { LIMITS } from '../../limits.ts';
import { withInputErrors } from '../birth-moment.ts';
import { conventionsOf } from '../conventions.ts';
import { instantsAsLocal, localTime } from '../local-time.ts';
import { toProveRefs } from '../prove-refs.ts';
import { DEFAULT_PLACE, Latitude, Longitude } from '../schemas/common.ts';
import { EclipsesResult } from '../schemas/calendar-events.ts';
import { withErrors } from '../schemas/responses.ts';
import { snakeCaseKeys } from '../snake-case.ts';

const Query = Type.Object(
  {
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.eclipseCount.max, default: LIMITS.eclipseCount.default })),
    latitude: Type.Optional({ ...Latitude, default: DEFAULT_PLACE.latitude }),
    longitude: Type.Optional({ ...Longitude, default: DEFAULT_PLACE.longitude }),
  },
  { additionalProperties: false },
);


export async function eclipseRoutes(app: FastifyInstance, deps: { now: () => number }): Promise<void> {
  app.get<{ Querystring: { count?: number; latitude?: number; longitude?: number } }>(
    '/api/v2/eclipses',
    {
      schema: {
        tags: ['Calendar'],
        summary: 'The next solar and lunar eclipses: type, global maximum, local contacts and visibility, sidereal sign and nakshatra, and sutak where the eclipse is seen.',
        operationId: 'eclipses',
        querystring: Query,
        response: withErrors(Type.Ref(EclipsesResult)),
      },
    },
    (req) => {
      const count = req.query.count ?? LIMITS.eclipseCount.default;
      const latitude = req.query.latitude ?? DEFAULT_PLACE.latitude;
      const longitude = req.query.longitude ?? DEFAULT_PLACE.longitude;
      const now = deps.now();
      const zone = zoneAt(latitude, longitude);
      const found = withInputErrors(() => ['query', 'count'], () => nextEclipses({ fromJdUt: julianDayUT(now), count, latitude, longitude }));
      const local = (i: Instant | null) => (i === null ? null : localTime(Date.parse(i.utc), zone).iso);
      const asLocal = instantsAsLocal(zone);
      const instants = (o: object) => snakeCaseKeys(o, asLocal) as object;
      const item = (e: Eclipse) => ({
        date: localTime(Date.parse(e.maximum.utc), zone).date,
        kind: e.kind,
        type: e.type,
        label: `${e.type} ${e.kind}`,
        max_utc: e.maximum.utc,
        max_local: local(e.maximum),
        magnitude: e.magnitude,
        saros: snakeCaseKeys(e.saros),
        sidereal_longitude: e.eclipsed.siderealLongitude,
        sign: e.eclipsed.sign,
        sign_degree: e.eclipsed.signDegree,
        nakshatra: e.eclipsed.nakshatra,
        pada: e.eclipsed.pada,
        locally_visible: e.locallyVisible,
        local: e.kind === 'solar'
          ? instants(e.local)
          // Lunar contacts are flattened beside the place's own facts.
          : { ...instants(e.local.contacts), observed_phase: e.local.observedPhase, moon_above_horizon_at_maximum: e.local.moonAboveHorizonAtMaximum, visible: snakeCaseKeys(e.local.visible, asLocal) },
        sutak: { applies: e.sutak.applies, reason: e.sutak.reason, start: local(e.sutak.start), end: local(e.sutak.end), praharas: e.sutak.praharas, hours: e.sutak.hours, counted_from: e.sutak.countedFrom, ends_with: e.sutak.endsWith },
      });
      const eclipses = found.map(item);
      return {
        success: true,
        engine_status: 'LIVE',
        place: { latitude, longitude, timezone: zone },
        next: eclipses[0] ?? null,
        eclipses,
        sutak_rule: snakeCaseKeys(SUTAK_RULE.data),
        conventions: conventionsOf({ ayanamsa: 'lahiri', jdUt: julianDayUT(now), timezone: zone, utcOffset: localTime(now, zone).iso.slice(19), utcIso: new Date(now).toISOString() }),
        prove_refs: toProveRefs(SUTAK_RULE.cites),
      };
    },
  );
}
