// Chara karakas and karakamsa, derived by hand (rule in CHARA_KARAKAS: highest degrees first, Rahu at 30 - degree)
// from longitudes published with two worked examples; ties; invariants on a computed chart.
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { computeChart } from '../chart/compute.ts';
import { jaiminiFacts } from './facts.ts';
import { buildFacts, dm, KN_RAO_CHART_4 } from './facts.test-helpers.ts';
import { charaKarakas, karakamsa } from './karakas.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

describe('chara karakas', () => {
  test(
    "K.N. Rao chart 4, seven karakas: Saturn 27deg23' > " + "Mercury 22deg21' > Sun > Jupiter > Venus > Moon > Mars",
    () => {
      const k = charaKarakas(KN_RAO_CHART_4, 7);
      expect(k.karakas.map((x) => [x.karaka, x.graha])).toEqual([
        ['Atmakaraka', 'Saturn'],
        ['Amatyakaraka', 'Mercury'],
        ['Bhratrikaraka', 'Sun'],
        ['Matrikaraka', 'Jupiter'],
        ['Putrakaraka', 'Venus'],
        ['Gnatikaraka', 'Moon'],
        ['Darakaraka', 'Mars'],
      ]);
      // Venus 11deg48' and Moon 11deg34' are 14' apart: not a tie at the 1' threshold.
      expect(k.ties).toEqual([]);
    },
  );

  test(
    "the same chart, eight karakas: Rahu at 29deg17' counts " + "0deg43' and becomes Darakaraka; Pitrikaraka appears",
    () => {
      const k = charaKarakas(KN_RAO_CHART_4, 8);
      expect(k.karakas.map((x) => x.graha)).toEqual([
        'Saturn',
        'Mercury',
        'Sun',
        'Jupiter',
        'Venus',
        'Moon',
        'Mars',
        'Rahu',
      ]);
      expect(k.karakas[4]?.karaka).toBe('Pitrikaraka');
      expect(k.karakas[7]?.karakaDegree).toBeCloseTo(dm(0, 43), 9);
    },
  );

  test('futuresamachar.com KP example (birth at Guna), eight karakas by hand', () => {
    // Printed: Sun 25deg58', Moon 23deg11', Mars 4deg26', Mercury 20deg10', Jupiter 25deg51', Venus 19deg12',
    // Saturn 12deg56', Rahu 27deg22' (-> 2deg38'). Order: Sun, Jupiter, Moon, Mercury, Venus, Saturn, Mars, Rahu.
    const f = buildFacts('Aries', {
      Sun: ['Leo', dm(25, 58)],
      Moon: ['Aquarius', dm(23, 11)],
      Mars: ['Scorpio', dm(4, 26)],
      Mercury: ['Virgo', dm(20, 10)],
      Jupiter: ['Libra', dm(25, 51)],
      Venus: ['Leo', dm(19, 12)],
      Saturn: ['Aquarius', dm(12, 56)],
      Rahu: ['Sagittarius', dm(27, 22)],
    });
    expect(charaKarakas(f).karakas.map((x) => x.graha)).toEqual([
      'Sun',
      'Jupiter',
      'Moon',
      'Mercury',
      'Venus',
      'Saturn',
      'Mars',
      'Rahu',
    ]);
  });

  test('ties: neighbours within the threshold are reported with their difference', () => {
    const f = buildFacts('Aries', {
      Sun: ['Leo', 5],
      Moon: ['Aries', dm(11, 34) + 10 / 3600],
      Mars: ['Taurus', 9],
      Mercury: ['Virgo', 22],
      Jupiter: ['Libra', 12],
      Venus: ['Virgo', dm(11, 34) + 40 / 3600],
      Saturn: ['Scorpio', 27],
      Rahu: ['Virgo', 29],
    });
    const k = charaKarakas(f, 8);
    expect(k.ties).toHaveLength(1);
    expect(k.ties[0]?.grahas).toEqual(['Venus', 'Moon']);
    expect(k.ties[0]?.differenceArcsec).toBeCloseTo(30, 6);
  });

  test(
    "karakamsa: Saturn (AK) at Scorpio 27deg23' is in the 9th navamsa of a fixed sign (from Cancer): Pisces, 10th " +
      'from Gemini',
    () => {
      expect(karakamsa(KN_RAO_CHART_4, charaKarakas(KN_RAO_CHART_4))).toEqual({
        atmakaraka: 'Saturn',
        sign: 'Pisces',
        signIndex: 11,
        houseFromLagna: 10,
      });
    },
  );

  test('invariants on a computed chart: eight distinct grahas, degrees non-increasing, margins consistent', () => {
    const chart = computeChart({
      date: '1990-11-20',
      time: '16:00',
      latitude: 26.85,
      longitude: 80.95,
      utcOffset: '+05:30',
    });
    for (const scheme of [7, 8] as const) {
      const k = charaKarakas(jaiminiFacts(chart), scheme);
      expect(new Set(k.karakas.map((x) => x.graha)).size).toBe(scheme);
      expect(new Set(k.karakas.map((x) => x.karaka)).size).toBe(scheme);
      k.karakas.forEach((x, i) => {
        const next = k.karakas[i + 1];
        if (next) expect(x.karakaDegree).toBeGreaterThanOrEqual(next.karakaDegree);
        const g = chart.grahas[x.graha];
        expect(x.karakaDegree).toBeCloseTo(x.graha === 'Rahu' ? 30 - g.degree : g.degree, 12);
      });
    }
  });
});
