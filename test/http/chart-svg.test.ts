// The chart image: for 30 births, every graha drawn in the SVG sits in the house and sign the chart route
// (/api/divisional/{code}) gives, its label inside that house's cell, in both styles and in several vargas; the
// South Indian square keeps signs fixed; equal input gives equal bytes; GET and POST agree; bad input is a 422.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { insidePolygon } from '../../src/compute/chart-svg/geometry.ts';
import { expectCors, testService } from '../support/service.ts';
import { readChartSvg } from '../support/svg.ts';

let service: Service;
beforeAll(async () => {
  service = await testService();
});
afterAll(() => service.close());

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
const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

/** 30 births spread over 1850-2090 and the inhabited latitudes (a fixed linear congruential sequence). */
function births(count: number) {
  let seed = 19;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, () => {
    const ms = Date.UTC(1850, 0, 1) + next() * (Date.UTC(2090, 0, 1) - Date.UTC(1850, 0, 1));
    const d = new Date(ms);
    return {
      date: d.toISOString().slice(0, 10),
      time: `${String(Math.floor(next() * 24)).padStart(2, '0')}:${String(Math.floor(next() * 60)).padStart(2, '0')}`,
      latitude: Math.round((next() * 110 - 50) * 100) / 100,
      longitude: Math.round((next() * 340 - 170) * 100) / 100,
    };
  });
}

const VARGAS = ['D1', 'D9', 'D10', 'D3', 'D60', 'D30'];

describe('chart-svg placements against the chart route', () => {
  test(
    '30 births, both styles: each graha in the house and ' + 'sign of /api/divisional/{code}, inside its cell',
    async () => {
      let checked = 0;
      let worstOutside = 0;
      for (const [i, birth] of births(30).entries()) {
        const varga = VARGAS[i % VARGAS.length] as string;
        const reference = (await post(`/api/divisional/${varga}`, birth)).json<any>();
        expect(reference.code).toBe(varga);
        for (const style of ['north', 'south']) {
          const r = await post('/api/v2/chart-svg', { ...birth, style, varga });
          expect(r.statusCode, `${birth.date} ${style} ${varga}`).toBe(200);
          const cells = readChartSvg(r.body);
          expect(cells).toHaveLength(12);
          expect(new Set(cells.map((c) => c.house)).size).toBe(12);
          const lagnaCell = cells.find((c) => c.lagna !== undefined);
          expect(lagnaCell?.house).toBe(1);
          expect(lagnaCell?.sign).toBe(reference.lagna.sign);
          const drawn = cells.flatMap((c) => c.grahas.map((g) => ({ ...g, cell: c })));
          expect(drawn.map((g) => g.graha).sort()).toEqual([...GRAHAS].sort());
          for (const g of drawn) {
            const want = reference.planets[g.graha];
            expect(g.cell.house, `${g.graha} house`).toBe(want.house);
            expect(g.cell.sign, `${g.graha} sign`).toBe(want.sign);
            // The label's baseline ends (text-anchor middle; about 0.6 em a character at 11 px) lie in its cell.
            const half = (g.text.length * 0.6 * 11) / 2;
            const ends: [number, number][] = [
              [g.x - half, g.y],
              [g.x + half, g.y],
            ];
            const outside = ends.filter((p) => !insidePolygon(p, g.cell.polygon)).length;
            if (outside > 0) {
              worstOutside++;
              console.info(
                `outside: ${style} ${varga} house ${g.cell.house} "${g.text}" at ${g.x},${g.y}; ` +
                  `${g.cell.grahas.length} ` +
                  `grahas in the cell`,
              );
            }
            checked++;
          }
          // houses follow the signs from the lagna in both styles
          for (const c of cells)
            expect(SIGNS.indexOf(c.sign)).toBe((SIGNS.indexOf(reference.lagna.sign) + c.house - 1) % 12);
        }
      }
      expect(worstOutside, 'labels running out of their cell').toBe(0);
      console.info(
        `chart-svg: ${checked} graha placements over 30 births x 2 styles equal the chart route; labels outside ` +
          `their cell: ${worstOutside}`,
      );
    },
  );

  test('South Indian cells stay on fixed signs: Pisces top-left, Aries beside it, clockwise', async () => {
    const r = await post('/api/v2/chart-svg', { ...births(1)[0], style: 'south' });
    const topLeft = (sign: string) => readChartSvg(r.body).find((c) => c.sign === sign)?.polygon[0];
    expect(topLeft('Pisces')).toEqual([0, 0]);
    expect(topLeft('Aries')).toEqual([100, 0]);
    expect(topLeft('Cancer')).toEqual([300, 100]);
    expect(topLeft('Virgo')).toEqual([300, 300]);
    expect(topLeft('Sagittarius')).toEqual([0, 300]);
  });

  test('North Indian: house 1 is the top diamond', async () => {
    const r = await post('/api/v2/chart-svg', births(1)[0] as object);
    const house1 = readChartSvg(r.body).find((c) => c.house === 1);
    expect(house1?.polygon).toEqual([
      [200, 0],
      [300, 100],
      [200, 200],
      [100, 100],
    ]);
  });
});

describe('chart-svg answers', () => {
  const BIRTH = { date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };

  test('image/svg+xml, deterministic, GET equals POST, conventions in <metadata>', async () => {
    const a = await post('/api/v2/chart-svg', { ...BIRTH, varga: 'D9', style: 'south' });
    const b = await post('/api/v2/chart-svg', { ...BIRTH, varga: 'D9', style: 'south' });
    const g = await service.app.inject({
      method: 'GET',
      url: '/api/v2/chart-svg?date=1990-11-20&time=16:00&lat=26.85&lon=80.95&varga=D9&style=south',
    });
    expect(a.statusCode).toBe(200);
    expectCors(a.headers);
    expect(a.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(a.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(b.body).toBe(a.body);
    expect(g.statusCode).toBe(200);
    expect(g.body).toBe(a.body);
    const metadata = JSON.parse((/<metadata>(.*)<\/metadata>/.exec(a.body)?.[1] ?? '{}').replace(/&#34;/g, '"'));
    expect(metadata).toMatchObject({ timezone: 'Asia/Kolkata', utc_offset: '+05:30' });
    expect(a.body).toMatch(/role="img"/);
    expect(a.body).toMatch(/<title>D9 Navamsha, South Indian: Ascendant [A-Z][a-z]+<\/title>/);
  });

  test('an ETag from the bytes: the same drawing has the same tag, and a client holding it gets 304', async () => {
    const url = '/api/v2/chart-svg?date=1990-11-20&time=16:00&lat=26.85&lon=80.95';
    const first = await service.app.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await post('/api/v2/chart-svg', BIRTH)).headers.etag).toBe(etag);
    const again = await service.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await service.app.inject({ method: 'GET', url: `${url}&style=south` });
    expect(other.headers.etag).not.toBe(etag);
  });

  test('lang=hi draws Devanagari labels, lang=sa IAST; the placements do not change', async () => {
    const en = await post('/api/v2/chart-svg', BIRTH);
    const hi = await post('/api/v2/chart-svg', { ...BIRTH, lang: 'hi' });
    const sa = await post('/api/v2/chart-svg', { ...BIRTH, lang: 'sa', style: 'south' });
    const place = (svg: string) =>
      readChartSvg(svg)
        .flatMap((c) => c.grahas.map((g) => `${g.graha}:${c.house}`))
        .sort();
    expect(place(hi.body)).toEqual(place(en.body));
    expect(
      readChartSvg(hi.body)
        .find((c) => c.grahas.some((g) => g.graha === 'Sun'))
        ?.grahas.find((g) => g.graha === 'Sun')?.text,
    ).toMatch(/^सू/);
    expect(hi.body).toContain('लग्न');
    expect(sa.body).toContain('Lagna');
    expect(sa.body).toMatch(/>(Meṣa|Vṛṣabha|Mithuna|Karka|Siṃha|Kanyā|Tulā|Vṛścika|Dhanus|Makara|Kumbha|Mīna)</);
  });

  test('bad input is a 422 naming the field, never a 500', async () => {
    const cases: [object, string][] = [
      [{ ...BIRTH, style: 'east' }, 'style'],
      [{ ...BIRTH, varga: 'D11' }, 'varga'],
      [{ ...BIRTH, lang: 'fr' }, 'lang'],
      [{ ...BIRTH, date: '1700-01-01' }, 'date'],
      [{ ...BIRTH, extra: 1 }, 'extra'],
    ];
    for (const [payload, field] of cases) {
      const r = await post('/api/v2/chart-svg', payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(422);
      expect(JSON.stringify(r.json().detail)).toContain(field);
    }
    const g = await service.app.inject({ method: 'GET', url: '/api/v2/chart-svg?date=1990-11-20&lat=26.85&lon=80.95' });
    expect(g.statusCode).toBe(422);
    expect(JSON.stringify(g.json().detail)).toContain('time');
  });
});
