/**
 * GET /api/v2/smoke-test: one position, one sunrise and one tithi computed in-process at the moment of the call
 * (New Delhi), each with its own timing, so an operator sees at once that the engine answers and how fast.
 */
import { ayanamsaValue, siderealPosition } from '../engine/astro/positions.ts';
import { sunrise } from '../engine/astro/riseset.ts';
import { localDay } from '../engine/astro/local-day.ts';
import { dateFromJulianDay, julianDayUT } from '../engine/astro/time.ts';
import { tithiAt, tithiEnd } from '../engine/astro/tithi.ts';

export interface SmokeCheck {
  name: string;
  ok: boolean;
  ms: number;
  result: unknown;
  detail?: string;
}

export interface SmokeReport {
  success: boolean;
  engine_status: 'LIVE' | 'PARTIAL';
  place: { name: string; latitude: number; longitude: number };
  instant_utc: string;
  total_ms: number;
  checks: SmokeCheck[];
  conventions: Record<string, unknown>;
}

const DELHI = { name: 'New Delhi', latitude: 28.6139, longitude: 77.209 };

function timed(name: string, fn: () => unknown): SmokeCheck {
  const t = performance.now();
  try {
    const result = fn();
    return { name, ok: true, ms: round(performance.now() - t), result };
  } catch (e) {
    return { name, ok: false, ms: round(performance.now() - t), result: null, detail: (e as Error).message };
  }
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

export function runSmokeTest(nowMs: number): SmokeReport {
  const jd = julianDayUT(nowMs);
  const start = performance.now();
  const checks = [
    timed('position: sidereal Sun (Lahiri)', () => {
      const p = siderealPosition(jd, 'Sun');
      return { longitude: p.longitude, speed_deg_per_day: p.speed };
    }),
    timed('sunrise: New Delhi today (upper limb, refraction)', () => {
      // The civil date in Delhi now (en-CA formats as YYYY-MM-DD).
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(nowMs);
      const day = localDay({ date: today, latitude: DELHI.latitude, longitude: DELHI.longitude });
      const rise = sunrise(day.startJdUt, DELHI.latitude, DELHI.longitude, 'upper_limb', { endJdUt: day.endJdUt });
      if (rise.jdUt === null) return { date: today, sunrise_utc: null, reason: rise.detail };
      return { date: today, timezone: day.timezone, sunrise_utc: dateFromJulianDay(rise.jdUt).toISOString() };
    }),
    timed('tithi: now, and when it ends', () => {
      const t = tithiAt(jd);
      return {
        tithi: t.name,
        paksha: t.paksha,
        index: t.index,
        ends_utc: dateFromJulianDay(tithiEnd(jd)).toISOString(),
      };
    }),
  ];
  const success = checks.every((c) => c.ok);
  // Instants are stated in whole seconds, as on every route.
  const utc = new Date(Math.round(nowMs / 1000) * 1000).toISOString().replace('.000Z', 'Z');
  return {
    success,
    engine_status: success ? 'LIVE' : 'PARTIAL',
    place: DELHI,
    instant_utc: utc,
    total_ms: round(performance.now() - start),
    checks,
    conventions: {
      ayanamsa: { name: 'lahiri', degrees: ayanamsaValue(jd, 'lahiri') },
      position_type: 'apparent geocentric sidereal',
      sunrise_rule: 'upper_limb (visible upper limb, standard refraction)',
      timezone: 'Asia/Kolkata (from the coordinates)',
      utc,
      ephemeris: 'Swiss Ephemeris files sepl_18/semo_18',
    },
  };
}
