/**
 * When Venus and Jupiter set (asta) and rise (udaya) as the almanacs date them, and the days around those dates that
 * stay closed for samskaras. Almanacs do not use the chart's fixed combustion orb: tested against 32 published
 * settings and risings of 2017-2026 (test/reference/muhurta/asta-udaya.json), the orb keeps Venus "set" two weeks
 * too long about its superior conjunction (when it moves with the Sun and the angle closes slowly) and gets 15 of
 * the 32 within a day. What fits is the Surya Siddhanta's kind of measure for Venus: the time between the planet's
 * and the Sun's rising (a morning star) or setting (an evening star) at the place, in degrees of the sky's turn
 * (kalamsha, 4 minutes each), which is smaller when the ecliptic lies flat on the horizon; Jupiter fits the plain
 * distance in longitude. The Venus threshold for direct motion is the service's, fitted to those dates (the
 * Surya Siddhanta's 10 gives risings two weeks late); the retrograde 8 and Jupiter's 11 are the classical figures.
 */
import { cite, type CitedTable } from '../sources.ts';
import { practice, service } from './refs.ts';

export type AstaMeasure = 'kalamsha' | 'longitude';
export type AstaGraha = 'Venus' | 'Jupiter';

export interface AstaThreshold {
  measure: AstaMeasure;
  /** Degrees below which the graha is set, by its motion. */
  direct: number;
  retrograde: number;
}

export const ALMANAC_ASTA = {
  id: 'muhurta.almanac_asta',
  cites: [
    cite('surya_siddhanta', {
      chapter: 9,
      verses: '6-9',
      status: 'pending',
      note: 'heliacal setting measured in time-degrees (kalamsha) between the rising or setting of planet and Sun',
    }),
    service(
      'Venus in direct motion sets below 6.5 time-degrees: fitted to 32 published setting and rising dates of ' +
        '2017-2026 (the closest within a day for 22 of them, against 15 for the fixed orb)',
    ),
  ],
  data: {
    Venus: { measure: 'kalamsha', direct: 6.5, retrograde: 8 },
    Jupiter: { measure: 'longitude', direct: 11, retrograde: 11 },
  },
} as const satisfies CitedTable<Record<AstaGraha, AstaThreshold>>;

/**
 * Days closed before the setting (the graha's old age, vriddha) and after the rising (its childhood, balya), counted
 * in Vedic days from the day of the event.
 */
export const ASTA_MARGINS = {
  id: 'muhurta.asta_margins',
  cites: [
    practice(
      'Venus and Jupiter old (vriddha) before their setting and young (balya) after their rising: the days next to ' +
        'asta and udaya are closed with them in North Indian almanacs; three days each side, as their marriage ' +
        'lists start again about four days after the rising',
    ),
  ],
  data: { Venus: { before: 3, after: 3 }, Jupiter: { before: 3, after: 3 } },
} as const satisfies CitedTable<Record<AstaGraha, { before: number; after: number }>>;
