// Invariants of the day-division tables: counts, ranges, and the tables that follow from the weekday-lord rule.
import { describe, expect, test } from 'vitest';
import { CHOGHADIYAS, NAKSHATRAS, WEEKDAYS } from '../../vocabulary/names.ts';
import { ABHIJIT, ABHIJIT_AUSPICIOUS } from './abhijit.ts';
import { AMRIT_KALAM_START_GHATI } from './amrit-kalam.ts';
import { CHOGHADIYA_NATURE } from './choghadiya-nature.ts';
import { CHOGHADIYA_ROTATION } from './choghadiya-rotation.ts';
import { DURMUHURTA } from './durmuhurta.ts';
import { GULIKA_KALAM } from './gulika-kalam.ts';
import { HORA_ORDER } from './hora-order.ts';
import { RAHU_KALAM } from './rahu-kalam.ts';
import { VARJYAM_SECOND_START_GHATI, VARJYAM_START_GHATI } from './varjyam.ts';
import { YAMAGANDA } from './yamaganda.ts';

const TABLES = [
  ABHIJIT,
  ABHIJIT_AUSPICIOUS,
  AMRIT_KALAM_START_GHATI,
  CHOGHADIYA_NATURE,
  CHOGHADIYA_ROTATION,
  DURMUHURTA,
  GULIKA_KALAM,
  HORA_ORDER,
  RAHU_KALAM,
  VARJYAM_SECOND_START_GHATI,
  VARJYAM_START_GHATI,
  YAMAGANDA,
];

/**
 * The upagraha rule: the 8 parts of the day go to the weekday lords in weekday order from the day's own lord, the
 * night's from the lord of the fifth weekday; the 8th part has no lord. Returns the 1-based part of a lord.
 */
function lordPart(weekday: number, lord: string, half: 'day' | 'night'): number {
  const first = half === 'day' ? weekday : weekday + 4;
  const lords = Array.from({ length: 7 }, (_, k) => WEEKDAYS[(first + k) % 7]?.lord);
  return lords.indexOf(lord as never) + 1;
}

describe('day-division tables', () => {
  test('every citation is pending and every id unique', () => {
    for (const t of TABLES) for (const c of t.cites) expect(c.status).toBe('pending');
    expect(new Set(TABLES.map((t) => t.id)).size).toBe(TABLES.length);
  });

  test('varjyam and amrit kalam: 27 entries in nakshatra order, a whole 4-ghati window within 0-60', () => {
    for (const t of [VARJYAM_START_GHATI.data, AMRIT_KALAM_START_GHATI.data]) {
      expect(Object.keys(t)).toEqual([...NAKSHATRAS]);
      for (const g of Object.values(t)) {
        expect(Number.isInteger(g)).toBe(true);
        expect(g).toBeGreaterThanOrEqual(0);
        expect(g + 4).toBeLessThanOrEqual(60);
      }
    }
  });

  test('second varjyam windows lie within 0-60 and clear of the first', () => {
    for (const [n, g] of Object.entries(VARJYAM_SECOND_START_GHATI.data)) {
      const first = VARJYAM_START_GHATI.data[n as keyof typeof VARJYAM_START_GHATI.data];
      expect(g >= 0 && g + 4 <= 60).toBe(true);
      expect(g + 4 <= first || first + 4 <= g).toBe(true);
    }
  });

  test('Rahu kalam: the well-known parts 8 2 7 5 6 4 3 from Sunday', () => {
    expect(WEEKDAYS.map((w) => RAHU_KALAM.data[w.name])).toEqual([8, 2, 7, 5, 6, 4, 3]);
  });

  test("Yamaganda is Jupiter's part and Gulika Saturn's part of the day; night Gulika from the fifth weekday", () => {
    WEEKDAYS.forEach((w, i) => {
      expect(YAMAGANDA.data[w.name]).toBe(lordPart(i, 'Jupiter', 'day'));
      expect(GULIKA_KALAM.data.day[w.name]).toBe(lordPart(i, 'Saturn', 'day'));
      expect(GULIKA_KALAM.data.night[w.name]).toBe(lordPart(i, 'Saturn', 'night'));
    });
  });

  test('Rahu kalam, Yamaganda and Gulika never fall in the same part of a day', () => {
    for (const w of WEEKDAYS) {
      const parts = [RAHU_KALAM.data[w.name], YAMAGANDA.data[w.name], GULIKA_KALAM.data.day[w.name]];
      expect(new Set(parts).size).toBe(3);
    }
  });

  test('hora order: the seven grahas once; each weekday lord is 3 places (24 horas) after the previous', () => {
    const order = HORA_ORDER.data;
    expect(new Set(order)).toEqual(new Set(CHOGHADIYAS.map((c) => c.lord)));
    WEEKDAYS.forEach((w, i) => {
      const next = WEEKDAYS[(i + 1) % 7]?.lord;
      expect(order[(order.indexOf(w.lord) + 24) % 7]).toBe(next);
    });
  });

  test('choghadiya: the cycle in names.ts is the hora order; statuses as almanacs print them', () => {
    const order = HORA_ORDER.data;
    const sun = order.indexOf('Sun');
    expect(CHOGHADIYAS.map((c) => c.lord)).toEqual(CHOGHADIYAS.map((_, k) => order[(sun + k) % 7]));
    const by = (s: string) => CHOGHADIYAS.filter((c) => CHOGHADIYA_NATURE.data[c.name].status === s).map((c) => c.name);
    expect(by('good').sort()).toEqual(['Amrit', 'Labh', 'Shubh']);
    expect(by('neutral')).toEqual(['Chal']);
    expect(by('bad').sort()).toEqual(['Kaal', 'Rog', 'Udveg']);
  });

  test('choghadiya rotation: each stride visits all seven lords before repeating', () => {
    for (const { step } of [CHOGHADIYA_ROTATION.data.day, CHOGHADIYA_ROTATION.data.night]) {
      expect(new Set(Array.from({ length: 7 }, (_, k) => (step * k) % 7)).size).toBe(7);
    }
  });

  test('durmuhurta: numbers within 1-15; Abhijit is inauspicious exactly where it is the durmuhurta', () => {
    for (const w of WEEKDAYS) {
      const { day, night } = DURMUHURTA.data[w.name];
      for (const m of [...day, ...night]) expect(m >= 1 && m <= 15).toBe(true);
      expect(ABHIJIT_AUSPICIOUS.data[w.name]).toBe(!(day as readonly number[]).includes(ABHIJIT.data.muhurta));
    }
  });
});
