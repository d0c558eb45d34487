// Invariants of the Tajika tables (tables/tajika): every key present, aspects mutual, day/night forms consistent.
import { describe, expect, test } from 'vitest';
import { VIMSHOTTARI } from '../../tables/dasha/vimshottari.ts';
import { TAJIKA_ASPECTS, type HouseCount } from '../../tables/tajika/aspects.ts';
import { DEEPTAMSA, TAJIKA_SPEED_ORDER } from '../../tables/tajika/deeptamsa.ts';
import { MUDDA_DASHA } from '../../tables/tajika/mudda.ts';
import { SAHAM_NAMES, SAHAMS } from '../../tables/tajika/sahams.ts';
import { TRI_RASHI_LORDS } from '../../tables/tajika/tri-rashi.ts';
import { TAJIKA_YOGA_NAMES, TAJIKA_YOGAS } from '../../tables/tajika/yogas.ts';
import { signAt, SIGNS } from '../../vocabulary/names.ts';

describe('Tajika tables', () => {
  test('deeptamsas as stated by Neelakanthi; speed order has the seven once, Moon fastest, Saturn slowest', () => {
    expect(DEEPTAMSA.data).toEqual({ Sun: 15, Moon: 12, Mars: 8, Mercury: 7, Jupiter: 9, Venus: 7, Saturn: 9 });
    expect(new Set(TAJIKA_SPEED_ORDER.data).size).toBe(7);
    expect(TAJIKA_SPEED_ORDER.data[0]).toBe('Moon');
    expect(TAJIKA_SPEED_ORDER.data[6]).toBe('Saturn');
  });

  test('aspects are mutual (house n and 14 - n agree); 8 aspecting and 4 blind houses', () => {
    for (let n = 1; n <= 12; n++) {
      const back = (((14 - n - 1) % 12) + 1) as HouseCount;
      expect(TAJIKA_ASPECTS.data[n as HouseCount]).toBe(TAJIKA_ASPECTS.data[back]);
    }
    expect(Object.values(TAJIKA_ASPECTS.data).filter((k) => k === null)).toHaveLength(4);
  });

  test('tri-rashi lords: all 12 signs; in each element the first two signs swap day and night lords', () => {
    expect(Object.keys(TRI_RASHI_LORDS.data)).toEqual([...SIGNS]);
    for (let i = 0; i < 4; i++) {
      const first = TRI_RASHI_LORDS.data[signAt(i)];
      const second = TRI_RASHI_LORDS.data[signAt(i + 4)];
      expect(second).toEqual({ day: first.night, night: first.day });
      const third = TRI_RASHI_LORDS.data[signAt(i + 8)];
      expect(third.day).toBe(third.night);
    }
  });

  test('36 sahams in the table order; reversed night formulas swap A and B only', () => {
    expect(SAHAMS.data.map((s) => s.name)).toEqual([...SAHAM_NAMES]);
    expect(SAHAMS.data).toHaveLength(36);
    const same = SAHAMS.data.filter((s) => s.day.join() === s.night.join()).map((s) => s.name);
    expect(same).toEqual(['Bhratri', 'Roga', 'Mrityu', 'Paradesa', 'Artha', 'Vyapara', 'Labha']);
    for (const s of SAHAMS.data) {
      if (s.name === 'Karyasiddhi' || same.includes(s.name)) continue;
      expect(s.night).toEqual([s.day[1], s.day[0], s.day[2]]);
    }
  });

  test('mudda days are the Vimshottari years x 3 and fill 360 days; remainder order is Vimshottari from the Sun', () => {
    for (const { lord, years } of VIMSHOTTARI.data) expect(MUDDA_DASHA.data.days[lord]).toBe(years * 3);
    expect(Object.values(MUDDA_DASHA.data.days).reduce((a, b) => a + b, 0)).toBe(360);
    const order = VIMSHOTTARI.data.map((e) => e.lord);
    const fromSun = [...order.slice(2), ...order.slice(0, 2)];
    expect([...MUDDA_DASHA.data.byRemainder]).toEqual(fromSun);
  });

  test('sixteen yogas, each either computed or named as not computed', () => {
    expect(TAJIKA_YOGA_NAMES).toHaveLength(16);
    expect([...TAJIKA_YOGAS.data.computed, ...TAJIKA_YOGAS.data.notComputed].sort()).toEqual(
      [...TAJIKA_YOGA_NAMES].sort(),
    );
    for (const t of [DEEPTAMSA, TAJIKA_ASPECTS, TRI_RASHI_LORDS, SAHAMS, MUDDA_DASHA, TAJIKA_YOGAS]) {
      for (const c of t.cites) expect(c.status).toBe('pending');
    }
  });
});
