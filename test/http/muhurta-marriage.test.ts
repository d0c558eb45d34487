// Marriage muhurta, the classical audit and travel over HTTP. Marriage windows are re-checked against the panchanga
// route and each partner's tara by the rule written here; a moment inside a scan window passes the audit (one set
// of vivah rules behind both); travel's disha shool against the weekday table written here; the alias answers the
// same bytes as its canonical path.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());

const post = (url: string, payload: object) => service.app.inject({ method: 'POST', url, payload });
const DELHI = { latitude: 28.6139, longitude: 77.209 };
const BRIDE = { name: 'A', date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const GROOM = { name: 'B', date: '1988-03-02', time: '07:30', latitude: 28.61, longitude: 77.21 };
const STARS = [
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
/** Tara by the classical rule: count from the birth star inclusive; the 3rd, 5th and 7th of each nine are bad. */
const taraBad = (birth: string, day: string) =>
  [3, 5, 7].includes((((STARS.indexOf(day) - STARS.indexOf(birth) + 27) % 27) % 9) + 1);

async function limbsAt(iso: string) {
  const r = await post('/api/v2/panchanga', { ...DELHI, date: iso.slice(0, 10), time: iso.slice(11, 19) });
  const at = r.json<{ at_time: { tithi: { name: string }; nakshatra: { name: string } } }>().at_time;
  return [at.tithi.name, at.nakshatra.name];
}
const shift = (iso: string, s: number) => {
  const off = iso.slice(19);
  const [h, m] = off.slice(1).split(':').map(Number) as [number, number];
  return (
    new Date(Date.parse(iso) + s * 1000 + (off.startsWith('-') ? -1 : 1) * (h * 60 + m) * 60_000)
      .toISOString()
      .slice(0, 19) + off
  );
};

interface Window {
  start: string;
  end: string;
  tithi: string;
  nakshatra: string;
  lagnas: string[];
}

describe('POST /api/v2/muhurta/marriage', () => {
  test(
    'Jan-Mar 2027 at Delhi with both partners: windows re-checked against the panchanga route; no window on a bad ' +
      'tara of either partner',
    async () => {
      const r = await post('/api/v2/muhurta/marriage', {
        ...DELHI,
        start_date: '2027-01-15',
        end_date: '2027-03-15',
        bride: BRIDE,
        groom: GROOM,
      });
      expectCors(r.headers);
      expect(r.statusCode, r.body).toBe(200);
      const body = r.json<{
        partners: { nakshatra: string }[];
        results: { date: string; windows: Window[] }[];
        dagdha_days: { reasons: string[] }[];
        match_count: number;
      }>();
      expect(body.partners).toHaveLength(2);
      expect(body.match_count).toBe(body.results.length);
      let n = 0;
      for (const d of body.results) {
        for (const w of d.windows) {
          for (const at of [shift(w.start, 5), shift(w.end, -5)])
            expect(await limbsAt(at), `${d.date} ${at}`).toEqual([w.tithi, w.nakshatra]);
          for (const p of body.partners)
            expect(taraBad(p.nakshatra, w.nakshatra), `${d.date} ${w.nakshatra} for ${p.nakshatra}`).toBe(false);
          expect(w.lagnas.length).toBeGreaterThan(0);
          n++;
        }
      }
      for (const d of body.dagdha_days) for (const reason of d.reasons) expect(reason).toMatch(/dagdha/);
      console.info(
        `marriage muhurta: ${body.match_count} days, ${n} windows re-checked (panchanga route, both partners' tara)`,
      );
    },
  );

  test('a moment inside a classical scan window passes every item of the classical audit', async () => {
    const r = await post('/api/v2/muhurta/marriage', {
      ...DELHI,
      start_date: '2027-01-15',
      end_date: '2027-03-15',
      bride: BRIDE,
      groom: GROOM,
      practice: 'classical',
    });
    const w = r
      .json<{ results: { windows: Window[] }[] }>()
      .results.flatMap((d) => d.windows)
      .find((x) => Date.parse(x.end) - Date.parse(x.start) > 20 * 60_000);
    expect(w).toBeDefined();
    const mid = shift(w!.start, 10 * 60);
    const a = await post('/api/v2/marriage-classical-audit', {
      ...DELHI,
      muhurta_date: mid.slice(0, 10),
      muhurta_time: mid.slice(11, 16),
      bride: BRIDE,
      groom: GROOM,
    });
    expect(a.statusCode, a.body).toBe(200);
    const body = a.json<{
      failed: number;
      verdict: string;
      checklist: { item: string; status: string; basis: string }[];
    }>();
    expect(body.checklist.filter((i) => i.status === 'fail')).toEqual([]);
    expect(body.verdict).toBe('all_classical_checks_pass');
    expect(body.checklist).toHaveLength(20);
    expect(body.checklist.filter((i) => i.basis === 'regional_practice').map((i) => i.item)).toEqual([
      'Sun not in Sagittarius or Pisces (kharmas)',
      'not chaturmas',
      'not Rahu kalam',
    ]);
  });

  test('bad input: end before start, more than 90 days, a partner without time: 422', async () => {
    for (const payload of [
      { ...DELHI, start_date: '2027-01-15', end_date: '2027-01-14' },
      { ...DELHI, start_date: '2027-01-01', end_date: '2027-04-15' },
      { ...DELHI, start_date: '2027-01-15', bride: { ...BRIDE, time: undefined } },
    ])
      expect((await post('/api/v2/muhurta/marriage', payload)).statusCode, JSON.stringify(payload)).toBe(422);
  });
});

describe('POST /api/v2/marriage-classical-audit', () => {
  test('a Tuesday in kharmas fails vara (classical) and kharmas (practice), each with its sources', async () => {
    const r = await post('/api/v2/marriage-classical-audit', {
      ...DELHI,
      muhurta_date: '2026-12-22',
      muhurta_time: '11:00',
      bride: BRIDE,
      groom: GROOM,
    });
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json<{
      verdict: string;
      checklist: { item: string; status: string; reason: string; prove_refs: unknown[] }[];
    }>();
    const item = (name: string) => body.checklist.find((i) => i.item.startsWith(name))!;
    expect(item('vara').status).toBe('fail');
    expect(item('vara').reason).toMatch(/Tuesday/);
    expect(item('Sun not in').status).toBe('fail');
    expect(body.verdict).toBe('classical_fail');
    for (const i of body.checklist) expect(i.prove_refs.length, i.item).toBeGreaterThan(0);
  });
  test('missing groom: 422', async () => {
    expect(
      (
        await post('/api/v2/marriage-classical-audit', {
          ...DELHI,
          muhurta_date: '2026-12-22',
          muhurta_time: '11:00',
          bride: BRIDE,
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('POST /api/v2/travel-muhurta and its alias', () => {
  // Disha shool by weekday, as the yatra chapter states it: east on Monday and Saturday, west on Sunday and Friday,
  // north on Tuesday and Wednesday, south on Thursday.
  const SHOOL: Record<string, string> = {
    Sunday: 'West',
    Monday: 'East',
    Tuesday: 'North',
    Wednesday: 'North',
    Thursday: 'South',
    Friday: 'West',
    Saturday: 'East',
  };
  test('a week of days facing East: the shool applies exactly on Monday and Saturday, with an advisory remedy', async () => {
    for (let d = 22; d <= 28; d++) {
      const r = await post('/api/v2/travel-muhurta', {
        ...DELHI,
        date: `2026-11-${d}`,
        time: '09:00',
        direction: 'East',
      });
      expect(r.statusCode, r.body).toBe(200);
      const b = r.json<{
        weekday: string;
        disha_shool: { direction: string; applies: boolean };
        remedy: { advisory: boolean } | null;
        verdict: string;
        panchanga_strip: unknown[];
      }>();
      expect(b.disha_shool.direction).toBe(SHOOL[b.weekday]);
      expect(b.disha_shool.applies).toBe(SHOOL[b.weekday] === 'East');
      expect(b.remedy !== null).toBe(b.disha_shool.applies);
      if (b.disha_shool.applies) expect(b.verdict).toBe('avoid');
      expect(b.panchanga_strip.length).toBeGreaterThan(0);
    }
  });
  test('the alias answers exactly what the canonical path answers; direction defaults to North', async () => {
    const payload = { date: '2026-11-25', time: '07:15' };
    const [a, b] = await Promise.all([
      post('/api/v2/travel-muhurta', payload),
      post('/api/v2/muhurta/travel', payload),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect(a.json<{ direction: string }>().direction).toBe('North');
  });
  test('unknown direction: 422', async () => {
    expect((await post('/api/v2/travel-muhurta', { date: '2026-11-25', direction: 'Up' })).statusCode).toBe(422);
  });
});
