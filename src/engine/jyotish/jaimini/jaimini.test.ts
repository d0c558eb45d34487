// jaimini(chart) on a computed chart: the parts agree with each other and with the chart (invariants).
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { initEphemeris } from '../../astro/sweph/index.ts';
import { computeChart } from '../chart/compute.ts';
import { jaimini } from './jaimini.ts';

beforeAll(() => initEphemeris(path.resolve(import.meta.dirname, '../../../../data/ephe')));

describe('jaimini(chart)', () => {
  test('karakas, karakamsa, padas and chara dasha agree with the chart', () => {
    const chart = computeChart({
      date: '1990-11-20',
      time: '16:00',
      latitude: 26.85,
      longitude: 80.95,
      utcOffset: '+05:30',
    });
    const j = jaimini(chart);
    expect(j.charaKarakas.scheme).toBe(8);
    expect(j.charaKarakas.karakas).toHaveLength(8);
    const ak = j.charaKarakas.karakas[0]?.graha ?? 'Sun';
    expect(j.karakamsa).toMatchObject({ atmakaraka: ak, sign: chart.grahas[ak].vargas.D9.sign });
    expect(chart.houses[j.karakamsa.houseFromLagna - 1]?.sign).toBe(j.karakamsa.sign);
    expect(j.arudhaPadas).toHaveLength(12);
    expect(j.upapada).toBe(j.arudhaPadas[11]);
    for (const p of j.arudhaPadas) {
      expect(chart.houses[p.house - 1]?.sign).toBe(p.sign);
      expect(chart.houses[p.padaHouse - 1]?.sign).toBe(p.pada);
      expect(p.lordSign).toBe(chart.grahas[p.lord.lord].sign);
    }
    expect(j.grahaPadas).toHaveLength(14);
    expect(j.charaDasha.mahadashas).toHaveLength(12);
    expect(j.charaDasha.mahadashas[0]?.sign).toBe(chart.lagna.sign);
    expect(j.charaDasha.mahadashas[0]?.startJdUt).toBe(chart.moment.jdUt);
    expect(j.refs.length).toBeGreaterThan(0);
    expect(j.refs.every((r) => r.status === 'pending')).toBe(true);
    expect(j.method).toMatch(/8 chara karakas/);
  });

  test('seven-karaka option and 360-day years', () => {
    const chart = computeChart({
      date: '1975-06-01',
      time: '08:30',
      latitude: 19.07,
      longitude: 72.88,
      utcOffset: '+05:30',
    });
    const j = jaimini(chart, { karakaScheme: 7, yearDays: 360 });
    expect(j.charaKarakas.karakas.map((k) => k.karaka)).not.toContain('Pitrikaraka');
    expect(j.charaKarakas.karakas.map((k) => k.graha)).not.toContain('Rahu');
    const m = j.charaDasha.mahadashas[0];
    expect(m && (m.endJdUt - m.startJdUt) / m.years).toBeCloseTo(360, 9);
  });
});
