/** An ecliptic point of latitude 0 in equatorial coordinates: what the Sun's place and the shadbala quantities need. */
import { norm360 } from '../vocabulary/angles.ts';

const RAD = Math.PI / 180;

/** Declination of the ecliptic point at longitude `lambda` (latitude 0), degrees, north positive. */
export function eclipticDeclination(lambda: number, obliquity: number): number {
  return Math.asin(Math.sin(obliquity * RAD) * Math.sin(lambda * RAD)) / RAD;
}

/** Right ascension of the ecliptic point at longitude `lambda` (latitude 0), degrees [0, 360). */
export function eclipticRightAscension(lambda: number, obliquity: number): number {
  return norm360(Math.atan2(Math.sin(lambda * RAD) * Math.cos(obliquity * RAD), Math.cos(lambda * RAD)) / RAD);
}
