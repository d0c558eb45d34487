/**
 * Health probe: one tropical Sun position at a fixed JD, reporting whether the Swiss files (not Moshier) answered.
 * Never throws; everything it finds goes into the result for `GET /api/health`.
 */
import { swe, SE } from './binding.ts';
import { CHECK_JD_UT, ephemerisPath } from './ephemeris.ts';

export interface EphemerisProbe {
  ok: boolean;
  /** The flag calc_ut returned; null when no call was made. */
  flag: number | null;
  usesSwissFiles: boolean;
  /** Tropical apparent longitude of the Sun at J2000.0 UT, degrees (about 280.37); null when not computed. */
  sunLongitude: number | null;
  detail: string;
}

export function probeEphemeris(): EphemerisProbe {
  const path = ephemerisPath();
  if (path === null) {
    return {
      ok: false,
      flag: null,
      usesSwissFiles: false,
      sunLongitude: null,
      detail: 'initEphemeris(path) has not been called',
    };
  }
  try {
    const r = swe.calc_ut(CHECK_JD_UT, SE.SE_SUN, SE.SEFLG_SWIEPH | SE.SEFLG_SPEED);
    const usesSwissFiles = r.flag >= 0 && (r.flag & SE.SEFLG_SWIEPH) !== 0;
    const lon = r.data[0];
    const sunLongitude = r.flag >= 0 && lon !== undefined && Number.isFinite(lon) ? lon : null;
    const ok = usesSwissFiles && r.error === '' && sunLongitude !== null;
    const detail = ok
      ? `Swiss Ephemeris ${swe.version()}, files in ${path}`
      : r.error.trim() || `flag ${r.flag} lacks SEFLG_SWIEPH (Moshier fallback)`;
    return { ok, flag: r.flag, usesSwissFiles, sunLongitude, detail };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { ok: false, flag: null, usesSwissFiles: false, sunLongitude: null, detail: `probe failed: ${message}` };
  }
}
