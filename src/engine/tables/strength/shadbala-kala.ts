/**
 * Kala bala (temporal strength) tables, BPHS ch. 27 as laid out in Raman's "Graha and Bhava Balas" ch. V.
 * Virupas throughout.
 */
import type { SevenGraha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';
import { bphs, raman } from './shadbala-cites.ts';

const RAMAN_V = raman('V Kala Bala');

/**
 * Nathonnata (diurnal) bala: the Sun, Jupiter and Venus are strong at midday, the Moon, Mars and Saturn at
 * midnight, each 60 at its best moment and 0 twelve hours later; Mercury has 60 always.
 */
export const NATHONNATA = {
  id: 'strength.shadbala_nathonnata',
  cites: [bphs(27, null), RAMAN_V],
  data: { Sun: 'day', Jupiter: 'day', Venus: 'day', Moon: 'night', Mars: 'night', Saturn: 'night', Mercury: 'always' },
} as const satisfies CitedTable<Record<SevenGraha, 'day' | 'night' | 'always'>>;

/**
 * Paksha bala: benefics gain (Moon - Sun arc, folded to 0-180) / 3, malefics 60 less that. The Moon's own paksha
 * bala is doubled (0-120).
 */
export const PAKSHA = {
  id: 'strength.shadbala_paksha',
  cites: [bphs(27, '10-11'), RAMAN_V],
  data: { moonMultiplier: 2 },
} as const satisfies CitedTable<{ moonMultiplier: number }>;

/** Tribhaga bala: 60 virupas to the lord of the third of the day or night of birth; Jupiter has it always. */
export const TRIBHAGA = {
  id: 'strength.shadbala_tribhaga',
  cites: [bphs(27, '12'), RAMAN_V],
  data: { virupas: 60, day: ['Mercury', 'Sun', 'Saturn'], night: ['Moon', 'Venus', 'Mars'], always: 'Jupiter' },
} as const satisfies CitedTable<{
  virupas: number;
  day: readonly SevenGraha[];
  night: readonly SevenGraha[];
  always: SevenGraha;
}>;

/** Abda (year), masa (month), vara (weekday) and hora lords' virupas. */
export const LORD_VIRUPAS = {
  id: 'strength.shadbala_lords',
  cites: [bphs(27, '13'), RAMAN_V],
  data: { abda: 15, masa: 30, vara: 45, hora: 60 },
} as const satisfies CitedTable<Record<'abda' | 'masa' | 'vara' | 'hora', number>>;

/**
 * The Surya Siddhanta's day count (ahargana) from creation: 714,402,296,627 civil days elapsed at the start of the
 * Kali yuga (1,955,880,000 years after creation at 1,577,917,828 days per 4,320,000 years), whose first day is the
 * Friday 18 February 3102 BCE (Julian calendar), Julian day number 588466. The 360-day year and 30-day month of
 * the abda and masa lords are counted from creation, which began on a Sunday.
 */
export const AHARGANA = {
  id: 'strength.shadbala_ahargana',
  cites: [
    cite('surya_siddhanta', {
      chapter: 1,
      status: 'pending',
      note: 'mahayuga civil days and the years elapsed before the Kali yuga',
    }),
    bphs(27, '13', 'year lord from ahargana / 360, month lord from ahargana / 30'),
    RAMAN_V,
  ],
  data: { creationToKaliDays: 714_402_296_627, kaliFirstDayJdn: 588_466, yearDays: 360, monthDays: 30 },
} as const satisfies CitedTable<{
  creationToKaliDays: number;
  kaliFirstDayJdn: number;
  yearDays: number;
  monthDays: number;
}>;

/**
 * Ayana bala: (24 +/- kranti) x 60 / 48 virupas with the kranti (declination) in degrees, 24 being the
 * Surya Siddhanta's greatest declination. The kranti is added when north for the Sun, Mars, Jupiter and Venus, when
 * south for the Moon and Saturn, and always for Mercury; subtracted otherwise. The Sun's ayana bala is doubled.
 */
export const AYANA = {
  id: 'strength.shadbala_ayana',
  cites: [bphs(27, null), RAMAN_V],
  data: {
    base: 24,
    scale: 60 / 48,
    strongWhen: {
      Sun: 'north',
      Mars: 'north',
      Jupiter: 'north',
      Venus: 'north',
      Moon: 'south',
      Saturn: 'south',
      Mercury: 'either',
    },
    sunMultiplier: 2,
  },
} as const satisfies CitedTable<{
  base: number;
  scale: number;
  strongWhen: Record<SevenGraha, 'north' | 'south' | 'either'>;
  sunMultiplier: number;
}>;

/**
 * Graha yuddha: two of Mars, Mercury, Jupiter, Venus and Saturn within one degree of longitude are at war. The
 * difference of their strengths (sthana bala through hora bala) divided by the difference of their disc diameters
 * (bimba, in arc-seconds as the texts give them) goes to the victor and is taken from the vanquished.
 */
export const YUDDHA = {
  id: 'strength.shadbala_yuddha',
  cites: [bphs(27, null), RAMAN_V],
  data: { maxSeparation: 1, discDiameter: { Mars: 9.4, Mercury: 6.6, Jupiter: 190.4, Venus: 16.6, Saturn: 158 } },
} as const satisfies CitedTable<{
  maxSeparation: number;
  discDiameter: Record<'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn', number>;
}>;
