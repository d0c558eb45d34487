// The day-band rule on constructed limbs: each dosha counted once, bands by count, tithi classes by number.
import { describe, expect, test } from 'vitest';
import { tithiClass } from '../../tables/day-doshas.ts';
import { dayVerdict } from './day-band.ts';

const limbs = (tithi: { number: number; name: string }, karana: string, yoga: string) =>
  ({ tithi, karana: { name: karana }, yoga: { name: yoga } }) as unknown as Parameters<typeof dayVerdict>[0];

describe('day band', () => {
  test('tithi classes repeat Nanda..Purna three times', () => {
    expect([1, 4, 5, 6, 9, 10, 14, 15].map(tithiClass)).toEqual([
      'Nanda',
      'Rikta',
      'Purna',
      'Nanda',
      'Rikta',
      'Purna',
      'Rikta',
      'Purna',
    ]);
  });

  test('no dosha: favourable; one: mixed; two or more: challenging', () => {
    expect(dayVerdict(limbs({ number: 5, name: 'Panchami' }, 'Bava', 'Siddhi')).band).toBe('favourable');
    expect(dayVerdict(limbs({ number: 9, name: 'Navami' }, 'Balava', 'Atiganda')).band).toBe('mixed');
    const hard = dayVerdict(limbs({ number: 14, name: 'Chaturdashi' }, 'Vishti', 'Vaidhriti'));
    expect(hard.band).toBe('challenging');
    expect(hard.doshas).toHaveLength(3);
    expect(dayVerdict(limbs({ number: 15, name: 'Amavasya' }, 'Naga', 'Vishkambha')).doshas).toHaveLength(1);
  });

  test('every citation is pending', () => {
    for (const ref of dayVerdict(limbs({ number: 1, name: 'Pratipada' }, 'Bava', 'Priti')).refs)
      expect(ref.status).toBe('pending');
  });
});
