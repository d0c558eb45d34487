/**
 * Sidereal mode and ayanamsa. `set_sid_mode` is state inside sweph, kept per thread like the module below, so the
 * thread's current mode is cached and set only when a call asks for a different one (and again after the ephemeris
 * path changes).
 */
import { swe, SE } from './binding.ts';
import { assertReady, ephemerisGeneration } from './ephemeris.ts';
import { ephemerisError } from './errors.ts';

let currentMode = -1;
let modeGeneration = -1;

export function useSiderealMode(mode: number): void {
  assertReady();
  const gen = ephemerisGeneration();
  if (mode === currentMode && gen === modeGeneration) return;
  swe.set_sid_mode(mode, 0, 0);
  currentMode = mode;
  modeGeneration = gen;
}

/**
 * Ayanamsa in degrees from `get_ayanamsa_ex_ut` (the older `get_ayanamsa_ut` lacks nutation: 8-17" off).
 * `mean` leaves nutation out, as Jagannatha Hora quotes it.
 */
export function ayanamsaUt(jdUt: number, mode: number, mean: boolean): number {
  useSiderealMode(mode);
  const r = swe.get_ayanamsa_ex_ut(jdUt, mean ? SE.SEFLG_SWIEPH | SE.SEFLG_NONUT : SE.SEFLG_SWIEPH);
  if (r.flag < 0 || (r.flag & SE.SEFLG_SWIEPH) === 0 || r.error !== '') {
    throw ephemerisError(`get_ayanamsa_ex_ut(JD ${jdUt})`, `failed: ${r.error.trim() || `flag ${r.flag}`}`, r.flag);
  }
  return r.data;
}
