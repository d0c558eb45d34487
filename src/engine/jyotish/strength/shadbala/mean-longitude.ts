/**
 * Heliocentric mean longitudes of the planets, referred to the mean equinox of date, degrees: the polynomials of
 * Simon et al. (1994, Astron. Astrophys. 282, 663) as tabulated by J. Meeus, "Astronomical Algorithms" (2nd ed.,
 * 1998), table 31.A. Astronomical constants, not a classical table: the classical texts take these mean motions from
 * the Surya Siddhanta, Raman from his own tables (his Tables IV-IX), which drift from these by up to a few degrees.
 * T is counted from J2000 in Julian centuries of UT; the minute or two of Delta T moves Mercury by under 0.01 degree.
 */
import { norm360 } from '../../../vocabulary/angles.ts';

type Planet = 'Mercury' | 'Venus' | 'Earth' | 'Mars' | 'Jupiter' | 'Saturn';

const L: Record<Planet, readonly [number, number, number, number]> = {
  Mercury: [252.250906, 149474.0722491, 0.0003035, 0.000000018],
  Venus: [181.979801, 58519.2130302, 0.00031014, 0.000000015],
  Earth: [100.466457, 36000.7698278, 0.00030322, 0.00000002],
  Mars: [355.433, 19141.6964471, 0.00031052, 0.000000016],
  Jupiter: [34.351519, 3036.3027748, 0.0002233, 0.000000037],
  Saturn: [50.077444, 1223.5110686, 0.00051908, -0.00000003],
};

export function meanLongitude(planet: Planet, jdUt: number): number {
  const t = (jdUt - 2451545) / 36525;
  const [a, b, c, d] = L[planet];
  return norm360(a + t * (b + t * (c + t * d)));
}

/** Geocentric mean longitude of the Sun (the mean Earth + 180), mean equinox of date. */
export function meanSun(jdUt: number): number {
  return norm360(meanLongitude('Earth', jdUt) + 180);
}
