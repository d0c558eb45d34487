// Birth-time doshas on hand-made charts. The tithi, karana and yoga arcs are worked out by hand from the Sun and
// Moon longitudes (tithi = 12 deg of Moon - Sun, karana = 6 deg, yoga = 13 deg 20 min of Sun + Moon); the weekday
// comes with a hand panchanga whose limbs the panchanga module computes (a second path beside the catalogue's).
import { describe, expect, test } from 'vitest';
import type { Placements } from '../../yoga/chart.test-helpers.ts';
import { NAKSHATRAS } from '../../../vocabulary/names.ts';
import { DOSHA_RULES } from './catalogue.ts';
import { nadiOf } from './matching.ts';
import { hand, withWeekday } from './hand.test-helpers.ts';
import type { DoshaChart, DoshaStatus } from './types.ts';

const rule = (id: string) => {
  const r = DOSHA_RULES.find((x) => x.id === id);
  if (r === undefined) throw new Error(`no rule ${id}`);
  return r;
};

type Case = [id: string, change: Partial<Placements>, status: DoshaStatus, why: string];

// The Sun stays at Aquarius 10 (310 deg) unless changed.
const LIMB_CASES: Case[] = [
  ['vishti_karana_birth', { Mo: 'Pi25' }, 'present', 'Moon - Sun = 45 deg: half-tithi 7, the first Vishti'],
  ['vishti_karana_birth', { Mo: 'Pi20' }, 'absent', 'Moon - Sun = 40 deg: half-tithi 6, Vanija'],
  ['amavasya_birth', { Mo: 'Aq4' }, 'present', 'Moon - Sun = 354 deg: tithi 30'],
  ['amavasya_birth', { Mo: 'Cp22' }, 'absent', 'Moon - Sun = 342 deg: tithi 29'],
  ['krishna_chaturdashi_birth', { Mo: 'Cp22' }, 'present', 'Moon - Sun = 342 deg: tithi 29, Krishna Chaturdashi'],
  ['krishna_chaturdashi_birth', { Mo: 'Aq4' }, 'absent', 'tithi 30'],
  [
    'vyatipata_birth',
    { Mo: 'Cp0' },
    'present',
    'Sun + Moon = 580 = 220 deg: yoga 17 (213 deg 20 min to 226 deg 40 min)',
  ],
  ['vyatipata_birth', { Mo: 'Cp10' }, 'absent', 'Sun + Moon = 230 deg: yoga 18, Variyan'],
  ['vaidhriti_birth', { Mo: 'Ta13' }, 'present', 'Sun + Moon = 353 deg: yoga 27'],
  ['vaidhriti_birth', { Mo: 'Ta5' }, 'absent', 'Sun + Moon = 345 deg: yoga 26, Indra'],
];

describe('tithi, karana and yoga at birth', () => {
  test.each(LIMB_CASES)('%s with %j is %s: %s', (id, change, status) => {
    const chart = hand(change);
    expect(rule(id).evaluate(chart).status).toBe(status);
    // The same answer when the limbs come from a birth panchanga (computed by the panchanga module).
    expect(rule(id).evaluate(withWeekday(chart, 3)).status).toBe(status);
  });
});

describe('weekday doshas', () => {
  // Moon Ge28 (88 deg) - Sun Aq10 (310 deg) = 138 deg: tithi 12, Shukla Dwadashi; Sunday-Dwadashi is dagdha.
  const dwadashi = hand({ Mo: 'Ge28' });
  test('dagdha tithi: Sunday with Dwadashi present, Monday absent, no weekday not evaluated', () => {
    expect(rule('dagdha_tithi_birth').evaluate(withWeekday(dwadashi, 0)).status).toBe('present');
    expect(rule('dagdha_tithi_birth').evaluate(withWeekday(dwadashi, 1)).status).toBe('absent');
    expect(rule('dagdha_tithi_birth').evaluate(dwadashi).status).toBe('not_evaluated');
  });

  // Sun Cn2 (92 deg), Moon Cn20 (110 deg): Moon - Sun 18 deg = Shukla Dwitiya; 110 deg is in Ashlesha (106 deg 40 min
  // to 120).
  const triplet = withWeekday(hand({ Su: 'Cn2', Mo: 'Cn20' }), 0);
  test(
    'Vishakanya: Sunday, Dwitiya, Ashlesha for a woman; absent for a man or on Monday; not evaluated without the ' +
      'sex',
    () => {
      const v = rule('vishakanya_yoga');
      expect(v.evaluate(triplet, { sex: 'female' }).status).toBe('present');
      expect(v.evaluate(triplet, { sex: 'male' }).status).toBe('absent');
      expect(v.evaluate(withWeekday(triplet, 1), { sex: 'female' }).status).toBe('absent');
      expect(v.evaluate(triplet).status).toBe('not_evaluated');
    },
  );
});

describe('sankranti birth', () => {
  // 16 ghatis = 0.2667 day; at 1 deg/day the Sun covers 0.2667 deg in that time either side of the ingress.
  const atSpeed = (c: DoshaChart, speed: number): DoshaChart => ({
    ...c,
    grahas: { ...c.grahas, Sun: { ...c.grahas.Sun, speed } },
  });
  test.each([
    ['Aq0.2', 'present', '0.2 deg after the ingress into Aquarius'],
    ['Cp29.8', 'present', '0.2 deg before it'],
    ['Cp29.7', 'absent', '0.3 deg before it: beyond 0.2667'],
    ['Aq10', 'absent', '10 deg in'],
  ] as const)('Sun %s at 1 deg/day is %s (%s)', (sun, status, _why) => {
    expect(rule('sankranti_birth').evaluate(atSpeed(hand({ Su: sun }), 1)).status).toBe(status);
  });
});

test("nadi and bhakoot dosha are never evaluated alone, with the reason and the native's nadi or Moon sign", () => {
  // Moon Le15 (135 deg): Purva Phalguni (133 deg 20 min to 146 deg 40 min), of the Madhya nadi.
  const nadi = rule('nadi_dosha').evaluate(hand());
  expect(nadi.status).toBe('not_evaluated');
  expect(nadi.reason).toContain('partner');
  expect(nadi.facts.detail).toContain('Madhya');
  const bhakoot = rule('bhakoot_dosha').evaluate(hand());
  expect(bhakoot.status).toBe('not_evaluated');
  expect(bhakoot.reason).toContain('partner');
  expect(bhakoot.facts.detail).toContain('Leo');
});

test('grahan janma is not evaluated on a chart without moment and place', () => {
  expect(rule('grahan_janma').evaluate(hand()).status).toBe('not_evaluated');
});

test('the nadi table follows the zig-zag Adi, Madhya, Antya, Antya, Madhya, Adi from Ashwini', () => {
  const zigzag = ['Adi', 'Madhya', 'Antya', 'Antya', 'Madhya', 'Adi'];
  NAKSHATRAS.forEach((n, i) => expect(nadiOf(n), n).toBe(zigzag[i % 6]));
});

describe("nadi and bhakoot with the partner's Moon", () => {
  // The native's Moon: Leo 15 (Purva Phalguni, pada 1: 133 deg 20 min + 0 to 3 deg 20 min), Madhya nadi, sign lord Sun.
  const partner = (nakshatra: (typeof NAKSHATRAS)[number], pada: number, signIndex: number) => ({
    nakshatra,
    pada,
    signIndex,
    sign: [
      'Aries',
      'Taurus',
      'Gemini',
      'Cancer',
      'Leo',
      'Virgo',
      'Libra',
      'Scorpio',
      'Sagittarius',
      'Capricorn',
      'Aquarius',
      'Pisces',
    ][signIndex] as never,
  });
  test.each([
    // Ardra is the 6th nakshatra: Adi (zig-zag), so a different nadi.
    ['nadi_dosha', partner('Ardra', 1, 2), 'absent', 'Ardra is Adi nadi, the native Madhya'],
    // Hasta (13th) is Adi; Uttara Phalguni (12th) is Adi; Purva Phalguni (11th) Madhya; Mrigashira (5th) Madhya.
    [
      'nadi_dosha',
      partner('Mrigashira', 2, 1),
      'present',
      'Mrigashira Taurus side: Madhya, another sign and nakshatra',
    ],
    ['nadi_dosha', partner('Magha', 4, 4), 'absent', 'Magha (10th) is Antya'],
    ['nadi_dosha', partner('Purva Phalguni', 3, 4), 'cancelled', 'same nakshatra, another pada'],
    ['nadi_dosha', partner('Purva Phalguni', 1, 4), 'present', 'same nakshatra and pada'],
    // Bhakoot: count from Leo (index 4) to the partner's sign.
    ['bhakoot_dosha', partner('Ashwini', 1, 0), 'present', 'Aries is 9th from Leo (5th-9th)'],
    ['bhakoot_dosha', partner('Rohini', 1, 1), 'absent', 'Taurus is 10th from Leo'],
    [
      'bhakoot_dosha',
      partner('Pushya', 1, 3),
      'present',
      'Cancer is 12th from Leo (2nd-12th); lords Moon and Sun differ',
    ],
    ['bhakoot_dosha', partner('Revati', 1, 11), 'present', 'Pisces is 8th from Leo (6th-8th)'],
  ] as const)("%s with the partner's Moon in %o is %s (%s)", (id, moon, status, _why) => {
    expect(rule(id).evaluate(hand(), { partnerMoon: moon }).status).toBe(status);
  });

  test('bhakoot is cancelled when both Moon signs have one lord: Aries native, Scorpio partner (6th-8th, both Mars)', () => {
    const f = rule('bhakoot_dosha').evaluate(hand({ Mo: 'Ar10' }), { partnerMoon: partner('Anuradha', 1, 7) });
    expect(f.status).toBe('cancelled');
    expect(f.cancellation[0]).toContain('Mars');
  });
});
