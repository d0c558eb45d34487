/**
 * KP ruling planets of a moment and place: lord of the (sunrise-to-sunrise) weekday, lords of the rising sign,
 * star and sub, and lords of the Moon's sign and star; Rahu or Ketu join when in the sign of a ruling planet or
 * conjoined with one. The ascendant and the Moon are computed here with the ayanamsa the caller names (KP's own
 * is 'krishnamurti').
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { ascendant } from '../../astro/houses.ts';
import { ayanamsaValue, siderealPosition } from '../../astro/positions.ts';
import { DEFAULT_SUNRISE_RULE, sunrise, type SunriseRule } from '../../astro/riseset.ts';
import { norm360 } from '../../vocabulary/angles.ts';
import { KP_RULING_SLOTS, type RulingSlot } from '../../tables/kp/ruling-planets.ts';
import type { Citation } from '../../tables/sources.ts';
import type { NodeType } from '../chart/types.ts';
import { type Graha, SEVEN_GRAHAS, type SevenGraha, SIGN_LORDS, signOf, WEEKDAYS } from '../../vocabulary/names.ts';
import { kpLords, type KpLords } from './subs.ts';
import type { LunarNode } from './types.ts';
import { at } from '../../errors.ts';

export interface RulingPlanetsOptions {
  nodeType?: NodeType;
  sunriseRule?: SunriseRule;
}

export interface RulingPlanets {
  jdUt: number;
  latitude: number;
  longitude: number;
  ayanamsa: Ayanamsa;
  ayanamsaDegrees: number;
  weekday: (typeof WEEKDAYS)[number]['name'];
  dayLord: SevenGraha;
  /** The sunrise that began the day (JD UT), or null when none was found (polar day or night). */
  dayStartJdUt: number | null;
  lagna: KpLords;
  moon: KpLords;
  slots: { slot: RulingSlot; graha: Graha }[];
  /** Distinct ruling planets in slot order, then any node agents. */
  planets: Graha[];
  nodeAgents: { node: LunarNode; via: Graha; reason: 'in_sign_of' | 'conjoined_with' }[];
  method: string;
  notes: string[];
  refs: readonly Citation[];
}

/** 0 Sunday .. 6 Saturday of a JD read at local mean time (longitude east positive). */
function localMeanWeekday(jdUt: number, longitude: number): number {
  return (((Math.floor(jdUt + 0.5 + longitude / 360) + 1) % 7) + 7) % 7;
}

/** The last sunrise at or before jdUt, searched over the preceding day and a half. */
function lastSunrise(jdUt: number, lat: number, lon: number, rule: SunriseRule): number | null {
  let found: number | null = null;
  let from = jdUt - 1.5;
  for (let i = 0; i < 3; i++) {
    const r = sunrise(from, lat, lon, rule, { endJdUt: jdUt }).jdUt;
    if (r === null || r > jdUt) break;
    found = r;
    from = r + 0.5;
  }
  return found;
}

export function rulingPlanets(
  jdUt: number,
  latitude: number,
  longitude: number,
  ayanamsa: Ayanamsa,
  options: RulingPlanetsOptions = {},
): RulingPlanets {
  const notes: string[] = [];
  const rise = lastSunrise(jdUt, latitude, longitude, options.sunriseRule ?? DEFAULT_SUNRISE_RULE);
  const weekdayIndex = localMeanWeekday(rise ?? jdUt, longitude);
  if (rise === null)
    notes.push(
      'no sunrise within the last day at this place (polar day or night): the weekday is the civil one at local ' +
        'mean time',
    );
  const weekday = at(WEEKDAYS, weekdayIndex, 'weekday');

  const lagna = kpLords(ascendant(jdUt, latitude, longitude, ayanamsa));
  const moonLon = siderealPosition(jdUt, 'Moon', { ayanamsa }).longitude;
  const moon = kpLords(moonLon);

  const slots: { slot: RulingSlot; graha: Graha }[] = KP_RULING_SLOTS.data.map(({ slot }) => ({
    slot,
    graha:
      slot === 'day_lord'
        ? weekday.lord
        : slot === 'lagna_sign_lord'
          ? lagna.signLord
          : slot === 'lagna_star_lord'
            ? lagna.nakshatraLord
            : slot === 'lagna_sub_lord'
              ? lagna.subLord
              : slot === 'moon_sign_lord'
                ? moon.signLord
                : moon.nakshatraLord,
  }));
  const planets = [...new Set(slots.map((s) => s.graha))];

  // Nodes as agents of a ruling planet: in its sign, or in the same sign as it.
  const rahu = siderealPosition(jdUt, options.nodeType === 'true' ? 'TrueNode' : 'MeanNode', { ayanamsa }).longitude;
  const nodeSign = { Rahu: signOf(rahu), Ketu: signOf(norm360(rahu + 180)) };
  const signIndexOf = new Map<Graha, number>([['Moon', signOf(moonLon).index]]);
  const signOfGraha = (g: SevenGraha): number => {
    const known = signIndexOf.get(g);
    if (known !== undefined) return known;
    const si = signOf(siderealPosition(jdUt, g, { ayanamsa }).longitude).index;
    signIndexOf.set(g, si);
    return si;
  };
  const nodeAgents: RulingPlanets['nodeAgents'] = [];
  for (const node of ['Rahu', 'Ketu'] as const) {
    const lord = SIGN_LORDS[nodeSign[node].name];
    if (planets.includes(lord)) nodeAgents.push({ node, via: lord, reason: 'in_sign_of' });
    for (const g of SEVEN_GRAHAS) {
      if (g !== lord && planets.includes(g) && signOfGraha(g) === nodeSign[node].index)
        nodeAgents.push({ node, via: g, reason: 'conjoined_with' });
    }
    if (!planets.includes(node) && nodeAgents.some((a) => a.node === node)) planets.push(node);
  }

  return {
    jdUt,
    latitude,
    longitude,
    ayanamsa,
    ayanamsaDegrees: ayanamsaValue(jdUt, ayanamsa),
    weekday: weekday.name,
    dayLord: weekday.lord,
    dayStartJdUt: rise,
    lagna,
    moon,
    slots,
    planets,
    nodeAgents,
    method:
      'KP ruling planets: day lord (Vedic day from sunrise), lagna sign, star and sub lords, Moon sign and star ' +
      'lords; ' +
      (`a node is added when in the sign of, or in the same sign as, a ruling planet. Sunrise rule ` +
        `${options.sunriseRule ?? DEFAULT_SUNRISE_RULE}; `) +
      `${options.nodeType ?? 'mean'} node. No strength order is applied (KP authors rank the slots differently).`,
    notes,
    refs: KP_RULING_SLOTS.cites,
  };
}
