// The day rules on constructed cases (no ephemeris): tithi ends and sunrises chosen so that each rule fires.
import { describe, expect, test } from 'vitest';
import { decideSmarta, decideVaishnava } from './decide.ts';
import type { EkadashiFacts } from './facts.ts';
import { findMahadvadashi } from './mahadvadashi.ts';
import { paranaWindow } from './parana.ts';

const H = 1 / 24;
const time = (jd: number): string => `t=${jd.toFixed(3)}`;

/** Sunrises at day 1, 2, 3 (06:00 is .25); tithi boundaries in days from day 0 midnight. */
function facts(dashami: number, ekadashi: number, dvadashi: number, end: number): EkadashiFacts {
  return {
    tithis: { dashamiStart: dashami, ekadashiStart: ekadashi, dvadashiStart: dvadashi, dvadashiEnd: end },
    sunrises: [1.25, 2.25, 3.25],
    dates: ['2030-01-02', '2030-01-03', '2030-01-04'],
    dateBefore: '2030-01-01',
    arunodayaDays: 96 / 1440,
  };
}

function vaishnava(f: EkadashiFacts) {
  return decideVaishnava(f, findMahadvadashi(f, time), time);
}

describe('Smarta and Vaishnava day rules', () => {
  test('ekadashi pure at arunodaya: both fast on the sunrise-ekadashi day', () => {
    const f = facts(-0.5, 0.5, 1.5, 2.5); // ekadashi from 12:00 day 0 to 12:00 day 1
    expect(decideSmarta(f, time).day).toBe(0);
    const v = vaishnava(f);
    expect(v.day).toBe(0);
    expect(v.trace[0]?.rule).toBe('vaishnava_arunodaya');
    expect(v.trace[0]?.outcome).toContain('fast on 2030-01-02');
  });

  test('dashami at arunodaya (dashami-viddha): Vaishnavas fast the next day', () => {
    const f = facts(0.1, 1.25 - H, 2.2, 3.2); // ekadashi begins 60 min before sunrise, inside arunodaya
    expect(decideSmarta(f, time).day).toBe(0);
    const v = vaishnava(f);
    expect(v.day).toBe(1);
    expect(v.trace[0]?.fact).toContain('dashami-viddha');
  });

  test('ekadashi touching no sunrise: both fast on the day whose sunrise has dvadashi', () => {
    const f = facts(-0.2, 0.3, 1.2, 2.1);
    const s = decideSmarta(f, time);
    expect(s.day).toBe(0);
    expect(s.trace.at(-1)?.rule).toBe('kshaya_ekadashi');
    expect(vaishnava(f).day).toBe(0);
  });

  test('unmilani: ekadashi at two sunrises, Vaishnavas fast on the second', () => {
    const f = facts(-0.3, 1.2, 2.3, 3.3);
    expect(findMahadvadashi(f, time).map((c) => c.case)).toEqual(['unmilani']);
    expect(decideSmarta(f, time).day).toBe(0);
    expect(vaishnava(f).day).toBe(1);
  });

  test('vyanjuli: dvadashi at two sunrises, Vaishnavas fast on the first of them', () => {
    const f = facts(0.1, 1.1, 2.2, 3.3); // ekadashi pure at R1; dvadashi at R2 and R3
    const cases = findMahadvadashi(f, time);
    expect(cases.map((c) => [c.case, c.day])).toEqual([['vyanjuli', 1]]);
    const v = vaishnava(f);
    expect(v.day).toBe(1);
    expect(v.trace.at(-1)?.rule).toBe('vyanjuli');
  });

  test('trisprisha: ekadashi at sunrise, dvadashi and trayodashi before the next', () => {
    const f = facts(0.3, 1.0, 1.5, 2.2);
    const cases = findMahadvadashi(f, time);
    expect(cases.map((c) => [c.case, c.day])).toEqual([['trisprisha', 0]]);
    expect(vaishnava(f).day).toBe(0);
  });
});

describe('parana window', () => {
  test('opens at sunrise when hari vasara is over and closes at the end of dvadashi', () => {
    const f = facts(-0.5, 0.5, 1.5, 2.5);
    const p = paranaWindow(f, 2.25);
    expect(p).toMatchObject({ start: 2.25, end: 2.5, startsAt: 'sunrise', hariVasaraEnd: 1.75 });
  });

  test('opens when hari vasara ends if that is after sunrise', () => {
    const f = facts(0, 1.3, 2.2, 3.2); // hari vasara ends 2.45
    const p = paranaWindow(f, 2.25);
    expect(p.startsAt).toBe('hari_vasara_end');
    expect(p.start).toBeCloseTo(2.45, 12);
    expect(p.end).toBe(3.2);
  });

  test('no end when dvadashi is over by sunrise', () => {
    const p = paranaWindow(facts(0.3, 1.0, 1.5, 2.2), 2.25);
    expect(p.end).toBeNull();
    expect(p.start).toBe(2.25);
  });
});
