/**
 * Equatorial quantities shadbala needs, from the chart's ecliptic longitudes without further ephemeris calls: the
 * obliquity, the kranti (declination) of an ecliptic point, right ascension, and the Sun's hour angle.
 */
import { eclipticDeclination, eclipticRightAscension } from '../../../astro/equatorial.ts';
import { signedDiff } from '../../../vocabulary/angles.ts';

/**
 * Mean obliquity of the ecliptic (IAU 2006, Hilton et al.), degrees. Nutation in obliquity (at most 9.2") is left
 * out; it moves a kranti by under 0.003 degrees, a thousandth of a virupa of ayana bala. T from JD UT: the 1-2
 * minutes of Delta T change the result by microarcseconds.
 */
export function meanObliquity(jdUt: number): number {
  const t = (jdUt - 2451545) / 36525;
  const arcsec =
    84381.406 + t * (-46.836769 + t * (-0.0001831 + t * (0.0020034 + t * (-0.000000576 - t * 0.0000000434))));
  return arcsec / 3600;
}

/** Kranti: the declination of an ecliptic point (astro/equatorial.ts). */
export const kranti = eclipticDeclination;
/** Right ascension of an ecliptic point (astro/equatorial.ts). */
export const rightAscension = eclipticRightAscension;

/**
 * Hour angle of the Sun, degrees in [-180, 180), 0 at apparent noon, from the midheaven: the MC lies on the
 * ecliptic, so its right ascension is the local sidereal time (RAMC). The Sun's latitude (under 1") is neglected.
 */
export function sunHourAngle(midheavenTropical: number, sunTropical: number, obliquity: number): number {
  return signedDiff(rightAscension(midheavenTropical, obliquity), rightAscension(sunTropical, obliquity));
}
