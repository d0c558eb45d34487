/**
 * The optional lagna table of a panchanga day: the rising signs from the day's start (sunrise) to its end (the next
 * sunrise), each with local start and end. Beyond 65 degrees latitude the table is refused with the reason.
 */
import type { Ayanamsa } from '../engine/astro/bodies.ts';
import { epochMsFromJulianDay } from '../engine/astro/time.ts';
import { lagnaRefusal, lagnaSpans } from '../engine/jyotish/events/lagna-ingress.ts';
import type { Sign } from '../engine/vocabulary/names.ts';
import { localTime } from './local-time.ts';

export interface LagnaTable {
  spans: { sign: Sign; start: string; end: string; complete: boolean }[] | null;
  reason: string | null;
}

export function lagnaTable(
  startJdUt: number,
  endJdUt: number,
  latitude: number,
  longitude: number,
  ayanamsa: Ayanamsa,
  timezone: string,
): LagnaTable {
  const iso = (jd: number) => localTime(epochMsFromJulianDay(jd), timezone).iso;
  const reason = lagnaRefusal(latitude);
  if (reason !== null) return { spans: null, reason };
  const spans = lagnaSpans(startJdUt, endJdUt, latitude, longitude, ayanamsa);
  return {
    spans: spans.map((s) => ({ sign: s.sign, start: iso(s.startJdUt), end: iso(s.endJdUt), complete: s.complete })),
    reason: null,
  };
}
