/**
 * Mangal (kuja, Manglik) dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house counted from the lagna, from the
 * Moon and from Venus, and the cancellations (bhanga) most matching manuals list. BPHS's chapter on female
 * horoscopes gives the core (Mars in the lagna, 4th, 7th, 8th or 12th without a benefic's aspect or conjunction);
 * the 2nd house, the three references and the sign exceptions are the South Indian (Kerala) matching tradition,
 * reproduced by B. V. Raman among others. Nobody here has checked a verse: every citation is pending.
 */
import type { Graha, Sign } from '../../vocabulary/names.ts';
import { cite, type Citation, type CitedTable } from '../sources.ts';

const BPHS_STRI = cite('bphs', {
  chapter: 'Stri Jataka (effects of female horoscopes)',
  status: 'pending',
  note:
    'Mars in the lagna, 4th, 7th, 8th or 12th without a benefic aspect or conjunction harms the husband; chapter ' +
    'number differs between editions, verse not checked',
});
// A regional tradition with a named text, not almanac practice and not the service's design: cited to that text,
// pending (no edition of it is named or carried).
const KERALA = cite('deva_keralam', {
  status: 'pending',
  note:
    'South Indian (Kerala) matching tradition: verses attributed to Deva Keralam (Chandra Kala Nadi), as reproduced ' +
    "in B. V. Raman's Muhurtha and matching manuals; no edition is named",
});

export const MANGAL_DOSHA_HOUSES = {
  id: 'dosha.mangal_houses',
  cites: [
    BPHS_STRI,
    cite('deva_keralam', {
      status: 'pending',
      note:
        'the 2nd house added, and the houses counted from the Moon and from Venus as well as the lagna: Kerala ' +
        'matching tradition (Deva Keralam)',
    }),
  ],
  data: [1, 2, 4, 7, 8, 12],
} as const satisfies CitedTable<readonly number[]>;

/** Where the houses are counted from. */
export const MANGAL_REFERENCES = ['lagna', 'moon', 'venus'] as const;
export type MangalReference = (typeof MANGAL_REFERENCES)[number];

export type CancellationRule =
  /** Mars in one of these signs, whatever the house: cancels the dosha from every reference. */
  | { kind: 'mars_in_sign'; signs: readonly Sign[] }
  /** Mars in this house from a reference and in one of these signs: cancels the dosha from that reference. */
  | { kind: 'house_in_sign'; house: number; signs: readonly Sign[] }
  /** Mars in the same sign as this graha. */
  | { kind: 'conjoined_with'; graha: Graha }
  /** This graha's full aspect (graha drishti, by sign) falls on Mars. */
  | { kind: 'aspected_by'; graha: Graha }
  /** One of these grahas in the lagna sign. */
  | { kind: 'in_lagna'; grahas: readonly Graha[] };

export interface MangalCancellation {
  id: string;
  description: string;
  rule: CancellationRule;
  refs: readonly Citation[];
}

export const MANGAL_DOSHA_CANCELLATIONS = {
  id: 'dosha.mangal_cancellations',
  cites: [BPHS_STRI, KERALA],
  data: [
    {
      id: 'mars_own_sign',
      description: 'Mars in its own sign (Aries or Scorpio)',
      rule: { kind: 'mars_in_sign', signs: ['Aries', 'Scorpio'] },
      refs: [KERALA],
    },
    {
      id: 'mars_exalted',
      description: 'Mars exalted (Capricorn)',
      rule: { kind: 'mars_in_sign', signs: ['Capricorn'] },
      refs: [KERALA],
    },
    {
      id: 'mars_in_leo_or_aquarius',
      description: 'Mars in Leo or Aquarius, in any house',
      rule: { kind: 'mars_in_sign', signs: ['Leo', 'Aquarius'] },
      refs: [KERALA],
    },
    {
      id: 'second_in_gemini_virgo',
      description: 'Mars in the 2nd in Gemini or Virgo',
      rule: { kind: 'house_in_sign', house: 2, signs: ['Gemini', 'Virgo'] },
      refs: [KERALA],
    },
    {
      id: 'fourth_in_aries_scorpio',
      description: 'Mars in the 4th in Aries or Scorpio',
      rule: { kind: 'house_in_sign', house: 4, signs: ['Aries', 'Scorpio'] },
      refs: [KERALA],
    },
    {
      id: 'seventh_in_cancer_capricorn',
      description: 'Mars in the 7th in Cancer or Capricorn',
      rule: { kind: 'house_in_sign', house: 7, signs: ['Cancer', 'Capricorn'] },
      refs: [KERALA],
    },
    {
      id: 'eighth_in_sagittarius_pisces',
      description: 'Mars in the 8th in Sagittarius or Pisces',
      rule: { kind: 'house_in_sign', house: 8, signs: ['Sagittarius', 'Pisces'] },
      refs: [KERALA],
    },
    {
      id: 'twelfth_in_taurus_libra',
      description: 'Mars in the 12th in Taurus or Libra',
      rule: { kind: 'house_in_sign', house: 12, signs: ['Taurus', 'Libra'] },
      refs: [KERALA],
    },
    {
      id: 'jupiter_conjoined',
      description: 'Mars conjoined with Jupiter (same sign)',
      rule: { kind: 'conjoined_with', graha: 'Jupiter' },
      refs: [BPHS_STRI, KERALA],
    },
    {
      id: 'jupiter_aspects_mars',
      description: "Jupiter's full aspect (5th, 7th or 9th sign from it) on Mars",
      rule: { kind: 'aspected_by', graha: 'Jupiter' },
      refs: [BPHS_STRI],
    },
    {
      id: 'moon_conjoined',
      description: 'Mars conjoined with the Moon (same sign)',
      rule: { kind: 'conjoined_with', graha: 'Moon' },
      refs: [KERALA],
    },
    {
      id: 'jupiter_or_venus_in_lagna',
      description: 'Jupiter or Venus in the lagna',
      rule: { kind: 'in_lagna', grahas: ['Jupiter', 'Venus'] },
      refs: [KERALA],
    },
  ],
} as const satisfies CitedTable<readonly MangalCancellation[]>;

export const MANGAL_PARIHAAR = {
  id: 'dosha.mangal_parihaar',
  cites: [
    cite('bphs', {
      chapter: 'Stri Jataka (effects of female horoscopes)',
      status: 'pending',
      note:
        'a yoga for loss of the husband is held cancelled when the girl marries a man with the matching yoga for ' +
        'loss of the wife',
    }),
    KERALA,
  ],
  data:
    'In matching, the dosha is considered neutralised when both partners have it (samya, equal dosha); ' +
    'this service names no other remedy.',
} as const satisfies CitedTable<string>;

/** Severity by how many references (lagna, Moon, Venus) the dosha stands from: the service's own bands. */
export const MANGAL_SEVERITY_BANDS = {
  id: 'dosha.mangal_severity_bands',
  cites: [
    cite('service_design', {
      status: 'pending',
      note:
        "low, medium, high for the dosha standing from 1, 2 or 3 references: the service's own bands, not a " +
        'tradition',
    }),
  ],
  data: ['none', 'low', 'medium', 'high'],
} as const satisfies CitedTable<readonly ['none', 'low', 'medium', 'high']>;
