/**
 * Kala bala (temporal strength) except yuddha, which needs the other balas first (yuddha.ts). Tables in
 * tables/strength/shadbala-kala.ts.
 */
import { AYANA, LORD_VIRUPAS, NATHONNATA, PAKSHA, TRIBHAGA } from '../../../tables/strength/shadbala-kala.ts';
import type { SevenGraha } from '../../../vocabulary/names.ts';
import type { Nature, TimeFacts } from './types.ts';

/**
 * Nathonnata: from the Sun's hour angle H (0 at apparent noon), the day-strong grahas get 60 x (1 - |H| / 180), the
 * night-strong ones 60 less that, Mercury 60. This is Raman's unnata in ghatis (apparent time from midnight) x 2.
 */
export function nathonnataBala(graha: SevenGraha, sunHourAngle: number): number {
  const day = 60 * (1 - Math.abs(sunHourAngle) / 180);
  const kind = NATHONNATA.data[graha];
  return kind === 'always' ? 60 : kind === 'day' ? day : 60 - day;
}

/**
 * Paksha: x = Moon - Sun folded to 0-180 degrees; benefics x / 3, malefics 60 - x / 3. The Moon always takes x / 3
 * (her light), doubled: 0 at new moon, 120 at full moon.
 */
export function pakshaBala(graha: SevenGraha, elongation: number, nature: Nature): number {
  const x = elongation > 180 ? 360 - elongation : elongation;
  if (graha === 'Moon') return (x / 3) * PAKSHA.data.moonMultiplier;
  return nature === 'benefic' ? x / 3 : 60 - x / 3;
}

export function tribhagaBala(graha: SevenGraha, time: TimeFacts): number {
  if (graha === TRIBHAGA.data.always) return TRIBHAGA.data.virupas;
  const lords = time.dayBirth ? TRIBHAGA.data.day : TRIBHAGA.data.night;
  return lords[time.tribhagaPart - 1] === graha ? TRIBHAGA.data.virupas : 0;
}

export function lordBalas(
  graha: SevenGraha,
  time: TimeFacts,
): { abda: number; masa: number; vara: number; hora: number } {
  const v = LORD_VIRUPAS.data;
  return {
    abda: time.yearLord === graha ? v.abda : 0,
    masa: time.monthLord === graha ? v.masa : 0,
    vara: time.weekdayLord === graha ? v.vara : 0,
    hora: time.horaLord === graha ? v.hora : 0,
  };
}

/** Ayana before the Sun's doubling: (24 +/- kranti) x 60 / 48, kranti in degrees north positive. */
export function ayanaSingle(graha: SevenGraha, kranti: number): number {
  const { base, scale, strongWhen } = AYANA.data;
  const w = strongWhen[graha];
  const signed = w === 'either' ? Math.abs(kranti) : w === 'north' ? kranti : -kranti;
  return (base + signed) * scale;
}

/** Ayana bala as counted in kala bala: the Sun's doubled. */
export function ayanaBala(graha: SevenGraha, kranti: number): number {
  return ayanaSingle(graha, kranti) * (graha === 'Sun' ? AYANA.data.sunMultiplier : 1);
}
