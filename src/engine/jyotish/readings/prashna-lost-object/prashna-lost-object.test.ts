// Lost-article prashna on hand-placed charts (chartOf). Directions and distances are written out by hand from
// the rules in tables/readings/lost-object.ts (Aries east, Taurus south, Gemini west, Cancer north, repeating;
// movable, fixed, dual in turn from Aries).
import { expect, test } from 'vitest';
import { SIGNS } from '../../../vocabulary/names.ts';
import { chartOf, type Placements } from '../../yoga/chart.test-helpers.ts';
import { lostObject } from './index.ts';

const CODES = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'];
const DIRECTION = [
  'east',
  'south',
  'west',
  'north',
  'east',
  'south',
  'west',
  'north',
  'east',
  'south',
  'west',
  'north',
];
const DISTANCE = [
  'far',
  'near',
  'middling',
  'far',
  'near',
  'middling',
  'far',
  'near',
  'middling',
  'far',
  'near',
  'middling',
];

// Nothing in or aspecting Aries lagna: Sun Ta (2nd), Moon Ta (waxing), Mars Ta, Mercury Ta, Jupiter Ta (aspects
// 6th, 8th, 10th from Taurus: Libra, Sagittarius, Capricorn), Venus Ta, Saturn Ta (aspects 3rd, 7th, 10th from
// Taurus: Cancer, Scorpio, Aquarius), Rahu Ta, Ketu Sc.
const EMPTY: Placements = {
  Su: 'Ta10',
  Mo: 'Ta25',
  Ma: 'Ta12',
  Me: 'Ta14',
  Ju: 'Ta16',
  Ve: 'Ta18',
  Sa: 'Ta20',
  Ra: 'Ta22',
};

test('direction and distance for each rising sign, by hand', () => {
  CODES.forEach((code, i) => {
    const r = lostObject(chartOf(`${code}15`, EMPTY));
    expect(r.lagnaSign).toBe(SIGNS[i]);
    expect(r.direction.value).toBe(DIRECTION[i]);
    expect(r.distance.value).toBe(DISTANCE[i]);
  });
});

test('recovery: no indication, likely, unlikely, mixed', () => {
  // Aries lagna with everyone in Taurus: nothing occupies Aries; Mars in Taurus aspects 4th, 7th, 8th from it
  // (Leo, Scorpio, Sagittarius), the 7th aspect of others falls on Scorpio: nothing on Aries.
  expect(lostObject(chartOf('Ar15', EMPTY)).recovery.value).toBe('no_indication');
  // Jupiter in Aries (occupies the lagna): a benefic alone.
  const likely = lostObject(chartOf('Ar15', { ...EMPTY, Ju: 'Ar10' }));
  expect(likely.recovery).toMatchObject({ value: 'likely', benefics: ['Jupiter'], malefics: [] });
  // Saturn in Aries: a malefic alone.
  expect(lostObject(chartOf('Ar15', { ...EMPTY, Sa: 'Ar10' })).recovery).toMatchObject({
    value: 'unlikely',
    benefics: [],
    malefics: ['Saturn'],
  });
  // Venus in Libra aspects Aries (7th), Mars in Aries: one each.
  expect(lostObject(chartOf('Ar15', { ...EMPTY, Ve: 'Li10', Ma: 'Ar10' })).recovery).toMatchObject({
    value: 'mixed',
    benefics: ['Venus'],
    malefics: ['Mars'],
  });
});

test('theft versus misplacement is named as missing, never answered', () => {
  expect(lostObject(chartOf('Ar15', EMPTY)).missing[0]).toMatch(/theft versus misplacement/);
});
