/**
 * Samvat year numbers, as almanacs print them. The luni-solar year begins with amanta Chaitra Shukla Pratipada,
 * i.e. at the new moon that opens the first month named Chaitra (an adhika Chaitra when there is one, since the
 * count follows the month's name). Shaka = Gregorian year - 78 from then on, - 79 before it; Vikram (Chaitradi, as
 * in North India) = Shaka + 135. The Kartikadi Vikram year (Gujarat) is one less from Chaitra to Ashwin and equal
 * from Kartika to Phalguna.
 */
import { cite, type Citation } from '../../tables/sources.ts';
import type { LunarMonthValue } from './lunar-month.ts';

export const SAMVAT_CITES: readonly Citation[] = [
  cite('almanac_practice', {
    status: 'pending',
    note:
      'year from amanta Chaitra Shukla 1 (Sewell and Dikshit, The Indian Calendar (1896), art. 52); Kartikadi ' +
      'Vikram year one less from Chaitra to Ashvina (art. 74). That work is not yet in sources.ts',
  }),
];

export interface Samvat {
  /** Vikram Samvat, Chaitradi. */
  vikram: number;
  /** Vikram Samvat, Kartikadi (Gujarat). */
  vikramKartikadi: number;
  /** Shaka (Shalivahana) year. */
  shaka: number;
  newYear: string;
}

export const SAMVAT_NEW_YEAR = 'amanta Chaitra Shukla Pratipada (the new moon opening the first month named Chaitra)';

const KARTIKA = 7;
/** Months Chaitra..Bhadrapada: the only ones after the new year that fall in January-June. */
const LAST_MONTH_STARTING_BEFORE_JULY = 5;

/** `localDate` is the civil date (YYYY-MM-DD) of the day; `amanta` its lunar month. */
export function samvatFor(localDate: string, amanta: LunarMonthValue): Samvat {
  const year = Number(localDate.slice(0, 4));
  const month = Number(localDate.slice(5, 7));
  // Chaitra opens between late February and mid April: a Jan-Jun day is past it only in Chaitra..Bhadrapada.
  const pastNewYear = month >= 7 || amanta.index <= LAST_MONTH_STARTING_BEFORE_JULY;
  const shaka = pastNewYear ? year - 78 : year - 79;
  const vikram = shaka + 135;
  return { vikram, vikramKartikadi: amanta.index < KARTIKA ? vikram - 1 : vikram, shaka, newYear: SAMVAT_NEW_YEAR };
}
