/**
 * How much the birth time matters: for each thing a reading rests on (the lagna and its D9, D10, D12 and D60 signs,
 * the Moon's pada, each graha's sign, nakshatra and whole-sign house, the Vimshottari mahadasha and antardasha at
 * birth and at a later date), the earliest and latest birth times within a window around the stated one at which
 * it stays as it is, and what it becomes on the other side. Each change is found as a crossing of a continuous
 * quantity (events/crossing.ts): the sidereal ascendant or a graha's longitude over a cell bound, or the birth's
 * position in the 120-year Vimshottari cycle over a period's start. Values are read with the functions the chart
 * itself uses, so a boundary reported here is where the chart computed a second either side differs.
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { houses as houseCusps } from '../../astro/houses.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { SECONDS_PER_DAY } from '../../astro/time.ts';
import { VIMSHOTTARI, VIMSHOTTARI_TOTAL_YEARS } from '../../tables/dasha/vimshottari.ts';
import { norm360 } from '../../vocabulary/angles.ts';
import { type Graha, GRAHAS, NAKSHATRA_ARC, nakshatraOf, PADA_ARC, signOf } from '../../vocabulary/names.ts';
import type { NodeType } from '../chart/types.ts';
import { currentDasha, vimshottari } from '../dasha/vimshottari.ts';
import { vargaOf, type VargaCode } from '../varga/varga.ts';
import { nextCrossing, type Quantity } from '../events/crossing.ts';

export interface SensitivityInput {
  jdUt: number;
  latitude: number;
  longitude: number;
  ayanamsa: Ayanamsa;
  nodeType: NodeType;
  windowMinutes: number;
  /** The later date for the running periods (now, or the date asked), JD UT. */
  laterJdUt: number;
  dashaYearDays: number;
}

export interface Change {
  jdUt: number;
  minutes: number;
  /** The value on the far side of the change. */
  value: string;
  /** The ascendant jumped across the bound (near the polar circles) rather than moving through it. */
  jump: boolean;
}

export interface Sensitivity {
  item: string;
  value: string;
  /** The last change before the stated time, within the window; null when the value holds to the window's start. */
  before: Change | null;
  /** The first change after it; null when the value holds to the window's end. */
  after: Change | null;
  /** The stated time lies within a second of a change. */
  onBoundary: boolean;
}

interface Item {
  item: string;
  quantity: Quantity;
  valueAt: (jdUt: number) => string;
}

const ONE_SECOND = 1 / SECONDS_PER_DAY;
const MINUTE = 1 / 1440;
const ORDER = VIMSHOTTARI.data;
const multiples = (cell: number, period: number) =>
  Array.from({ length: Math.round(period / cell) }, (_, i) => i * cell);

/** Years from the start of Ketu's period to each lord's, in the cycle's order. */
const CYCLE_STARTS = ORDER.map((_, k) => ORDER.slice(0, k).reduce((s, e) => s + e.years, 0));
/** Each antardasha's start in the cycle, in years: the mahadasha's start and its lords' shares in order. */
const ANTAR_STARTS = ORDER.flatMap((e, k) => {
  let at = CYCLE_STARTS[k] ?? 0;
  return ORDER.map((_, j) => {
    const start = at;
    at += (e.years * (ORDER[(k + j) % ORDER.length]?.years ?? 0)) / VIMSHOTTARI_TOTAL_YEARS;
    return start;
  });
});

/** The Moon's place in the 120-year cycle at birth, in years from Ketu's start: the dasha balance as a position. */
function cyclePosition(moonLongitude: number): number {
  const lon = norm360(moonLongitude);
  const n = nakshatraOf(lon);
  const k = ORDER.findIndex((e) => e.lord === n.lord);
  const elapsed = (lon - n.index * NAKSHATRA_ARC) / NAKSHATRA_ARC;
  return (CYCLE_STARTS[k] ?? 0) + elapsed * (ORDER[k]?.years ?? 0);
}

export function birthTimeSensitivity(input: SensitivityInput): Sensitivity[] {
  const { latitude, longitude, ayanamsa } = input;
  const lagna = (jd: number) => houseCusps(jd, latitude, longitude, 'porphyry', ayanamsa).ascendant;
  const nodeBody = input.nodeType === 'mean' ? 'MeanNode' : 'TrueNode';
  const grahaLongitude = (g: Graha) => (jd: number) => {
    if (g === 'Rahu') return siderealPosition(jd, nodeBody, { ayanamsa }).longitude;
    if (g === 'Ketu') return norm360(siderealPosition(jd, nodeBody, { ayanamsa }).longitude + 180);
    return siderealPosition(jd, g, { ayanamsa }).longitude;
  };
  const moon = grahaLongitude('Moon');
  const angle = (driver: (jd: number) => number, cell: number, stepDays: number): Quantity => ({
    driver,
    thresholds: multiples(cell, 360),
    period: 360,
    smallestCell: cell,
    stepDays,
  });
  const vargaLagna = (code: VargaCode, cell: number): Item => ({
    item: `${code.toLowerCase()}_lagna`,
    quantity: angle(lagna, cell, MINUTE),
    valueAt: (jd) => vargaOf(lagna(jd), code).sign,
  });
  const items: Item[] = [
    { item: 'lagna', quantity: angle(lagna, 30, 4 * MINUTE), valueAt: (jd) => signOf(lagna(jd)).name },
    vargaLagna('D9', 30 / 9),
    vargaLagna('D10', 3),
    vargaLagna('D12', 2.5),
    vargaLagna('D60', 0.5),
    {
      item: 'moon_pada',
      quantity: angle(moon, PADA_ARC, 30 * MINUTE),
      valueAt: (jd) => {
        const n = nakshatraOf(moon(jd));
        return `${n.name} ${n.pada}`;
      },
    },
  ];
  for (const g of GRAHAS) {
    // The Moon crosses a sign in about two days, the others far more slowly: steps of an hour, or of minutes.
    const step = g === 'Moon' ? 30 * MINUTE : 60 * MINUTE;
    const lon = grahaLongitude(g);
    const key = g.toLowerCase();
    items.push(
      { item: `${key}_sign`, quantity: angle(lon, 30, step), valueAt: (jd) => signOf(lon(jd)).name },
      {
        item: `${key}_nakshatra`,
        quantity: angle(lon, NAKSHATRA_ARC, step),
        valueAt: (jd) => nakshatraOf(lon(jd)).name,
      },
    );
  }
  // The periods at birth follow the birth's place in the cycle; those at the later date, that place moved on by
  // the time from birth to the date (a later birth has less of its cycle run by then).
  const yearDays = input.dashaYearDays;
  const atBirth = (jd: number) => cyclePosition(moon(jd));
  const atLater = (jd: number) => cyclePosition(moon(jd)) + (input.laterJdUt - jd) / yearDays;
  const running = (jd: number, when: (jd: number) => number) =>
    currentDasha(vimshottari(moon(jd), jd, { yearDays }), when(jd), 2).map((p) => p.lord);
  const cycle = (driver: (jd: number) => number, thresholds: readonly number[], smallest: number): Quantity => ({
    driver,
    thresholds,
    period: VIMSHOTTARI_TOTAL_YEARS,
    smallestCell: smallest,
    stepDays: 5 * MINUTE,
  });
  // The shortest mahadasha is 6 years, the shortest antardasha the Sun's within its own, 0.3 years.
  const SHORTEST_ANTAR = (6 * 6) / VIMSHOTTARI_TOTAL_YEARS;
  items.push(
    {
      item: 'mahadasha_at_birth',
      quantity: cycle(atBirth, CYCLE_STARTS, 6),
      valueAt: (jd) => running(jd, (b) => b)[0] ?? 'none',
    },
    {
      item: 'antardasha_at_birth',
      quantity: cycle(atBirth, ANTAR_STARTS, SHORTEST_ANTAR),
      valueAt: (jd) => running(jd, (b) => b).join('/'),
    },
    {
      item: 'mahadasha_later',
      quantity: cycle(atLater, CYCLE_STARTS, 6),
      valueAt: (jd) => running(jd, () => input.laterJdUt)[0] ?? 'none',
    },
    {
      item: 'antardasha_later',
      quantity: cycle(atLater, ANTAR_STARTS, SHORTEST_ANTAR),
      valueAt: (jd) => running(jd, () => input.laterJdUt).join('/') || 'none',
    },
  );

  const results = items.map((it) => sensitivityOf(it, input));
  // A graha's whole-sign house changes when its sign or the lagna's does, whichever comes first.
  const bySign = new Map(results.map((r) => [r.item, r]));
  const lagnaResult = bySign.get('lagna');
  for (const g of GRAHAS) {
    const sign = bySign.get(`${g.toLowerCase()}_sign`);
    if (sign === undefined || lagnaResult === undefined) continue;
    const lon = grahaLongitude(g);
    const house = (jd: number) => String(((signOf(lon(jd)).index - signOf(lagna(jd)).index + 12) % 12) + 1);
    const side = (a: Change | null, b: Change | null, pick: (x: number, y: number) => boolean): Change | null => {
      const first = a === null ? b : b === null ? a : pick(a.jdUt, b.jdUt) ? a : b;
      if (first === null) return null;
      const beyond = first.jdUt + (first.minutes < 0 ? -ONE_SECOND : ONE_SECOND);
      return { ...first, value: house(beyond) };
    };
    results.push({
      item: `${g.toLowerCase()}_house`,
      value: house(input.jdUt),
      before: side(sign.before, lagnaResult.before, (x, y) => x > y),
      after: side(sign.after, lagnaResult.after, (x, y) => x < y),
      onBoundary: sign.onBoundary || lagnaResult.onBoundary,
    });
  }
  return results;
}

/** The nearest change on each side of the stated time; a crossing where the value stays the same is passed over. */
function sensitivityOf(it: Item, input: SensitivityInput): Sensitivity {
  const t0 = input.jdUt;
  const value = it.valueAt(t0);
  const half = input.windowMinutes * MINUTE;
  const find = (direction: 1 | -1): Change | null => {
    let from = t0;
    for (;;) {
      const c = nextCrossing(it.quantity, from, direction, t0 + direction * half);
      if (c === null) return null;
      const beyond = it.valueAt(c.jdUt + direction * ONE_SECOND);
      if (beyond !== value) return { jdUt: c.jdUt, minutes: (c.jdUt - t0) / MINUTE, value: beyond, jump: c.jump };
      from = c.jdUt + direction * ONE_SECOND;
    }
  };
  const before = find(-1);
  const after = find(1);
  const near = (c: Change | null) => c !== null && Math.abs(c.jdUt - t0) < ONE_SECOND;
  return { item: it.item, value, before, after, onBoundary: near(before) || near(after) };
}
