// Every citation a computed route emits names a work in the registry (src/engine/tables/sources.ts) and carries a
// status; none claims `verified` (nobody has checked a verse against a named edition yet).
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { cite, SOURCES } from '../../src/engine/tables/sources.ts';
import { toProveRefs } from '../../src/compute/prove-refs.ts';
import { testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService({ rateLimitKeyless: 10_000 }, { now: () => Date.parse('2026-08-01T06:30:00Z') });
});
afterAll(() => service.close());

const CANONICAL = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const PREFIXED = { birth_date: '1990-11-20', birth_time: '16:00', birth_latitude: 26.85, birth_longitude: 80.95 };
const CALLS: [string, object][] = [
  ['/api/v2/kundli', CANONICAL],
  ['/api/kundli', CANONICAL],
  ['/api/divisional-charts', CANONICAL],
  ['/api/divisional/D9', CANONICAL],
  ['/api/v2/shadbala', CANONICAL],
  ['/api/v2/bhavabala', CANONICAL],
  ['/api/v2/ashtakavarga', CANONICAL],
  ['/api/v2/ayurdaya', CANONICAL],
  ['/api/v2/pindayu', CANONICAL],
  ['/api/kp-chart', CANONICAL],
  ['/api/v2/jaimini', CANONICAL],
  ['/api/v2/varshaphal', { ...PREFIXED, year: 2026 }],
  ['/api/v2/gochar', PREFIXED],
  ['/api/v2/fortune-direction', CANONICAL],
  ['/api/dasha/current', CANONICAL],
  ['/api/dasha/tree', { ...CANONICAL, depth: 2 }],
  ['/api/dasha/yogini', CANONICAL],
  ['/api/v2/sadesati', PREFIXED],
  ['/api/v2/mangal-dosha', PREFIXED],
  ['/api/v2/kalasarpa', PREFIXED],
  [
    '/api/v2/doshas',
    {
      ...PREFIXED,
      gender: 'Female',
      partner: { date: '1988-03-02', time: '07:30', latitude: 28.61, longitude: 77.21 },
    },
  ],
  ['/api/yog', CANONICAL],
  ['/api/numerology', { first_name: 'Ravi', day: 20, month: 11, year: 1990 }],
  ['/api/v2/panchanga', { date: '2025-10-01', latitude: 12.9716, longitude: 77.5946 }],
  ['/api/lal-kitab', CANONICAL],
  ['/api/v2/stri-jataka', CANONICAL],
  ['/api/v2/putra-bhava', CANONICAL],
  ['/api/v2/kundli/phaladeepika-narrative', CANONICAL],
  ['/api/v2/chart-rectification', { ...CANONICAL, life_events: [{ date: '2016-02-14', kind: 'marriage' }] }],
  ['GET /api/horoscope?sign=Mesha&period=weekly', {}],
  ['GET /api/dasha/meanings', {}],
  ['GET /api/v2/life-context?age=30&state=Kerala', {}],
];

function collect(value: unknown, out: { refId: string; status: unknown }[]): void {
  if (Array.isArray(value)) for (const v of value) collect(v, out);
  else if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.ref_id === 'string') out.push({ refId: o.ref_id, status: o.status });
    for (const [k, v] of Object.entries(o)) {
      // bhavabala lists its refs as strings "<ref_id> (<status>)", as the interface shows them
      if (k === 'prove_refs' && Array.isArray(v)) {
        for (const s of v)
          if (typeof s === 'string')
            out.push({
              refId: s.replace(/ \((pending|verified)\)$/, ''),
              status: /\((pending|verified)\)$/.exec(s)?.[1],
            });
      }
      collect(v, out);
    }
  }
}

test('every emitted ref_id names a registered work and is pending', async () => {
  const refs: { refId: string; status: unknown; route: string }[] = [];
  for (const [url, payload] of CALLS) {
    const r = url.startsWith('GET ')
      ? await service.app.inject({ method: 'GET', url: url.slice(4) })
      : await service.app.inject({ method: 'POST', url, payload });
    expect(r.statusCode, url).toBe(200);
    const found: { refId: string; status: unknown }[] = [];
    collect(r.json(), found);
    expect(found.length, `${url} carries citations`).toBeGreaterThan(0);
    refs.push(...found.map((f) => ({ ...f, route: url })));
  }
  for (const ref of refs) {
    const source = ref.refId.split('.')[0] ?? '';
    expect(source in SOURCES, `${ref.route}: ${ref.refId}`).toBe(true);
    expect(ref.refId, `${ref.route}: an id is one token`).toMatch(/^\S+$/);
    expect(ref.status, `${ref.route}: ${ref.refId}`).toBe('pending');
  }
  console.info(
    `prove_refs: ${refs.length} citations over ${CALLS.length} routes, ${new Set(refs.map((r) => r.refId)).size} ` +
      `distinct, all registered and pending`,
  );
});

test('the tier says what kind of authority each cited work is', () => {
  expect(toProveRefs([cite('bphs', { chapter: 3, status: 'pending' })])[0]?.tier).toBe('classical');
  expect(toProveRefs([cite('integrated_approach', { status: 'pending' })])[0]?.tier).toBe('modern');
  expect(toProveRefs([cite('child_marriage_act_2006', { chapter: 's. 2(a)', status: 'pending' })])[0]?.tier).toBe(
    'statute',
  );
  expect(toProveRefs([cite('almanac_practice', { status: 'pending' })])[0]?.tier).toBe('practice');
});
