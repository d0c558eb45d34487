// Tajika relations and yogas on hand-built placements: each expected finding is derived in the comment beside it
// from the rules stated in relation.ts and yogas-*.ts (deeptamsas Sun 15, Moon 12, Mars 8, Mercury 7, Jupiter 9,
// Venus 7, Saturn 9; the pair orb is their mean).
import { describe, expect, test } from 'vitest';
import type { Dignity } from '../chart/types.ts';
import type { SevenGraha } from '../../vocabulary/names.ts';
import { aspectsLagna } from './aspects.ts';
import { relationOf, type SignDegree } from './relation.ts';
import { tajikaYogas } from './yogas.ts';
import type { YogaChart, YogaFacts } from './yoga-types.ts';

type Place = [
  signIndex: number,
  degree: number,
  extra?: { retrograde?: boolean; combust?: boolean; dignity?: Dignity },
];

/** A chart with the lagna in Aries (house = sign + 1) and the seven where given. */
function chartOf(places: Record<SevenGraha, Place>): YogaChart {
  const grahas = Object.fromEntries(
    Object.entries(places).map(([g, [signIndex, degree, x]]): [string, YogaFacts] => [
      g,
      {
        signIndex,
        degree,
        house: signIndex + 1,
        retrograde: x?.retrograde ?? false,
        combustion: { combust: x?.combust ?? false, distanceFromSun: 0, orb: null },
        dignity: x?.dignity ?? 'neutral',
      },
    ]),
  );
  return { grahas: grahas as Record<SevenGraha, YogaFacts> };
}
const pos = (moon: SignDegree, saturn: SignDegree) =>
  ({ Moon: moon, Saturn: saturn }) as Record<SevenGraha, SignDegree>;

describe('Tajika relation of two grahas', () => {
  // Saturn in Leo 15; Moon (faster) in Aries: Leo is the 5th from Aries (open friendship); orb (12 + 9) / 2 = 10.5.
  test('faster behind within orb: Ithasala (vartamana beyond 1 deg, poorna within); past by 1 deg or more: Ishrafa', () => {
    const r = relationOf('Saturn', 'Moon', pos({ signIndex: 0, degree: 10 }, { signIndex: 4, degree: 15 }));
    expect(r).toMatchObject({
      faster: 'Moon',
      slower: 'Saturn',
      houseCount: 5,
      aspect: 'open_friendly',
      orb: 10.5,
      gap: 5,
      ithasala: 'vartamana',
      ishrafa: false,
    });
    expect(
      relationOf('Moon', 'Saturn', pos({ signIndex: 0, degree: 15.5 }, { signIndex: 4, degree: 15 })).ithasala,
    ).toBe('poorna');
    expect(relationOf('Moon', 'Saturn', pos({ signIndex: 0, degree: 20 }, { signIndex: 4, degree: 15 }))).toMatchObject(
      { ithasala: null, ishrafa: true },
    );
    // 11 deg behind: outside the 10.5 orb, neither.
    expect(relationOf('Moon', 'Saturn', pos({ signIndex: 0, degree: 4 }, { signIndex: 4, degree: 15 }))).toMatchObject({
      ithasala: null,
      ishrafa: false,
    });
  });

  test('aspect kinds by sign: 4th hidden enmity, 3rd hidden friendship, 12th none', () => {
    expect(relationOf('Moon', 'Saturn', pos({ signIndex: 1, degree: 10 }, { signIndex: 4, degree: 15 })).aspect).toBe(
      'hidden_inimical',
    );
    expect(relationOf('Moon', 'Saturn', pos({ signIndex: 2, degree: 10 }, { signIndex: 4, degree: 15 })).aspect).toBe(
      'hidden_friendly',
    );
    const none = relationOf('Moon', 'Saturn', pos({ signIndex: 5, degree: 10 }, { signIndex: 4, degree: 15 }));
    expect(none).toMatchObject({ aspect: null, ithasala: null, ishrafa: false });
  });

  test('a graha aspects the lagna from every house but the 2nd, 6th, 8th and 12th', () => {
    const seeing = Array.from({ length: 12 }, (_, h) => h + 1).filter((h) => aspectsLagna((3 + h - 1) % 12, 3));
    expect(seeing).toEqual([1, 3, 4, 5, 7, 9, 10, 11]);
  });
});

describe('Tajika yogas', () => {
  // Mercury Aries 10 applies to Jupiter Leo 14 (5th, gap 4 <= (7 + 9) / 2 = 8): Ithasala.
  // Moon Sagittarius 8: Aries is its 5th (gap 2 <= 9.5) and Leo its 9th (gap 6 <= 10.5): the Moon applies to both ->
  // Kamboola.
  // Saturn Capricorn 12: Mercury's 10th (hidden enmity), |12 - 10| = 2 <= (9 + 7) / 2 = 8 -> Manau on Mercury-Jupiter.
  // Jupiter retrograde -> Radda. Sun Taurus 29, Mars Virgo 29, Venus Pisces 29: kept out of every aspect within orb of
  // the rest.
  const chart = chartOf({
    Mercury: [0, 10],
    Jupiter: [4, 14, { retrograde: true }],
    Moon: [8, 8],
    Saturn: [9, 12],
    Sun: [1, 29],
    Mars: [5, 29],
    Venus: [11, 29],
  });
  const yogas = tajikaYogas(chart);
  const named = (name: string, grahas: SevenGraha[]) =>
    yogas.filter((y) => y.name === name && y.grahas.join() === grahas.join());

  test('Ithasala, Kamboola (Moon), Manau (Saturn) and Radda (retrograde Jupiter) on Mercury-Jupiter', () => {
    expect(named('Ithasala', ['Mercury', 'Jupiter'])).toHaveLength(1);
    expect(named('Kamboola', ['Mercury', 'Jupiter'])[0]?.via).toBe('Moon');
    expect(named('Manau', ['Mercury', 'Jupiter'])[0]?.via).toBe('Saturn');
    expect(named('Radda', ['Mercury', 'Jupiter'])[0]?.detail).toContain('Jupiter retrograde');
    expect(yogas.some((y) => y.name === 'Khallasara')).toBe(false); // the Moon has Ithasalas
  });

  test('Nakta: Mars Aries 5 and Saturn Pisces 20 (no aspect) joined by the faster Moon in Cancer 12 between them', () => {
    // Moon-Mars: Aries is the 10th from Cancer, |12 - 5| = 7 <= 10; Moon-Saturn: Pisces the 9th, |12 - 20| = 8 <= 10.5.
    const c = chartOf({
      Mars: [0, 5],
      Saturn: [11, 20],
      Moon: [3, 12],
      Sun: [1, 29],
      Mercury: [1, 28],
      Jupiter: [6, 0.5],
      Venus: [7, 29.5],
    });
    expect(
      tajikaYogas(c)
        .filter((y) => y.name === 'Nakta' && y.grahas.join() === 'Mars,Saturn')
        .map((y) => y.via),
    ).toEqual(['Moon']);
  });

  test('Yamaya: Moon Aries 5 and Mercury Taurus 8 (no aspect) both apply to the slower Saturn in Leo 12', () => {
    // Moon-Saturn: 5th, gap 7 <= 10.5; Mercury-Saturn: Leo the 4th from Taurus, gap 4 <= 8.
    const c = chartOf({
      Moon: [0, 5],
      Mercury: [1, 8],
      Saturn: [4, 12],
      Sun: [7, 29],
      Mars: [9, 29],
      Jupiter: [6, 0.5],
      Venus: [10, 29.5],
    });
    expect(
      tajikaYogas(c)
        .filter((y) => y.name === 'Yamaya' && y.grahas.join() === 'Moon,Mercury')
        .map((y) => y.via),
    ).toEqual(['Saturn']);
  });

  test('Duhphali-Kuttha: the slower exalted, the faster debilitated; Khallasara when the Moon applies to no one', () => {
    // Venus Virgo 10 (debilitated) applies to Saturn Libra 12 (exalted): 2nd house -> no aspect; put Saturn in
    // Capricorn 12
    // (5th from Virgo, gap 2 <= 8) and call it exalted. The Moon in Taurus 29.5: nobody within orb ahead of it.
    const c = chartOf({
      Venus: [5, 10, { dignity: 'debilitated' }],
      Saturn: [9, 12, { dignity: 'exalted' }],
      Moon: [1, 29.5],
      Sun: [2, 0],
      Mars: [3, 0],
      Mercury: [6, 0],
      Jupiter: [7, 0],
    });
    const ys = tajikaYogas(c);
    expect(ys.filter((y) => y.name === 'Duhphali-Kuttha').map((y) => y.grahas.join())).toEqual(['Venus,Saturn']);
    expect(ys.some((y) => y.name === 'Khallasara' && y.grahas.join() === 'Venus,Saturn')).toBe(true);
  });

  test('Ikkavala when all seven are in kendras and panapharas; Induvara when all are in apoklimas', () => {
    const ik = chartOf({
      Sun: [0, 1],
      Moon: [1, 2],
      Mars: [3, 3],
      Mercury: [4, 4],
      Jupiter: [6, 5],
      Venus: [7, 6],
      Saturn: [10, 7],
    });
    expect(tajikaYogas(ik)[0]?.name).toBe('Ikkavala');
    const ind = chartOf({
      Sun: [2, 1],
      Moon: [5, 2],
      Mars: [8, 3],
      Mercury: [11, 4],
      Jupiter: [2, 5],
      Venus: [5, 6],
      Saturn: [8, 7],
    });
    expect(tajikaYogas(ind)[0]?.name).toBe('Induvara');
  });
});
