// Hand-derived charts for bphs36-more.ts, moon-sun.ts, navamsa-lords.ts, graha-patterns.ts and raja-bphs39.ts.
// Whole-sign houses, lagna Aries unless said. Navamsa (D9): a movable sign's navamsas start from itself, a fixed
// sign's from its 9th, a dual sign's from its 5th, 3 deg 20 min each. Benefic Moon = waxing (less than 180 deg
// ahead of the Sun).
import type { YogaCase } from './cases.test-helpers.ts';
import type { Placements } from './chart.test-helpers.ts';

const P = (p: Placements): Placements => p;
const y = (lagna: string, p: Placements, why: string) => ({ lagna, p, status: 'present' as const, why });
const n = (lagna: string, p: Placements, why: string) => ({ lagna, p, why });
const MS = (Mo: string): Placements =>
  P({ Su: 'Ar', Mo, Ma: 'Le', Me: 'Ar20', Ju: 'Sg', Ve: 'Pi', Sa: 'Cp', Ra: 'Li' });

export const PATTERN_CASES: YogaCase[] = [
  // Taurus (fixed) rising; Venus in Leo (4th); the Moon in Virgo 25 (5th, 20 deg ahead of the Sun) with Mercury;
  // Saturn in Aquarius (10th).
  {
    id: 'kusuma',
    yes: [
      y(
        'Ta',
        P({ Su: 'Vi5', Mo: 'Vi25', Ma: 'Ar', Me: 'Vi20', Ju: 'Sg', Ve: 'Le', Sa: 'Aq', Ra: 'Ge' }),
        'fixed lagna, Venus 4th, Moon with Mercury 5th, Saturn 10th',
      ),
    ],
    no: [
      n(
        'Ta',
        P({ Su: 'Vi5', Mo: 'Vi25', Ma: 'Ar', Me: 'Vi20', Ju: 'Sg', Ve: 'Le', Sa: 'Pi', Ra: 'Ge' }),
        'Saturn in the 11th',
      ),
    ],
  },
  // Matsya: Saturn 1st, Mars 4th, Sun 8th, Rahu 9th; Jupiter with the waning Moon (Leo 15, 275 deg past the Sun in
  // Scorpio 10) in the 5th; Mercury, Venus in Libra; Ketu in Gemini.
  {
    id: 'matsya',
    yes: [
      y(
        'Ar',
        P({ Su: 'Sc10', Mo: 'Le', Ma: 'Cn', Me: 'Li25', Ju: 'Le20', Ve: 'Li20', Sa: 'Ar', Ra: 'Sg' }),
        'malefics alone in 1, 4, 8, 9; Jupiter and the waning Moon in the 5th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Sc10', Mo: 'Le', Ma: 'Cn', Me: 'Li25', Ju: 'Le20', Ve: 'Sg20', Sa: 'Ar', Ra: 'Sg' }),
        'Venus (benefic) in the 9th with Rahu',
      ),
    ],
  },
  // Mridanga: Jupiter exalted 4th, Mars exalted 10th (kendras); the Sun in Leo 15 (moolatrikona) in the 5th; Mars,
  // lagna lord, exalted and far from the Sun.
  {
    id: 'mridanga',
    yes: [
      y(
        'Ar',
        P({ Su: 'Le', Mo: 'Ta', Ma: 'Cp', Me: 'Vi', Ju: 'Cn', Ve: 'Li', Sa: 'Sg', Ra: 'Ge' }),
        'dignified grahas in kendras and in the 5th, lagna lord strong',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Vi5', Mo: 'Ta', Ma: 'Cp', Me: 'Vi20', Ju: 'Cn', Ve: 'Li', Sa: 'Sg', Ra: 'Ge' }),
        'no dignified graha in the 1st, 5th or 9th',
      ),
    ],
  },
  // Sarada, Taurus lagna: Saturn (10th lord) in Virgo (5th); Mercury with the Sun in Leo (4th); Mercury 5th from the
  // Moon in Aries; Mars in Pisces (11th).
  {
    id: 'sarada',
    yes: [
      y(
        'Ta',
        P({ Su: 'Le5', Mo: 'Ar', Ma: 'Pi', Me: 'Le20', Ju: 'Cp', Ve: 'Cn', Sa: 'Vi', Ra: 'Ge' }),
        'all five conditions',
      ),
    ],
    no: [
      n(
        'Ta',
        P({ Su: 'Le5', Mo: 'Ar', Ma: 'Ar20', Me: 'Le20', Ju: 'Cp', Ve: 'Cn', Sa: 'Vi', Ra: 'Ge' }),
        'Mars in the 12th',
      ),
    ],
  },
  {
    id: 'chatussagara',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Cn', Ma: 'Li', Me: 'Ar20', Ju: 'Cp', Ve: 'Ta', Sa: 'Ge', Ra: 'Le' }),
        'Sun 1st, Moon 4th, Mars 7th, Jupiter 10th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ar', Mo: 'Cn', Ma: 'Li', Me: 'Ar20', Ju: 'Aq', Ve: 'Ta', Sa: 'Ge', Ra: 'Le' }),
        'the 10th holds no visible graha',
      ),
    ],
  },
  {
    id: 'rajalakshana',
    yes: [
      y(
        'Ar',
        P({ Su: 'Pi25', Mo: 'Li', Ma: 'Ge', Me: 'Ar20', Ju: 'Cn', Ve: 'Ar', Sa: 'Sg', Ra: 'Le' }),
        'Venus, Mercury 1st, Jupiter 4th, Moon 7th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Pi25', Mo: 'Sc', Ma: 'Ge', Me: 'Ar20', Ju: 'Cn', Ve: 'Ar', Sa: 'Sg', Ra: 'Le' }),
        'the Moon in the 8th',
      ),
    ],
  },

  // The Moon from a Sun in Aries.
  {
    id: 'adhama',
    yes: [y('Ar', MS('Cn'), 'the Moon 4th from the Sun')],
    no: [n('Ar', MS('Ge'), 'the Moon 3rd from the Sun')],
  },
  {
    id: 'sama',
    yes: [y('Ar', MS('Ta'), 'the Moon 2nd from the Sun')],
    no: [n('Ar', MS('Cn'), 'the Moon 4th from the Sun')],
  },
  {
    id: 'varishta',
    yes: [y('Ar', MS('Ge'), 'the Moon 3rd from the Sun')],
    no: [n('Ar', MS('Ta'), 'the Moon 2nd from the Sun')],
  },

  // Gouri, Cancer lagna: 10th lord Mars in Aries 15 (navamsa Leo, part 5 of a movable sign); its lord the Sun
  // exalted in Aries (10th) with the Moon (lagna lord).
  {
    id: 'gouri',
    yes: [
      y(
        'Cn',
        P({ Su: 'Ar10', Mo: 'Ar20', Ma: 'Ar15', Me: 'Pi', Ju: 'Sg', Ve: 'Ta', Sa: 'Li', Ra: 'Ge' }),
        "Sun, Mars's navamsa lord, exalted in the 10th with the Moon",
      ),
    ],
    no: [
      n(
        'Cn',
        P({ Su: 'Ar10', Mo: 'Ar20', Ma: 'Ar5', Me: 'Pi', Ju: 'Sg', Ve: 'Ta', Sa: 'Li', Ra: 'Ge' }),
        'Mars at 5: navamsa Taurus, whose lord Venus is in the 11th',
      ),
    ],
  },
  // Bharati: the Sun (5th lord) in Leo 2, navamsa Aries (a fixed sign's navamsas start from its 9th); Mars exalted
  // in Capricorn with Jupiter (9th lord).
  {
    id: 'bharati',
    yes: [
      y(
        'Ar',
        P({ Su: 'Le2', Mo: 'Ta', Ma: 'Cp10', Me: 'Le20', Ju: 'Cp20', Ve: 'Vi', Sa: 'Li', Ra: 'Ge' }),
        'Mars exalted with Jupiter',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Le10', Mo: 'Ta', Ma: 'Cp10', Me: 'Le20', Ju: 'Cp20', Ve: 'Vi', Sa: 'Li', Ra: 'Ge' }),
        'Sun at Leo 10: navamsa Cancer, whose lord the Moon (exalted) is not with Jupiter; Saturn (11th) in Libra ' +
          '15 has navamsa Aquarius, its own sign, not with Jupiter; Venus (2nd) in Virgo 15 has navamsa Taurus, ' +
          'Venus debilitated',
      ),
    ],
  },
  // Chandika, Taurus lagna: Venus (6th lord) in Scorpio 5 aspects the lagna; its navamsa is Leo (Scorpio's start
  // Cancer, part 2): lord the Sun. Saturn (9th lord) in Aries 2: navamsa Aries, lord Mars, with the Sun.
  {
    id: 'chandika',
    yes: [
      y(
        'Ta',
        P({ Su: 'Sg15', Mo: 'Cn', Ma: 'Sg20', Me: 'Sg25', Ju: 'Pi', Ve: 'Sc5', Sa: 'Ar2', Ra: 'Ge' }),
        'fixed lagna aspected by Venus; Mars with the Sun',
      ),
    ],
    no: [
      n(
        'Ta',
        P({ Su: 'Sg15', Mo: 'Cn', Ma: 'Cp', Me: 'Sg25', Ju: 'Pi', Ve: 'Sc5', Sa: 'Ar2', Ra: 'Ge' }),
        'Mars not with the Sun',
      ),
    ],
  },
  // Vishnu: Jupiter (9th) in Taurus 15 (navamsa Taurus: Capricorn start, part 5) with Saturn (10th) and Venus.
  {
    id: 'vishnu',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ta5', Mo: 'Cn', Ma: 'Le', Me: 'Ta20', Ju: 'Ta15', Ve: 'Ta25', Sa: 'Ta10', Ra: 'Sg' }),
        'Jupiter, Saturn and Venus in the 2nd',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ta5', Mo: 'Cn', Ma: 'Le', Me: 'Ta20', Ju: 'Ta15', Ve: 'Ge', Sa: 'Ta10', Ra: 'Sg' }),
        'Venus in the 3rd',
      ),
    ],
  },
  // Garuda: the Moon in Aries 15 (navamsa Leo), 5 deg ahead of the Sun in Aries 10 (exalted, waxing); Cancer 15
  // rising puts the Sun 95 deg behind the ascendant (day); Libra 15 rising, 185 deg (night).
  {
    id: 'garuda',
    yes: [
      y(
        'Cn',
        P({ Su: 'Ar10', Mo: 'Ar15', Ma: 'Ge', Me: 'Pi20', Ju: 'Sg', Ve: 'Ta', Sa: 'Li', Ra: 'Le' }),
        'day birth, waxing Moon, navamsa lord Sun exalted',
      ),
    ],
    no: [
      n(
        'Li',
        P({ Su: 'Ar10', Mo: 'Ar15', Ma: 'Ge', Me: 'Pi20', Ju: 'Sg', Ve: 'Ta', Sa: 'Li', Ra: 'Le' }),
        'night birth',
      ),
    ],
  },

  {
    id: 'trilochana',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Le', Ma: 'Sg', Me: 'Ar20', Ju: 'Cn', Ve: 'Pi', Sa: 'Cp', Ra: 'Ge' }),
        'Sun Aries, Moon Leo, Mars Sagittarius',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ar', Mo: 'Le', Ma: 'Ar20', Me: 'Ar25', Ju: 'Cn', Ve: 'Pi', Sa: 'Cp', Ra: 'Ge' }),
        'Mars with the Sun',
      ),
    ],
  },
  // Kulavardhana: Sun Leo (5th from the lagna); Moon Sagittarius (5th from the Sun); Mercury, Venus in Leo; Mars,
  // Saturn in Sagittarius; Jupiter in Aries (5th from the Moon).
  {
    id: 'kulavardhana',
    yes: [
      y(
        'Ar',
        P({ Su: 'Le', Mo: 'Sg', Ma: 'Sg20', Me: 'Le20', Ju: 'Ar', Ve: 'Le25', Sa: 'Sg25', Ra: 'Ge' }),
        'every graha 5th from the lagna, the Moon or the Sun',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Le', Mo: 'Sg', Ma: 'Sg20', Me: 'Le20', Ju: 'Ar', Ve: 'Le25', Sa: 'Cp', Ra: 'Ge' }),
        'Saturn in Capricorn',
      ),
    ],
  },
  // Lagnadhi: Mercury 6th, Venus 7th, Jupiter 8th. Sun Leo aspects Aquarius; Mars Sagittarius aspects 12, 3, 4;
  // Saturn Gemini aspects 5, 9, 12; Rahu-Ketu on 3-9; the Moon in Sagittarius waxing (105 deg ahead).
  {
    id: 'lagnadhi',
    yes: [
      y(
        'Ar',
        P({ Su: 'Le', Mo: 'Sg', Ma: 'Sg20', Me: 'Vi', Ju: 'Sc', Ve: 'Li', Sa: 'Ge', Ra: 'Ge20' }),
        'three benefics in 6-8, untouched by malefics',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Le', Mo: 'Sg', Ma: 'Sg20', Me: 'Vi', Ju: 'Sc', Ve: 'Li', Sa: 'Cp', Ra: 'Ge20' }),
        'Saturn in the 10th aspects Venus in the 7th',
      ),
    ],
  },
  {
    id: 'budha',
    yes: [
      y(
        'Ar',
        P({ Su: 'Li', Mo: 'Cn', Ma: 'Li20', Me: 'Sc', Ju: 'Ar', Ve: 'Vi', Sa: 'Cp', Ra: 'Le' }),
        'Jupiter 1st, Moon 4th, Rahu 2nd from it, Sun and Mars 3rd from Rahu',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Li', Mo: 'Cn', Ma: 'Sc20', Me: 'Sc', Ju: 'Ar', Ve: 'Vi', Sa: 'Cp', Ra: 'Le' }),
        'Mars 4th from Rahu',
      ),
    ],
  },
  {
    id: 'marud',
    yes: [
      y(
        'Ar',
        P({ Su: 'Pi', Mo: 'Sg', Ma: 'Cp', Me: 'Pi20', Ju: 'Le', Ve: 'Ar', Sa: 'Ta', Ra: 'Cn' }),
        'Jupiter 5th from Venus, Moon 5th from Jupiter, Sun 4th from the Moon',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Pi', Mo: 'Cp', Ma: 'Cp20', Me: 'Pi20', Ju: 'Le', Ve: 'Ar', Sa: 'Ta', Ra: 'Cn' }),
        'the Moon 6th from Jupiter',
      ),
    ],
  },
  {
    id: 'bhaskara',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ta', Mo: 'Ar', Ma: 'Cp', Me: 'Ge', Ju: 'Le', Ve: 'Cn', Sa: 'Sg', Ra: 'Vi' }),
        'Mercury 2nd from the Sun, Moon 11th from Mercury, Jupiter 5th from the Moon',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ta', Mo: 'Ar', Ma: 'Cp', Me: 'Ge', Ju: 'Vi', Ve: 'Cn', Sa: 'Sg', Ra: 'Vi' }),
        'Jupiter 6th from the Moon',
      ),
    ],
  },
  {
    id: 'sareera_soukhya',
    yes: [
      y(
        'Ar',
        P({ Su: 'Le', Mo: 'Sg', Ma: 'Cn', Me: 'Vi', Ju: 'Ge', Ve: 'Le20', Sa: 'Sc', Ra: 'Pi' }),
        'Mars (lagna lord) in the 4th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Le', Mo: 'Sg', Ma: 'Ta', Me: 'Vi', Ju: 'Ge', Ve: 'Le20', Sa: 'Sc', Ra: 'Pi' }),
        'Mars 2nd, Jupiter 3rd, Venus 5th',
      ),
    ],
  },
  // Dehapushti: Mars in Cancer (movable), Jupiter in Capricorn aspects it; the Moon in Taurus is waning (270 deg
  // ahead of the Sun in Leo), a malefic.
  {
    id: 'dehapushti',
    yes: [
      y(
        'Ar',
        P({ Su: 'Le', Mo: 'Ta', Ma: 'Cn', Me: 'Le20', Ju: 'Cp', Ve: 'Vi', Sa: 'Sg', Ra: 'Ge' }),
        'Jupiter aspects Mars in Cancer',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Le', Mo: 'Ta', Ma: 'Cn', Me: 'Le20', Ju: 'Aq', Ve: 'Vi', Sa: 'Sg', Ra: 'Ge' }),
        'Jupiter in Aquarius aspects 3, 5, 7; no other benefic aspects Cancer',
      ),
    ],
  },

  {
    id: 'raja_three_exalted',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Ta', Ma: 'Cp', Me: 'Pi20', Ju: 'Sg', Ve: 'Aq', Sa: 'Le', Ra: 'Ge' }),
        'Sun, Moon, Mars exalted',
      ),
    ],
    no: [
      n('Ar', P({ Su: 'Ar', Mo: 'Ta', Ma: 'Aq', Me: 'Pi20', Ju: 'Sg', Ve: 'Aq20', Sa: 'Le', Ra: 'Ge' }), 'two exalted'),
    ],
  },
  {
    id: 'raja_benefics_kendras',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ge', Mo: 'Sg', Ma: 'Vi', Me: 'Cn', Ju: 'Cp', Ve: 'Cn20', Sa: 'Aq', Ra: 'Le' }),
        'Mercury, Venus 4th, Jupiter 10th; Sun 3rd, Mars 6th, Saturn 11th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ge', Mo: 'Sg', Ma: 'Vi', Me: 'Cn', Ju: 'Cp', Ve: 'Cn20', Sa: 'Cp20', Ra: 'Le' }),
        'Saturn in the 10th',
      ),
    ],
  },
  // The Moon in Aries 2 (navamsa Aries) aspected from Libra by the Sun, Mercury, Jupiter, Venus; Mars in Gemini
  // aspects 6, 9, 10; Saturn in Leo aspects 7, 11, 2.
  {
    id: 'raja_moon_vargottama',
    yes: [
      y(
        'Ar',
        P({ Su: 'Li', Mo: 'Ar2', Ma: 'Ge', Me: 'Li20', Ju: 'Li10', Ve: 'Li25', Sa: 'Le', Ra: 'Cn' }),
        'vargottama Moon, four aspects',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Li', Mo: 'Ar15', Ma: 'Ge', Me: 'Li20', Ju: 'Li10', Ve: 'Li25', Sa: 'Le', Ra: 'Cn' }),
        'the Moon at 15: navamsa Leo',
      ),
    ],
  },
  {
    id: 'raja_lagna_vargottama',
    yes: [
      y(
        'Ar2',
        P({ Su: 'Li', Mo: 'Ta', Ma: 'Ge', Me: 'Li20', Ju: 'Li10', Ve: 'Li25', Sa: 'Le', Ra: 'Cn' }),
        'Aries 2 rising (navamsa Aries), four aspects',
      ),
    ],
    no: [
      n(
        'Ar15',
        P({ Su: 'Li', Mo: 'Ta', Ma: 'Ge', Me: 'Li20', Ju: 'Li10', Ve: 'Li25', Sa: 'Le', Ra: 'Cn' }),
        'Aries 15 rising: navamsa Leo',
      ),
      n(
        'Ar2',
        P({ Su: 'Li', Mo: 'Ta', Ma: 'Ge', Me: 'Li20', Ju: 'Ge10', Ve: 'Li25', Sa: 'Le', Ra: 'Cn' }),
        'three aspects (Jupiter in Gemini aspects 7, 9, 11)',
      ),
    ],
  },
  // Pravrajya: Sun, Mercury, Venus, Mars in Capricorn; Mars exalted, 26 deg from the Sun (not combust), 10th house.
  {
    id: 'pravrajya',
    yes: [
      y(
        'Ar',
        P({ Su: 'Cp2', Mo: 'Ta', Ma: 'Cp28', Me: 'Cp10', Ju: 'Sg', Ve: 'Cp15', Sa: 'Li', Ra: 'Ge' }),
        'four in Capricorn, Mars strong',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Cp2', Mo: 'Ta', Ma: 'Aq', Me: 'Cp10', Ju: 'Sg', Ve: 'Cp15', Sa: 'Li', Ra: 'Ge' }),
        'three in Capricorn',
      ),
    ],
  },
];
