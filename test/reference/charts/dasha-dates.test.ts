/**
 * Vimshottari and Yogini dates over HTTP against an independent recomputation: the 30 births of charts.json, whose
 * Moon longitudes and UTC instants come from swetest and Python's zoneinfo, not from this service. The periods are
 * rebuilt here from the rule alone (BPHS ch. 46; shared/reference/published.md): the janma nakshatra's lord and the
 * part of it still to run give the balance, then the lords follow in their fixed order, each sub-period
 * parent years x own years / cycle years. The route rounds instants to the second.
 *
 * Tolerance 10 s: the Moon of the fixture (7 decimals of a degree, 0.00036") and ours differ by under 0.001",
 * which moves a 20-year period by under 5 s; rounding to the second adds up to 1 s.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../../src/compose.ts';
import { record, report, worst, type Worst } from '../../support/accuracy.ts';
import { testService } from '../../support/service.ts';

interface RefCase {
  id: string;
  date: string;
  time: string;
  latitude: number;
  longitude: number;
  utc: string;
  grahas: { Moon: { longitude: number } };
}
const fixture = JSON.parse(readFileSync(path.join(import.meta.dirname, 'charts.json'), 'utf8')) as { cases: RefCase[] };

const DAY_MS = 86_400_000;
const NAKSHATRA_DEG = 360 / 27;
const TOLERANCE_S = 10;

// Vimshottari: Ketu 7, Venus 20, Sun 6, Moon 10, Mars 7, Rahu 18, Jupiter 16, Saturn 19, Mercury 17 (120 years).
const V_LORDS = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
const V_YEARS = [7, 20, 6, 10, 7, 18, 16, 19, 17];
// Yogini: Mangala 1 ... Sankata 8 (36 years); the first is (nakshatra number + 3) mod 8, 0 meaning the eighth.
const Y_NAMES = ['Mangala', 'Pingala', 'Dhanya', 'Bhramari', 'Bhadrika', 'Ulka', 'Siddha', 'Sankata'];

interface Period {
  name: string;
  years: number;
  startMs: number;
  endMs: number;
  children?: Period[];
}

/** Sub-periods of a parent running `parentYears`, starting from lord index `first` of a cycle. */
function split(
  first: number,
  startMs: number,
  parentYears: number,
  years: number[],
  cycle: number,
  yearMs: number,
  names: string[],
): Period[] {
  const out: Period[] = [];
  let t = startMs;
  for (let k = 0; k < years.length; k++) {
    const i = (first + k) % years.length;
    const span = (parentYears * (years[i] ?? 0)) / cycle;
    out.push({ name: names[i] ?? '', years: span, startMs: t, endMs: t + span * yearMs });
    t += span * yearMs;
  }
  return out;
}

function vimshottariByHand(moon: number, birthMs: number, yearDays: number): Period[] {
  const yearMs = yearDays * DAY_MS;
  const k = Math.floor(moon / NAKSHATRA_DEG);
  const elapsed = moon / NAKSHATRA_DEG - k;
  const first = k % 9;
  let t = birthMs - elapsed * (V_YEARS[first] ?? 0) * yearMs;
  const mahas: Period[] = [];
  for (let m = 0; m < 9; m++) {
    const i = (first + m) % 9;
    const years = V_YEARS[i] ?? 0;
    const antars = split(i, t, years, V_YEARS, 120, yearMs, V_LORDS).map((a) => ({
      ...a,
      children: split(V_LORDS.indexOf(a.name), a.startMs, a.years, V_YEARS, 120, yearMs, V_LORDS),
    }));
    mahas.push({ name: V_LORDS[i] ?? '', years, startMs: t, endMs: t + years * yearMs, children: antars });
    t += years * yearMs;
  }
  return mahas;
}

function yoginiByHand(moon: number, birthMs: number, yearDays: number): Period[] {
  const yearMs = yearDays * DAY_MS;
  const k = Math.floor(moon / NAKSHATRA_DEG);
  const elapsed = moon / NAKSHATRA_DEG - k;
  const first = (((k + 1 + 3) % 8) + 7) % 8; // remainder 1 -> Mangala (index 0), 0 -> Sankata (index 7)
  let t = birthMs - elapsed * (first + 1) * yearMs;
  const out: Period[] = [];
  for (let p = 0; p < 24; p++) {
    const i = (first + p) % 8;
    out.push({
      name: Y_NAMES[i] ?? '',
      years: i + 1,
      startMs: t,
      endMs: t + (i + 1) * yearMs,
      children: split(i, t, i + 1, [1, 2, 3, 4, 5, 6, 7, 8], 36, yearMs, Y_NAMES),
    });
    t += (i + 1) * yearMs;
  }
  return out;
}

let service: Service;
beforeAll(async () => {
  service = await testService({}, { now: () => Date.parse('2026-08-01T06:30:00Z') });
});
afterAll(() => service.close());

const birthOf = (c: RefCase) => ({ date: c.date, time: c.time, latitude: c.latitude, longitude: c.longitude });

/** ISO instants, including offsets to the second (+05:21:10, Madras time), which Date.parse refuses. */
function instantMs(iso: string): number {
  const m = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)([+-])(\d\d):(\d\d)(?::(\d\d))?$/.exec(iso);
  if (m === null) return Date.parse(iso);
  const offsetS = (Number(m[3]) * 3600 + Number(m[4]) * 60 + Number(m[5] ?? 0)) * (m[2] === '-' ? -1 : 1);
  return Date.parse(`${m[1]}Z`) - offsetS * 1000;
}

/** Walks both trees in step, recording every start and end difference in seconds. */
function compare(w: Worst, got: any[], want: Period[], childKey: string, nameKey: string, where: string): void {
  expect(
    got.map((g) => g[nameKey]),
    where,
  ).toEqual(want.map((p) => p.name));
  for (let i = 0; i < want.length; i++) {
    const g = got[i];
    const p = want[i] as Period;
    record(w, Math.abs(instantMs(g.start) - p.startMs) / 1000, `${where} ${p.name} start`);
    record(w, Math.abs(instantMs(g.end) - p.endMs) / 1000, `${where} ${p.name} end`);
    if (p.children !== undefined && g[childKey] !== undefined)
      compare(w, g[childKey], p.children, childKey, nameKey, `${where} ${p.name}`);
  }
}

describe('dasha dates against a recomputation from the swetest Moon (30 births)', () => {
  test.each([365.25, 360, 365.2425])('vimshottari to the pratyantar, %s-day years', async (yearDays) => {
    const w = worst();
    for (const c of fixture.cases) {
      const r = await service.app.inject({
        method: 'POST',
        url: '/api/dasha/tree',
        payload: { ...birthOf(c), depth: 3, dasha_year_days: yearDays },
      });
      expect(r.statusCode, c.id).toBe(200);
      const want = vimshottariByHand(c.grahas.Moon.longitude, Date.parse(c.utc), yearDays);
      compare(w, r.json<any>().tree, want, 'children', 'planet', c.id);
    }
    report(
      {
        id: `dasha.vimshottari-${yearDays}.swetest-recomputation`,
        quantity:
          `Vimshottari start and end dates to the pratyantar (${yearDays}-day years, POST /api/dasha/tree), 30 ` +
          `births`,
        reference: 'swetestRecomputation',
        unit: 's',
        tolerance: TOLERANCE_S,
      },
      w,
    );
    expect(w.max).toBeLessThanOrEqual(TOLERANCE_S);
  });

  test('yogini, three cycles with antardashas', async () => {
    const w = worst();
    for (const c of fixture.cases) {
      const r = await service.app.inject({ method: 'POST', url: '/api/dasha/yogini', payload: birthOf(c) });
      expect(r.statusCode, c.id).toBe(200);
      const want = yoginiByHand(c.grahas.Moon.longitude, Date.parse(c.utc), 365.25);
      compare(w, r.json<any>().periods, want, 'antardashas', 'yogini', c.id);
    }
    report(
      {
        id: 'dasha.yogini.swetest-recomputation',
        quantity: 'Yogini dasha and antardasha dates, three cycles (POST /api/dasha/yogini), 30 births',
        reference: 'swetestRecomputation',
        unit: 's',
        tolerance: TOLERANCE_S,
      },
      w,
    );
    expect(w.max).toBeLessThanOrEqual(TOLERANCE_S);
  });
});
