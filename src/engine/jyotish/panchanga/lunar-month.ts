/**
 * The lunar month (masa) of an instant, amanta and purnimanta.
 * Rule (the present rule, as Sewell and Dikshit state it): an amanta month runs from new moon to new moon and is
 * named from the Sun's sidereal sign at the new moon that opens it (LUNAR_MONTH_BY_SUN_SIGN). When the Sun is in the
 * same sign at both new moons, no sankranti falls inside: the month is adhika and bears the name of the month that
 * follows it. When the Sun has moved two signs, the month holds two sankrantis (kshaya masa): it keeps the name of
 * the first and the second name is dropped. Purnimanta: a bright fortnight has its amanta month's name; a dark
 * fortnight takes the name of the following amanta month, except that an adhika month is adhika in both schemes.
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { DEFAULT_AYANAMSA } from '../../astro/bodies.ts';
import { siderealPosition } from '../../astro/positions.ts';
import { type Sign, signAt, signOf, SIGNS } from '../../vocabulary/names.ts';
import { angleAt, crossing, type AngleAt } from './boundary.ts';
import { LIMB_ANGLES } from './limb-angle.ts';
import { LUNAR_MONTH_BY_SUN_SIGN, LUNAR_MONTH_NAMES, type LunarMonthName } from './lunar-months.ts';

export interface LunarMonthValue {
  /** 0 Chaitra .. 11 Phalguna. */
  index: number;
  name: LunarMonthName;
  adhika: boolean;
}

export interface NewMoon {
  jdUt: number;
  /** The Sun's sidereal sign at that new moon. */
  sunSign: Sign;
}

export interface LunarMonth {
  amanta: LunarMonthValue;
  purnimanta: LunarMonthValue;
  /** The month name dropped because this amanta month holds two sankrantis (kshaya masa); null otherwise. */
  kshayaDropped: LunarMonthName | null;
  newMoonBefore: NewMoon;
  newMoonAfter: NewMoon;
}

function monthNamed(sign: Sign, adhika: boolean): LunarMonthValue {
  const name = LUNAR_MONTH_BY_SUN_SIGN.data[sign];
  return { index: LUNAR_MONTH_NAMES.indexOf(name), name, adhika };
}

/** The month between two consecutive new moons; `krishna` when the instant asked lies in the dark fortnight. */
export function lunarMonthBetween(before: NewMoon, after: NewMoon, krishna: boolean): LunarMonth {
  const s1 = SIGNS.indexOf(before.sunSign);
  const s2 = SIGNS.indexOf(after.sunSign);
  const sankrantis = (s2 - s1 + 12) % 12;
  const amanta = monthNamed(before.sunSign, sankrantis === 0);
  const next = monthNamed(after.sunSign, false);
  const purnimanta = !krishna || amanta.adhika ? amanta : next;
  const dropped = sankrantis === 2 ? LUNAR_MONTH_BY_SUN_SIGN.data[signAt((s1 + 1) % 12)] : null;
  return { amanta, purnimanta, kshayaDropped: dropped, newMoonBefore: before, newMoonAfter: after };
}

function newMoonAt(jdUt: number, ayanamsa: Ayanamsa): NewMoon {
  return { jdUt, sunSign: signOf(siderealPosition(jdUt, 'Sun', { ayanamsa }).longitude).name };
}

export interface KnownNewMoons {
  /** The new moon at or before the instant, when already found (the start of a Shukla Pratipada). */
  before?: number;
  /** The next new moon, when already found (the end of an Amavasya). */
  after?: number;
}

/**
 * The lunar month at an instant, from the elongation there (`elongation`, as the tithi limb reads it): the new moons
 * on either side by the shared boundary finder, then the Sun's sign at each (one ephemeris call each).
 */
export function lunarMonthFromElongation(
  elongation: AngleAt,
  ayanamsa: Ayanamsa,
  known: KnownNewMoons = {},
): LunarMonth {
  const limb = LIMB_ANGLES.tithi;
  const before = known.before ?? crossing(limb, ayanamsa, elongation, -elongation.angle);
  const after = known.after ?? crossing(limb, ayanamsa, elongation, 360 - elongation.angle);
  return lunarMonthBetween(newMoonAt(before, ayanamsa), newMoonAt(after, ayanamsa), elongation.angle >= 180);
}

export function lunarMonthAt(jdUt: number, options: { ayanamsa?: Ayanamsa } = {}): LunarMonth {
  const ayanamsa = options.ayanamsa ?? DEFAULT_AYANAMSA;
  return lunarMonthFromElongation(angleAt(LIMB_ANGLES.tithi, jdUt, ayanamsa), ayanamsa);
}
