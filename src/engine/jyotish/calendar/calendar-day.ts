/**
 * A day at a place as the panchanga route reports it: the panchanga (limbs, transitions, month, samvat) and the
 * divisions of the same Vedic day (kalams, muhurtas, varjyam, amrit kalam), all from one set of computed instants.
 */
import { epochMsFromJulianDay } from '../../astro/time.ts';
import { divisionInput } from './day-frame.ts';
import { divideDay, type DayDivision } from '../day-division/day-division.ts';
import type { NakshatraSpan } from '../day-division/nakshatra-windows.ts';
import { limbEnd } from '../panchanga/boundary.ts';
import { panchangaForDay } from '../panchanga/day.ts';
import type { PanchangaDay, PanchangaDayInput } from '../panchanga/types.ts';

export interface CalendarDay {
  panchanga: PanchangaDay;
  divisions: DayDivision;
}

/** The nakshatras of the day: the one at sunrise, then each entered before the next sunrise, with real ends. */
function nakshatraSpans(p: PanchangaDay, input: PanchangaDayInput): NakshatraSpan[] {
  const spans: NakshatraSpan[] = [
    {
      index: p.limbs.nakshatra.index,
      start: epochMsFromJulianDay(p.limbs.nakshatra.start.jdUt),
      end: epochMsFromJulianDay(p.limbs.nakshatra.end.jdUt),
    },
  ];
  for (const t of p.transitions) {
    if (t.limb !== 'nakshatra') continue;
    const previous = spans.at(-1);
    const start = epochMsFromJulianDay(t.at.jdUt);
    if (previous !== undefined) previous.end = start;
    // Varjyam is scaled to the nakshatra's real length, so the last one's end (after the next sunrise) is found.
    const end = epochMsFromJulianDay(limbEnd(t.at.jdUt + 1 / 86_400, 'nakshatra', { ayanamsa: input.ayanamsa }));
    spans.push({ index: t.value.index, start, end });
  }
  return spans;
}

export function calendarDay(input: PanchangaDayInput, at?: number): CalendarDay {
  const p = panchangaForDay(input);
  const divisions = divideDay(
    divisionInput(
      {
        rule: p.day.rule,
        startJdUt: p.day.start.jdUt,
        endJdUt: p.day.end.jdUt,
        sunriseJdUt: p.sunrise.jdUt,
        sunsetJdUt: p.sunset.jdUt,
        nextSunriseJdUt: p.nextSunrise?.jdUt ?? null,
        reason: p.day.detail,
      },
      p.limbs.vara.index,
    ),
    {
      ...(at === undefined ? {} : { at }),
      nakshatras: {
        spans: nakshatraSpans(p, input),
        within: { start: epochMsFromJulianDay(p.day.start.jdUt), end: epochMsFromJulianDay(p.day.end.jdUt) },
      },
    },
  );
  return { panchanga: p, divisions };
}
