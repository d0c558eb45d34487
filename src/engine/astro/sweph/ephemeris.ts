/**
 * Ephemeris path and readiness. sweph keeps its state per thread (thread-local storage in its Linux build), and each
 * thread has its own copy of this module, so the path is set here once per thread (again only if it changes) and
 * every wrapper asks `assertReady()` first: without it, sweph would silently search its built-in default path and
 * fall back to Moshier.
 */
import { swe, SE } from './binding.ts';
import { ephemerisError } from './errors.ts';

let currentPath: string | null = null;
/** Bumped whenever the path changes, so caches of other global sweph state (sidereal mode) know to reset. */
let generation = 0;

export interface EphemerisStatus {
  path: string;
  usesSwissFiles: boolean;
  detail: string;
}

/** J2000.0 in UT: a fixed instant inside the bundled files, used to confirm they are read. */
export const CHECK_JD_UT = 2451545.0;

/**
 * Sets the directory holding `sepl_18.se1` and `semo_18.se1`. Does not throw when the files are missing (the health
 * route must still be able to report that); the returned status says whether they were read, and every later
 * calculation throws EPHEMERIS_UNAVAILABLE rather than use Moshier.
 */
export function initEphemeris(path: string): EphemerisStatus {
  if (typeof path !== 'string' || path.trim() === '') {
    throw ephemerisError('initEphemeris', 'needs the directory of the ephemeris files');
  }
  if (path !== currentPath) {
    swe.set_ephe_path(path);
    currentPath = path;
    generation += 1;
  }
  // Sun and Moon come from different files (sepl/semo); check both.
  for (const body of [SE.SE_SUN, SE.SE_MOON]) {
    const r = swe.calc_ut(CHECK_JD_UT, body, SE.SEFLG_SWIEPH);
    if (r.flag < 0 || (r.flag & SE.SEFLG_SWIEPH) === 0 || r.error !== '') {
      return { path, usesSwissFiles: false, detail: r.error.trim() || `flag ${r.flag} lacks SEFLG_SWIEPH` };
    }
  }
  return { path, usesSwissFiles: true, detail: `Swiss Ephemeris ${swe.version()} files read from ${path}` };
}

export function ephemerisPath(): string | null {
  return currentPath;
}

export function ephemerisGeneration(): number {
  return generation;
}

export function assertReady(): void {
  if (currentPath === null) throw ephemerisError('initEphemeris(path)', 'has not been called');
}
