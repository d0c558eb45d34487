/**
 * What a printed ephemeris lists beside its daily positions: each graha's entries into a sidereal sign and (for the
 * Moon) a nakshatra, and the stations where a graha turns retrograde or direct, as exact instants within a range.
 * Ingresses are crossings of the longitude over a sign's or nakshatra's start (crossing.ts); a station is where the
 * speed in longitude passes through zero, found by the same bracketed root finder on the speed. The nodes have no
 * stations here: the mean node always moves back, and the true node's wobble is not what an ephemeris calls one.
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { findRoot, type Sample } from '../../astro/event-search.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { SECONDS_PER_DAY } from '../../astro/time.ts';
import { norm360 } from '../../vocabulary/angles.ts';
import { type Graha, GRAHAS, NAKSHATRA_ARC, nakshatraOf, type SevenGraha, signOf } from '../../vocabulary/names.ts';
import type { NodeType } from '../chart/types.ts';
import { nextCrossing, type Quantity } from './crossing.ts';

export type GrahaEventKind = 'sign_ingress' | 'nakshatra_ingress' | 'station_retrograde' | 'station_direct';

export interface GrahaEvent {
  kind: GrahaEventKind;
  graha: Graha;
  jdUt: number;
  /** The sign or nakshatra entered; for a station, the sign it happens in. */
  value: string;
}

export interface GrahaEventOptions {
  ayanamsa: Ayanamsa;
  nodeType: NodeType;
}

const ONE_SECOND = 1 / SECONDS_PER_DAY;
/** Steps that never pass a whole sign or nakshatra, nor a station and back: the Moon's, then the rest's. */
const MOON_STEP_DAYS = 0.5;
const STEP_DAYS = 1;

export function grahaLongitude(g: Graha, o: GrahaEventOptions): (jdUt: number) => number {
  const node = o.nodeType === 'mean' ? 'MeanNode' : 'TrueNode';
  if (g === 'Rahu') return (jd) => siderealPosition(jd, node, { ayanamsa: o.ayanamsa }).longitude;
  if (g === 'Ketu') return (jd) => norm360(siderealPosition(jd, node, { ayanamsa: o.ayanamsa }).longitude + 180);
  return (jd) => siderealPosition(jd, g, { ayanamsa: o.ayanamsa }).longitude;
}

function crossings(q: Quantity, fromJdUt: number, toJdUt: number): number[] {
  const out: number[] = [];
  let t = fromJdUt;
  for (;;) {
    const c = nextCrossing(q, t, 1, toJdUt);
    if (c === null) return out;
    out.push(c.jdUt);
    t = c.jdUt + ONE_SECOND;
  }
}

function stations(g: SevenGraha, fromJdUt: number, toJdUt: number, o: GrahaEventOptions): GrahaEvent[] {
  const speed = (jd: number) => siderealPosition(jd, g, { ayanamsa: o.ayanamsa }).speed;
  const out: GrahaEvent[] = [];
  let t = fromJdUt;
  let v = speed(t);
  while (t < toJdUt) {
    const next = Math.min(t + STEP_DAYS, toJdUt);
    const w = speed(next);
    if (v < 0 !== w < 0) {
      const jdUt = findRoot({
        evaluate: (jd: number, s: Sample) => {
          s.value = speed(jd);
          s.derivative = (speed(jd + 0.01) - s.value) / 0.01;
        },
        lo: t,
        hi: next,
        rising: w > v,
        tolerance: ONE_SECOND / 10,
      });
      const sign = signOf(siderealPosition(jdUt, g, { ayanamsa: o.ayanamsa }).longitude).name;
      out.push({ kind: w < 0 ? 'station_retrograde' : 'station_direct', graha: g, jdUt, value: sign });
    }
    t = next;
    v = w;
  }
  return out;
}

/** Every ingress and station in [fromJdUt, toJdUt), in time order. */
export function grahaEvents(fromJdUt: number, toJdUt: number, o: GrahaEventOptions): GrahaEvent[] {
  const events: GrahaEvent[] = [];
  for (const g of GRAHAS) {
    const lon = grahaLongitude(g, o);
    const step = g === 'Moon' ? MOON_STEP_DAYS : STEP_DAYS;
    const cells = (size: number) => Array.from({ length: Math.round(360 / size) }, (_, i) => i * size);
    const quantity = (size: number): Quantity => ({
      driver: lon,
      thresholds: cells(size),
      period: 360,
      smallestCell: size,
      stepDays: step,
    });
    for (const jdUt of crossings(quantity(30), fromJdUt, toJdUt))
      events.push({ kind: 'sign_ingress', graha: g, jdUt, value: signOf(lon(jdUt + ONE_SECOND)).name });
    if (g === 'Moon') {
      for (const jdUt of crossings(quantity(NAKSHATRA_ARC), fromJdUt, toJdUt))
        events.push({ kind: 'nakshatra_ingress', graha: g, jdUt, value: nakshatraOf(lon(jdUt + ONE_SECOND)).name });
    }
    if (g !== 'Sun' && g !== 'Moon' && g !== 'Rahu' && g !== 'Ketu') events.push(...stations(g, fromJdUt, toJdUt, o));
  }
  return events.sort((a, b) => a.jdUt - b.jdUt);
}
