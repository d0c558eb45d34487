/**
 * Mudda dasha (varsha Vimshottari) for one Tajika year. The opening lord: (janma nakshatra number from Ashwini + years
 * elapsed - 2) mod 9 counted from the Sun in Vimshottari order, which is the natal nakshatra's Vimshottari lord moved
 * on by the years elapsed. Its balance is the natal one: the fraction of the janma nakshatra the Moon had still to
 * cross at birth, so the first period began before the return. The 360 days of the table (lord's years x 3) are
 * stretched to this year's true length, from this return to the next, and each period divides into nine as in
 * Vimshottari.
 */
import { required } from '../../errors.ts';
import { MUDDA_DASHA } from '../../tables/tajika/mudda.ts';
import { VIMSHOTTARI, VIMSHOTTARI_TOTAL_YEARS } from '../../tables/dasha/vimshottari.ts';
import { dashaBalance, subPeriods, type DashaPeriod } from '../dasha/vimshottari.ts';
import { nakshatraOf, type Graha } from '../../vocabulary/names.ts';
import { at } from '../../errors.ts';

export interface MuddaPeriod extends DashaPeriod {
  /** Days of this period in the 360-day table. */
  tableDays: number;
  antardashas: DashaPeriod[];
}

export interface MuddaDasha {
  startLord: Graha;
  /** Fraction of the first period already run at the return (the natal Moon's crossed part of its nakshatra). */
  elapsedFraction: number;
  /** Length of this Tajika year, days (return to next return). */
  yearDays: number;
  /** The nine periods from the one running at the return (its start lies before the return). */
  periods: MuddaPeriod[];
}

/** The lord that opens the year after `age` completed years, by the remainder rule. */
export function muddaStartLord(natalNakshatraIndex: number, age: number): Graha {
  const remainder = (((natalNakshatraIndex + 1 + age - 2) % 9) + 9) % 9;
  return at(MUDDA_DASHA.data.byRemainder, (remainder + 8) % 9, 'mudda lord');
}

export function muddaDasha(
  natalMoonLongitude: number,
  age: number,
  returnJdUt: number,
  nextReturnJdUt: number,
): MuddaDasha {
  const startLord = muddaStartLord(nakshatraOf(natalMoonLongitude).index, age);
  const { elapsedFraction } = dashaBalance(natalMoonLongitude);
  const yearDays = nextReturnJdUt - returnJdUt;
  // One Vimshottari "year" of the lord tables is 1/120 of this Tajika year.
  const unit = yearDays / VIMSHOTTARI_TOTAL_YEARS;
  const firstYears = required(
    VIMSHOTTARI.data.find((e) => e.lord === startLord),
    'Vimshottari years of',
    startLord,
  ).years;
  const start = returnJdUt - elapsedFraction * firstYears * unit;
  const periods = subPeriods(
    { lord: startLord, startJdUt: start, years: VIMSHOTTARI_TOTAL_YEARS, level: null },
    unit,
  ).map((p): MuddaPeriod => ({ ...p, tableDays: MUDDA_DASHA.data.days[p.lord], antardashas: subPeriods(p, unit) }));
  return { startLord, elapsedFraction, yearDays, periods };
}

export const MUDDA_REFS = MUDDA_DASHA.cites;
