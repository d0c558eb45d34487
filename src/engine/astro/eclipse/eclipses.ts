/**
 * The next (or previous) `count` eclipses, solar and lunar merged in time order of their global maximum, each
 * with its local circumstances, the eclipsed body's sidereal place and the sutak at the place. "Next" means a
 * global maximum strictly after `fromJdUt`, "previous" strictly before it. Searches run lazily: one per eclipse
 * returned, plus one look-ahead per kind.
 */
import { assertJdInRange } from '../range.ts';
import { SE } from '../sweph/binding.ts';
import { lunEclipseHow, solEclipseWhere, type LunarGlobal, type SolarGlobal } from '../sweph/eclipse.ts';
import { ephemerisError } from '../sweph/errors.ts';
import { eclipsedBody } from './eclipsed-body.ts';
import { nextGlobal, type GlobalHit } from './global-search.ts';
import { instant } from './instant.ts';
import { lunarLocal } from './lunar-local.ts';
import { solarLocal } from './solar-local.ts';
import { lunarSutak, solarSutak } from './sutak.ts';
import {
  ECLIPSE_KINDS,
  type Eclipse,
  type EclipseKind,
  type LunarEclipse,
  type LunarEclipseType,
  type Place,
  type SolarEclipse,
  type SolarEclipseType,
} from './types.ts';

export interface EclipseQuery {
  fromJdUt: number;
  /** How many eclipses to return; the caller bounds it. */
  count: number;
  latitude: number;
  longitude: number;
  /** Metres above sea level, default 0. */
  elevation?: number;
  /** Default both. */
  kinds?: readonly EclipseKind[];
}

export function nextEclipses(query: EclipseQuery): Eclipse[] {
  return eclipses(query, false);
}

export function previousEclipses(query: EclipseQuery): Eclipse[] {
  return eclipses(query, true);
}

function eclipses(query: EclipseQuery, backwards: boolean): Eclipse[] {
  const { fromJdUt, count } = query;
  assertJdInRange(fromJdUt);
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a whole number >= 0, got ${count}`);
  if (!(Math.abs(query.latitude) <= 90 && Math.abs(query.longitude) <= 180)) {
    throw new RangeError(
      `latitude must be within -90..90 and longitude within -180..180, got ${query.latitude}, ${query.longitude}`,
    );
  }
  const place: Place = { latitude: query.latitude, longitude: query.longitude, elevation: query.elevation ?? 0 };
  const kinds = ECLIPSE_KINDS.filter((k) => (query.kinds ?? ECLIPSE_KINDS).includes(k));

  const pending = new Map<EclipseKind, GlobalHit>();
  const out: Eclipse[] = [];
  while (out.length < count && kinds.length > 0) {
    let best: GlobalHit | null = null;
    for (const kind of kinds) {
      let hit = pending.get(kind);
      if (hit === undefined) {
        const after = out.findLast((e) => e.kind === kind)?.maximum.jdUt ?? fromJdUt;
        hit = nextGlobal(kind, after, backwards);
        pending.set(kind, hit);
      }
      if (best === null || (backwards ? hit.maximum > best.maximum : hit.maximum < best.maximum)) best = hit;
    }
    if (best === null) break;
    pending.delete(best.kind);
    out.push(best.kind === 'solar' ? solarEclipse(best.global, place) : lunarEclipse(best.global, place));
  }
  return out;
}

function solarEclipse(global: SolarGlobal, place: Place): SolarEclipse {
  const where = solEclipseWhere(global.maximum);
  const local = solarLocal(global, place);
  return {
    kind: 'solar',
    type: solarType(global.flag),
    maximum: instant(global.maximum),
    magnitude: where.magnitude,
    greatestAt: { latitude: where.latitude, longitude: where.longitude },
    saros: where.saros,
    eclipsed: eclipsedBody(global.maximum, 'Sun'),
    local,
    locallyVisible: local.visible !== null,
    sutak: solarSutak(local),
  };
}

function lunarEclipse(global: LunarGlobal, place: Place): LunarEclipse {
  const how = lunEclipseHow(global.maximum, place.latitude, place.longitude, place.elevation ?? 0);
  const local = lunarLocal(global, place);
  return {
    kind: 'lunar',
    type: lunarType(global.flag),
    maximum: instant(global.maximum),
    magnitude: how.umbralMagnitude,
    penumbralMagnitude: how.penumbralMagnitude,
    saros: how.saros,
    eclipsed: eclipsedBody(global.maximum, 'Moon'),
    local,
    locallyVisible: local.visible !== null,
    sutak: lunarSutak(local),
  };
}

// Annular-total first: its flag may carry no other type bit, and it must not read as plain total or annular.
function solarType(flag: number): SolarEclipseType {
  if (flag & SE.SE_ECL_ANNULAR_TOTAL) return 'hybrid';
  if (flag & SE.SE_ECL_TOTAL) return 'total';
  if (flag & SE.SE_ECL_ANNULAR) return 'annular';
  if (flag & SE.SE_ECL_PARTIAL) return 'partial';
  throw ephemerisError('sol_eclipse_when_glob', `returned no eclipse type (flag ${flag})`, flag);
}

function lunarType(flag: number): LunarEclipseType {
  if (flag & SE.SE_ECL_TOTAL) return 'total';
  if (flag & SE.SE_ECL_PARTIAL) return 'partial';
  if (flag & SE.SE_ECL_PENUMBRAL) return 'penumbral';
  throw ephemerisError('lun_eclipse_when', `returned no eclipse type (flag ${flag})`, flag);
}
