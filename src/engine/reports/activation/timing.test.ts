// Timing windows on a hand-made case: a Vimshottari from the Moon at 0 Aries (Ketu mahadasha from birth) and Jupiter
// and Saturn stays chosen by hand, so every window edge is worked out below from the periods' lengths.
import { expect, test } from 'vitest';
import { vimshottari } from '../../jyotish/dasha/vimshottari.ts';
import { AREA_PARAMS } from '../../tables/activation/areas.ts';
import { timingWindows } from './levels-timing.ts';
import { signSpans } from './transit-spans.ts';

const BIRTH = 2451545;
const YEAR = 365.25;
const TOL_DAYS = 1e-6;

test('signSpans: stays between the crossings inside the window, the first from the window start', () => {
  const spans = signSpans(
    'Jupiter',
    {
      signAtStart: 2,
      crossings: [
        { jdUt: BIRTH - 5, fromSign: 1, toSign: 2, direct: true },
        { jdUt: BIRTH + 400, fromSign: 2, toSign: 3, direct: true },
      ],
    },
    BIRTH,
    BIRTH + 1000,
  );
  expect(spans.map((s) => [s.sign, s.startJdUt - BIRTH, s.endJdUt - BIRTH])).toEqual([
    ['Gemini', 0, 400],
    ['Cancer', 400, 1000],
  ]);
});

test('windows: the Venus antardasha cut by Jupiter over the 7th, double transit while Saturn aspects it too', () => {
  // Ketu mahadasha (7 years) from birth: Ketu antardasha 7 x 7 / 120 years = 149.144 days, then Venus 7 x 20 / 120
  // years = 426.125 days, to day 575.269. Aries lagna, area house 7 (Libra).
  // Jupiter in Gemini (3rd: aspects 7, 9, 11) to day 400, then Cancer (4th: aspects 8, 10, 12).
  // Saturn in Leo (5th: aspects 7, 11, 2) to day 300, then Virgo (6th: aspects 8, 12, 3).
  // Significator: Venus only. Venus antardasha [149.144, 575.269] within Jupiter's Gemini stay [0, 400] -> [149.144,
  // 400];
  // Saturn in Leo to day 300 -> double transit [149.144, 300], then Jupiter alone [300, 400]. Venus's own mahadasha
  // starts at 7 years, when Jupiter no longer aspects the 7th: no more windows.
  const v = vimshottari(0, BIRTH);
  const transits = {
    Jupiter: { signAtStart: 2, crossings: [{ jdUt: BIRTH + 400, fromSign: 2, toSign: 3, direct: true }] },
    Saturn: { signAtStart: 4, crossings: [{ jdUt: BIRTH + 300, fromSign: 4, toSign: 5, direct: true }] },
  };
  const w = timingWindows(
    v,
    new Map([['Venus', ['natural karaka']]]),
    transits,
    0,
    AREA_PARAMS.data.marriage,
    BIRTH,
    BIRTH + 10 * YEAR,
  );
  expect(w.map((x) => x.kind)).toEqual(['dasha_and_double_transit', 'dasha_and_jupiter']);
  const ketuAntar = ((7 * 7) / 120) * YEAR;
  expect(Math.abs(w[0]!.startJdUt - (BIRTH + ketuAntar))).toBeLessThan(TOL_DAYS);
  expect(Math.abs(w[0]!.endJdUt - (BIRTH + 300))).toBeLessThan(TOL_DAYS);
  expect(Math.abs(w[1]!.startJdUt - (BIRTH + 300))).toBeLessThan(TOL_DAYS);
  expect(Math.abs(w[1]!.endJdUt - (BIRTH + 400))).toBeLessThan(TOL_DAYS);
  expect(w[0]!.antardasha.lord).toBe('Venus');
  expect(w[0]!.mahadasha.lord).toBe('Ketu');
  expect(w[0]!.because).toEqual(['Venus: natural karaka']);
});

test('no window without a significator antardasha, or when Jupiter never touches the area', () => {
  const v = vimshottari(0, BIRTH);
  const still = { Jupiter: { signAtStart: 3, crossings: [] }, Saturn: { signAtStart: 4, crossings: [] } };
  expect(
    timingWindows(
      v,
      new Map([['Venus', ['natural karaka']]]),
      still,
      0,
      AREA_PARAMS.data.marriage,
      BIRTH,
      BIRTH + 10 * YEAR,
    ),
  ).toEqual([]);
  const over7 = { Jupiter: { signAtStart: 2, crossings: [] }, Saturn: { signAtStart: 4, crossings: [] } };
  expect(timingWindows(v, new Map(), over7, 0, AREA_PARAMS.data.marriage, BIRTH, BIRTH + 10 * YEAR)).toEqual([]);
});
