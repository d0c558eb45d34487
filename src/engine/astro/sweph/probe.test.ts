// Runs in its own process (vitest forks per file), so the state before initEphemeris can be observed.
import { describe, expect, test } from 'vitest';
import { EPHE_PATH } from '../../../../test/reference/astro/fixtures.ts';
import { calcUt, FLAGS_TROPICAL } from './calc.ts';
import { isEphemerisError, initEphemeris, probeEphemeris } from './index.ts';
import { riseTrans } from './rise.ts';
import { SE } from './binding.ts';
import { ephemerisPath } from './ephemeris.ts';

describe('ephemeris start-up and probe', () => {
  // Only observable in a fresh process (vitest's default per-file isolation).
  test.runIf(ephemerisPath() === null)('before initEphemeris: probe says so, calculations refuse', () => {
    const p = probeEphemeris();
    expect(p).toMatchObject({ ok: false, flag: null, usesSwissFiles: false, sunLongitude: null });
    expect(p.detail).toMatch(/initEphemeris/);
    expect(() => calcUt(2451545, SE.SE_SUN, FLAGS_TROPICAL)).toThrow(
      expect.objectContaining({ code: 'EPHEMERIS_UNAVAILABLE' }),
    );
    expect(() => riseTrans(2451545, { ipl: SE.SE_SUN, event: 'rise', hindu: false }, 0, 0, 0)).toThrow(
      expect.objectContaining({ code: 'EPHEMERIS_UNAVAILABLE' }),
    );
  });

  test('a directory without the files: Moshier is reported, never returned', () => {
    const status = initEphemeris('/nonexistent/ephe');
    expect(status.usesSwissFiles).toBe(false);
    expect(status.detail).toMatch(/sepl_18|not found/);
    const p = probeEphemeris();
    expect(p.ok).toBe(false);
    expect(p.usesSwissFiles).toBe(false);
    expect(p.flag).not.toBeNull();
    expect((p.flag ?? 0) & SE.SEFLG_SWIEPH).toBe(0);
    const err = (() => {
      try {
        calcUt(2451545, SE.SE_MOON, FLAGS_TROPICAL);
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(isEphemerisError(err)).toBe(true);
    expect(isEphemerisError(err) && err.params.flag).not.toBeNull();
  });

  test('the bundled files: probe is ok and reads SEFLG_SWIEPH', () => {
    const status = initEphemeris(EPHE_PATH);
    expect(status.usesSwissFiles).toBe(true);
    const p = probeEphemeris();
    expect(p.ok).toBe(true);
    expect(p.usesSwissFiles).toBe(true);
    expect((p.flag ?? 0) & SE.SEFLG_SWIEPH).toBe(SE.SEFLG_SWIEPH);
    // Apparent tropical Sun at J2000.0 UT.
    expect(p.sunLongitude).toBeCloseTo(280.369, 3);
    expect(() => initEphemeris('')).toThrow(expect.objectContaining({ code: 'EPHEMERIS_UNAVAILABLE' }));
  });

  test('outside the files (1700): EphemerisError, not a Moshier position', () => {
    initEphemeris(EPHE_PATH);
    expect(() => calcUt(2341972.5, SE.SE_MARS, FLAGS_TROPICAL)).toThrow(/did not use the Swiss files/);
  });
});
