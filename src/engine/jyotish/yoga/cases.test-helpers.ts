// Positive and negative charts for every yoga rule, each derived by hand from the rule as stated in its comment
// (whole-sign houses; lagna Aries unless said, so house n is the n-th sign from Aries). Used by rules.test.ts,
// which also checks that every rule of the catalogue has a case here. The rules of the second batch have their
// cases in cases-lords.test-helpers.ts and cases-patterns.test-helpers.ts, appended at the end.
import { LORD_CASES } from './cases-lords.test-helpers.ts';
import { PATTERN_CASES } from './cases-patterns.test-helpers.ts';
import type { Placements } from './chart.test-helpers.ts';
import type { YogaContext } from './types.ts';

export interface YogaCase {
  id: string;
  /** Charts where the rule fires, with the status expected (and the context given, when the rule needs one). */
  yes: { lagna: string; p: Placements; status: 'present' | 'cancelled'; why: string; ctx?: YogaContext }[];
  /** Charts where it must not fire. */
  no: { lagna: string; p: Placements; why: string; ctx?: YogaContext }[];
}

const P = (p: Placements): Placements => p;
const y = (lagna: string, p: Placements, why: string, status: 'present' | 'cancelled' = 'present') => ({
  lagna,
  p,
  status,
  why,
});
const n = (lagna: string, p: Placements, why: string) => ({ lagna, p, why });

// Kemadruma base: Moon in Taurus (2nd); 2nd/12th from the Moon (Gemini, Aries) empty of star grahas, none with
// the Moon, none in a kendra from the lagna (Ar Cn Li Cp) or from the Moon (Ta Le Sc Aq): they sit in Vi, Sg, Pi.
const KEMA = P({ Su: 'Pi5', Mo: 'Ta', Ma: 'Vi', Me: 'Pi20', Ju: 'Sg', Ve: 'Pi25', Sa: 'Vi', Ra: 'Ge' });

// Raja/dhana base, lagna Aries (lords: 1 Mars, 2 Venus, 4 Moon, 5 Sun, 7 Venus, 9 Jupiter, 10 Saturn, 11 Saturn).
// Mars Ar(1), Venus Ta(2), Sun Ge(3), Mercury Ge(3), Moon Le(5), Jupiter Vi(6), Saturn Aq(11): no two of the
// kendra/trikona lords share a sign; opposite signs hold only Moon-Saturn (4th and 10th lords, both kendra);
// Jupiter from Vi aspects Cp, Pi, Ta (Venus), Venus from Ta aspects only Sc; Saturn from Aq aspects Ar (Mars), Le,
// Sc and Mars from Ar aspects only Cn, Li, Sc; no graha sits in a sign of a graha sitting in its own: no exchange.
const RAJA = P({ Su: 'Ge5', Mo: 'Le', Ma: 'Ar', Me: 'Ge20', Ju: 'Vi', Ve: 'Ta', Sa: 'Aq', Ra: 'Sc' });

// Viparita base, lagna Aries (6th lord Mercury, 8th Mars, 12th Jupiter): Mercury Sg(9), Mars Ar(1), Jupiter Ta(2).
const VIP = P({ Su: 'Sg5', Mo: 'Cn', Ma: 'Ar', Me: 'Sg20', Ju: 'Ta', Ve: 'Cp', Sa: 'Aq', Ra: 'Ge' });

// Neecha bhanga base, lagna Aries, Moon in Aries (kendras from both: Ar Cn Li Cp). Sun debilitated in Libra 11
// (navamsa Capricorn, Libra 10-13:20). Venus (lord of Libra) in Sc: no kendra, aspects Ta only. Mars (lord of Aries,
// Sun's
// exaltation) in Sg: no kendra, and not in a kendra from Venus (Sc Aq Ta Le). Saturn (exalted in Libra) in Pi.
const NB = P({ Su: 'Li11', Mo: 'Ar', Ma: 'Sg', Me: 'Li25', Ju: 'Ge', Ve: 'Sc', Sa: 'Pi', Ra: 'Aq' });

export const YOGA_CASES: YogaCase[] = [
  // Pancha mahapurusha: own/moolatrikona/exalted in a kendra from the lagna.
  {
    id: 'ruchaka',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ta', Mo: 'Ge', Ma: 'Ar', Me: 'Ta20', Ju: 'Sg', Ve: 'Ge', Sa: 'Pi', Ra: 'Le' }),
        'Mars own sign (Aries 15, past moolatrikona) in the 1st',
      ),
    ],
    no: [
      n(
        'Ta',
        P({ Su: 'Ta', Mo: 'Ge', Ma: 'Ar', Me: 'Ta20', Ju: 'Sg', Ve: 'Ge', Sa: 'Pi', Ra: 'Le' }),
        'same Mars, but the 12th from a Taurus lagna',
      ),
    ],
  },
  {
    id: 'bhadra',
    yes: [
      y(
        'Ge',
        P({ Su: 'Vi5', Mo: 'Ar', Ma: 'Cn', Me: 'Vi17', Ju: 'Sg', Ve: 'Le', Sa: 'Pi', Ra: 'Le' }),
        'Mercury moolatrikona (Virgo 17) in the 4th',
      ),
    ],
    no: [
      n(
        'Ge',
        P({ Su: 'Vi5', Mo: 'Ar', Ma: 'Cn', Me: 'Li', Ju: 'Sg', Ve: 'Le', Sa: 'Pi', Ra: 'Le' }),
        'Mercury in Libra, the 5th',
      ),
    ],
  },
  {
    id: 'hamsa',
    yes: [
      y(
        'Cn',
        P({ Su: 'Le', Mo: 'Ar', Ma: 'Ar', Me: 'Le20', Ju: 'Cn', Ve: 'Vi', Sa: 'Pi', Ra: 'Le' }),
        'Jupiter exalted in the 1st',
      ),
    ],
    no: [
      n(
        'Cn',
        P({ Su: 'Le', Mo: 'Ar', Ma: 'Ar', Me: 'Le20', Ju: 'Cp', Ve: 'Vi', Sa: 'Pi', Ra: 'Le' }),
        'Jupiter debilitated in the 7th',
      ),
    ],
  },
  {
    id: 'malavya',
    yes: [
      y(
        'Cp',
        P({ Su: 'Vi', Mo: 'Ar', Ma: 'Ar', Me: 'Vi25', Ju: 'Sg', Ve: 'Li', Sa: 'Pi', Ra: 'Le' }),
        'Venus own sign (Libra 15) in the 10th',
      ),
    ],
    no: [
      n(
        'Cp',
        P({ Su: 'Vi', Mo: 'Ar', Ma: 'Ar', Me: 'Vi25', Ju: 'Sg', Ve: 'Sc', Sa: 'Pi', Ra: 'Le' }),
        'Venus in Scorpio, the 11th',
      ),
    ],
  },
  {
    id: 'shasha',
    yes: [
      y(
        'Li',
        P({ Su: 'Sg', Mo: 'Ar', Ma: 'Ar', Me: 'Sg20', Ju: 'Sg', Ve: 'Cp', Sa: 'Li', Ra: 'Le' }),
        'Saturn exalted in the 1st',
      ),
    ],
    no: [
      n(
        'Li',
        P({ Su: 'Sg', Mo: 'Ar', Ma: 'Ge', Me: 'Sg20', Ju: 'Sg', Ve: 'Cp', Sa: 'Ar', Ra: 'Le' }),
        'Saturn debilitated in the 7th',
      ),
    ],
  },

  // Lunar yogas: Mars..Saturn in the 2nd (Taurus) / 12th (Pisces) from a Moon in Aries.
  {
    id: 'sunapha',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ta5', Mo: 'Ar', Ma: 'Ta', Me: 'Ta20', Ju: 'Cn', Ve: 'Ge', Sa: 'Li', Ra: 'Pi' }),
        'Mars and Mercury in the 2nd from the Moon, only Rahu (not counted) in the 12th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ta5', Mo: 'Ar', Ma: 'Ta', Me: 'Ta20', Ju: 'Pi', Ve: 'Ge', Sa: 'Li', Ra: 'Pi' }),
        'Jupiter in the 12th too: Durudhara instead',
      ),
    ],
  },
  {
    id: 'anapha',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ge', Mo: 'Ar', Ma: 'Cn', Me: 'Ge20', Ju: 'Li', Ve: 'Le', Sa: 'Pi', Ra: 'Ta' }),
        'Saturn in the 12th from the Moon, only Rahu in the 2nd',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ge', Mo: 'Ar', Ma: 'Cn', Me: 'Ge20', Ju: 'Li', Ve: 'Le', Sa: 'Aq', Ra: 'Ta' }),
        'nothing counted on either side',
      ),
    ],
  },
  {
    id: 'durudhara',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ta5', Mo: 'Ar', Ma: 'Ta', Me: 'Ta20', Ju: 'Pi', Ve: 'Ge', Sa: 'Li', Ra: 'Pi' }),
        'Mars, Mercury in the 2nd and Jupiter in the 12th from the Moon',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ta', Mo: 'Ar', Ma: 'Cn', Me: 'Ge', Ju: 'Li', Ve: 'Ge', Sa: 'Sg', Ra: 'Pi' }),
        'only the Sun (2nd) and Rahu (12th), neither counted',
      ),
    ],
  },
  {
    id: 'kemadruma',
    yes: [
      y('Ar', KEMA, 'no star graha beside, with, or in a kendra from the Moon or lagna; the Moon in the 2nd'),
      y('Ar', { ...KEMA, Sa: 'Ta' }, 'Saturn with the Moon: cancelled', 'cancelled'),
      y('Ar', { ...KEMA, Ju: 'Cn' }, 'Jupiter in the 4th from the lagna (3rd from the Moon): cancelled', 'cancelled'),
      y('Ar', { ...KEMA, Ju: 'Le' }, 'Jupiter in the 4th from the Moon (5th from the lagna): cancelled', 'cancelled'),
      y(
        'Ta',
        KEMA,
        'Taurus lagna puts the Moon in the 1st (a kendra); the others in the 5th, 8th, 11th: cancelled',
        'cancelled',
      ),
    ],
    no: [n('Ar', { ...KEMA, Ma: 'Ge' }, 'Mars in the 2nd from the Moon (Sunapha)')],
  },
  {
    id: 'gajakesari',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ta', Mo: 'Ar', Ma: 'Ge', Me: 'Ta20', Ju: 'Cn', Ve: 'Ge', Sa: 'Sg', Ra: 'Le' }),
        'Jupiter in the 4th from the Moon',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ta', Mo: 'Ar', Ma: 'Ge', Me: 'Ta20', Ju: 'Ta', Ve: 'Ge', Sa: 'Sg', Ra: 'Le' }),
        'Jupiter in the 2nd from the Moon',
      ),
    ],
  },
  {
    id: 'adhi',
    yes: [
      y(
        'Ar',
        P({ Su: 'Li5', Mo: 'Ar', Ma: 'Ge', Me: 'Vi20', Ju: 'Li', Ve: 'Sc', Sa: 'Cp', Ra: 'Le' }),
        'Mercury 6th, Jupiter 7th, Venus 8th from the Moon',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Li5', Mo: 'Ar', Ma: 'Ge', Me: 'Vi20', Ju: 'Sg', Ve: 'Sc', Sa: 'Cp', Ra: 'Le' }),
        'Jupiter in the 9th from the Moon',
      ),
    ],
  },
  {
    id: 'vasumati',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ge5', Mo: 'Ar', Ma: 'Le', Me: 'Ge20', Ju: 'Cp', Ve: 'Ge25', Sa: 'Sc', Ra: 'Le' }),
        'Mercury, Venus 3rd and Jupiter 10th from the Moon',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ge5', Mo: 'Ar', Ma: 'Le', Me: 'Ge20', Ju: 'Sg', Ve: 'Ge25', Sa: 'Sc', Ra: 'Le' }),
        'Jupiter in the 9th from the Moon',
      ),
    ],
  },
  {
    id: 'chandra_mangala',
    yes: [
      y(
        'Ar',
        P({ Su: 'Le', Mo: 'Sc', Ma: 'Sc', Me: 'Le20', Ju: 'Cp', Ve: 'Vi', Sa: 'Pi', Ra: 'Ge' }),
        'the Moon and Mars in Scorpio',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Le', Mo: 'Sc', Ma: 'Sg', Me: 'Le20', Ju: 'Cp', Ve: 'Vi', Sa: 'Pi', Ra: 'Ge' }),
        'Mars in the next sign',
      ),
    ],
  },
  {
    id: 'shakata',
    yes: [
      y(
        'Ar',
        P({ Su: 'Le', Mo: 'Vi', Ma: 'Ge', Me: 'Le20', Ju: 'Ar', Ve: 'Cn', Sa: 'Sg', Ra: 'Aq' }),
        'the Moon 6th from Jupiter and in the 6th house',
      ),
      y(
        'Ge',
        P({ Su: 'Le', Mo: 'Vi', Ma: 'Ge', Me: 'Le20', Ju: 'Ar', Ve: 'Cn', Sa: 'Sg', Ra: 'Aq' }),
        'same, but Gemini lagna puts the Moon in the 4th: cancelled',
        'cancelled',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Le', Mo: 'Le', Ma: 'Ge', Me: 'Le20', Ju: 'Ar', Ve: 'Cn', Sa: 'Sg', Ra: 'Aq' }),
        'the Moon 5th from Jupiter',
      ),
    ],
  },

  // Solar yogas around a Sun in Leo (2nd Virgo, 12th Cancer); the Moon and nodes do not count.
  {
    id: 'vesi',
    yes: [
      y(
        'Ar',
        P({ Su: 'Le5', Mo: 'Cn', Ma: 'Vi', Me: 'Le20', Ju: 'Cp', Ve: 'Le25', Sa: 'Aq', Ra: 'Ar' }),
        'Mars in the 2nd from the Sun; only the Moon in the 12th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Le5', Mo: 'Cn', Ma: 'Vi', Me: 'Le20', Ju: 'Cp', Ve: 'Le25', Sa: 'Cn', Ra: 'Ar' }),
        'Saturn in the 12th as well: Ubhayachari',
      ),
    ],
  },
  {
    id: 'vasi',
    yes: [
      y(
        'Ar',
        P({ Su: 'Le5', Mo: 'Ar', Ma: 'Sg', Me: 'Le20', Ju: 'Cp', Ve: 'Le25', Sa: 'Cn', Ra: 'Vi' }),
        'Saturn in the 12th from the Sun; only Rahu in the 2nd',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Le5', Mo: 'Ar', Ma: 'Sg', Me: 'Le20', Ju: 'Cp', Ve: 'Le25', Sa: 'Aq', Ra: 'Vi' }),
        'no star graha on either side',
      ),
    ],
  },
  {
    id: 'ubhayachari',
    yes: [
      y(
        'Ar',
        P({ Su: 'Le5', Mo: 'Ar', Ma: 'Vi', Me: 'Le20', Ju: 'Cp', Ve: 'Le25', Sa: 'Cn', Ra: 'Ar' }),
        'Mars 2nd and Saturn 12th from the Sun',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Le5', Mo: 'Cn', Ma: 'Sg', Me: 'Le20', Ju: 'Cp', Ve: 'Le25', Sa: 'Aq', Ra: 'Vi' }),
        'only the Moon (12th) and Rahu (2nd)',
      ),
    ],
  },
  {
    id: 'budhaditya',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ta10', Mo: 'Ar', Ma: 'Ge', Me: 'Ta25', Ju: 'Cp', Ve: 'Ge', Sa: 'Aq', Ra: 'Ar' }),
        'Sun and Mercury in Taurus',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ta10', Mo: 'Ar', Ma: 'Ge', Me: 'Ge5', Ju: 'Cp', Ve: 'Ge', Sa: 'Aq', Ra: 'Ar' }),
        'Mercury in Gemini',
      ),
    ],
  },

  // Raja yogas from the RAJA base (no association of kendra and trikona lords).
  {
    id: 'raja_conjunction',
    yes: [y('Ar', { ...RAJA, Ju: 'Le' }, 'Jupiter (9th lord) with the Moon (4th lord) in Leo')],
    no: [n('Ar', RAJA, 'base')],
  },
  {
    id: 'raja_mutual_aspect',
    yes: [y('Ar', { ...RAJA, Ju: 'Sc' }, 'Jupiter (9th) in Sc and Venus (7th) in Ta aspect each other (7th)')],
    no: [n('Ar', RAJA, 'base')],
  },
  {
    id: 'raja_exchange',
    yes: [y('Ar', { ...RAJA, Su: 'Cn5' }, 'Sun (5th lord) in Cancer, Moon (4th lord) in Leo')],
    no: [n('Ar', RAJA, 'base')],
  },
  {
    id: 'dharma_karmadhipati',
    yes: [y('Ar', { ...RAJA, Ju: 'Aq' }, 'Jupiter (9th lord) with Saturn (10th lord)')],
    no: [n('Ar', RAJA, 'base: Jupiter Vi, Saturn Aq, no aspect or exchange')],
  },
  {
    id: 'yogakaraka',
    yes: [y('Ta', RAJA, 'Taurus lagna: Saturn owns the 9th and 10th')],
    no: [n('Ar', RAJA, 'Aries lagna: kendra lords Moon, Venus, Saturn; trikona lords Sun, Jupiter')],
  },

  // Dhana yogas from the RAJA base (2nd Venus, 5th Sun, 9th Jupiter, 11th Saturn: no association).
  {
    id: 'dhana_conjunction',
    yes: [y('Ar', { ...RAJA, Ju: 'Ta' }, 'Jupiter (9th) with Venus (2nd) in Taurus')],
    no: [n('Ar', RAJA, 'base')],
  },
  {
    id: 'dhana_mutual_aspect',
    yes: [y('Ar', { ...RAJA, Ju: 'Sc' }, 'Jupiter (9th) and Venus (2nd) opposite')],
    no: [n('Ar', RAJA, 'base')],
  },
  {
    id: 'dhana_exchange',
    yes: [y('Ar', { ...RAJA, Sa: 'Ta', Ve: 'Aq' }, 'Venus (2nd) in Aquarius, Saturn (11th) in Taurus')],
    no: [n('Ar', RAJA, 'base')],
  },

  // Viparita from the VIP base.
  {
    id: 'harsha',
    yes: [y('Ar', { ...VIP, Me: 'Sc25' }, 'Mercury (6th lord) in the 8th')],
    no: [n('Ar', VIP, 'Mercury in the 9th')],
  },
  {
    id: 'sarala',
    yes: [y('Ar', { ...VIP, Ma: 'Vi' }, 'Mars (8th lord) in the 6th')],
    no: [n('Ar', VIP, 'Mars in the 1st')],
  },
  {
    id: 'vimala',
    yes: [y('Ar', { ...VIP, Ju: 'Pi' }, 'Jupiter (12th lord) in the 12th')],
    no: [n('Ar', VIP, 'Jupiter in the 2nd')],
  },

  // Parivartana from the RAJA base (no exchange).
  {
    id: 'maha_parivartana',
    yes: [y('Ar', { ...RAJA, Su: 'Cn5' }, "Sun in the 4th (Moon's), Moon in the 5th (Sun's)")],
    no: [n('Ar', RAJA, 'base')],
  },
  {
    id: 'khala_parivartana',
    yes: [y('Ar', { ...RAJA, Mo: 'Ge', Me: 'Cn' }, "Moon in the 3rd (Mercury's), Mercury in the 4th (Moon's)")],
    no: [n('Ar', RAJA, 'base')],
  },
  {
    id: 'dainya_parivartana',
    yes: [y('Ar', { ...RAJA, Me: 'Pi' }, "Jupiter in the 6th (Mercury's), Mercury in the 12th (Jupiter's)")],
    no: [n('Ar', RAJA, 'base')],
  },

  // Neecha bhanga from the NB base, one condition at a time.
  {
    id: 'neecha_bhanga_raja',
    yes: [
      y('Ar', { ...NB, Ve: 'Li20' }, '1: Venus, lord of Libra, in the 7th (kendra)'),
      y('Ar', { ...NB, Ma: 'Cp' }, '2: Mars, lord of Aries, in the 10th'),
      y('Ar', { ...NB, Sa: 'Cn' }, '3: Saturn, exalted in Libra, in the 4th'),
      y(
        'Ge',
        { ...NB, Mo: 'Ge', Ve: 'Ar', Ma: 'Le', Sa: 'Aq', Ju: 'Ta', Ra: 'Cn' },
        '4: Gemini lagna and Moon, Venus in Aries aspects the Sun in Libra; no lord in Ge Vi Sg Pi',
      ),
      y('Ar', { ...NB, Su: 'Li21' }, '5: Sun in Libra 21, navamsa Aries (Libra 20-23:20)'),
      y('Ar', { ...NB, Ma: 'Aq' }, '6: Mars in Aquarius, 4th from Venus in Scorpio'),
    ],
    no: [n('Ar', NB, 'base: Sun debilitated with no condition met')],
  },

  // Nabhasa, lagna Aries: Ashraya.
  {
    id: 'rajju',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar10', Mo: 'Cn', Ma: 'Li', Me: 'Ar25', Ju: 'Cp', Ve: 'Cn', Sa: 'Li', Ra: 'Ta' }),
        'all seven in movable signs',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ar10', Mo: 'Cn', Ma: 'Li', Me: 'Ar25', Ju: 'Cp', Ve: 'Cn', Sa: 'Ta', Ra: 'Ta' }),
        'Saturn in Taurus',
      ),
    ],
  },
  {
    id: 'musala',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ta10', Mo: 'Sc', Ma: 'Aq', Me: 'Ta25', Ju: 'Le', Ve: 'Le', Sa: 'Sc', Ra: 'Ar' }),
        'all seven in fixed signs',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ta10', Mo: 'Sc', Ma: 'Aq', Me: 'Ta25', Ju: 'Ge', Ve: 'Le', Sa: 'Sc', Ra: 'Ar' }),
        'Jupiter in Gemini',
      ),
    ],
  },
  {
    id: 'nala',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ge10', Mo: 'Sg', Ma: 'Pi', Me: 'Ge25', Ju: 'Vi', Ve: 'Vi', Sa: 'Sg', Ra: 'Ar' }),
        'all seven in dual signs',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ge10', Mo: 'Sg', Ma: 'Pi', Me: 'Ge25', Ju: 'Cn', Ve: 'Vi', Sa: 'Sg', Ra: 'Ar' }),
        'Jupiter in Cancer',
      ),
    ],
  },
  // Dala. Mala: Jupiter 1st, Venus 4th, Mercury 7th (the Moon in Ge, 245 deg past the Sun in Li 5: waning).
  {
    id: 'mala',
    yes: [
      y(
        'Ar',
        P({ Su: 'Li5', Mo: 'Ge', Ma: 'Ta', Me: 'Li20', Ju: 'Ar', Ve: 'Cn', Sa: 'Ge', Ra: 'Sg' }),
        'benefics in the 1st, 4th, 7th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Li5', Mo: 'Ge', Ma: 'Ta', Me: 'Li20', Ju: 'Ar', Ve: 'Le', Sa: 'Ge', Ra: 'Sg' }),
        'benefics in two kendras only',
      ),
    ],
  },
  // Sarpa: Sun 1st, Mars 4th, Saturn 7th (the Moon in Ge, 65 deg past the Sun: waxing, a benefic).
  {
    id: 'sarpa',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar10', Mo: 'Ge', Ma: 'Cn', Me: 'Ar25', Ju: 'Ge', Ve: 'Ta', Sa: 'Li', Ra: 'Sg' }),
        'malefics in the 1st, 4th, 7th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ar10', Mo: 'Ge', Ma: 'Cn', Me: 'Ar25', Ju: 'Ge', Ve: 'Ta', Sa: 'Sg', Ra: 'Sg' }),
        'malefics in two kendras only',
      ),
    ],
  },
  // Akriti.
  {
    id: 'gada',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Cn', Ma: 'Ar', Me: 'Ar', Ju: 'Cn', Ve: 'Cn', Sa: 'Ar', Ra: 'Le' }),
        'all in the 1st and 4th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ar', Mo: 'Cn', Ma: 'Ar', Me: 'Ar', Ju: 'Cn', Ve: 'Cn', Sa: 'Li', Ra: 'Le' }),
        'Saturn in the 7th',
      ),
    ],
  },
  {
    id: 'shakata_nabhasa',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Li', Ma: 'Ar', Me: 'Ar', Ju: 'Li', Ve: 'Li', Sa: 'Li', Ra: 'Le' }),
        'all in the 1st and 7th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ar', Mo: 'Li', Ma: 'Ar', Me: 'Ar', Ju: 'Cn', Ve: 'Li', Sa: 'Li', Ra: 'Le' }),
        'Jupiter in the 4th',
      ),
    ],
  },
  {
    id: 'vihaga',
    yes: [
      y(
        'Ar',
        P({ Su: 'Cn', Mo: 'Cp', Ma: 'Cp', Me: 'Cn', Ju: 'Cp', Ve: 'Cn', Sa: 'Cn', Ra: 'Le' }),
        'all in the 4th and 10th',
      ),
    ],
    no: [
      n('Ar', P({ Su: 'Cn', Mo: 'Cp', Ma: 'Ar', Me: 'Cn', Ju: 'Cp', Ve: 'Cn', Sa: 'Cn', Ra: 'Le' }), 'Mars in the 1st'),
    ],
  },
  {
    id: 'shringataka',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Le', Ma: 'Sg', Me: 'Ar', Ju: 'Sg', Ve: 'Le', Sa: 'Ar', Ra: 'Ta' }),
        'all in the 1st, 5th, 9th',
      ),
    ],
    no: [
      n('Ar', P({ Su: 'Ar', Mo: 'Le', Ma: 'Le', Me: 'Ar', Ju: 'Ar', Ve: 'Le', Sa: 'Ar', Ra: 'Ta' }), 'the 9th empty'),
    ],
  },
  {
    id: 'hala',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ta', Mo: 'Vi', Ma: 'Cp', Me: 'Ta', Ju: 'Cp', Ve: 'Vi', Sa: 'Ta', Ra: 'Ar' }),
        'all in the 2nd, 6th, 10th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ta', Mo: 'Vi', Ma: 'Cp', Me: 'Ta', Ju: 'Cp', Ve: 'Vi', Sa: 'Ar', Ra: 'Ar' }),
        'Saturn in the 1st',
      ),
    ],
  },
  // Vajra: Mercury, Venus Ar(1), Jupiter Li(7), the Moon Li (90 deg past the Sun: waxing, benefic) in the 7th;
  // Sun, Saturn Cn(4), Mars Cp(10).
  {
    id: 'vajra',
    yes: [
      y(
        'Ar',
        P({ Su: 'Cn', Mo: 'Li', Ma: 'Cp', Me: 'Ar', Ju: 'Li', Ve: 'Ar', Sa: 'Cn', Ra: 'Ta' }),
        'benefics 1st and 7th, malefics 4th and 10th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Cn', Mo: 'Li', Ma: 'Cp', Me: 'Ar', Ju: 'Cn', Ve: 'Ar', Sa: 'Cn', Ra: 'Ta' }),
        'Jupiter in the 4th',
      ),
    ],
  },
  // Yava: Mercury, Jupiter Cn(4), Venus Cp(10); Sun, Mars Ar(1), Saturn and the Moon (180 deg from the Sun:
  // waning) Li(7).
  {
    id: 'yava',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Li', Ma: 'Ar', Me: 'Cn', Ju: 'Cn', Ve: 'Cp', Sa: 'Li', Ra: 'Ta' }),
        'benefics 4th and 10th, malefics 1st and 7th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ar', Mo: 'Li', Ma: 'Ar', Me: 'Cn', Ju: 'Cn', Ve: 'Ar', Sa: 'Li', Ra: 'Ta' }),
        'Venus in the 1st',
      ),
    ],
  },
  {
    id: 'kamala',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Cn', Ma: 'Li', Me: 'Ar', Ju: 'Cp', Ve: 'Cp', Sa: 'Ar', Ra: 'Ta' }),
        'all four kendras occupied, nothing else',
      ),
    ],
    no: [
      n('Ar', P({ Su: 'Ar', Mo: 'Cn', Ma: 'Li', Me: 'Ar', Ju: 'Li', Ve: 'Li', Sa: 'Ar', Ra: 'Ta' }), 'the 10th empty'),
    ],
  },
  {
    id: 'vapi',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ta', Mo: 'Le', Ma: 'Sc', Me: 'Ta', Ju: 'Aq', Ve: 'Ta', Sa: 'Le', Ra: 'Ar' }),
        'all in panapharas (2, 5, 8, 11)',
      ),
      y(
        'Ar',
        P({ Su: 'Ge', Mo: 'Vi', Ma: 'Sg', Me: 'Ge', Ju: 'Pi', Ve: 'Ge', Sa: 'Vi', Ra: 'Ar' }),
        'all in apoklimas (3, 6, 9, 12)',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ta', Mo: 'Le', Ma: 'Sc', Me: 'Ta', Ju: 'Aq', Ve: 'Ta', Sa: 'Ge', Ra: 'Ar' }),
        'Saturn in the 3rd mixes the groups',
      ),
    ],
  },
  {
    id: 'yupa',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ta', Mo: 'Cn', Ma: 'Ar', Me: 'Ar', Ju: 'Ta', Ve: 'Ge', Sa: 'Cn', Ra: 'Sc' }),
        'all in the 1st-4th, each occupied',
      ),
    ],
    no: [
      n('Ar', P({ Su: 'Ta', Mo: 'Cn', Ma: 'Ar', Me: 'Ar', Ju: 'Ta', Ve: 'Ta', Sa: 'Cn', Ra: 'Sc' }), 'the 3rd empty'),
    ],
  },
  {
    id: 'shara',
    yes: [
      y(
        'Ar',
        P({ Su: 'Cn', Mo: 'Li', Ma: 'Cn', Me: 'Le', Ju: 'Le', Ve: 'Vi', Sa: 'Li', Ra: 'Ar' }),
        'all in the 4th-7th, each occupied',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Cn', Mo: 'Li', Ma: 'Cn', Me: 'Le', Ju: 'Le', Ve: 'Vi', Sa: 'Sc', Ra: 'Ar' }),
        'Saturn in the 8th',
      ),
    ],
  },
  {
    id: 'shakti',
    yes: [
      y(
        'Ar',
        P({ Su: 'Li', Mo: 'Cp', Ma: 'Li', Me: 'Sc', Ju: 'Sc', Ve: 'Sg', Sa: 'Cp', Ra: 'Ar' }),
        'all in the 7th-10th, each occupied',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Vi', Mo: 'Cp', Ma: 'Li', Me: 'Sc', Ju: 'Sc', Ve: 'Sg', Sa: 'Cp', Ra: 'Ar' }),
        'the Sun in the 6th',
      ),
    ],
  },
  {
    id: 'danda',
    yes: [
      y(
        'Ar',
        P({ Su: 'Cp', Mo: 'Ar', Ma: 'Cp', Me: 'Aq', Ju: 'Aq', Ve: 'Pi', Sa: 'Ar', Ra: 'Le' }),
        'all in the 10th-1st, each occupied',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Cp', Mo: 'Ta', Ma: 'Cp', Me: 'Aq', Ju: 'Aq', Ve: 'Pi', Sa: 'Ar', Ra: 'Le' }),
        'the Moon in the 2nd',
      ),
    ],
  },
  {
    id: 'nauka',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Ta', Ma: 'Ge', Me: 'Cn', Ju: 'Le', Ve: 'Vi', Sa: 'Li', Ra: 'Sc' }),
        'one graha in each of the 1st-7th',
      ),
    ],
    no: [
      n('Ar', P({ Su: 'Ar', Mo: 'Ta', Ma: 'Ge', Me: 'Cn', Ju: 'Le', Ve: 'Vi', Sa: 'Vi', Ra: 'Sc' }), 'the 7th empty'),
    ],
  },
  {
    id: 'kuta',
    yes: [
      y(
        'Ar',
        P({ Su: 'Cn', Mo: 'Le', Ma: 'Vi', Me: 'Li', Ju: 'Sc', Ve: 'Sg', Sa: 'Cp', Ra: 'Ar' }),
        'one graha in each of the 4th-10th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Cn', Mo: 'Le', Ma: 'Vi', Me: 'Li', Ju: 'Sc', Ve: 'Sg', Sa: 'Aq', Ra: 'Ar' }),
        'Saturn in the 11th',
      ),
    ],
  },
  {
    id: 'chatra',
    yes: [
      y(
        'Ar',
        P({ Su: 'Li', Mo: 'Sc', Ma: 'Sg', Me: 'Cp', Ju: 'Aq', Ve: 'Pi', Sa: 'Ar', Ra: 'Ge' }),
        'one graha in each of the 7th-1st',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Li', Mo: 'Sc', Ma: 'Sg', Me: 'Cp', Ju: 'Aq', Ve: 'Pi', Sa: 'Ta', Ra: 'Ge' }),
        'Saturn in the 2nd',
      ),
    ],
  },
  {
    id: 'chapa',
    yes: [
      y(
        'Ar',
        P({ Su: 'Cp', Mo: 'Aq', Ma: 'Pi', Me: 'Ar', Ju: 'Ta', Ve: 'Ge', Sa: 'Cn', Ra: 'Le' }),
        'one graha in each of the 10th-4th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Cp', Mo: 'Aq', Ma: 'Pi', Me: 'Ar', Ju: 'Ta', Ve: 'Ge', Sa: 'Le', Ra: 'Le' }),
        'Saturn in the 5th',
      ),
    ],
  },
  {
    id: 'ardha_chandra',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ta', Mo: 'Ge', Ma: 'Cn', Me: 'Le', Ju: 'Vi', Ve: 'Li', Sa: 'Sc', Ra: 'Ar' }),
        'one graha in each of the 2nd-8th (starting from a panaphara)',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ar', Mo: 'Ta', Ma: 'Ge', Me: 'Cn', Ju: 'Le', Ve: 'Vi', Sa: 'Li', Ra: 'Sc' }),
        'the 1st-7th start from a kendra (Nauka)',
      ),
    ],
  },
  {
    id: 'chakra',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Ge', Ma: 'Le', Me: 'Li', Ju: 'Sg', Ve: 'Aq', Sa: 'Ar', Ra: 'Ta' }),
        'the six odd houses occupied',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ar', Mo: 'Ge', Ma: 'Le', Me: 'Li', Ju: 'Sg', Ve: 'Aq', Sa: 'Ta', Ra: 'Ta' }),
        'Saturn in the 2nd',
      ),
    ],
  },
  {
    id: 'samudra',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ta', Mo: 'Cn', Ma: 'Vi', Me: 'Sc', Ju: 'Cp', Ve: 'Pi', Sa: 'Ta', Ra: 'Ar' }),
        'the six even houses occupied',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ta', Mo: 'Cn', Ma: 'Vi', Me: 'Sc', Ju: 'Cp', Ve: 'Pi', Sa: 'Ar', Ra: 'Ar' }),
        'Saturn in the 1st',
      ),
    ],
  },
  // Sankhya: number of signs; present only when no Akriti or Dala yoga forms (checked by hand for each chart).
  {
    id: 'veena',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Ta', Ma: 'Ge', Me: 'Cn', Ju: 'Le', Ve: 'Vi', Sa: 'Sg', Ra: 'Li' }),
        'seven signs, houses 1-6 and 9: no shape',
      ),
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Ta', Ma: 'Ge', Me: 'Cn', Ju: 'Le', Ve: 'Vi', Sa: 'Li', Ra: 'Sc' }),
        'seven signs in the 1st-7th: Nauka forms, so cancelled',
        'cancelled',
      ),
    ],
    no: [n('Ar', P({ Su: 'Ar', Mo: 'Ta', Ma: 'Ge', Me: 'Ar', Ju: 'Cn', Ve: 'Le', Sa: 'Sg', Ra: 'Li' }), 'six signs')],
  },
  {
    id: 'dama',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Ta', Ma: 'Ge', Me: 'Ar', Ju: 'Cn', Ve: 'Le', Sa: 'Sg', Ra: 'Li' }),
        'six signs (houses 1-5, 9); benefic kendras 1, 4 only',
      ),
    ],
    no: [n('Ar', P({ Su: 'Ar', Mo: 'Ta', Ma: 'Ge', Me: 'Ar', Ju: 'Cn', Ve: 'Le', Sa: 'Le', Ra: 'Li' }), 'five signs')],
  },
  {
    id: 'pasha',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Ta', Ma: 'Ge', Me: 'Ar', Ju: 'Cn', Ve: 'Le', Sa: 'Le', Ra: 'Li' }),
        'five signs (houses 1-5)',
      ),
    ],
    no: [n('Ar', P({ Su: 'Ar', Mo: 'Ta', Ma: 'Ge', Me: 'Ar', Ju: 'Le', Ve: 'Le', Sa: 'Ge', Ra: 'Li' }), 'four signs')],
  },
  {
    id: 'kedara',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Ta', Ma: 'Ge', Me: 'Ar', Ju: 'Le', Ve: 'Le', Sa: 'Ge', Ra: 'Li' }),
        'four signs (houses 1, 2, 3, 5)',
      ),
    ],
    no: [n('Ar', P({ Su: 'Ar', Mo: 'Ta', Ma: 'Ta', Me: 'Ar', Ju: 'Le', Ve: 'Le', Sa: 'Le', Ra: 'Li' }), 'three signs')],
  },
  {
    id: 'shula',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Ta', Ma: 'Ta', Me: 'Ar', Ju: 'Le', Ve: 'Le', Sa: 'Le', Ra: 'Li' }),
        'three signs (houses 1, 2, 5)',
      ),
    ],
    no: [n('Ar', P({ Su: 'Ar', Mo: 'Ta', Ma: 'Ta', Me: 'Ar', Ju: 'Ar', Ve: 'Ta', Sa: 'Ar', Ra: 'Li' }), 'two signs')],
  },
  {
    id: 'yuga',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Ta', Ma: 'Ta', Me: 'Ar', Ju: 'Ar', Ve: 'Ta', Sa: 'Ar', Ra: 'Li' }),
        'two signs (houses 1, 2)',
      ),
    ],
    no: [n('Ar', P({ Su: 'Ar', Mo: 'Ar', Ma: 'Ar', Me: 'Ar', Ju: 'Ar', Ve: 'Ar', Sa: 'Ar', Ra: 'Li' }), 'one sign')],
  },
  {
    id: 'gola',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Ar', Ma: 'Ar', Me: 'Ar', Ju: 'Ar', Ve: 'Ar', Sa: 'Ar', Ra: 'Li' }),
        'one sign (the 1st): Rajju too, which does not supersede',
      ),
      y(
        'Ar',
        P({ Su: 'Ta', Mo: 'Ta', Ma: 'Ta', Me: 'Ta', Ju: 'Ta', Ve: 'Ta', Sa: 'Ta', Ra: 'Li' }),
        'one sign, the 2nd: Vapi forms, so cancelled',
        'cancelled',
      ),
    ],
    no: [n('Ar', P({ Su: 'Ar', Mo: 'Ta', Ma: 'Ta', Me: 'Ar', Ju: 'Ar', Ve: 'Ta', Sa: 'Ar', Ra: 'Li' }), 'two signs')],
  },

  // Various (BPHS ch. 36), lagna Aries: lords 1 Mars, 4 Moon, 5 Sun, 6 Mercury, 9 Jupiter.
  {
    id: 'lakshmi',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ta', Mo: 'Ge', Ma: 'Cp', Me: 'Ta20', Ju: 'Cn', Ve: 'Ge', Sa: 'Sg', Ra: 'Le' }),
        'Jupiter exalted in the 4th; Mars exalted in the 10th, not combust',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ta', Mo: 'Ge', Ma: 'Cp', Me: 'Ta20', Ju: 'Le', Ve: 'Ge', Sa: 'Sg', Ra: 'Le' }),
        'Jupiter in the 5th',
      ),
    ],
  },
  {
    id: 'saraswati',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar5', Mo: 'Cn', Ma: 'Le', Me: 'Ar20', Ju: 'Sg', Ve: 'Ta', Sa: 'Aq', Ra: 'Vi' }),
        'Mercury 1st, Venus 2nd, Jupiter 9th in its own sign',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ar5', Mo: 'Cn', Ma: 'Le', Me: 'Ge', Ju: 'Sg', Ve: 'Ta', Sa: 'Aq', Ra: 'Vi' }),
        'Mercury in the 3rd',
      ),
    ],
  },
  {
    id: 'amala',
    yes: [
      y(
        'Ar',
        P({ Su: 'Sg', Mo: 'Ta', Ma: 'Aq', Me: 'Sg20', Ju: 'Ge', Ve: 'Cp', Sa: 'Le', Ra: 'Vi' }),
        'Venus alone in the 10th from the lagna',
      ),
      y(
        'Ar',
        P({ Su: 'Sg', Mo: 'Ta', Ma: 'Le', Me: 'Sg20', Ju: 'Aq', Ve: 'Sc', Sa: 'Le', Ra: 'Vi' }),
        'Jupiter alone in the 10th from the Moon',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Sg', Mo: 'Ta', Ma: 'Aq', Me: 'Sg20', Ju: 'Ge', Ve: 'Cp', Sa: 'Cp', Ra: 'Vi' }),
        'Saturn with Venus in the 10th; Mars in the 10th from the Moon',
      ),
    ],
  },
  {
    id: 'parvata',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ge', Mo: 'Pi', Ma: 'Le', Me: 'Ge20', Ju: 'Ar', Ve: 'Cn', Sa: 'Sg', Ra: 'Le' }),
        'Jupiter 1st, Venus 4th, no malefic in kendras; 6th and 8th empty (Ketu in the 11th)',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ge', Mo: 'Pi', Ma: 'Le', Me: 'Ge20', Ju: 'Ar', Ve: 'Cn', Sa: 'Vi', Ra: 'Le' }),
        'Saturn in the 6th',
      ),
    ],
  },
  {
    id: 'kahala',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ta', Mo: 'Cn', Ma: 'Cp', Me: 'Ta20', Ju: 'Li', Ve: 'Ge', Sa: 'Sg', Ra: 'Le' }),
        'Moon (4th lord) Cn and Jupiter (9th lord) Li in mutual kendras; Mars exalted',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ta', Mo: 'Cn', Ma: 'Cp', Me: 'Ta20', Ju: 'Le', Ve: 'Ge', Sa: 'Sg', Ra: 'Le' }),
        'Jupiter 2nd from the Moon',
      ),
    ],
  },
  {
    id: 'shankha',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ge5', Mo: 'Vi', Ma: 'Cp', Me: 'Ge25', Ju: 'Sg', Ve: 'Cn', Sa: 'Aq', Ra: 'Le' }),
        'Sun (5th lord) and Mercury (6th lord) together (1st from each other); Mars exalted',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ge5', Mo: 'Vi', Ma: 'Cp', Me: 'Cn10', Ju: 'Sg', Ve: 'Cn', Sa: 'Aq', Ra: 'Le' }),
        'Mercury 2nd from the Sun',
      ),
    ],
  },
  {
    id: 'bheri',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ge', Mo: 'Cp', Ma: 'Sc', Me: 'Ge20', Ju: 'Le', Ve: 'Ta', Sa: 'Aq', Ra: 'Vi' }),
        'Venus Ta, Jupiter Le, Mars Sc in mutual kendras; Jupiter (9th lord) a great friend in Leo (Sun 11th from it)',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ge', Mo: 'Cp', Ma: 'Sg', Me: 'Ge20', Ju: 'Le', Ve: 'Ta', Sa: 'Aq', Ra: 'Vi' }),
        'Mars in Sg, not a kendra from Venus',
      ),
    ],
  },
  {
    id: 'chamara',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ge', Mo: 'Sc', Ma: 'Cp', Me: 'Ge20', Ju: 'Ta', Ve: 'Ge', Sa: 'Aq', Ra: 'Le' }),
        'Mars exalted in the 10th, aspected by Jupiter from Ta (9th aspect)',
      ),
      y(
        'Ar',
        P({ Su: 'Sc', Mo: 'Cn', Ma: 'Le', Me: 'Sc20', Ju: 'Sg', Ve: 'Sg', Sa: 'Aq', Ra: 'Ta' }),
        'Jupiter and Venus together in the 9th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ge', Mo: 'Sc', Ma: 'Cp', Me: 'Ge20', Ju: 'Ge', Ve: 'Ge', Sa: 'Aq', Ra: 'Le' }),
        'Jupiter in Ge aspects Li, Sg, Aq only; the benefics together in the 3rd',
      ),
    ],
  },
  {
    id: 'shubha_kartari',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Cn', Ma: 'Le', Me: 'Ar20', Ju: 'Pi', Ve: 'Ta', Sa: 'Sg', Ra: 'Ge' }),
        'Venus 2nd, Jupiter 12th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ar', Mo: 'Cn', Ma: 'Le', Me: 'Ar20', Ju: 'Pi', Ve: 'Ta', Sa: 'Pi', Ra: 'Ge' }),
        'Saturn with Jupiter in the 12th',
      ),
    ],
  },
  {
    id: 'papa_kartari',
    yes: [
      y(
        'Ar',
        P({ Su: 'Cn', Mo: 'Le', Ma: 'Pi', Me: 'Cn20', Ju: 'Li', Ve: 'Ge', Sa: 'Ta', Ra: 'Sg' }),
        'Saturn 2nd, Mars 12th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Cn', Mo: 'Le', Ma: 'Pi', Me: 'Cn20', Ju: 'Ta', Ve: 'Ge', Sa: 'Ta', Ra: 'Sg' }),
        'Jupiter with Saturn in the 2nd',
      ),
    ],
  },

  // BPHS ch. 41 dhana yogas of sign and graha. 5th house: the graha in its own sign there, the named grahas in the
  // 11th.
  {
    id: 'dhana_sun_fifth',
    yes: [
      y(
        'Ar',
        P({ Su: 'Le5', Mo: 'Aq', Ma: 'Ge', Me: 'Le20', Ju: 'Aq', Ve: 'Vi', Sa: 'Aq', Ra: 'Ta' }),
        'Aries lagna: Sun in Leo (5th); Moon, Jupiter, Saturn in Aquarius (11th)',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Le5', Mo: 'Aq', Ma: 'Ge', Me: 'Le20', Ju: 'Aq', Ve: 'Vi', Sa: 'Pi', Ra: 'Ta' }),
        'Saturn in the 12th',
      ),
    ],
  },
  {
    id: 'dhana_mercury_fifth',
    yes: [
      y(
        'Ta',
        P({ Su: 'Vi5', Mo: 'Pi', Ma: 'Pi', Me: 'Vi20', Ju: 'Pi', Ve: 'Li', Sa: 'Cp', Ra: 'Ge' }),
        'Taurus lagna: Mercury in Virgo (5th); Moon, Mars, Jupiter in Pisces (11th)',
      ),
    ],
    no: [
      n(
        'Ta',
        P({ Su: 'Vi5', Mo: 'Pi', Ma: 'Pi', Me: 'Li2', Ju: 'Pi', Ve: 'Li', Sa: 'Cp', Ra: 'Ge' }),
        'Mercury in Libra, the 6th',
      ),
    ],
  },
  {
    id: 'dhana_venus_fifth',
    yes: [
      y(
        'Ge',
        P({ Su: 'Sc', Mo: 'Cn', Ma: 'Ar', Me: 'Sc20', Ju: 'Sg', Ve: 'Li', Sa: 'Pi', Ra: 'Ta' }),
        'Gemini lagna: Venus in Libra (5th); Mars in Aries (11th)',
      ),
    ],
    no: [
      n(
        'Ge',
        P({ Su: 'Sc', Mo: 'Cn', Ma: 'Ta', Me: 'Sc20', Ju: 'Sg', Ve: 'Li', Sa: 'Pi', Ra: 'Ta' }),
        'Mars in the 12th',
      ),
    ],
  },
  {
    id: 'dhana_mars_fifth',
    yes: [
      y(
        'Cn',
        P({ Su: 'Ar20', Mo: 'Le', Ma: 'Sc', Me: 'Ar25', Ju: 'Sg', Ve: 'Ta5', Sa: 'Cp', Ra: 'Ge' }),
        'Cancer lagna: Mars in Scorpio (5th); Venus in Taurus (11th)',
      ),
    ],
    no: [
      n(
        'Cn',
        P({ Su: 'Ar20', Mo: 'Le', Ma: 'Sc', Me: 'Ar25', Ju: 'Sg', Ve: 'Ge5', Sa: 'Cp', Ra: 'Ge' }),
        'Venus in the 12th',
      ),
    ],
  },
  {
    id: 'dhana_jupiter_fifth',
    yes: [
      y(
        'Le',
        P({ Su: 'Ge5', Mo: 'Ar', Ma: 'Li', Me: 'Ge20', Ju: 'Sg', Ve: 'Cn', Sa: 'Aq', Ra: 'Vi' }),
        'Leo lagna: Jupiter in Sagittarius (5th); Mercury in Gemini (11th)',
      ),
    ],
    no: [
      n(
        'Le',
        P({ Su: 'Ge5', Mo: 'Ar', Ma: 'Li', Me: 'Cn5', Ju: 'Sg', Ve: 'Cn', Sa: 'Aq', Ra: 'Vi' }),
        'Mercury in the 12th',
      ),
    ],
  },
  {
    id: 'dhana_saturn_fifth',
    yes: [
      y(
        'Vi',
        P({ Su: 'Cn10', Mo: 'Cn20', Ma: 'Ar', Me: 'Cn25', Ju: 'Sg', Ve: 'Le', Sa: 'Cp', Ra: 'Ta' }),
        'Virgo lagna: Saturn in Capricorn (5th); Sun and Moon in Cancer (11th)',
      ),
    ],
    no: [
      n(
        'Vi',
        P({ Su: 'Cn10', Mo: 'Le', Ma: 'Ar', Me: 'Cn25', Ju: 'Sg', Ve: 'Le', Sa: 'Cp', Ra: 'Ta' }),
        'the Moon in the 12th',
      ),
    ],
  },
  // Lagna: the graha in its own sign there, joined or aspected (graha drishti) by each named graha.
  {
    id: 'dhana_mars_lagna',
    yes: [
      y(
        'Ar',
        P({ Su: 'Pi20', Mo: 'Cn', Ma: 'Ar20', Me: 'Ar10', Ju: 'Sg', Ve: 'Ar25', Sa: 'Aq', Ra: 'Ge' }),
        'Mars in Aries (1st) with Mercury and Venus; Saturn in the 11th aspects the 1st (3rd aspect)',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Pi20', Mo: 'Cn', Ma: 'Ar20', Me: 'Ar10', Ju: 'Aq', Ve: 'Ar25', Sa: 'Sg', Ra: 'Ge' }),
        'Saturn in the 9th aspects the 11th, 3rd, 6th only',
      ),
    ],
  },
  {
    id: 'dhana_venus_lagna',
    yes: [
      y(
        'Ta',
        P({ Su: 'Ta5', Mo: 'Le', Ma: 'Ge', Me: 'Ta25', Ju: 'Sg', Ve: 'Ta', Sa: 'Sc', Ra: 'Ar' }),
        'Venus in Taurus (1st) with Mercury; Saturn opposite (7th aspect)',
      ),
    ],
    no: [
      n(
        'Ta',
        P({ Su: 'Ta5', Mo: 'Le', Ma: 'Ge', Me: 'Ta25', Ju: 'Sc', Ve: 'Ta', Sa: 'Sg', Ra: 'Ar' }),
        'Saturn in the 8th aspects the 10th, 2nd, 5th only',
      ),
    ],
  },
  {
    id: 'dhana_mercury_lagna',
    yes: [
      y(
        'Vi',
        P({ Su: 'Vi5', Mo: 'Ar', Ma: 'Ge', Me: 'Vi20', Ju: 'Pi', Ve: 'Li', Sa: 'Sg', Ra: 'Ta' }),
        'Mercury in Virgo (1st); Jupiter opposite; Saturn in the 4th (10th aspect)',
      ),
    ],
    no: [
      n(
        'Vi',
        P({ Su: 'Vi5', Mo: 'Pi', Ma: 'Ge', Me: 'Vi20', Ju: 'Ar', Ve: 'Li', Sa: 'Sg', Ra: 'Ta' }),
        'Jupiter in the 8th aspects the 12th, 2nd, 4th only',
      ),
    ],
  },
  {
    id: 'dhana_moon_lagna',
    yes: [
      y(
        'Cn',
        P({ Su: 'Cn5', Mo: 'Cn', Ma: 'Le', Me: 'Cn20', Ju: 'Cp', Ve: 'Ge', Sa: 'Li', Ra: 'Ar' }),
        'the Moon in Cancer (1st) with Mercury; Jupiter opposite',
      ),
    ],
    no: [
      n(
        'Cn',
        P({ Su: 'Cn5', Mo: 'Cn', Ma: 'Le', Me: 'Cn20', Ju: 'Aq', Ve: 'Ge', Sa: 'Li', Ra: 'Ar' }),
        'Jupiter in the 8th',
      ),
    ],
  },
  {
    id: 'dhana_sun_lagna',
    yes: [
      y(
        'Le',
        P({ Su: 'Le', Mo: 'Ta', Ma: 'Aq', Me: 'Le25', Ju: 'Sg', Ve: 'Vi', Sa: 'Cp', Ra: 'Ge' }),
        'the Sun in Leo (1st); Mars opposite; Jupiter in the 5th (9th aspect)',
      ),
    ],
    no: [
      n(
        'Le',
        P({ Su: 'Le', Mo: 'Ta', Ma: 'Pi', Me: 'Le25', Ju: 'Sg', Ve: 'Vi', Sa: 'Cp', Ra: 'Ge' }),
        'Mars in the 8th aspects the 11th, 2nd, 3rd only',
      ),
    ],
  },

  // More of BPHS ch. 36.
  {
    id: 'subha',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ta', Mo: 'Cn', Ma: 'Le', Me: 'Ta20', Ju: 'Ar', Ve: 'Ge', Sa: 'Sg', Ra: 'Vi' }),
        'Jupiter in the lagna',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ta', Mo: 'Cn', Ma: 'Le', Me: 'Ta20', Ju: 'Sg', Ve: 'Ge', Sa: 'Sg', Ra: 'Vi' }),
        'the lagna empty',
      ),
    ],
  },
  {
    id: 'asubha',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ta', Mo: 'Cn', Ma: 'Le', Me: 'Ta20', Ju: 'Sg', Ve: 'Ge', Sa: 'Ar', Ra: 'Vi' }),
        'Saturn in the lagna',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ta', Mo: 'Cn', Ma: 'Le', Me: 'Ta20', Ju: 'Ar', Ve: 'Ge', Sa: 'Sg', Ra: 'Vi' }),
        'only Jupiter in the lagna',
      ),
    ],
  },
  {
    id: 'khadga',
    yes: [
      y(
        'Ar',
        P({ Su: 'Sg10', Mo: 'Le', Ma: 'Cn', Me: 'Sg25', Ju: 'Ta', Ve: 'Sg20', Sa: 'Aq', Ra: 'Ge' }),
        'Venus (2nd lord) in Sg (9th), Jupiter (9th lord) in Ta (2nd); Mars (lagna lord) in the 4th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Sg10', Mo: 'Le', Ma: 'Ge', Me: 'Sg25', Ju: 'Ta', Ve: 'Sg20', Sa: 'Aq', Ra: 'Ge' }),
        'Mars in the 3rd',
      ),
    ],
  },
  {
    id: 'srinatha',
    yes: [
      y(
        'Sg',
        P({ Su: 'Vi5', Mo: 'Ar', Ma: 'Ge', Me: 'Vi15', Ju: 'Cn', Ve: 'Li', Sa: 'Pi', Ra: 'Ta' }),
        'Sagittarius lagna: Mercury (7th and 10th lord) in Virgo (10th, exaltation) with the Sun (9th lord)',
      ),
    ],
    no: [
      n(
        'Sg',
        P({ Su: 'Le25', Mo: 'Ar', Ma: 'Ge', Me: 'Vi10', Ju: 'Cn', Ve: 'Li', Sa: 'Pi', Ra: 'Ta' }),
        'the Sun in Leo, not with Mercury',
      ),
    ],
  },
  {
    id: 'kalanidhi',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ta5', Mo: 'Cn', Ma: 'Le', Me: 'Ta20', Ju: 'Ta10', Ve: 'Ta25', Sa: 'Sg', Ra: 'Vi' }),
        'Jupiter in the 2nd with Mercury and Venus',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ta5', Mo: 'Cn', Ma: 'Le', Me: 'Ta20', Ju: 'Ge', Ve: 'Ta25', Sa: 'Sg', Ra: 'Vi' }),
        'Jupiter in the 3rd',
      ),
    ],
  },
  // Mars (lagna lord) exalted in the 10th; its dispositor Saturn exalted in Libra (7th); Saturn's dispositor Venus in
  // Cancer 15 (4th), navamsa Scorpio (Cancer's navamsas start from Cancer; 13:20-16:40 is the 5th): lord Mars again.
  {
    id: 'kalpadruma',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ge20', Mo: 'Sg', Ma: 'Cp', Me: 'Cn5', Ju: 'Le', Ve: 'Cn15', Sa: 'Li', Ra: 'Ta' }),
        'Mars 10th exalted, Saturn 7th exalted, Venus 4th, Mars',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ge20', Mo: 'Sg', Ma: 'Cp', Me: 'Cn5', Ju: 'Le', Ve: 'Ge15', Sa: 'Li', Ra: 'Ta' }),
        'Venus in Gemini, the 3rd, not exalted',
      ),
    ],
  },
  // Hari, Aries lagna: Venus (2nd lord) in Cancer; Mercury in Leo (2nd from it), Jupiter in Gemini (12th), the
  // waxing Moon in Aquarius 10 (8th; 170 deg ahead of the Sun in Leo 20).
  {
    id: 'hari',
    yes: [
      y(
        'Ar',
        P({ Su: 'Le20', Mo: 'Aq10', Ma: 'Sg', Me: 'Le25', Ju: 'Ge', Ve: 'Cn10', Sa: 'Ar', Ra: 'Li' }),
        'benefics in the 2nd, 12th and 8th from Venus',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Le20', Mo: 'Aq10', Ma: 'Sg', Me: 'Le25', Ju: 'Sg', Ve: 'Cn10', Sa: 'Ar', Ra: 'Li' }),
        'Jupiter in Sagittarius: the 12th from Venus empty',
      ),
    ],
  },
  // Hara, Cancer lagna: Saturn (7th lord) in Aries; Mercury in Cancer (4th from it), the Moon in Scorpio (8th),
  // Jupiter in Sagittarius (9th).
  {
    id: 'hara',
    yes: [
      y(
        'Cn',
        P({ Su: 'Cn5', Mo: 'Sc', Ma: 'Le', Me: 'Cn20', Ju: 'Sg', Ve: 'Ge', Sa: 'Ar', Ra: 'Ta' }),
        'Mercury 4th, Moon 8th, Jupiter 9th from Saturn',
      ),
    ],
    no: [
      n(
        'Cn',
        P({ Su: 'Cn5', Mo: 'Cp', Ma: 'Le', Me: 'Cn20', Ju: 'Sg', Ve: 'Ge', Sa: 'Ar', Ra: 'Ta' }),
        'the Moon 10th from Saturn',
      ),
    ],
  },
  // Brahma, Cancer lagna: the Moon (lagna lord) in Aries; Mars in Cancer (4th), Sun in Capricorn (10th), Venus in
  // Aquarius (11th).
  {
    id: 'brahma',
    yes: [
      y(
        'Cn',
        P({ Su: 'Cp20', Mo: 'Ar', Ma: 'Cn', Me: 'Cp25', Ju: 'Sg', Ve: 'Aq10', Sa: 'Li', Ra: 'Ge' }),
        'Mars 4th, Sun 10th, Venus 11th from the Moon',
      ),
    ],
    no: [
      n(
        'Cn',
        P({ Su: 'Cp20', Mo: 'Ar', Ma: 'Le', Me: 'Cp25', Ju: 'Sg', Ve: 'Aq10', Sa: 'Li', Ra: 'Ge' }),
        'Mars 5th from the Moon',
      ),
    ],
  },

  // Mahabhagya. Aries 15 rising with the Sun in Aquarius 15: the Sun 60 deg behind the ascendant, above the horizon
  // (day). Taurus 15 rising with the Sun in Cancer 15: 300 deg behind, below the horizon (night).
  {
    id: 'mahabhagya',
    yes: [
      {
        lagna: 'Ar',
        p: P({ Su: 'Aq', Mo: 'Ge', Ma: 'Cn', Me: 'Aq25', Ju: 'Sg', Ve: 'Pi', Sa: 'Li', Ra: 'Ta' }),
        status: 'present',
        why: 'a man born by day, lagna Aries, Sun Aquarius, Moon Gemini (odd)',
        ctx: { sex: 'male' },
      },
      {
        lagna: 'Ta',
        p: P({ Su: 'Cn', Mo: 'Pi', Ma: 'Ar', Me: 'Cn25', Ju: 'Sg', Ve: 'Le', Sa: 'Li', Ra: 'Ge' }),
        status: 'present',
        why: 'a woman born by night, lagna Taurus, Sun Cancer, Moon Pisces (even)',
        ctx: { sex: 'female' },
      },
    ],
    no: [
      {
        lagna: 'Ta',
        p: P({ Su: 'Cn', Mo: 'Pi', Ma: 'Ar', Me: 'Cn25', Ju: 'Sg', Ve: 'Le', Sa: 'Li', Ra: 'Ge' }),
        why: 'the night chart of even signs for a man',
        ctx: { sex: 'male' },
      },
      {
        lagna: 'Ar',
        p: P({ Su: 'Aq', Mo: 'Ge', Ma: 'Cn', Me: 'Aq25', Ju: 'Sg', Ve: 'Pi', Sa: 'Li', Ra: 'Ta' }),
        why: 'the day chart of odd signs for a woman',
        ctx: { sex: 'female' },
      },
      {
        lagna: 'Ar',
        p: P({ Su: 'Aq', Mo: 'Ta', Ma: 'Cn', Me: 'Aq25', Ju: 'Sg', Ve: 'Pi', Sa: 'Li', Ra: 'Ta' }),
        why: 'a man by day, but the Moon in Taurus (even)',
        ctx: { sex: 'male' },
      },
      {
        lagna: 'Ar',
        p: P({ Su: 'Aq', Mo: 'Ge', Ma: 'Cn', Me: 'Aq25', Ju: 'Sg', Ve: 'Pi', Sa: 'Li', Ra: 'Ta' }),
        why: 'no sex given: not evaluated',
      },
    ],
  },

  // Arishta: Moon in Vi (6th) aspected by Saturn from Pi; Jupiter Ta (not a kendra); Mars Ge (not a kendra).
  {
    id: 'arishta_moon_dusthana',
    yes: [
      y(
        'Ar',
        P({ Su: 'Le', Mo: 'Vi', Ma: 'Ge', Me: 'Le20', Ju: 'Ta', Ve: 'Vi', Sa: 'Pi', Ra: 'Sc' }),
        'the Moon in the 6th aspected by Saturn',
      ),
      y(
        'Ar',
        P({ Su: 'Le', Mo: 'Vi', Ma: 'Ge', Me: 'Le20', Ju: 'Cn', Ve: 'Vi', Sa: 'Pi', Ra: 'Sc' }),
        'Jupiter exalted in the 4th, 30 deg from the Sun: cancelled',
        'cancelled',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Le', Mo: 'Li', Ma: 'Ge', Me: 'Le20', Ju: 'Ta', Ve: 'Vi', Sa: 'Pi', Ra: 'Sc' }),
        'the Moon in the 7th',
      ),
    ],
  },

  // More balarishta. Jupiter retrograde in Virgo (6th), aspected by Saturn from Pisces (7th) and Mars from Gemini
  // (4th aspect); lagna empty; Jupiter not in a kendra; Mars not in a kendra.
  {
    id: 'arishta_retro_benefic_dusthana',
    yes: [
      y(
        'Ar',
        P({ Su: 'Cn', Mo: 'Sg', Ma: 'Ge', Me: 'Cn20', Ju: 'Vi15R', Ve: 'Le', Sa: 'Pi', Ra: 'Ta' }),
        'Jupiter retrograde in the 6th aspected by Saturn and Mars',
      ),
      y(
        'Ar',
        P({ Su: 'Cn', Mo: 'Sg', Ma: 'Cp', Me: 'Cn20', Ju: 'Vi15R', Ve: 'Le', Sa: 'Pi', Ra: 'Ta' }),
        'Mars (lagna lord) exalted in the 10th: cancelled',
        'cancelled',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Cn', Mo: 'Sg', Ma: 'Ge', Me: 'Cn20', Ju: 'Vi15', Ve: 'Le', Sa: 'Pi', Ra: 'Ta' }),
        'Jupiter direct',
      ),
    ],
  },
  // Saturn in the lagna, Mars with the Moon in Libra (7th); Jupiter in Taurus aspects the 6th, 8th, 10th; Venus and
  // Mercury in Gemini aspect the 9th; Mars in Libra is in an enemy's sign (not strong).
  {
    id: 'arishta_malefics_lagna_seventh',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ge10', Mo: 'Li', Ma: 'Li20', Me: 'Ge20', Ju: 'Ta', Ve: 'Ge25', Sa: 'Ar', Ra: 'Vi' }),
        'Saturn 1st, Mars with the Moon in the 7th, no benefic aspect',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ge10', Mo: 'Li', Ma: 'Li20', Me: 'Ge20', Ju: 'Ge', Ve: 'Ge25', Sa: 'Ar', Ra: 'Vi' }),
        'Jupiter in the 3rd aspects the 7th (5th aspect)',
      ),
    ],
  },
  // The Moon in Pisces 15, the Sun in Aries 15 (330 deg ahead: waning); Saturn 1st, Mars 8th; no benefic in a kendra.
  {
    id: 'arishta_waning_moon_twelfth',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Pi', Ma: 'Sc', Me: 'Ta5', Ju: 'Ge', Ve: 'Ta20', Sa: 'Ar', Ra: 'Sg' }),
        'waning Moon 12th, Saturn 1st, Mars 8th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ar', Mo: 'Pi', Ma: 'Sc', Me: 'Ta5', Ju: 'Cn', Ve: 'Ta20', Sa: 'Ar', Ra: 'Sg' }),
        'Jupiter in the 4th, a kendra',
      ),
    ],
  },
  {
    id: 'arishta_moon_lagna_malefics_seven_eight',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ta', Mo: 'Ar', Ma: 'Sc', Me: 'Ta20', Ju: 'Aq', Ve: 'Ge', Sa: 'Li', Ra: 'Ge' }),
        'Moon 1st, Saturn 7th, Mars 8th; Jupiter in the 11th aspects 3, 5, 7',
      ),
      y(
        'Ar',
        P({ Su: 'Ta', Mo: 'Ar', Ma: 'Sc', Me: 'Ta20', Ju: 'Cn', Ve: 'Ge', Sa: 'Li', Ra: 'Ge' }),
        'Jupiter exalted in the 4th (aspects 8, 10, 12): cancelled',
        'cancelled',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ta', Mo: 'Ar', Ma: 'Sc', Me: 'Ta20', Ju: 'Le', Ve: 'Ge', Sa: 'Li', Ra: 'Ge' }),
        'Jupiter in the 5th aspects the lagna (9th aspect)',
      ),
    ],
  },
  ...LORD_CASES,
  ...PATTERN_CASES,
];
