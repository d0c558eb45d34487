/** GET /api/v2/eclipses: the next solar and lunar eclipses with local circumstances and sutak at a place. */
import { nextEclipses, SUTAK_RULE, type Eclipse, type Instant } from '../../engine/astro/eclipse/index.ts';
import { julianDayUT } from '../../engine/astro/time.ts';
import { zoneAt } from '../../engine/astro/zone.ts';
import { LIMITS } from '../../limits.ts';
import { withInputErrors } from '../birth-moment.ts';
import { conventionsOf } from '../conventions.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { localTime, snakeCasedLocal } from '../local-time.ts';
import { toProveRefs } from '../prove-refs.ts';
import { DEFAULT_PLACE } from '../../schemas/common.ts';
import { EclipsesResult } from '../../schemas/calendar-events.ts';
import type { Lang } from '../../engine/tables/labels/index.ts';
import { snakeCased } from '../snake-case.ts';

/** Work done in a compute thread: plain input in, the response object out. */
export const eclipseTasks = {
  eclipses: defineTask(
    EclipsesResult,
    labelled(
      ['sign', 'nakshatra'],
      ({
        query,
        now,
      }: {
        query: { count?: number; latitude?: number; longitude?: number; lang?: Lang };
        now: number;
      }) => {
        const count = query.count ?? LIMITS.eclipseCount.default;
        const latitude = query.latitude ?? DEFAULT_PLACE.latitude;
        const longitude = query.longitude ?? DEFAULT_PLACE.longitude;
        const zone = zoneAt(latitude, longitude);
        const found = withInputErrors(
          () => ['query', 'count'],
          () => nextEclipses({ fromJdUt: julianDayUT(now), count, latitude, longitude }),
        );
        const local = (i: Instant | null) => (i === null ? null : localTime(Date.parse(i.utc), zone).iso);
        const common = (e: Eclipse) => ({
          date: localTime(Date.parse(e.maximum.utc), zone).date,
          label: `${e.type} ${e.kind}`,
          max_utc: e.maximum.utc,
          max_local: localTime(Date.parse(e.maximum.utc), zone).iso,
          magnitude: e.magnitude,
          saros: snakeCased(e.saros),
          sidereal_longitude: e.eclipsed.siderealLongitude,
          sign: e.eclipsed.sign,
          sign_degree: e.eclipsed.signDegree,
          nakshatra: e.eclipsed.nakshatra,
          pada: e.eclipsed.pada,
          locally_visible: e.locallyVisible,
          sutak: {
            applies: e.sutak.applies,
            reason: e.sutak.reason,
            start: local(e.sutak.start),
            end: local(e.sutak.end),
            praharas: e.sutak.praharas,
            hours: e.sutak.hours,
            counted_from: e.sutak.countedFrom,
            ends_with: e.sutak.endsWith,
          },
        });
        const item = (e: Eclipse) =>
          e.kind === 'solar'
            ? { ...common(e), kind: e.kind, type: e.type, local: snakeCasedLocal(e.local, zone) }
            : // Lunar contacts are flattened beside the place's own facts.
              {
                ...common(e),
                kind: e.kind,
                type: e.type,
                local: {
                  ...snakeCasedLocal(e.local.contacts, zone),
                  type: e.locallyVisible ? e.type : null,
                  not_seen: e.locallyVisible ? null : ('moon_below_horizon' as const),
                  observed_phase: e.local.observedPhase,
                  moon_above_horizon_at_maximum: e.local.moonAboveHorizonAtMaximum,
                  visible: snakeCasedLocal(e.local.visible, zone),
                },
              };
        const eclipses = found.map(item);
        return {
          success: true,
          engine_status: 'LIVE' as const,
          place: { latitude, longitude, timezone: zone },
          next: eclipses[0] ?? null,
          eclipses,
          sutak_rule: snakeCased(SUTAK_RULE.data),
          conventions: conventionsOf({
            ayanamsa: 'lahiri',
            jdUt: julianDayUT(now),
            timezone: zone,
            utcOffset: localTime(now, zone).iso.slice(19),
            utcIso: new Date(now).toISOString(),
          }),
          prove_refs: toProveRefs(SUTAK_RULE.cites),
        };
      },
    ),
  ),
};
