// Muhurta over HTTP: the finder, the complete view and tarabala. Every finder window is re-checked against the
// panchanga route (the tithi and nakshatra it names must be those in force at its start and at its end), tarabala
// against a hand table written from the classical rule, and bad input answers 422 with the field named.
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

interface Window {
  start: string;
  end: string;
  tithi: string;
  paksha: string;
  nakshatra: string;
  lagnas: string[];
  rules: { id: string }[];
}
interface Day {
  date: string;
  quality: string;
  nakshatra: string;
  tithi: string;
  windows: Window[];
  issues: string[];
  benefits: string[];
}

/** The limbs the panchanga route reports in force at a local ISO instant (its own date and HH:MM:SS). */
async function limbsAt(iso: string): Promise<{ tithi: string; nakshatra: string }> {
  const r = await post('/api/v2/panchanga', { ...DELHI, date: iso.slice(0, 10), time: iso.slice(11, 19) });
  expect(r.statusCode, r.body).toBe(200);
  const at = r.json<{ at_time: { tithi: { name: string }; nakshatra: { name: string } } }>().at_time;
  return { tithi: at.tithi.name, nakshatra: at.nakshatra.name };
}

/** An ISO instant moved by whole seconds, keeping its offset. */
function shift(iso: string, seconds: number): string {
  const offset = iso.slice(19);
  const ms = Date.parse(iso) + seconds * 1000;
  const sign = offset.startsWith('-') ? -1 : 1;
  const [h, m] = offset.slice(1).split(':').map(Number) as [number, number];
  return new Date(ms + sign * (h * 60 + m) * 60_000).toISOString().slice(0, 19) + offset;
}

describe('POST /api/v2/muhurta-finder', () => {
  test(
    "classical vivah over 90 days from 2026-11-20 at Delhi: every window's tithi and nakshatra are those the " +
      'panchanga route gives at its start and end',
    async () => {
      const r = await post('/api/v2/muhurta-finder', {
        ...DELHI,
        karma: 'vivah',
        days_ahead: 90,
        only_shubha: true,
        start_date: '2026-11-20',
        practice: 'classical',
      });
      expectCors(r.headers);
      expect(r.statusCode, r.body).toBe(200);
      const body = r.json<{
        success: boolean;
        karma: string;
        match_count: number;
        results: Day[];
        engine_status: string;
      }>();
      expect([body.success, body.karma, body.engine_status]).toEqual([true, 'vivah', 'LIVE']);
      expect(body.match_count).toBe(body.results.length);
      expect(body.match_count).toBeGreaterThan(0);
      let windows = 0;
      for (const d of body.results) {
        expect(['good', 'excellent']).toContain(d.quality);
        for (const w of d.windows) {
          for (const at of [shift(w.start, 5), shift(w.end, -5)]) {
            const l = await limbsAt(at);
            expect([l.tithi, l.nakshatra], `${d.date} window ${w.start}..${w.end} at ${at}`).toEqual([
              w.tithi,
              w.nakshatra,
            ]);
          }
          // The rules that qualified it are named, and a classical vivah window has a lagna and lagna shuddhi rule.
          expect(w.rules.map((x) => x.id)).toEqual(
            expect.arrayContaining(['tithi.favoured', 'nakshatra.favoured', 'lagna.favoured', 'lagna.shuddhi']),
          );
          windows++;
        }
      }
      console.info(
        `muhurta finder: ${body.match_count} vivah days, ${windows} windows re-checked against ` +
          `/api/v2/panchanga at both ends (5 s inside)`,
      );
    },
  );

  test(
    'the default practice is the North Indian almanac one: named in conventions; a date it accepts that the ' +
      'classical reading rejects carries the rules a classical reading objects to',
    async () => {
      const body = { ...DELHI, karma: 'vivah', days_ahead: 90, only_shubha: true, start_date: '2026-02-01' };
      const north = await post('/api/v2/muhurta-finder', body);
      const classical = await post('/api/v2/muhurta-finder', { ...body, practice: 'classical' });
      expect([north.statusCode, classical.statusCode]).toEqual([200, 200]);
      type Finder = {
        conventions: { practice: string };
        results: (Day & { stricter_rules: { id: string; kind: string; this_practice: string }[] })[];
      };
      const n = north.json<Finder>();
      const c = classical.json<Finder>();
      expect([n.conventions.practice, c.conventions.practice]).toEqual(['north_indian_almanac', 'classical']);
      const classicalDates = new Set(c.results.map((d) => d.date));
      const onlyNorth = n.results.filter((d) => !classicalDates.has(d.date));
      // Venus rises on 1 February 2026 as the almanacs date it; the fixed 10 degree orb keeps it combust to mid-month.
      expect(onlyNorth.map((d) => d.date)).toContain('2026-02-05');
      for (const d of onlyNorth) {
        expect(d.stricter_rules.length, d.date).toBeGreaterThan(0);
        for (const f of d.stricter_rules)
          expect([f.kind, ['issue', 'off'].includes(f.this_practice)]).toEqual(['block', true]);
      }
      expect(onlyNorth.find((d) => d.date === '2026-02-05')!.stricter_rules.map((f) => f.id)).toContain(
        'planet.venus_combust',
      );
      expect(c.results.every((d) => d.stricter_rules.length === 0)).toBe(true);
    },
  );

  test('all days returned by default, each banded; closed days say why', async () => {
    const r = await post('/api/v2/muhurta-finder', {
      ...DELHI,
      karma: 'griha_pravesh',
      days_ahead: 10,
      start_date: '2026-12-20',
    });
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json<{ results: Day[] }>();
    expect(body.results).toHaveLength(10);
    // The Sun is in Sagittarius from 16 December 2026 to 14 January 2027: kharmas closes griha pravesh.
    for (const d of body.results) {
      expect(d.quality).toBe('avoid');
      expect(d.issues.join(' | ')).toMatch(/Sagittarius \(kharmas\)/);
    }
  });

  test('bad input: 0 and 91 days, unknown karma, extra field: 422 with the field', async () => {
    for (const [payload, field] of [
      [{ ...DELHI, days_ahead: 0 }, 'days_ahead'],
      [{ ...DELHI, days_ahead: 91 }, 'days_ahead'],
      [{ ...DELHI, karma: 'coronation' }, 'karma'],
      [{ ...DELHI, practice: 'bengali' }, 'practice'],
      [{ ...DELHI, colour: 'red' }, 'colour'],
      [{ latitude: 28.6 }, 'longitude'],
      [{ ...DELHI, latitude: 70, start_date: '2026-06-01' }, 'latitude'],
      [{ ...DELHI, start_date: '2400-06-01' }, 'start_date'],
    ] as const) {
      const r = await post('/api/v2/muhurta-finder', payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(422);
      expect(JSON.stringify(r.json()), JSON.stringify(payload)).toContain(field);
    }
  });
});

describe('POST /api/v2/muhurta-complete', () => {
  test('one moment: angas agree with the panchanga route, every act judged', async () => {
    const r = await post('/api/v2/muhurta-complete', {
      ...DELHI,
      date: '2026-11-25',
      time: '10:30',
      activity: 'vivah',
    });
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json<{
      angas: { tithi: string; nakshatra: string; vara: string };
      karma_muhurtas: { karma: string; suitable: boolean }[];
      day_quality: { karma: string };
    }>();
    const l = await limbsAt('2026-11-25T10:30:00+05:30');
    expect([body.angas.tithi, body.angas.nakshatra]).toEqual([l.tithi, l.nakshatra]);
    expect(body.angas.vara).toBe('Wednesday');
    expect(body.karma_muhurtas.map((k) => k.karma)).toEqual([
      'vivah',
      'yatra',
      'griha_pravesh',
      'upanayana',
      'general',
      'garbhadhana',
      'travel',
      'mundan',
      'namakarana',
      'annaprashana',
      'karnavedha',
      'vidyarambha',
      'vahana',
      'property',
      'vyapara',
    ]);
    expect(body.day_quality.karma).toBe('vivah');
  });
  test('a moment before sunrise belongs to the previous Vedic day', async () => {
    const r = await post('/api/v2/muhurta-complete', { ...DELHI, date: '2026-11-26', time: '04:00' });
    expect(r.json<{ angas: { vara: string } }>().angas.vara).toBe('Wednesday');
  });
  test('missing time: 422', async () => {
    expect((await post('/api/v2/muhurta-complete', { ...DELHI, date: '2026-11-25' })).statusCode).toBe(422);
  });
});

describe('POST /api/v2/tarabala', () => {
  // Birth star Rohini: the tara of each day star by hand (count from Rohini inclusive, in nines).
  const HAND: Record<string, string> = {
    Rohini: 'Janma',
    Mrigashira: 'Sampat',
    Ardra: 'Vipat',
    Punarvasu: 'Kshema',
    Pushya: 'Pratyak',
    Ashlesha: 'Sadhana',
    Magha: 'Naidhana',
    'Purva Phalguni': 'Mitra',
    'Uttara Phalguni': 'Parama Mitra',
    Hasta: 'Janma',
    Chitra: 'Sampat',
    Swati: 'Vipat',
    Vishakha: 'Kshema',
    Anuradha: 'Pratyak',
    Jyeshtha: 'Sadhana',
    Mula: 'Naidhana',
    'Purva Ashadha': 'Mitra',
    'Uttara Ashadha': 'Parama Mitra',
    Shravana: 'Janma',
    Dhanishta: 'Sampat',
    Shatabhisha: 'Vipat',
    'Purva Bhadrapada': 'Kshema',
    'Uttara Bhadrapada': 'Pratyak',
    Revati: 'Sadhana',
    Ashwini: 'Naidhana',
    Bharani: 'Mitra',
    Krittika: 'Parama Mitra',
  };
  test(
    'a week of nakshatra intervals for a Rohini birth (Rohini lies wholly in Taurus): taras by hand, chandrabala ' +
      'houses from Taurus',
    async () => {
      const r = await post('/api/v2/tarabala', {
        ...DELHI,
        birth_nakshatra: 'rohini',
        date: '2026-11-20',
        end_date: '2026-11-26',
      });
      expect(r.statusCode, r.body).toBe(200);
      const body = r.json<{
        engine_status: string;
        birth: { rashi: string };
        tarabala: { nakshatra: string; start: string; tara: { name: string } }[];
        chandrabala: { moon_sign: string; house: number }[];
      }>();
      expect([body.engine_status, body.birth.rashi]).toEqual(['LIVE', 'Taurus']);
      expect(body.tarabala.length).toBeGreaterThanOrEqual(7);
      for (const t of body.tarabala) expect(t.tara.name, t.nakshatra).toBe(HAND[t.nakshatra]);
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
      for (const c of body.chandrabala) expect(c.house).toBe(((SIGNS.indexOf(c.moon_sign) - 1 + 12) % 12) + 1);
      // each interval's nakshatra is the one the panchanga route gives a minute after it starts
      const first = body.tarabala[1]!;
      expect((await limbsAt(shift(first.start, 60))).nakshatra).toBe(first.nakshatra);
    },
  );
  test('a star spanning two signs without birth_rashi: PARTIAL, chandrabala missing and said why', async () => {
    const r = await post('/api/v2/tarabala', { birth_nakshatra: 'Krittika', date: '2026-11-20' });
    const body = r.json<{ engine_status: string; missing: string[]; chandrabala: unknown[] }>();
    expect([r.statusCode, body.engine_status, body.chandrabala.length]).toEqual([200, 'PARTIAL', 0]);
    expect(body.missing[0]).toMatch(/Aries and Taurus/);
  });
  test('bad input: unknown star, end before start, over 31 days, neither star nor birth: 422', async () => {
    for (const payload of [
      { birth_nakshatra: 'Abhijit', date: '2026-11-20' },
      { birth_nakshatra: 'Rohini', date: '2026-11-20', end_date: '2026-11-19' },
      { birth_nakshatra: 'Rohini', date: '2026-11-01', end_date: '2026-12-15' },
      { date: '2026-11-20' },
      { birth_date: '1990-01-01', date: '2026-11-20' },
    ])
      expect((await post('/api/v2/tarabala', payload)).statusCode, JSON.stringify(payload)).toBe(422);
  });
});

describe('POST /api/v2/muhurta-finder with format ics', () => {
  test('the same windows as the JSON answer, as iCalendar events in UTC', async () => {
    const body = { latitude: 28.6139, longitude: 77.209, karma: 'vivah', days_ahead: 10, start_date: '2026-11-20' };
    const json = (await post('/api/v2/muhurta-finder', body)).json<any>();
    const r = await post('/api/v2/muhurta-finder', { ...body, format: 'ics' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/calendar/);
    const events = r.body
      .replace(/\r?\n /g, '')
      .split('BEGIN:VEVENT')
      .slice(1);
    const windows = json.results.flatMap((d: any) => d.windows);
    expect(events).toHaveLength(windows.length);
    const first = windows[0];
    const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
    expect(events[0]).toContain(`DTSTART:${utc(first.start)}`);
    expect(events[0]).toContain(`DTEND:${utc(first.end)}`);
    expect((await post('/api/v2/muhurta-finder', { ...body, format: 'pdf' })).statusCode).toBe(422);
  });
});
