/**
 * Sutak (grahana vedha): the period before an eclipse when food is not taken and worship is suspended. The rule
 * and its usual exceptions as cited data; every citation is pending until checked against a named edition.
 */
import { cite, type CitedTable } from '../../tables/sources.ts';

export interface SutakCount {
  praharas: 3 | 4;
  /** A prahara taken as a fixed 3 hours (one eighth of a day and night), as the almanacs print it. */
  hours: 9 | 12;
  /** The contact the praharas are counted back from. */
  countedFrom: 'first_contact' | 'first_umbral_contact';
  /** The contact the sutak ends with. */
  endsWith: 'last_contact' | 'last_umbral_contact';
}

export interface SutakException {
  who: readonly string[];
  observance: string;
  /** Whether the service computes the exception's times (it does not: the sources differ on the length). */
  computed: false;
}

export interface SutakRuleData {
  solar: SutakCount;
  lunar: SutakCount;
  /** Sutak is kept only where the eclipse can be seen. */
  onlyWhenVisible: true;
  /** Penumbral lunar eclipses are not observed (no umbral contact, no sutak). */
  penumbralLunarObserved: false;
  exceptions: readonly SutakException[];
}

export const SUTAK_RULE = {
  id: 'eclipse.sutak',
  cites: [
    cite('nirnayasindhu', {
      status: 'pending',
      note:
        'Grahana vedha: no food for four yamas (praharas) before a solar eclipse and three before a lunar ' +
        'eclipse, kept only for an eclipse that is seen. As recalled; chapter and verses not checked.',
    }),
    cite('dharmasindhu', {
      status: 'pending',
      note:
        'The same vedha, with the relaxation for children, the aged and the sick (bala, vriddha, atura), who ' +
        'keep a shorter vedha. As recalled; chapter, verses and the shorter length not checked.',
    }),
    cite('almanac_practice', {
      status: 'pending',
      note:
        'A prahara as a fixed 3 hours, counted back from the first contact of the eclipse proper (the first ' +
        'umbral contact of a lunar eclipse, even when it happens below the horizon) and ending at its last ' +
        'contact; none for a penumbral lunar eclipse. Drik Panchang, New Delhi 2018-01-31: sutak ends 20:41:10 ' +
        'IST, the last umbral contact; its printed start (07:07:21) is not explained by this or any other rule ' +
        'tried.',
    }),
  ],
  data: {
    solar: { praharas: 4, hours: 12, countedFrom: 'first_contact', endsWith: 'last_contact' },
    lunar: { praharas: 3, hours: 9, countedFrom: 'first_umbral_contact', endsWith: 'last_umbral_contact' },
    onlyWhenVisible: true,
    penumbralLunarObserved: false,
    exceptions: [
      {
        who: ['children', 'the elderly', 'the sick'],
        observance: 'a shorter sutak; the sources and almanacs differ on its length',
        computed: false,
      },
    ],
  },
} as const satisfies CitedTable<SutakRuleData>;
