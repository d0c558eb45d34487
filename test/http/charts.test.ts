// Birth charts over HTTP: kundli v2 and v1, the sixteen vargas, one varga by code or name. The positions themselves
// are checked against swetest in test/reference/charts; here: the contract, agreement between routes, and errors.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

const NOW = Date.parse('2026-08-01T00:00:00Z');
let service: Service;
beforeAll(async () => {
  service = await testService({}, { now: () => NOW });
});
afterAll(() => service.close());

const BIRTH = { name: 'Lucknow 1990', date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const post = (url: string, payload: object) => service.app.inject({ method: 'POST', url, payload });
const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
const SIGNS = [
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
];

describe('POST /api/v2/kundli', () => {
  test('the CHART object with every section the interface names, LIVE, conventions and pending citations', async () => {
    const r = await post('/api/v2/kundli', BIRTH);
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<any>();
    expect(body).toMatchObject({ success: true, engine_status: 'LIVE' });
    expect(Object.keys(body.chart).sort()).toEqual([
      'dashas',
      'houses',
      'lagna',
      'meta',
      'navamsa',
      'panchanga',
      'planets',
    ]);
    expect(body.chart.lagna).toHaveProperty('sign');
    expect(body.chart.lagna).toHaveProperty('lord');
    expect(body.chart.lagna).toHaveProperty('nakshatra');
    expect(Object.keys(body.chart.planets)).toEqual(GRAHAS);
    for (const p of Object.values<any>(body.chart.planets)) {
      for (const f of [
        'sign',
        'house',
        'dignity',
        'vargottama',
        'combust',
        'retrograde',
        'longitude',
        'nakshatra',
        'pada',
      ])
        expect(p).toHaveProperty(f);
      expect(Object.keys(p.vargas)).toEqual(['D1', 'D2', 'D3', 'D4', 'D7', 'D9', 'D10', 'D12']);
      // the sign follows from the longitude, the D1 varga is the sign, the house counts from the lagna sign
      expect(p.sign).toBe(SIGNS[Math.floor(p.longitude / 30)]);
      expect(p.vargas.D1).toBe(p.sign);
      expect(p.house).toBe(((SIGNS.indexOf(p.sign) - SIGNS.indexOf(body.chart.lagna.sign) + 12) % 12) + 1);
    }
    expect(body.chart.planets.Rahu.retrograde).toBe(true);
    expect(
      Math.abs(((body.chart.planets.Ketu.longitude - body.chart.planets.Rahu.longitude + 360) % 360) - 180),
    ).toBeLessThan(1e-9);
    expect(body.chart.houses).toHaveLength(12);
    expect(body.chart.houses.flatMap((h: any) => h.occupants).sort()).toEqual([...GRAHAS].sort());
    expect(body.conventions).toMatchObject({
      timezone: 'Asia/Kolkata',
      utc_offset: '+05:30',
      utc: '1990-11-20T10:30:00Z',
      node_type: 'mean',
    });
    expect(body.conventions.ayanamsa.name).toBe('lahiri');
    expect(body.interpretation.prove_refs.length).toBeGreaterThan(0);
    expect(body.interpretation.prove_refs.every((p: any) => p.status === 'pending')).toBe(true);
  });

  test('dashas: the current mahadasha and antardasha as of the service clock lie around that instant', async () => {
    const body = (await post('/api/v2/kundli', BIRTH)).json<any>();
    const d = body.chart.dashas;
    expect(d.system).toBe('vimshottari');
    expect(d.mahadashas).toHaveLength(9);
    expect(d.current.maha).toBe(d.current.current_levels[0].planet);
    expect(d.current.antar).toBe(d.current.current_levels[1].planet);
    for (const level of d.current.current_levels) {
      expect(Date.parse(level.start)).toBeLessThanOrEqual(NOW);
      expect(Date.parse(level.end)).toBeGreaterThan(NOW);
    }
    // the first mahadasha is the lord of the Moon's nakshatra
    const NAK_LORDS = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
    expect(d.mahadashas[0].planet).toBe(NAK_LORDS[body.chart.planets.Moon.nakshatra_index % 9]);
  });

  test("the navamsa section agrees with each planet's D9 and vargottama means D1 = D9", async () => {
    const body = (await post('/api/v2/kundli', BIRTH)).json<any>();
    for (const g of GRAHAS) {
      const p = body.chart.planets[g];
      expect(body.chart.navamsa.planets[g].sign).toBe(p.vargas.D9);
      expect(p.vargottama).toBe(p.vargas.D9 === p.sign);
    }
  });

  test('ayanamsa and node options change the positions and are stated', async () => {
    const lahiri = (await post('/api/v2/kundli', BIRTH)).json<any>();
    const kp = (await post('/api/v2/kundli', { ...BIRTH, ayanamsa: 'krishnamurti', node_type: 'true' })).json<any>();
    const shift = lahiri.chart.planets.Sun.longitude - kp.chart.planets.Sun.longitude;
    expect(shift).toBeCloseTo(kp.conventions.ayanamsa.degrees - lahiri.conventions.ayanamsa.degrees, 9);
    expect(kp.conventions.node_type).toBe('true');
  });

  test.each([
    ['missing time', { ...BIRTH, time: undefined }, ['body', 'time']],
    ['latitude out of range', { ...BIRTH, latitude: 91 }, ['body', 'latitude']],
    ['date outside the ephemeris', { ...BIRTH, date: '1700-01-01' }, ['body', 'date']],
    ['unknown ayanamsa', { ...BIRTH, ayanamsa: 'fagan' }, ['body', 'ayanamsa']],
    ['bad zone', { ...BIRTH, timezone: 'Mars/Olympus' }, ['body', 'timezone']],
  ])('422 on %s', async (_label, payload, loc) => {
    const r = await post('/api/v2/kundli', payload);
    expect(r.statusCode).toBe(422);
    expectCors(r.headers);
    expect(r.json<any>().detail.map((d: any) => d.loc)).toContainEqual(loc);
  });
});

describe('POST /api/kundli (v1)', () => {
  test('the flat v1 shape, with the same facts as v2', async () => {
    const v1 = (await post('/api/kundli', BIRTH)).json<any>();
    const v2 = (await post('/api/v2/kundli', BIRTH)).json<any>();
    expect(v1.success).toBe(true);
    expect(v1.ascendant.sign).toBe(v2.chart.lagna.sign);
    expect(v1.planets.map((p: any) => p.name)).toEqual(GRAHAS);
    for (const p of v1.planets) expect(p.longitude).toBe(v2.chart.planets[p.name].longitude);
    expect(v1.moon_sign).toBe(v2.chart.planets.Moon.sign);
  });
});

describe('vargas', () => {
  test('all sixteen, each with lagna and nine planets; D1 is the rashi chart', async () => {
    const body = (await post('/api/divisional-charts', BIRTH)).json<any>();
    expect(Object.keys(body.charts)).toEqual([
      'D1',
      'D2',
      'D3',
      'D4',
      'D7',
      'D9',
      'D10',
      'D12',
      'D16',
      'D20',
      'D24',
      'D27',
      'D30',
      'D40',
      'D45',
      'D60',
    ]);
    const v2 = (await post('/api/v2/kundli', BIRTH)).json<any>();
    expect(body.charts.D1.lagna.sign).toBe(v2.chart.lagna.sign);
    for (const g of GRAHAS) expect(body.charts.D1.planets[g].sign).toBe(v2.chart.planets[g].sign);
    for (const g of GRAHAS)
      expect(body.charts.D2.planets[g].sign === 'Leo' || body.charts.D2.planets[g].sign === 'Cancer').toBe(true);
  });

  test('one varga by code or by name gives the same chart as the full set', async () => {
    const all = (await post('/api/divisional-charts', BIRTH)).json<any>();
    const byCode = (await post('/api/divisional/D9', BIRTH)).json<any>();
    const byName = (await post('/api/divisional/navamsha', BIRTH)).json<any>();
    expect(byCode.planets).toEqual(all.charts.D9.planets);
    expect(byName.planets).toEqual(byCode.planets);
    expect((await post('/api/divisional/d60', BIRTH)).json<any>().code).toBe('D60');
  });

  test('an unknown code is 422 naming the path parameter', async () => {
    const r = await post('/api/divisional/D5', BIRTH);
    expect(r.statusCode).toBe(422);
    expect(r.json<any>().detail[0].loc).toEqual(['path', 'code']);
  });
});
