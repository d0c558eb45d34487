/**
 * The limbs at one instant from one Sun/Moon pair: tithi and paksha (names from astro/tithi), nakshatra with pada, yoga
 * and
 * karana, plus the Sun and Moon themselves. Vara is not here: it needs the place's sunrise (vara.ts).
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import { DEFAULT_AYANAMSA } from '../../astro/bodies.ts';
import type { Sample } from '../../astro/event-search.ts';
import type { Paksha } from '../../astro/tithi.ts';
import {
  type Graha,
  type Karana,
  karanaName,
  type Nakshatra,
  NAKSHATRA_LORDS,
  nakshatraAt,
  nakshatraOf,
  rashiAt,
  RASHIS,
  type Sign,
  signOf,
  tithiName,
  type Yoga,
  YOGAS,
} from '../../vocabulary/names.ts';
import { arcIndex, LIMB_ANGLES } from './limb-angle.ts';
import { sunMoonAt, type SunMoon } from './sun-moon.ts';
import { at } from '../../errors.ts';

export interface TithiValue {
  /** 0-29: Shukla Pratipada .. Purnima (14), Krishna Pratipada .. Amavasya (29). */
  index: number;
  name: string;
  paksha: Paksha;
  /** 1-15 within the paksha. */
  number: number;
}

export interface NakshatraValue {
  index: number;
  name: Nakshatra;
  pada: number;
  lord: Graha;
}

export interface YogaValue {
  index: number;
  name: Yoga;
}

export interface KaranaValue {
  /** Half-tithi of the lunar month, 0-59. */
  index: number;
  name: Karana;
}

export interface BodyAt {
  /** Sidereal longitude, degrees [0, 360). */
  longitude: number;
  /** Degrees per day. */
  speed: number;
  sign: Sign;
  rashi: (typeof RASHIS)[number];
  /** Degrees within the sign. */
  degree: number;
  nakshatra: Nakshatra;
  pada: number;
}

export interface LimbsAt {
  jdUt: number;
  tithi: TithiValue;
  nakshatra: NakshatraValue;
  yoga: YogaValue;
  karana: KaranaValue;
  sun: BodyAt;
  moon: BodyAt;
}

export function tithiValue(index: number): TithiValue {
  return { index, name: tithiName(index), paksha: index < 15 ? 'Shukla' : 'Krishna', number: (index % 15) + 1 };
}

/** A nakshatra entered at a boundary begins at pada 1. */
export function nakshatraValue(index: number, pada = 1): NakshatraValue {
  const name = nakshatraAt(index);
  return { index, name, pada, lord: NAKSHATRA_LORDS[name] };
}

export function yogaValue(index: number): YogaValue {
  return { index, name: at(YOGAS, index, 'yoga') };
}

export function karanaValue(index: number): KaranaValue {
  return { index, name: karanaName(index) };
}

export function bodyAt(longitude: number, speed: number): BodyAt {
  const s = signOf(longitude);
  const n = nakshatraOf(longitude);
  return {
    longitude,
    speed,
    sign: s.name,
    rashi: rashiAt(s.index),
    degree: s.degree,
    nakshatra: n.name,
    pada: n.pada,
  };
}

export function limbsFromSunMoon(s: SunMoon): LimbsAt {
  const a: Sample = { value: 0, derivative: 0 };
  LIMB_ANGLES.tithi.read(s, a);
  const tithi = tithiValue(arcIndex(LIMB_ANGLES.tithi, a.value));
  const karana = karanaValue(arcIndex(LIMB_ANGLES.karana, a.value));
  LIMB_ANGLES.nakshatra.read(s, a);
  // Index as the boundary finder counts arcs; pada from the shared arc maths.
  const nakshatra = nakshatraValue(arcIndex(LIMB_ANGLES.nakshatra, a.value), nakshatraOf(a.value).pada);
  LIMB_ANGLES.yoga.read(s, a);
  const yoga = yogaValue(arcIndex(LIMB_ANGLES.yoga, a.value));
  return {
    jdUt: s.jdUt,
    tithi,
    nakshatra,
    yoga,
    karana,
    sun: bodyAt(s.sun.longitude, s.sun.speed),
    moon: bodyAt(s.moon.longitude, s.moon.speed),
  };
}

/** Tithi, paksha, nakshatra with pada, yoga and karana at an instant (sidereal; Lahiri unless asked). */
export function limbsAt(jdUt: number, options: { ayanamsa?: Ayanamsa } = {}): LimbsAt {
  return limbsFromSunMoon(sunMoonAt(jdUt, options.ayanamsa ?? DEFAULT_AYANAMSA));
}
