/**
 * Shapes of an eclipse as the engine returns it. Every instant is UTC (JD UT and ISO 8601 with Z); the route turns
 * them into local time at the place.
 */
import type { Nakshatra, Sign } from '../../vocabulary/names.ts';
import type { Saros } from '../sweph/eclipse.ts';
import type { Sutak } from './sutak.ts';

export type EclipseKind = 'solar' | 'lunar';
export const ECLIPSE_KINDS = ['solar', 'lunar'] as const satisfies readonly EclipseKind[];

/** `hybrid` is sweph's annular-total: annular along part of the track, total along the rest. */
export type SolarEclipseType = 'total' | 'annular' | 'hybrid' | 'partial';
export type LunarEclipseType = 'total' | 'partial' | 'penumbral';
export type EclipseType = SolarEclipseType | LunarEclipseType;

export interface Instant {
  jdUt: number;
  /** ISO 8601 UTC, millisecond precision. */
  utc: string;
}

export interface Place {
  latitude: number;
  longitude: number;
  /** Metres above sea level, default 0. */
  elevation?: number;
}

/** The eclipsed body at the global maximum: the Sun for a solar eclipse, the Moon for a lunar one. */
export interface EclipsedBody {
  body: 'Sun' | 'Moon';
  /** Apparent geocentric sidereal longitude, Lahiri, degrees [0, 360). */
  siderealLongitude: number;
  ayanamsa: 'lahiri';
  sign: Sign;
  /** Degrees within the sign. */
  signDegree: number;
  nakshatra: Nakshatra;
  pada: number;
}

/** Where the body stands above the horizon during the phase that counts (see each local type). */
export interface VisibleSpan {
  start: Instant;
  end: Instant;
  /** Whether the span opens with the phase's own start or with the body rising into view. */
  startsWith: 'contact' | 'rise';
  /** Whether it closes with the phase's end or with the body setting. */
  endsWith: 'contact' | 'set';
}

export interface SolarLocal {
  /** The eclipse seen at the place: null when it is not seen there (`notSeen` says why). */
  type: 'total' | 'annular' | 'partial' | null;
  /**
   * Why the place sees nothing: it stays outside the Moon's penumbra, or it is inside it but the Sun is below the
   * horizon from first to last contact. Null when the eclipse is seen.
   */
  notSeen: 'outside_penumbra' | 'sun_below_horizon' | null;
  firstContact: Instant | null;
  /** Second and third contacts: only where the eclipse is total or annular at the place. */
  secondContact: Instant | null;
  thirdContact: Instant | null;
  lastContact: Instant | null;
  /** Local maximum: least topocentric distance between the centres. */
  maximum: Instant | null;
  /**
   * True altitude of the Sun's centre at the local maximum, degrees (negative: the maximum is not seen); also given
   * when the Sun is below the horizon for the whole eclipse, to say how far.
   */
  sunAltitudeAtMaximum: number | null;
  /** Part of first to last contact with the Sun's centre above the true horizon; null when none. */
  visible: VisibleSpan | null;
  /** Greatest phase seen: the local maximum, or sunrise/sunset when the maximum is below the horizon. */
  greatestVisible: Instant | null;
  /** NASA magnitude at `greatestVisible` (fraction of the diameter covered; ratio of diameters if central). */
  magnitude: number | null;
  /** Fraction of the Sun's disc covered at `greatestVisible`. */
  obscuration: number | null;
}

export interface LunarContacts {
  penumbralStart: Instant | null;
  /** First umbral contact (sparsha for a partial or total eclipse). */
  partialStart: Instant | null;
  totalStart: Instant | null;
  totalEnd: Instant | null;
  /** Last umbral contact (moksha for a partial or total eclipse). */
  partialEnd: Instant | null;
  penumbralEnd: Instant | null;
}

export interface LunarLocal {
  /** Lunar contacts are the same instants everywhere; the place decides only what is above the horizon. */
  contacts: LunarContacts;
  /** Which phase `visible` and the sutak count: the umbral one, or the penumbral one for a penumbral eclipse. */
  observedPhase: 'umbral' | 'penumbral';
  moonAboveHorizonAtMaximum: boolean;
  /** True altitude of the Moon's centre at the global maximum, degrees. */
  moonAltitudeAtMaximum: number;
  /** Part of the observed phase with the Moon's centre above the true horizon; null when none. */
  visible: VisibleSpan | null;
}

interface EclipseBase {
  /** Global maximum (greatest eclipse). */
  maximum: Instant;
  saros: Saros | null;
  eclipsed: EclipsedBody;
  locallyVisible: boolean;
  sutak: Sutak;
}

export interface SolarEclipse extends EclipseBase {
  kind: 'solar';
  type: SolarEclipseType;
  /** NASA magnitude at the point of greatest eclipse. */
  magnitude: number;
  /** Where the eclipse is greatest, degrees. */
  greatestAt: { latitude: number; longitude: number };
  local: SolarLocal;
}

export interface LunarEclipse extends EclipseBase {
  kind: 'lunar';
  type: LunarEclipseType;
  /** Umbral magnitude at the maximum (negative for a penumbral eclipse). */
  magnitude: number;
  penumbralMagnitude: number;
  local: LunarLocal;
}

export type Eclipse = SolarEclipse | LunarEclipse;
