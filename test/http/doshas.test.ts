// Doshas over HTTP: the interface's fields, birth_ and canonical bodies, agreement with the chart, dates at a given
// day.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService({}, { now: () => Date.parse('2026-08-01T06:30:00Z') });
});
afterAll(() => service.close());

const BIRTH = { birth_date: '1990-11-20', birth_time: '16:00', birth_latitude: 26.85, birth_longitude: 80.95 };
const CANONICAL = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const post = (url: string, payload: object) => service.app.inject({ method: 'POST', url, payload });
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

describe('POST /api/v2/sadesati', () => {
  test("0-based janma rashi = the chart's Moon sign; house and phase follow from Saturn's sign", async () => {
    const r = await post('/api/v2/sadesati', BIRTH);
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<any>();
    const chart = (await post('/api/v2/kundli', CANONICAL)).json<any>();
    expect(body.janma_rashi).toBe(SIGNS.indexOf(chart.chart.planets.Moon.sign));
    const house = ((body.saturn_rashi - body.janma_rashi + 12) % 12) + 1;
    expect(body.sadesati.saturn_house_from_janma).toBe(house);
    expect(body.sadesati.in_sadesati).toBe([12, 1, 2].includes(house));
    expect(typeof body.sadesati.duration_years).toBe('number');
  });

  test('at a date inside a cycle: in sade-sati, with three contiguous phases dated', async () => {
    // Read at the middle of the current (or next) cycle the first answer reported.
    const first = (await post('/api/v2/sadesati', BIRTH)).json<any>();
    const cycle = first.sadesati.current ?? first.sadesati.next;
    const mid = new Date((Date.parse(cycle.start) + Date.parse(cycle.end)) / 2).toISOString().slice(0, 10);
    const body = (await post('/api/v2/sadesati', { ...BIRTH, as_of: mid })).json<any>();
    expect(body.sadesati.current).not.toBeNull();
    expect(body.sadesati.current.phases).toHaveLength(3);
  });

  test('every Saturn crossing gives its local time beside the Julian day (the bare jd_ut had none)', async () => {
    const body = (await post('/api/v2/sadesati', BIRTH)).json<any>();
    const cycle = body.sadesati.current ?? body.sadesati.next;
    const crossings = cycle.phases.flatMap((p: any) => p.crossings);
    expect(crossings.length).toBeGreaterThan(0);
    for (const c of crossings) {
      expect(c.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
      expect(Math.abs(Date.parse(c.at) / 86_400_000 + 2440587.5 - c.jd_ut) * 86_400).toBeLessThan(1);
    }
  });
});

describe('POST /api/v2/mangal-dosha', () => {
  test('present, from_venus, severity, cancellations and parihaar; canonical body accepted', async () => {
    for (const payload of [BIRTH, CANONICAL]) {
      const body = (await post('/api/v2/mangal-dosha', payload)).json<any>();
      const m = body.mangal_dosha;
      expect(typeof m.present).toBe('boolean');
      expect(typeof m.from_venus).toBe('boolean');
      expect(typeof m.severity).toBe('string');
      expect(Array.isArray(m.cancellations)).toBe(true);
      expect(typeof m.parihaar).toBe('string');
    }
  });
});

describe('POST /api/v2/kalasarpa', () => {
  test("formation and type by Rahu's house; no invented remedy", async () => {
    const body = (await post('/api/v2/kalasarpa', BIRTH)).json<any>();
    expect(['full', 'partial', 'none']).toContain(body.kalasarpa.formation);
    expect(body.kalasarpa.remedy).toBeNull();
    const chart = (await post('/api/v2/kundli', CANONICAL)).json<any>();
    expect(body.kalasarpa.rahu_house).toBe(chart.chart.planets.Rahu.house);
  });
});

describe('POST /api/v2/doshas', () => {
  const PARTNER = { date: '1988-03-02', time: '07:30', latitude: 28.61, longitude: 77.21 };
  // The nadi of each nakshatra, zig-zag from Ashwini (Adi, Madhya, Antya, Antya, Madhya, Adi, repeated).
  const NADI = ['Adi', 'Madhya', 'Antya', 'Antya', 'Madhya', 'Adi'];
  const NAKSHATRAS = [
    'Ashwini',
    'Bharani',
    'Krittika',
    'Rohini',
    'Mrigashira',
    'Ardra',
    'Punarvasu',
    'Pushya',
    'Ashlesha',
    'Magha',
    'Purva Phalguni',
    'Uttara Phalguni',
    'Hasta',
    'Chitra',
    'Swati',
    'Vishakha',
    'Anuradha',
    'Jyeshtha',
    'Mula',
    'Purva Ashadha',
    'Uttara Ashadha',
    'Shravana',
    'Dhanishta',
    'Shatabhisha',
    'Purva Bhadrapada',
    'Uttara Bhadrapada',
    'Revati',
  ];
  const nadi = (n: string) => NADI[NAKSHATRAS.indexOf(n) % 6];

  test(
    'all 52 answer, each with status, the rule applied, facts, verification and cited refs; counts add up; PARTIAL ' +
      'names what the request lacked',
    async () => {
      const r = await post('/api/v2/doshas', BIRTH);
      expect(r.statusCode).toBe(200);
      expectCors(r.headers);
      const body = r.json<any>();
      expect(body.advisory).toBe(true);
      expect(body.catalogue_size).toBe(52);
      expect(body.doshas).toHaveLength(52);
      expect(new Set(body.doshas.map((d: any) => d.id)).size).toBe(52);
      for (const d of body.doshas) {
        expect(['present', 'cancelled', 'absent', 'not_evaluated'], d.id).toContain(d.status);
        expect(['hand_tested', 'advisory'], d.id).toContain(d.verification);
        expect(d.rule.length, d.id).toBeGreaterThan(20);
        expect(typeof d.facts.detail, d.id).toBe('string');
        expect(d.prove_refs.length, d.id).toBeGreaterThan(0);
        if (d.status === 'not_evaluated') expect(d.reason, d.id).toBeTruthy();
      }
      const s = body.summary;
      expect(s.present + s.cancelled + s.absent + s.not_evaluated).toBe(52);
      // Without gender and partner: Vishakanya, Nadi and Bhakoot cannot be read, and the answer says so.
      const unread = body.doshas.filter((d: any) => d.status === 'not_evaluated').map((d: any) => d.id);
      expect(unread).toEqual(expect.arrayContaining(['vishakanya_yoga', 'nadi_dosha', 'bhakoot_dosha']));
      expect(body.engine_status).toBe('PARTIAL');
      expect(body.missing.join(' ')).toContain('partner');
    },
  );

  test(
    "with gender and the partner's birth every rule is read (LIVE); Nadi and Bhakoot agree with the two charts' " +
      'Moons',
    async () => {
      const body = (await post('/api/v2/doshas', { ...BIRTH, gender: 'Female', partner: PARTNER })).json<any>();
      expect(body.engine_status).toBe('LIVE');
      expect(body.summary.not_evaluated).toBe(0);
      const mine = (await post('/api/v2/kundli', CANONICAL)).json<any>().chart.planets.Moon;
      const theirs = (await post('/api/v2/kundli', PARTNER)).json<any>().chart.planets.Moon;
      const find = (id: string) => body.doshas.find((d: any) => d.id === id);
      const sameNadi = nadi(mine.nakshatra) === nadi(theirs.nakshatra);
      expect(find('nadi_dosha').status === 'absent').toBe(!sameNadi);
      const distance = ((SIGNS.indexOf(theirs.sign) - SIGNS.indexOf(mine.sign) + 12) % 12) + 1;
      expect(find('bhakoot_dosha').status === 'absent').toBe(![2, 12, 5, 9, 6, 8].includes(distance));
      expect(body.partner_moon.sign).toBe(theirs.sign);
    },
  );

  test('agrees with the mangal-dosha, kalasarpa and sade-sati routes on the same birth and date', async () => {
    const as_of = '2026-03-01';
    const all = (await post('/api/v2/doshas', { ...BIRTH, as_of })).json<any>();
    const find = (id: string) => all.doshas.find((d: any) => d.id === id);
    const mangal = (await post('/api/v2/mangal-dosha', BIRTH)).json<any>().mangal_dosha;
    expect(find('mangal_dosha').status === 'present').toBe(mangal.present);
    const ks = (await post('/api/v2/kalasarpa', BIRTH)).json<any>().kalasarpa;
    expect(find('kalasarpa_dosha').status === 'present').toBe(ks.present); // a partial formation is absent in the catalogue
    const ss = (await post('/api/v2/sadesati', { ...BIRTH, as_of })).json<any>().sadesati;
    expect(find('sade_sati').status === 'present').toBe(ss.in_sadesati);
    expect(all.as_of.at.startsWith(as_of)).toBe(true);
  });

  test.each([
    ['no latitude', { birth_date: '1990-11-20', birth_time: '16:00', birth_longitude: 80.95 }, 'birth_latitude'],
    ['30 February for the partner', { ...BIRTH, partner: { ...PARTNER, date: '1988-02-30' } }, 'partner'],
    ['an unknown field', { ...BIRTH, planet: 'Mars' }, ''],
    ['a gender outside the interface', { ...BIRTH, gender: 'x' }, 'gender'],
    ['a bad as_of', { ...BIRTH, as_of: '2026-13-01' }, 'as_of'],
  ])('%s: 422 with detail', async (_why, payload, field) => {
    const r = await post('/api/v2/doshas', payload);
    expect(r.statusCode).toBe(422);
    const body = r.json<any>();
    expect(Array.isArray(body.detail)).toBe(true);
    if (field !== '') expect(JSON.stringify(body.detail)).toContain(field);
  });
});
