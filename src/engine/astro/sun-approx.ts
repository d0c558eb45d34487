/**
 * The Sun's place to about 0.01 degree and mean sidereal time, from closed formulas (J. Meeus, Astronomical
 * Algorithms, 2nd ed., ch. 25 "low accuracy" and eq. 12.4). Only ever a first guess for a root that is then found
 * on the Swiss Ephemeris (astro/sun-horizon.ts), and the rates Newton steps with: never a result.
 */
import { norm360, signedDiff } from '../vocabulary/angles.ts';
import { eclipticDeclination, eclipticRightAscension } from './equatorial.ts';

const RAD = Math.PI / 180;
const J2000 = 2451545;

export interface ApproxSun {
  /** Right ascension and declination, degrees. */
  ra: number;
  dec: number;
  /** Distance, AU. */
  distance: number;
  /** Nutation in right ascension (the equation of the equinoxes), degrees: mean to apparent sidereal time. */
  equinoxes: number;
}

export function approxSun(jd: number): ApproxSun {
  const t = (jd - J2000) / 36525;
  const meanLongitude = 280.46646 + 36000.76983 * t;
  const m = (357.52911 + 35999.05029 * t) * RAD;
  const e = 0.016708634 - 0.000042037 * t;
  const centre = (1.914602 - 0.004817 * t) * Math.sin(m) + 0.019993 * Math.sin(2 * m) + 0.000289 * Math.sin(3 * m);
  const node = (125.04 - 1934.136 * t) * RAD;
  const lambda = meanLongitude + centre - 0.00569 - 0.00478 * Math.sin(node);
  const eps = 23.439291 - 0.0130042 * t + 0.00256 * Math.cos(node);
  return {
    ra: eclipticRightAscension(lambda, eps),
    dec: eclipticDeclination(lambda, eps),
    distance: (1.000001018 * (1 - e * e)) / (1 + e * Math.cos(m + centre * RAD)),
    // Nutation in longitude, its main term (-17.2" sin node), times cos(obliquity).
    equinoxes: -0.00478 * Math.sin(node) * Math.cos(eps * RAD),
  };
}

/** Rates of right ascension and declination, degrees per day (central difference over 0.02 day). */
export function approxSunRates(jd: number): { ra: number; dec: number } {
  const a = approxSun(jd - 0.01);
  const b = approxSun(jd + 0.01);
  return { ra: signedDiff(b.ra, a.ra) / 0.02, dec: (b.dec - a.dec) / 0.02 };
}

/** Greenwich mean sidereal time, degrees. */
export function meanSiderealTime(jdUt: number): number {
  return norm360(280.46061837 + 360.98564736629 * (jdUt - J2000));
}
