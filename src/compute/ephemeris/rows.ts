/**
 * The ephemeris table's rows and their encodings. A row is what the chart route states for each graha at that
 * instant (sidereal longitude, sign, nakshatra and pada, speed, retrograde: the nodes always, as in the chart), the
 * ayanamsa, and with a place the lagna; an event is an ingress or a station. NDJSON writes each as one JSON line;
 * CSV as one header line and one line per row, every field as plain text (ISO 8601 times with offset).
 */
import { houses as houseCusps } from '../../engine/astro/houses.ts';
import { ayanamsaValue, siderealPosition } from '../../engine/astro/positions.ts';
import { epochMsFromJulianDay, julianDayUT } from '../../engine/astro/time.ts';
import type { GrahaEvent } from '../../engine/jyotish/events/graha-events.ts';
import { norm360 } from '../../engine/vocabulary/angles.ts';
import { GRAHAS, type Graha, nakshatraOf, signOf } from '../../engine/vocabulary/names.ts';
import { localTime } from '../local-time.ts';
import type { EphemerisPlan } from './request.ts';

export interface PointRow {
  longitude: number;
  sign: string;
  nakshatra: string;
  pada: number;
}
export interface GrahaRow extends PointRow {
  speed: number;
  retrograde: boolean;
}
export interface EphemerisRow {
  time: string;
  jd_ut: number;
  ayanamsa: number;
  grahas: Record<Graha, GrahaRow>;
  lagna: PointRow | null;
}
export interface EventRow {
  time: string;
  jd_ut: number;
  kind: GrahaEvent['kind'];
  graha: Graha;
  value: string;
}

const point = (longitude: number): PointRow => {
  const n = nakshatraOf(longitude);
  return { longitude, sign: signOf(longitude).name, nakshatra: n.name, pada: n.pada };
};

export function ephemerisRow(plan: EphemerisPlan, epochMs: number): EphemerisRow {
  const jd = julianDayUT(epochMs);
  const opts = { ayanamsa: plan.ayanamsa };
  const node = siderealPosition(jd, plan.nodeType === 'mean' ? 'MeanNode' : 'TrueNode', opts);
  const grahas = {} as Record<Graha, GrahaRow>;
  for (const g of GRAHAS) {
    if (g === 'Rahu' || g === 'Ketu') {
      const lon = g === 'Rahu' ? node.longitude : norm360(node.longitude + 180);
      grahas[g] = { ...point(lon), speed: node.speed, retrograde: true };
      continue;
    }
    const p = siderealPosition(jd, g, opts);
    grahas[g] = { ...point(p.longitude), speed: p.speed, retrograde: p.speed < 0 };
  }
  const lagna =
    plan.place === null
      ? null
      : point(houseCusps(jd, plan.place.latitude, plan.place.longitude, 'porphyry', plan.ayanamsa).ascendant);
  return {
    time: localTime(epochMs, plan.timezone).iso,
    jd_ut: jd,
    ayanamsa: ayanamsaValue(jd, plan.ayanamsa),
    grahas,
    lagna,
  };
}

export function eventRow(plan: EphemerisPlan, e: GrahaEvent): EventRow {
  return {
    time: localTime(epochMsFromJulianDay(e.jdUt), plan.timezone).iso,
    jd_ut: e.jdUt,
    kind: e.kind,
    graha: e.graha,
    value: e.value,
  };
}

const POINT_FIELDS = ['longitude', 'sign', 'nakshatra', 'pada'] as const;
const GRAHA_FIELDS = [...POINT_FIELDS, 'speed', 'retrograde'] as const;

/** The CSV header of the positions table: time, jd_ut, ayanamsa, then sun_longitude ... and lagna_* with a place. */
export function positionsHeader(plan: EphemerisPlan): string {
  const cols = [
    'time',
    'jd_ut',
    'ayanamsa',
    ...GRAHAS.flatMap((g) => GRAHA_FIELDS.map((f) => `${g.toLowerCase()}_${f}`)),
    ...(plan.place === null ? [] : POINT_FIELDS.map((f) => `lagna_${f}`)),
  ];
  return `${cols.join(',')}\n`;
}

export function positionsCsv(r: EphemerisRow): string {
  const cells: (string | number | boolean)[] = [r.time, r.jd_ut, r.ayanamsa];
  for (const g of GRAHAS) for (const f of GRAHA_FIELDS) cells.push(r.grahas[g][f]);
  if (r.lagna !== null) for (const f of POINT_FIELDS) cells.push(r.lagna[f]);
  // No field holds a comma, quote or line break (names, numbers, ISO times), so none needs quoting.
  return `${cells.join(',')}\n`;
}

export const EVENTS_HEADER = 'time,jd_ut,kind,graha,value\n';
export const eventsCsv = (e: EventRow) => `${e.time},${e.jd_ut},${e.kind},${e.graha},${e.value}\n`;
