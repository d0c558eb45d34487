// Hand-derived charts for the rules read from house lords (bhava-dusthana.ts, daridra.ts, lord-exchanges.ts,
// lord-dignity.ts, navamsa-lords.ts). Whole-sign houses; lagna Aries unless said, whose lords are 1 Mars,
// 2 Venus, 3 Mercury, 4 Moon, 5 Sun, 6 Mercury, 7 Venus, 8 Mars, 9 Jupiter, 10 Saturn, 11 Saturn, 12 Jupiter.
// Navamsa (D9) signs: a movable sign's navamsas start from itself, a fixed sign's from its 9th, a dual sign's from
// its 5th, each 3 deg 20 min long.
import type { YogaCase } from './cases.test-helpers.ts';
import type { Placements } from './chart.test-helpers.ts';

const P = (p: Placements): Placements => p;
const y = (lagna: string, p: Placements, why: string) => ({ lagna, p, status: 'present' as const, why });
const n = (lagna: string, p: Placements, why: string) => ({ lagna, p, why });

// No lord of the 1st-5th, 7th, 9th-11th in Virgo (6th), Scorpio (8th) or Pisces (12th): Sun Ar (1), Moon Ta (2),
// Mars Ge (3), Mercury Ar (1), Jupiter Cn (4), Venus Ta (2), Saturn Le (5).
const BD = P({ Su: 'Ar', Mo: 'Ta', Ma: 'Ge', Me: 'Ar20', Ju: 'Cn', Ve: 'Ta20', Sa: 'Le', Ra: 'Li' });
const dusthana = (id: string, change: Partial<Placements>, why: string): YogaCase => ({
  id,
  yes: [y('Ar', { ...BD, ...change }, why)],
  no: [n('Ar', BD, 'base: no such lord in 6, 8 or 12')],
});

export const LORD_CASES: YogaCase[] = [
  dusthana('avayoga', { Ma: 'Vi' }, 'Mars (lagna lord) in Virgo, the 6th'),
  dusthana('nissva', { Ve: 'Pi' }, 'Venus (2nd lord) in Pisces, the 12th'),
  dusthana('mrityu', { Me: 'Sc' }, 'Mercury (3rd lord) in Scorpio, the 8th'),
  dusthana('kuhu', { Mo: 'Sc' }, 'the Moon (4th lord) in Scorpio, the 8th'),
  dusthana('pamara', { Su: 'Pi' }, 'the Sun (5th lord) in Pisces, the 12th'),
  dusthana('dushkriti', { Ve: 'Vi' }, 'Venus (7th lord) in Virgo, the 6th'),
  dusthana('nirbhagya', { Ju: 'Pi' }, 'Jupiter (9th lord) in Pisces, the 12th'),
  dusthana('duryoga', { Sa: 'Vi' }, 'Saturn (10th lord) in Virgo, the 6th'),
  dusthana('daridra', { Sa: 'Sc' }, 'Saturn (11th lord) in Scorpio, the 8th'),

  // BPHS ch. 42 penury.
  {
    id: 'daridra_lagna_twelfth_exchange',
    yes: [
      y(
        'Ar',
        P({ Su: 'Aq', Mo: 'Ge', Ma: 'Pi', Me: 'Aq20', Ju: 'Ar', Ve: 'Pi20', Sa: 'Cp', Ra: 'Ta' }),
        'Mars (1st) in the 12th, Jupiter (12th) in the 1st; Venus (7th) with Mars',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Aq', Mo: 'Ge', Ma: 'Pi', Me: 'Aq20', Ju: 'Ar', Ve: 'Ge20', Sa: 'Cp', Ra: 'Ta' }),
        'Venus in Gemini aspects only Sagittarius',
      ),
    ],
  },
  {
    id: 'daridra_lagna_sixth_exchange',
    yes: [
      y(
        'Ar',
        P({ Su: 'Pi', Mo: 'Ar', Ma: 'Vi', Me: 'Ar20', Ju: 'Cn', Ve: 'Li', Sa: 'Cp', Ra: 'Ge' }),
        'Mars (1st) in the 6th, Mercury (6th) in the 1st; Venus (2nd, 7th) in Libra aspects the Moon in Aries',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Pi', Mo: 'Ar', Ma: 'Vi', Me: 'Ar20', Ju: 'Cn', Ve: 'Sg', Sa: 'Cp', Ra: 'Ge' }),
        'Venus in Sagittarius aspects Gemini, not the Moon',
      ),
    ],
  },
  {
    id: 'daridra_moon_ketu_lagna',
    yes: [
      y(
        'Ar',
        P({ Su: 'Pi', Mo: 'Ar', Ma: 'Cn', Me: 'Pi20', Ju: 'Sg', Ve: 'Aq', Sa: 'Le', Ra: 'Li' }),
        'the Moon in Aries with Ketu (Rahu in Libra)',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Pi', Mo: 'Ta', Ma: 'Cn', Me: 'Pi20', Ju: 'Sg', Ve: 'Aq', Sa: 'Le', Ra: 'Li' }),
        'the Moon in Taurus',
      ),
    ],
  },
  {
    id: 'daridra_lagna_lord_eighth',
    yes: [
      y(
        'Ar',
        P({ Su: 'Li', Mo: 'Cn', Ma: 'Sc', Me: 'Li20', Ju: 'Ge', Ve: 'Sc20', Sa: 'Aq', Ra: 'Cp' }),
        'Mars (lagna lord) in the 8th with Venus (2nd and 7th lord)',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Li', Mo: 'Cn', Ma: 'Sc', Me: 'Li20', Ju: 'Ge', Ve: 'Sg', Sa: 'Aq', Ra: 'Cp' }),
        'Venus in Sagittarius aspects Gemini only',
      ),
    ],
  },
  {
    id: 'daridra_lagna_lord_dusthana_malefic',
    yes: [
      y(
        'Ar',
        P({ Su: 'Aq', Mo: 'Cn', Ma: 'Vi', Me: 'Aq20', Ju: 'Ge', Ve: 'Pi', Sa: 'Vi20', Ra: 'Ta' }),
        'Mars in the 6th with Saturn; Venus in Pisces aspects Virgo',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Aq', Mo: 'Cn', Ma: 'Vi', Me: 'Aq20', Ju: 'Ge', Ve: 'Pi', Sa: 'Li', Ra: 'Ta' }),
        'no malefic with Mars (Ketu in Scorpio)',
      ),
    ],
  },

  // Lords placed or exchanged.
  {
    id: 'siva',
    yes: [
      y(
        'Ar',
        P({ Su: 'Sg', Mo: 'Ta', Ma: 'Ge', Me: 'Sg20', Ju: 'Cp', Ve: 'Sc', Sa: 'Le', Ra: 'Vi' }),
        'Sun (5th) in the 9th, Jupiter (9th) in the 10th, Saturn (10th) in the 5th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Sg', Mo: 'Ta', Ma: 'Ge', Me: 'Sg20', Ju: 'Cp', Ve: 'Sc', Sa: 'Vi', Ra: 'Vi' }),
        'Saturn in the 6th',
      ),
    ],
  },
  {
    id: 'indra',
    yes: [
      y(
        'Ar',
        P({ Su: 'Aq', Mo: 'Le', Ma: 'Ge', Me: 'Aq20', Ju: 'Sg', Ve: 'Pi', Sa: 'Le20', Ra: 'Ta' }),
        'Sun (5th) in the 11th, Saturn (11th) in the 5th, the Moon in the 5th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Aq', Mo: 'Vi', Ma: 'Ge', Me: 'Aq20', Ju: 'Sg', Ve: 'Pi', Sa: 'Le20', Ra: 'Ta' }),
        'the Moon in the 6th',
      ),
    ],
  },
  // Taurus lagna (fixed): lords 1 Venus, 2 Mercury, 10 Saturn, 11 Jupiter.
  {
    id: 'devendra',
    yes: [
      y(
        'Ta',
        P({ Su: 'Aq20', Mo: 'Cn', Ma: 'Sc', Me: 'Aq10', Ju: 'Ta', Ve: 'Pi', Sa: 'Ge', Ra: 'Le' }),
        'Venus 11th / Jupiter 1st; Mercury 10th / Saturn 2nd',
      ),
    ],
    no: [
      n(
        'Ta',
        P({ Su: 'Aq20', Mo: 'Cn', Ma: 'Sc', Me: 'Aq10', Ju: 'Ta', Ve: 'Pi', Sa: 'Cn', Ra: 'Le' }),
        'Saturn in the 3rd',
      ),
    ],
  },
  {
    id: 'chapa_raja',
    yes: [
      y(
        'Ar',
        P({ Su: 'Sg', Mo: 'Cp10', Ma: 'Cp20', Me: 'Sg20', Ju: 'Le', Ve: 'Sc', Sa: 'Cn', Ra: 'Ge' }),
        'Moon (4th) in the 10th, Saturn (10th) in the 4th; Mars exalted',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Sg', Mo: 'Cp10', Ma: 'Aq', Me: 'Sg20', Ju: 'Le', Ve: 'Sc', Sa: 'Cn', Ra: 'Ge' }),
        'Mars in Aquarius',
      ),
    ],
  },
  // Gaja: Venus (7th) with the Moon in Aquarius; Saturn (11th) in Sagittarius aspects the 11th (its 3rd aspect).
  {
    id: 'gaja',
    yes: [
      y(
        'Ar',
        P({ Su: 'Cp', Mo: 'Aq', Ma: 'Ge', Me: 'Cp20', Ju: 'Le', Ve: 'Aq20', Sa: 'Sg', Ra: 'Ta' }),
        'Venus with the Moon in the 11th, aspected by Saturn from the 9th',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Cp', Mo: 'Aq', Ma: 'Ge', Me: 'Cp20', Ju: 'Le', Ve: 'Aq20', Sa: 'Cp20', Ra: 'Ta' }),
        'Saturn in the 10th aspects the 12th, 4th, 7th',
      ),
    ],
  },
  // Ravi, Gemini lagna: 10th lord Jupiter.
  {
    id: 'ravi',
    yes: [
      y(
        'Ge',
        P({ Su: 'Pi', Mo: 'Ar', Ma: 'Cp', Me: 'Aq', Ju: 'Le', Ve: 'Aq20', Sa: 'Le20', Ra: 'Sc' }),
        'the Sun in the 10th; Jupiter with Saturn in the 3rd',
      ),
    ],
    no: [
      n(
        'Ge',
        P({ Su: 'Pi', Mo: 'Ar', Ma: 'Cp', Me: 'Aq', Ju: 'Le', Ve: 'Aq20', Sa: 'Vi', Ra: 'Sc' }),
        'Saturn in the 4th',
      ),
    ],
  },
  // Makuta, Taurus lagna: 9th lord Saturn in Aquarius (10th); Jupiter in Libra (9th from it); Venus in Gemini (9th
  // from Libra).
  {
    id: 'makuta',
    yes: [
      y(
        'Ta',
        P({ Su: 'Ta', Mo: 'Sg', Ma: 'Ar', Me: 'Ar20', Ju: 'Li', Ve: 'Ge', Sa: 'Aq', Ra: 'Cn' }),
        'Jupiter 9th from Saturn, Venus 9th from Jupiter, Saturn in the 10th',
      ),
    ],
    no: [
      n('Ta', P({ Su: 'Ta', Mo: 'Sg', Ma: 'Ar', Me: 'Ar20', Ju: 'Li', Ve: 'Cn', Sa: 'Aq', Ra: 'Cn' }), 'Gemini empty'),
    ],
  },

  // Lord dignities.
  {
    id: 'go',
    yes: [
      y(
        'Ar',
        P({ Su: 'Sc', Mo: 'Cn', Ma: 'Cp', Me: 'Sc20', Ju: 'Sg5', Ve: 'Sg20', Sa: 'Aq', Ra: 'Ge' }),
        'Jupiter in Sagittarius 5 (moolatrikona) with Venus (2nd); Mars exalted',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Sc', Mo: 'Cn', Ma: 'Cp', Me: 'Sc20', Ju: 'Sg15', Ve: 'Sg20', Sa: 'Aq', Ra: 'Ge' }),
        'Jupiter at 15, past the 0-10 arc',
      ),
    ],
  },
  {
    id: 'jaya',
    yes: [
      y(
        'Ar',
        P({ Su: 'Aq', Mo: 'Cn', Ma: 'Ge', Me: 'Pi', Ju: 'Sg', Ve: 'Cp', Sa: 'Li', Ra: 'Ta' }),
        'Saturn (10th) exalted, Mercury (6th) debilitated',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Aq', Mo: 'Cn', Ma: 'Ge', Me: 'Aq20', Ju: 'Sg', Ve: 'Cp', Sa: 'Li', Ra: 'Ta' }),
        'Mercury in Aquarius',
      ),
    ],
  },
  {
    id: 'vidyut',
    yes: [
      y(
        'Ar',
        P({ Su: 'Vi', Mo: 'Cn', Ma: 'Ar', Me: 'Vi20', Ju: 'Sg', Ve: 'Li', Sa: 'Li20', Ra: 'Ge' }),
        'Saturn (11th) exalted with Venus in Libra, the 7th from Mars',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Vi', Mo: 'Cn', Ma: 'Ta', Me: 'Vi20', Ju: 'Sg', Ve: 'Li', Sa: 'Li20', Ra: 'Ge' }),
        'Libra is the 6th from Mars in Taurus',
      ),
    ],
  },
  // Gandharva, Leo lagna: 10th lord Venus in Gemini (11th); Jupiter in Leo aspects Aries (9th aspect) where the Sun
  // (lagna lord) is exalted with the Moon (9th).
  {
    id: 'gandharva',
    yes: [
      y(
        'Le',
        P({ Su: 'Ar10', Mo: 'Ar20', Ma: 'Cp', Me: 'Pi20', Ju: 'Le', Ve: 'Ge', Sa: 'Aq', Ra: 'Sc' }),
        'all four conditions',
      ),
    ],
    no: [
      n(
        'Le',
        P({ Su: 'Ar10', Mo: 'Ta', Ma: 'Cp', Me: 'Pi20', Ju: 'Le', Ve: 'Ge', Sa: 'Aq', Ra: 'Sc' }),
        'the Moon in the 10th',
      ),
    ],
  },
  {
    id: 'amsavatara',
    yes: [
      y(
        'Ar',
        P({ Su: 'Cp10', Mo: 'Ge', Ma: 'Le', Me: 'Cp20', Ju: 'Cn', Ve: 'Cp25', Sa: 'Li', Ra: 'Ta' }),
        'Aries rising; Jupiter 4th, Saturn exalted 7th, Venus 10th',
      ),
    ],
    no: [
      n(
        'Ta',
        P({ Su: 'Cp10', Mo: 'Ge', Ma: 'Le', Me: 'Cp20', Ju: 'Cn', Ve: 'Cp25', Sa: 'Li', Ra: 'Ta' }),
        'Taurus (fixed) rising',
      ),
    ],
  },
  {
    id: 'bahudravyarjana',
    yes: [
      y(
        'Ar',
        P({ Su: 'Pi', Mo: 'Cn', Ma: 'Ta', Me: 'Pi20', Ju: 'Sg', Ve: 'Aq', Sa: 'Ar', Ra: 'Ge' }),
        'Mars in the 2nd, Venus in the 11th, Saturn in the 1st',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Pi', Mo: 'Cn', Ma: 'Ta', Me: 'Pi20', Ju: 'Sg', Ve: 'Aq', Sa: 'Pi', Ra: 'Ge' }),
        'Saturn in the 12th',
      ),
    ],
  },
  // Pushkala: Mars (lagna lord) with the Moon in Libra; dispositor Venus in Libra (7th, a kendra) aspects the
  // lagna; the Sun exalted in the lagna.
  {
    id: 'pushkala',
    yes: [
      y(
        'Ar',
        P({ Su: 'Ar', Mo: 'Li', Ma: 'Li20', Me: 'Pi', Ju: 'Ge', Ve: 'Li25', Sa: 'Cp', Ra: 'Cn' }),
        'Mars with the Moon, Venus aspecting the lagna, the Sun strong there',
      ),
    ],
    no: [
      n(
        'Ar',
        P({ Su: 'Ta', Mo: 'Li', Ma: 'Li20', Me: 'Pi', Ju: 'Ge', Ve: 'Li25', Sa: 'Cp', Ra: 'Cn' }),
        'the lagna empty',
      ),
    ],
  },
];
