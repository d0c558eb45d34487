/**
 * Checked eclipse calls. These return an eclipse-type bitmask (SE_ECL_*) in `flag`, not SEFLG bits, so the Moshier
 * check of calc.ts cannot be read from it. What sweph 2.10.3 reports instead, measured:
 * - a failure is `flag` ERR (-1) with a message;
 * - a Moshier fallback (files missing, or a date beyond them) keeps a positive type flag and only leaves a warning
 *   ("... using Moshier eph.") in `error`; lun_eclipse_how and lun_eclipse_when_loc drop even that warning;
 * - lun_eclipse_when leaves "no lunar eclipse at tjd = ..." in `error` after every penumbral eclipse it finds (a
 *   probe just past the penumbral end, 2000-2040: 34 of 34), beside a correct result; that one text is let through.
 * So a negative flag or any other non-empty `error` is EPHEMERIS_UNAVAILABLE, and every result is confirmed afterwards
 * by a checked calc_ut of the Sun and the Moon at the result's instant (which throws on Moshier, and so also
 * catches a fallback whose warning was dropped or overwritten). Times of 0 (phase absent) come back as null.
 */
import { swe, SE } from './binding.ts';
import { calcUt, FLAGS_TROPICAL } from './calc.ts';
import { assertReady } from './ephemeris.ts';
import { ephemerisError } from './errors.ts';

/** Eclipse functions read only the ephemeris bits of their flag. */
const IFL = SE.SEFLG_SWIEPH;
/** sweph's "no saros number known". */
const NO_SAROS = -99999999;

// Reused for every call: sweph copies it.
const geopos: [longitude: number, latitude: number, elevation: number] = [0, 0, 0];

interface Raw {
  flag: number;
  error: string;
}

/** The benign leftover of lun_eclipse_when described above. */
const PENUMBRAL_PROBE = /^no lunar eclipse at tjd = [\d.]+$/;

function checked<T extends Raw>(what: string, jdUt: number, r: T, benign?: RegExp): T {
  const message = r.error.trim();
  if (r.flag < 0 || (message !== '' && !(r.flag > 0 && benign?.test(message) === true))) {
    throw ephemerisError(`${what}(JD ${jdUt})`, `failed: ${r.error.trim() || `flag ${r.flag}`}`, r.flag);
  }
  return r;
}

/** Confirms the Swiss files (not Moshier) serve both bodies at jdUt; calcUt throws otherwise. */
function confirmFiles(jdUt: number): void {
  calcUt(jdUt, SE.SE_SUN, FLAGS_TROPICAL);
  calcUt(jdUt, SE.SE_MOON, FLAGS_TROPICAL);
}

function time(x: number | undefined): number | null {
  return x === undefined || x === 0 ? null : x;
}

function num(x: number | undefined): number {
  return x ?? NaN;
}

export interface Saros {
  series: number;
  member: number;
}

function saros(series: number | undefined, member: number | undefined): Saros | null {
  if (series === undefined || member === undefined || series === NO_SAROS || member === NO_SAROS) return null;
  return { series, member };
}

function setPlace(lat: number, lon: number, elevation: number): void {
  geopos[0] = lon;
  geopos[1] = lat;
  geopos[2] = elevation;
}

export interface SolarGlobal {
  /** SE_ECL_* bits: TOTAL, ANNULAR, PARTIAL or ANNULAR_TOTAL, with CENTRAL or NONCENTRAL. */
  flag: number;
  maximum: number;
  /** First and last contact of the penumbra with the Earth. */
  start: number;
  end: number;
  totalStart: number | null;
  totalEnd: number | null;
  centralStart: number | null;
  centralEnd: number | null;
}

/** Next (or previous) solar eclipse anywhere on Earth whose maximum is strictly after (before) jdUt. */
export function solEclipseWhenGlob(jdUt: number, backwards: boolean): SolarGlobal {
  assertReady();
  const r = checked('sol_eclipse_when_glob', jdUt, swe.sol_eclipse_when_glob(jdUt, IFL, 0, backwards));
  const d = r.data;
  const out: SolarGlobal = {
    flag: r.flag,
    maximum: num(d[0]),
    start: num(d[2]),
    end: num(d[3]),
    totalStart: time(d[4]),
    totalEnd: time(d[5]),
    centralStart: time(d[6]),
    centralEnd: time(d[7]),
  };
  confirmFiles(out.maximum);
  return out;
}

export interface SolarWhere {
  flag: number;
  /** Where the eclipse is greatest, degrees (east and north positive). */
  longitude: number;
  latitude: number;
  /** NASA magnitude there: fraction of the solar diameter covered (partial), ratio of diameters (total, annular). */
  magnitude: number;
  saros: Saros | null;
}

/** Circumstances at the point of greatest eclipse for the instant jdUt (the global maximum). */
export function solEclipseWhere(jdUt: number): SolarWhere {
  assertReady();
  const r = checked('sol_eclipse_where', jdUt, swe.sol_eclipse_where(jdUt, IFL));
  const a = r.attributes;
  const out: SolarWhere = {
    flag: r.flag,
    longitude: num(r.data[0]),
    latitude: num(r.data[1]),
    magnitude: num(a[8]),
    saros: saros(a[9], a[10]),
  };
  confirmFiles(jdUt);
  return out;
}

export interface SolarHow {
  /** SE_ECL_* bits at the place; 0 when there is no eclipse there at jdUt. */
  flag: number;
  /** NASA magnitude (as SolarWhere). */
  magnitude: number;
  /** Fraction of the solar diameter covered. */
  diameterFraction: number;
  /** Fraction of the solar disc covered. */
  obscuration: number;
  /** True altitude of the Sun, degrees. */
  sunAltitude: number;
}

/** The eclipse as seen from a place at one instant. */
export function solEclipseHow(jdUt: number, lat: number, lon: number, elevation: number): SolarHow {
  assertReady();
  setPlace(lat, lon, elevation);
  const r = checked('sol_eclipse_how', jdUt, swe.sol_eclipse_how(jdUt, IFL, geopos));
  const a = r.data;
  const out: SolarHow = {
    flag: r.flag,
    magnitude: num(a[8]),
    diameterFraction: num(a[0]),
    obscuration: num(a[2]),
    sunAltitude: num(a[5]),
  };
  confirmFiles(jdUt);
  return out;
}

export interface LunarGlobal {
  /** SE_ECL_* bits: TOTAL, PARTIAL or PENUMBRAL. */
  flag: number;
  maximum: number;
  penumbralStart: number | null;
  partialStart: number | null;
  totalStart: number | null;
  totalEnd: number | null;
  partialEnd: number | null;
  penumbralEnd: number | null;
}

/** Next (or previous) lunar eclipse whose maximum is strictly after (before) jdUt. */
export function lunEclipseWhen(jdUt: number, backwards: boolean): LunarGlobal {
  assertReady();
  const r = checked('lun_eclipse_when', jdUt, swe.lun_eclipse_when(jdUt, IFL, 0, backwards), PENUMBRAL_PROBE);
  const d = r.data;
  const out: LunarGlobal = {
    flag: r.flag,
    maximum: num(d[0]),
    partialStart: time(d[2]),
    partialEnd: time(d[3]),
    totalStart: time(d[4]),
    totalEnd: time(d[5]),
    penumbralStart: time(d[6]),
    penumbralEnd: time(d[7]),
  };
  confirmFiles(out.maximum);
  return out;
}

export interface LunarHow {
  flag: number;
  umbralMagnitude: number;
  penumbralMagnitude: number;
  saros: Saros | null;
}

/** Magnitudes of a lunar eclipse at one instant (the same from everywhere; the place only sets the altitudes). */
export function lunEclipseHow(jdUt: number, lat: number, lon: number, elevation: number): LunarHow {
  assertReady();
  setPlace(lat, lon, elevation);
  const r = checked('lun_eclipse_how', jdUt, swe.lun_eclipse_how(jdUt, IFL, geopos));
  const a = r.data;
  const out: LunarHow = {
    flag: r.flag,
    umbralMagnitude: num(a[0]),
    penumbralMagnitude: num(a[1]),
    saros: saros(a[9], a[10]),
  };
  confirmFiles(jdUt);
  return out;
}
