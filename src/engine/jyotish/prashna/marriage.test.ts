// The KP marriage rule on hand-built significator tables where moving one graha flips the answer (yes, no,
// uncertain), the significations worked out by hand from the four KP levels; and the combination with the
// Parashari indications.
import { describe, expect, test } from 'vitest';
import { grahaSignifications, houseSignificators, type SignificatorInput } from '../kp/significators.ts';
import { SIGNS, type Graha } from '../../vocabulary/names.ts';
import { combinedAnswer, kpMarriageVerdict, type PrashnaFinding } from './marriage.ts';

/** Aries on the 1st cusp, one sign per cusp; each graha's sign is the one on its bhava's cusp, nodes apart. */
function input(bhava: Partial<Record<Graha, number>>): SignificatorInput {
  const b: Record<Graha, number> = {
    Sun: 7,
    Moon: 3,
    Mars: 1,
    Mercury: 2,
    Jupiter: 9,
    Venus: 11,
    Saturn: 8,
    Rahu: 12,
    Ketu: 6,
    ...bhava,
  };
  const signIndex = Object.fromEntries(Object.entries(b).map(([g, h]) => [g, h - 1])) as Record<Graha, number>;
  const starLord: Record<Graha, Graha> = {
    Sun: 'Moon',
    Moon: 'Mars',
    Mars: 'Mars',
    Mercury: 'Mars',
    Jupiter: 'Mars',
    Venus: 'Mars',
    Saturn: 'Mars',
    Rahu: 'Mars',
    Ketu: 'Mars',
  };
  return { bhava: b, starLord, signIndex, cuspSigns: SIGNS };
}

function sunSignifies(bhava: Partial<Record<Graha, number>>): number[] {
  const i = input(bhava);
  return grahaSignifications(i, houseSignificators(i)).find((s) => s.planet === 'Sun')?.signifies ?? [];
}

describe('KP: the 7th cusp sub-lord (here the Sun) signifying 2, 7, 11 against 1, 6, 10', () => {
  test(
    'Sun in the 7th, in the star of the Moon in the 3rd: {3 (star lord occupies), 4 (star lord owns), 5 (owns), 7 ' +
      '(occupies)}: yes',
    () => {
      const s = sunSignifies({});
      expect(s).toEqual([3, 4, 5, 7]);
      expect(kpMarriageVerdict('Sun', s)).toMatchObject({ verdict: 'yes', promising: [7], denying: [] });
    },
  );

  test('the Sun moved to the 6th: {3, 4, 5, 6}: no (nothing of 2, 7, 11)', () => {
    const s = sunSignifies({ Sun: 6 });
    expect(s).toEqual([3, 4, 5, 6]);
    expect(kpMarriageVerdict('Sun', s).verdict).toBe('no');
  });

  test('the Sun in the 7th but its star lord the Moon in the 10th: {4, 5, 7, 10}: uncertain (promise and denial)', () => {
    const s = sunSignifies({ Moon: 10 });
    expect(s).toEqual([4, 5, 7, 10]);
    expect(kpMarriageVerdict('Sun', s)).toMatchObject({ verdict: 'uncertain', promising: [7], denying: [10] });
  });

  test('the Moon in the 11th with the Sun in the 6th: {4, 5, 6, 11}: uncertain; in the 2nd: {2, 4, 5, 6}: uncertain', () => {
    expect(kpMarriageVerdict('Sun', sunSignifies({ Sun: 6, Moon: 11 })).verdict).toBe('uncertain');
    expect(sunSignifies({ Sun: 5, Moon: 2 })).toEqual([2, 4, 5]);
    expect(kpMarriageVerdict('Sun', sunSignifies({ Sun: 5, Moon: 2 })).verdict).toBe('yes');
  });
});

describe('KP answer with the Parashari indications', () => {
  const f = (points: 'yes' | 'no', holds: boolean): PrashnaFinding => ({
    id: 'lords_connected',
    points,
    rule: '',
    holds,
    detail: '',
    refs: [],
  });
  test("agreement or silence keeps KP's answer; an indication the other way makes it uncertain", () => {
    expect(combinedAnswer('yes', [f('yes', true), f('no', false)])).toBe('yes');
    expect(combinedAnswer('yes', [f('no', true)])).toBe('uncertain');
    expect(combinedAnswer('no', [f('no', true), f('yes', false)])).toBe('no');
    expect(combinedAnswer('no', [f('yes', true)])).toBe('uncertain');
    expect(combinedAnswer('uncertain', [f('yes', true)])).toBe('uncertain');
  });
});
