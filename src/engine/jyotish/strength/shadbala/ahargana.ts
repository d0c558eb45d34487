/**
 * Ahargana and the abda (year) and masa (month) lords, as Raman and the Surya Siddhanta count them: civil days from
 * creation, which began on a Sunday; every 360 days a year and every 30 days a month begins, and its lord is the
 * lord of the weekday it begins on. Day counts are exact integers (about 7.1e11, well inside 2^53).
 */
import { AHARGANA } from '../../../tables/strength/shadbala-kala.ts';
import { WEEKDAYS, type SevenGraha } from '../../../vocabulary/names.ts';
import { at } from '../../../errors.ts';

const MS_PER_DAY = 86_400_000;

/** Julian day number (the integer JD at noon) of a proleptic Gregorian YYYY-MM-DD date. */
export function julianDayNumber(date: string): number {
  const [y = NaN, m = NaN, d = NaN] = date.split('-').map(Number);
  return Math.floor(Date.UTC(y, m - 1, d) / MS_PER_DAY) + 2440588;
}

/**
 * Civil days elapsed from creation at the start of the given civil date: 714,402,296,627 at the first day of the
 * Kali yuga (JDN 588466) plus the days since. Its remainder by 7 is the weekday, 0 = Sunday (creation's weekday).
 * Burgess (Surya Siddhanta translation, as quoted in English BPHS editions) prints 714,404,108,573 for 1 January
 * 1860, one more than this count (714,404,108,572): he counts the day itself. The lords below follow the count of
 * elapsed days, under which the year's first day has a remainder of 0 by 360; counted Burgess's way the year and
 * month lords change one day early.
 */
export function ahargana(date: string): number {
  return AHARGANA.data.creationToKaliDays + (julianDayNumber(date) - AHARGANA.data.kaliFirstDayJdn);
}

function weekdayLord(dayCount: number): SevenGraha {
  return at(WEEKDAYS, dayCount % 7, 'weekday').lord;
}

/** Lord of the 360-day year running on that day: the weekday lord of the year's first day. */
export function yearLord(aharganaDays: number): SevenGraha {
  const y = AHARGANA.data.yearDays;
  return weekdayLord(Math.floor(aharganaDays / y) * y);
}

/** Lord of the 30-day month running on that day. */
export function monthLord(aharganaDays: number): SevenGraha {
  const m = AHARGANA.data.monthDays;
  return weekdayLord(Math.floor(aharganaDays / m) * m);
}
