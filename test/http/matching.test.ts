// Matching over HTTP: the five routes and the alias, scores recomputed from swetest Moons by the classical rules
// written out here (not through the service's tables), a Moon within 1" of a pada edge, and bad input.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { expectCors, testService } from '../support/service.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());

const post = (url: string, payload: object) => service.app.inject({ method: 'POST', url, payload });

interface Birth {
  date: string;
  time: string;
  latitude: number;
  longitude: number;
  moon: number;
}
const FIXTURE = JSON.parse(readFileSync(new URL('../reference/matching/moons.json', import.meta.url), 'utf8')) as {
  births: Birth[];
  edge: Birth & { margin_arcsec: number };
};
const person = ({ date, time, latitude, longitude }: Birth) => ({ date, time, latitude, longitude });
const flat = (bride: Birth, groom: Birth) =>
  Object.fromEntries([
    ...Object.entries(person(groom)).map(([k, v]) => [`boy_${k}`, v]),
    ...Object.entries(person(bride)).map(([k, v]) => [`girl_${k}`, v]),
  ]);
const [B0, B1, B2, B3] = FIXTURE.births as [Birth, Birth, Birth, Birth, ...Birth[]];

// --- the classical rules, written independently of src/engine/tables/matching ----------------------------------------

const star = (lon: number) => Math.floor((lon * 27) / 360);
const sign = (lon: number) => Math.floor(lon / 30);
// Gana by star, Ashwini first: D deva, M manushya, R rakshasa.
const GANA = 'DMRMDMDDRRMMDRDRDRRMMDRRMMD';
// Yoni animal by star, Ashwini first; the sworn-enemy pairs.
const YONI = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'serpent',
  'dog',
  'cat',
  'sheep',
  'cat',
  'rat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'buffalo',
  'tiger',
  'deer',
  'deer',
  'dog',
  'monkey',
  'mongoose',
  'monkey',
  'lion',
  'horse',
  'lion',
  'cow',
  'elephant',
];
const ENEMY = new Set([
  'horse-buffalo',
  'elephant-lion',
  'sheep-monkey',
  'serpent-mongoose',
  'dog-deer',
  'cat-rat',
  'cow-tiger',
]);
const LORD = [
  'Mars',
  'Venus',
  'Mercury',
  'Moon',
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Saturn',
  'Jupiter',
];
const FRIENDS: Record<string, string[]> = {
  Sun: ['Moon', 'Mars', 'Jupiter'],
  Moon: ['Sun', 'Mercury'],
  Mars: ['Sun', 'Moon', 'Jupiter'],
  Mercury: ['Sun', 'Venus'],
  Jupiter: ['Sun', 'Moon', 'Mars'],
  Venus: ['Mercury', 'Saturn'],
  Saturn: ['Mercury', 'Venus'],
};
const ENEMIES: Record<string, string[]> = {
  Sun: ['Venus', 'Saturn'],
  Moon: [],
  Mars: ['Mercury'],
  Mercury: ['Moon'],
  Jupiter: ['Mercury', 'Venus'],
  Venus: ['Sun', 'Moon'],
  Saturn: ['Sun', 'Moon', 'Mars'],
};
// Vashya groups Q quadruped, H human, W water, V wild (Leo), I insect (Scorpio); Sagittarius H then Q, Capricorn Q then
// W.
const vashyaGroup = (lon: number) => {
  const s = sign(lon);
  const second = lon - s * 30 >= 15;
  return (
    'QQHWVHHI'.charAt(s) || (s === 8 ? (second ? 'Q' : 'H') : s === 9 ? (second ? 'W' : 'Q') : s === 10 ? 'H' : 'W')
  );
};
const VASHYA: Record<string, Record<string, number>> = {
  Q: { Q: 2, H: 1, W: 1, V: 0.5, I: 1 },
  H: { Q: 1, H: 2, W: 0.5, V: 0, I: 1 },
  W: { Q: 1, H: 0.5, W: 2, V: 1, I: 1 },
  V: { Q: 0.5, H: 0, W: 1, V: 2, I: 0 },
  I: { Q: 1, H: 1, W: 1, V: 0, I: 2 },
};

function classicalRawScore(
  bride: number,
  groom: number,
): { total: number; yoni: number; parts: Record<string, number> } {
  const [bs, gs] = [star(bride), star(groom)];
  const [bz, gz] = [sign(bride), sign(groom)];
  const varnaRank = (z: number) => [3, 2, 1, 4][z % 4] ?? 0; // fire Kshatriya, earth Vaishya, air Shudra, water Brahmin
  const taraGood = (from: number, to: number) => ![3, 5, 7].includes((((to - from + 27) % 27) % 9) + 1);
  const view = (a: string, b: string) =>
    a === b || FRIENDS[a]?.includes(b) ? 'f' : ENEMIES[a]?.includes(b) ? 'e' : 'n';
  const [bl, gl] = [LORD[bz] ?? '', LORD[gz] ?? ''];
  const views = [view(bl, gl), view(gl, bl)].sort().join('');
  const maitri = { ff: 5, fn: 4, nn: 3, ef: 1, en: 0.5, ee: 0 }[views] ?? NaN;
  const [bg, gg] = [GANA[bs], GANA[gs]];
  const gana =
    bg === gg
      ? 6
      : gg === 'D' && bg === 'M'
        ? 6
        : gg === 'M' && bg === 'D'
          ? 5
          : bg === 'R' || gg === 'R'
            ? bg === 'D' || gg === 'D'
              ? 1
              : 0
            : NaN;
  const distance = ((gz - bz + 12) % 12) + 1;
  const nadi = (s: number) => [0, 1, 2, 2, 1, 0][s % 6];
  const [by, gy] = [YONI[bs] ?? '', YONI[gs] ?? ''];
  const parts = {
    varna: varnaRank(gz) >= varnaRank(bz) ? 1 : 0,
    vashya: VASHYA[vashyaGroup(groom)]?.[vashyaGroup(bride)] ?? NaN,
    tara: (taraGood(bs, gs) ? 1.5 : 0) + (taraGood(gs, bs) ? 1.5 : 0),
    graha_maitri: maitri,
    gana,
    bhakoot: [2, 12, 5, 9, 6, 8].includes(distance) ? 0 : 7,
    nadi: nadi(bs) === nadi(gs) ? 0 : 8,
  };
  const yoni = by === gy ? 4 : ENEMY.has(`${by}-${gy}`) || ENEMY.has(`${gy}-${by}`) ? 0 : -1; // -1: 1, 2 or 3 by the table
  return { total: Object.values(parts).reduce((a, b) => a + b, 0), yoni, parts };
}

// --- tests -------------------------------------------------------------------------------------------------------

describe('recomputed from swetest Moons by the classical rules (test/reference/matching)', () => {
  test('every bride against the other eleven: the Moons agree within 0.01" and the raw score koota by koota', async () => {
    let pairs = 0;
    for (const [i, bride] of FIXTURE.births.entries()) {
      const candidates = FIXTURE.births.filter((_, j) => j !== i).map((b, j) => ({ id: String(j), ...person(b) }));
      const r = await post('/api/v2/match/batch', { proband: person(bride), proband_role: 'bride', candidates });
      expect(r.statusCode).toBe(200);
      const body = r.json<any>();
      expect(Math.abs(body.proband.moon.longitude - bride.moon) * 3600).toBeLessThan(0.01);
      for (const row of body.ranked) {
        const groom = FIXTURE.births.filter((_, j) => j !== i)[row.index] as Birth;
        expect(Math.abs(row.moon.longitude - groom.moon) * 3600).toBeLessThan(0.01);
        const mine = classicalRawScore(bride.moon, groom.moon);
        const yoni = row.raw_score - mine.total;
        if (mine.yoni >= 0) expect(yoni, `yoni ${i}/${row.index}`).toBe(mine.yoni);
        else expect([1, 2, 3]).toContain(yoni);
        expect(row.score).toBeGreaterThanOrEqual(row.raw_score);
        pairs++;
      }
    }
    expect(pairs).toBe(132);
  });

  test('the koota breakdown of one pair (matchmaking) matches the classical parts', async () => {
    const body = (await post('/api/v2/matchmaking', flat(B0, B1))).json<any>();
    const mine = classicalRawScore(B0.moon, B1.moon);
    for (const [koota, points] of Object.entries(mine.parts))
      expect(body.ashtakoota.kootas.find((k: any) => k.koota === koota).points, koota).toBe(points);
  });

  test('dashakoot rajju, vedha, dina, mahendra and stri-dirgha from the classical lists', async () => {
    const RAJJU = [0, 1, 2, 3, 4, 3, 2, 1, 0];
    const VEDHA = [
      [0, 17],
      [1, 16],
      [2, 15],
      [3, 14],
      [5, 21],
      [6, 20],
      [7, 19],
      [8, 18],
      [9, 26],
      [10, 25],
      [11, 24],
      [12, 23],
      [4, 13],
      [4, 22],
      [13, 22],
    ];
    const births = FIXTURE.births;
    for (let i = 0; i + 1 < births.length; i += 2) {
      const [bride, groom] = [births[i] as Birth, births[i + 1] as Birth];
      const body = (await post('/api/v2/dashakoot', { bride: person(bride), groom: person(groom) })).json<any>();
      const p = (name: string) => body.dashakoot.poruthams.find((x: any) => x.porutham === name).matched;
      const [bs, gs] = [star(bride.moon), star(groom.moon)];
      const count = ((gs - bs + 27) % 27) + 1;
      expect(p('Rajju')).toBe(RAJJU[bs % 9] !== RAJJU[gs % 9]);
      expect(p('Vedha')).toBe(!VEDHA.some(([a, b]) => (a === bs && b === gs) || (a === gs && b === bs)));
      expect(p('Dina')).toBe([2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26].includes(count));
      expect(p('Mahendra')).toBe(count % 3 === 1 && count > 1);
      expect(p('Stri-Dirgha')).toBe(count > 7);
      expect(body.dashakoot.matched_count).toBe(body.dashakoot.poruthams.filter((x: any) => x.matched).length);
    }
  });
});

test('a Moon 0.14" past a pada edge is placed by its computed longitude, and the margin is shown', async () => {
  const e = FIXTURE.edge;
  const body = (await post('/api/v2/matchmaking', flat(e, B1))).json<any>();
  const moon = body.bride.moon;
  const pada = Math.floor((e.moon * 108) / 360);
  expect([moon.nakshatra_index * 4 + moon.pada - 1]).toEqual([pada]);
  expect(Math.abs(moon.pada_edge_arcsec - e.margin_arcsec)).toBeLessThan(0.02);
  expect(moon.pada_edge_arcsec).toBeLessThan(1);
});

describe('POST /api/v2/matchmaking and POST /api/match', () => {
  test("eight kootas with both natives' attributes; totals add up; the verdict band is the service's own", async () => {
    const r = await post('/api/v2/matchmaking', flat(B0, B1));
    expect(r.statusCode).toBe(200);
    expectCors(r.headers);
    const body = r.json<any>();
    const a = body.ashtakoota;
    expect(a.kootas.map((k: any) => k.max)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(a.raw_total).toBe(a.kootas.reduce((s: number, k: any) => s + k.points, 0));
    expect(a.total).toBe(
      a.raw_total + a.exceptions.reduce((s: number, x: any) => s + x.points_after - x.points_before, 0),
    );
    expect(a.verdict_tier).toBe('service');
    expect(body.prove_refs.some((p: any) => p.tier === 'service')).toBe(true);
    expect(body.options).toEqual({
      tara_count: 'both_ways',
      bhakoot_exception: 'same_lord',
      rasi_reading: 'bhakoot',
      star_count: 'bride_to_groom',
    });
  });

  test('/api/match takes the flat keys or bride/groom with the same result; manglik of both and advisory remedies', async () => {
    const a = (await post('/api/match', flat(B2, B3))).json<any>();
    const b = (await post('/api/match', { bride: person(B2), groom: person(B3) })).json<any>();
    expect(a).toEqual(b);
    expect(a.score).toBe(a.ashtakoota.total);
    expect(typeof a.manglik.bride.present).toBe('boolean');
    expect(Object.keys(a.doshas)).toEqual(['nadi', 'bhakoot', 'gana', 'manglik']);
    for (const remedy of a.remedies) expect(remedy.advisory).toBe(true);
    expect(a.remedies.map((x: any) => x.for)).toEqual(
      Object.entries(a.doshas)
        .filter(([, s]) => s === 'present')
        .map(([d]) => d),
    );
  });

  test('the option tara_count=bride_to_groom counts one way and says so', async () => {
    const body = (await post('/api/v2/matchmaking', { ...flat(B0, B1), tara_count: 'bride_to_groom' })).json<any>();
    expect([0, 3]).toContain(body.ashtakoota.kootas.find((k: any) => k.koota === 'tara').points);
    expect(body.ashtakoota.method).toContain("bride's star to the groom's only");
  });
});

describe('POST /api/v2/koota-extended and its alias', () => {
  test('one handler: the alias answers the same; love_marriage changes nothing and says so', async () => {
    const payload = { bride: person(B0), groom: person(B1) };
    const a = (await post('/api/v2/koota-extended', payload)).json<any>();
    const b = (await post('/api/match/koota_extended', { ...payload, love_marriage: true })).json<any>();
    expect(b.love_marriage).toMatchObject({ requested: true, effect: 'none' });
    expect(a.love_marriage.requested).toBe(false);
    expect({ ...a, love_marriage: null }).toEqual({ ...b, love_marriage: null });
    expect(a.extra_kootas.map((p: any) => p.porutham)).toEqual(['Mahendra', 'Stri-Dirgha', 'Rajju', 'Vedha']);
    expect(a.varna.koota).toBe('varna');
    expect(a.bhakoot_exceptions.map((x: any) => x.id)).toEqual(['bhakoot_same_lord']);
  });
});

describe('POST /api/v2/dashakoot', () => {
  test('the interface fields: matched_count, total 10, essentials_ok, verdict, ten poruthams with detail', async () => {
    const body = (await post('/api/v2/dashakoot', { bride: person(B0), groom: person(B1) })).json<any>();
    const d = body.dashakoot;
    expect(d.total).toBe(10);
    expect(d.poruthams).toHaveLength(10);
    expect(d.poruthams.filter((p: any) => p.weight === 'essential').map((p: any) => p.porutham)).toEqual([
      'Rajju',
      'Vedha',
    ]);
    expect(d.essentials_ok).toBe(d.poruthams.filter((p: any) => p.weight === 'essential').every((p: any) => p.matched));
    for (const p of d.poruthams) expect(Object.keys(p.detail)).toEqual(['bride', 'groom']);
  });
});

describe('POST /api/v2/match/batch', () => {
  const candidates = FIXTURE.births.slice(1, 6).map((b, i) => ({ id: `c${i}`, name: `Candidate ${i}`, ...person(b) }));

  test('ranked by guna score, ids and names kept; dashakoot adds summaries and ranks by essentials first', async () => {
    const r = await post('/api/v2/match/batch', { proband: person(B0), proband_role: 'groom', candidates });
    expect(r.statusCode).toBe(200);
    const body = r.json<any>();
    expect(body.count).toBe(5);
    const scores = body.ranked.map((x: any) => x.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(body.ranked.map((x: any) => x.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(body.ranked[0].id).toBe(candidates[body.ranked[0].index]?.id);
    const d = (
      await post('/api/v2/match/batch', { proband: person(B0), proband_role: 'groom', candidates, system: 'dashakoot' })
    ).json<any>();
    const oks = d.ranked.map((x: any) => x.dashakoot.essentials_ok);
    expect(oks).toEqual([...oks].sort((a, b) => Number(b) - Number(a)));
  });

  test("the batch score equals the pair's own matchmaking score", async () => {
    const body = (
      await post('/api/v2/match/batch', {
        proband: person(B0),
        proband_role: 'groom',
        candidates: candidates.slice(0, 1),
      })
    ).json<any>();
    const pair = (await post('/api/v2/matchmaking', flat(B1, B0))).json<any>();
    expect(body.ranked[0].score).toBe(pair.ashtakoota.total);
  });
});

describe('bad input: 422 with detail', () => {
  const detail = async (url: string, payload: object) => {
    const r = await post(url, payload);
    expect(r.statusCode).toBe(422);
    return r.json<any>().detail.map((d: any) => d.loc.join('.'));
  };

  test('missing partner (flat, nested, /api/match)', async () => {
    const { girl_date: _d, girl_time: _t, girl_latitude: _la, girl_longitude: _lo, ...boyOnly } = flat(B0, B1);
    expect(await detail('/api/v2/matchmaking', boyOnly)).toEqual(
      expect.arrayContaining(['body.girl_date', 'body.girl_latitude']),
    );
    expect(await detail('/api/match', boyOnly)).toEqual(expect.arrayContaining(['body.girl_date']));
    expect(await detail('/api/match', { bride: person(B0) })).toEqual(['body.groom']);
    expect(await detail('/api/v2/dashakoot', { groom: person(B0) })).toEqual(['body.bride']);
  });

  test('a date outside 1800-2399', async () => {
    expect(
      await detail('/api/v2/dashakoot', { bride: { ...person(B0), date: '1700-01-01' }, groom: person(B1) }),
    ).toEqual(['body.bride.date']);
    const candidates = [{ ...person(B1), date: '2500-01-01' }];
    expect(await detail('/api/v2/match/batch', { proband: person(B0), proband_role: 'groom', candidates })).toEqual([
      'body.candidates.0.date',
    ]);
  });

  test('51 candidates, an unknown system, an unknown role', async () => {
    const many = Array.from({ length: 51 }, () => person(B1));
    expect(
      await detail('/api/v2/match/batch', { proband: person(B0), proband_role: 'groom', candidates: many }),
    ).toEqual(['body.candidates']);
    const one = [person(B1)];
    expect(
      await detail('/api/v2/match/batch', {
        proband: person(B0),
        proband_role: 'groom',
        candidates: one,
        system: 'kuta',
      }),
    ).toEqual(['body.system']);
    expect(
      await detail('/api/v2/match/batch', { proband: person(B0), proband_role: 'husband', candidates: one }),
    ).toEqual(['body.proband_role']);
  });
});
