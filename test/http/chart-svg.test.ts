// The chart image: for 30 births, every graha drawn in the SVG sits in the house and sign the chart route
// (/api/divisional/{code}) gives, its label inside that house's cell, in the three square styles and in several
// vargas; the South Indian square keeps signs fixed; the East Indian square and the Sudarshana chakra are read cell
// by cell against the swetest reference charts (test/reference/charts); every text is at least 14 px on a picture
// drawn 400 px wide, in every style and language; equal input gives equal bytes; GET and POST agree; bad input is a
// 422.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { insidePolygon } from '../../src/compute/chart-svg/geometry.ts';
import { textWidth } from '../../src/compute/chart-svg/measure.ts';
import { labelsFor, LANGS } from '../../src/engine/tables/labels/index.ts';
import { expectCors, testService } from '../support/service.ts';
import { drawnTexts, readChartSvg, type SvgCell, type SvgLabel } from '../support/svg.ts';

let service: Service;
beforeAll(async () => {
  // Hundreds of drawings in a few seconds from one address: the budget is not what these tests are about.
  service = await testService({ rateLimitKeyless: 1e9, rateLimitHeavyKeyless: 1e9 });
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
const STYLES = ['north', 'south', 'east', 'sudarshana'] as const;

/**
 * A label's text box lies in its cell: its ends at the baseline and at the ascent (text-anchor middle; the width
 * the drawing narrowed it to, else the service's own estimate of the font's advance).
 */
function outsideCorners(g: SvgLabel, polygon: [number, number][]): number {
  const half = (g.textLength ?? textWidth(g.text)) / 2;
  const corners: [number, number][] = [
    [g.x - half, g.y + 3],
    [g.x + half, g.y + 3],
    [g.x - half, g.y - 10],
    [g.x + half, g.y - 10],
  ];
  return corners.filter((p) => !insidePolygon(p, polygon)).length;
}

/** The swetest reference charts (test/reference/charts/README.md): births with their sidereal facts. */
interface RefPoint {
  longitude: number;
  sign_index: number;
  degree: number;
}
interface RefCase {
  id: string;
  date: string;
  time: string;
  latitude: number;
  longitude: number;
  timezone: string;
  ascendant: RefPoint;
  grahas: Record<string, RefPoint & { retrograde: boolean }>;
}
const REFERENCE = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../reference/charts/charts.json'), 'utf8')) as {
    cases: RefCase[];
  }
).cases;
/** A longitude within 1" of a sign's edge cannot decide the sign between two programs (as chart.test.ts rules). */
const undecided = (lon: number) => Math.min(lon % 30, 30 - (lon % 30)) * 3600 <= 1;
const birthOf = (c: RefCase) => ({
  date: c.date,
  time: c.time,
  latitude: c.latitude,
  longitude: c.longitude,
  timezone: c.timezone,
});

describe('chart-svg placements against the chart route', () => {
  test(
    '30 births, the three square styles: each graha in the house and sign of /api/divisional/{code}, its label ' +
      'inside its cell',
    async () => {
      let checked = 0;
      let worstOutside = 0;
      for (const [i, birth] of births(30).entries()) {
        const varga = VARGAS[i % VARGAS.length] as string;
        const reference = (await post(`/api/divisional/${varga}`, birth)).json<any>();
        expect(reference.code).toBe(varga);
        for (const style of ['north', 'south', 'east']) {
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
            if (outsideCorners(g, g.cell.polygon) > 0) {
              worstOutside++;
              console.info(
                `outside: ${style} ${varga} house ${g.cell.house} "${g.text}" at ${g.x},${g.y}; ` +
                  `${g.cell.grahas.length} grahas in the cell`,
              );
            }
            checked++;
          }
          // houses follow the signs from the lagna in every style
          for (const c of cells)
            expect(SIGNS.indexOf(c.sign)).toBe((SIGNS.indexOf(reference.lagna.sign) + c.house - 1) % 12);
        }
      }
      expect(worstOutside, 'labels running out of their cell').toBe(0);
      console.info(
        `chart-svg: ${checked} graha placements over 30 births x 3 styles equal the chart route; labels outside ` +
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

/**
 * The East Indian square as the tests read it, independently of the drawing code: a 3 x 3 grid, the centre empty,
 * the edge-middle cells Aries (top), Cancer (left), Libra (bottom), Capricorn (right), each corner cell cut along the
 * big square's diagonal, its two triangles the signs of the two edges it lies on, counter-clockwise from Aries.
 */
const T = 400 / 3;
const EAST_LAYOUT: Record<string, { col: number; row: number; edge?: 'top' | 'left' | 'bottom' | 'right' }> = {
  Aries: { col: 1, row: 0 },
  Taurus: { col: 0, row: 0, edge: 'top' },
  Gemini: { col: 0, row: 0, edge: 'left' },
  Cancer: { col: 0, row: 1 },
  Leo: { col: 0, row: 2, edge: 'left' },
  Virgo: { col: 0, row: 2, edge: 'bottom' },
  Libra: { col: 1, row: 2 },
  Scorpio: { col: 2, row: 2, edge: 'bottom' },
  Sagittarius: { col: 2, row: 2, edge: 'right' },
  Capricorn: { col: 2, row: 1 },
  Aquarius: { col: 2, row: 0, edge: 'right' },
  Pisces: { col: 2, row: 0, edge: 'top' },
};

/** The sign of the East Indian cell that holds a point: grid cell, then the side of the corner's diagonal. */
function eastSignAt(x: number, y: number): string | undefined {
  const col = Math.min(2, Math.floor(x / T));
  const row = Math.min(2, Math.floor(y / T));
  const byEdge = (edge: string) =>
    Object.keys(EAST_LAYOUT).find((s) => {
      const e = EAST_LAYOUT[s];
      return e?.col === col && e.row === row && e.edge === edge;
    });
  if (col === 1 || row === 1)
    return Object.keys(EAST_LAYOUT).find((s) => EAST_LAYOUT[s]?.col === col && EAST_LAYOUT[s]?.row === row);
  // Each corner's diagonal runs from the square's outer corner to the centre cell's corner.
  if (col === 0 && row === 0) return byEdge(y < x ? 'top' : 'left');
  if (col === 2 && row === 0) return byEdge(y < 400 - x ? 'top' : 'right');
  if (col === 0 && row === 2) return byEdge(y < 400 - x ? 'left' : 'bottom');
  return byEdge(y < x ? 'right' : 'bottom');
}

const centroidOf = (polygon: [number, number][]) => [
  polygon.reduce((a, p) => a + p[0], 0) / polygon.length,
  polygon.reduce((a, p) => a + p[1], 0) / polygon.length,
];
/** Degrees counter-clockwise from straight up, round a centre, as the eye sees the picture (y grows downward). */
function angleFromTop([x, y]: number[], [cx, cy]: [number, number]): number {
  const a = (Math.atan2(-((x ?? 0) - cx), -((y ?? 0) - cy)) * 180) / Math.PI;
  return (a + 360) % 360;
}

describe('East Indian square (style=east) against the swetest reference charts', () => {
  test(
    'each sign in its cell (Aries top-middle, then counter-clockwise), each graha and the lagna in the cell of ' +
      'their sign',
    async () => {
      let placed = 0;
      const left: string[] = [];
      for (const c of REFERENCE) {
        const r = await post('/api/v2/chart-svg', { ...birthOf(c), style: 'east' });
        expect(r.statusCode, c.id).toBe(200);
        expect(r.body).toContain('data-style="east"');
        const cells = readChartSvg(r.body);
        expect(cells.map((cell) => cell.sign).sort()).toEqual([...SIGNS].sort());
        const cellOf = (sign: string) => cells.find((cell) => cell.sign === sign) as SvgCell;

        // The cells by geometry: squares in the edge middles, triangles in the corners on the named edge.
        expect(cellOf('Aries').polygon).toEqual([
          [133.3, 0],
          [266.7, 0],
          [266.7, 133.3],
          [133.3, 133.3],
        ]);
        for (const [sign, { col, row, edge }] of Object.entries(EAST_LAYOUT)) {
          const polygon = cellOf(sign).polygon;
          expect(polygon, sign).toHaveLength(edge === undefined ? 4 : 3);
          for (const [x, y] of polygon) {
            expect(x, sign).toBeGreaterThanOrEqual(col * T - 0.1);
            expect(x, sign).toBeLessThanOrEqual((col + 1) * T + 0.1);
            expect(y, sign).toBeGreaterThanOrEqual(row * T - 0.1);
            expect(y, sign).toBeLessThanOrEqual((row + 1) * T + 0.1);
          }
          if (edge !== undefined) {
            const onEdge = polygon.filter(
              ([x, y]) => ({ top: y === 0, bottom: y === 400, left: x === 0, right: x === 400 })[edge] === true,
            );
            expect(onEdge, `${sign} on the ${edge} edge`).toHaveLength(2);
          }
          // Every cell lies where the test's own reading of the square puts it.
          const [mx, my] = centroidOf(polygon);
          expect(eastSignAt(mx ?? 0, my ?? 0), sign).toBe(sign);
        }
        // Counter-clockwise: round the centre, from Aries straight up, each next sign further to the left.
        const angles = SIGNS.map((sign) => angleFromTop(centroidOf(cellOf(sign).polygon), [200, 200]));
        expect(angles[0]).toBeCloseTo(0, 6);
        for (let i = 1; i < 12; i++) expect(angles[i], SIGNS[i]).toBeGreaterThan(angles[i - 1] as number);

        // The lagna's cell is marked, and holds the lagna's mark.
        const lagnaCell = cells.find((cell) => cell.lagna !== undefined) as SvgCell;
        expect(lagnaCell.house).toBe(1);
        expect(r.body).toMatch(new RegExp(`<g class="cell lagna-cell" data-house="1" data-sign="${lagnaCell.sign}">`));
        if (undecided(c.ascendant.longitude)) left.push(`${c.id} lagna`);
        else {
          expect(lagnaCell.sign, `${c.id} lagna`).toBe(SIGNS[c.ascendant.sign_index]);
          expect(eastSignAt(lagnaCell.lagna?.x ?? 0, (lagnaCell.lagna?.y ?? 0) - 5)).toBe(
            SIGNS[c.ascendant.sign_index],
          );
        }

        // Each graha drawn once, in the cell of its sign by the reference, by where its label stands.
        const drawn = cells.flatMap((cell) => cell.grahas.map((g) => ({ ...g, cell })));
        expect(drawn.map((g) => g.graha).sort()).toEqual([...GRAHAS].sort());
        for (const g of drawn) {
          const want = c.grahas[g.graha] as RefPoint;
          if (undecided(want.longitude)) {
            left.push(`${c.id} ${g.graha}`);
            continue;
          }
          expect(eastSignAt(g.x, g.y - 5), `${c.id} ${g.graha}`).toBe(SIGNS[want.sign_index]);
          expect(g.cell.sign, `${c.id} ${g.graha}`).toBe(SIGNS[want.sign_index]);
          expect(outsideCorners(g, g.cell.polygon), `${c.id} ${g.graha} "${g.text}"`).toBe(0);
          placed++;
        }
      }
      console.info(
        `east: ${placed} graha placements over ${REFERENCE.length} reference charts in the cell of their swetest ` +
          `sign; within 1" of a sign's edge, left out: ${left.join(', ') || 'none'}`,
      );
      expect(placed).toBeGreaterThan(REFERENCE.length * 8);
    },
  );
});

describe('Sudarshana chakra (style=sudarshana) against the swetest reference charts', () => {
  test(
    'the rings count from the lagna, the Moon and the Sun; house 1 at the top, counter-clockwise; every graha once ' +
      'per ring in its sign',
    async () => {
      let placed = 0;
      const left: string[] = [];
      for (const c of REFERENCE) {
        const r = await post('/api/v2/chart-svg', { ...birthOf(c), style: 'sudarshana' });
        expect(r.statusCode, c.id).toBe(200);
        const cells = readChartSvg(r.body);
        expect(cells).toHaveLength(36);
        const references: [string, RefPoint][] = [
          ['lagna', c.ascendant],
          ['moon', c.grahas.Moon as RefPoint],
          ['sun', c.grahas.Sun as RefPoint],
        ];
        const meanRadius: number[] = [];
        for (const [ring, ref] of references) {
          const sectors = cells.filter((cell) => cell.ring === ring).sort((a, b) => a.house - b.house);
          expect(sectors.map((cell) => cell.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
          // The ring starts at its reference's sign and counts the signs in order.
          const first = SIGNS.indexOf(sectors[0]?.sign ?? '');
          if (undecided(ref.longitude)) left.push(`${c.id} ${ring} ring`);
          else expect(sectors[0]?.sign, `${c.id} ${ring} ring, house 1`).toBe(SIGNS[ref.sign_index]);
          sectors.forEach((cell, k) =>
            expect(cell.sign, `${c.id} ${ring} ${cell.house}`).toBe(SIGNS[(first + k) % 12]),
          );
          // House 1 straddles the top; the houses follow counter-clockwise, 30 degrees apart.
          sectors.forEach((cell, k) =>
            expect(angleFromTop(centroidOf(cell.polygon), [200, 200]), `${ring} house ${cell.house}`).toBeCloseTo(
              30 * k,
              1,
            ),
          );
          const [mx, my] = centroidOf(sectors[0]?.polygon ?? []);
          meanRadius.push(Math.hypot((mx ?? 0) - 200, (my ?? 0) - 200));

          // Each graha once in the ring, in the sector of its sign, its label inside the sector.
          const drawn = sectors.flatMap((cell) => cell.grahas.map((g) => ({ ...g, cell })));
          expect(drawn.map((g) => g.graha).sort(), `${c.id} ${ring}`).toEqual([...GRAHAS].sort());
          for (const g of drawn) {
            const want = c.grahas[g.graha] as RefPoint;
            expect(outsideCorners(g, g.cell.polygon), `${c.id} ${ring} ${g.graha}`).toBe(0);
            expect(g.house, `${c.id} ${ring} ${g.graha}`).toBe(g.cell.house);
            if (undecided(want.longitude)) {
              left.push(`${c.id} ${ring} ${g.graha}`);
              continue;
            }
            expect(g.cell.sign, `${c.id} ${ring} ${g.graha}`).toBe(SIGNS[want.sign_index]);
            placed++;
          }
        }
        // Inner, middle, outer: the lagna's ring innermost, the Sun's outermost.
        expect(meanRadius[0]).toBeLessThan(meanRadius[1] as number);
        expect(meanRadius[1]).toBeLessThan(meanRadius[2] as number);
        // The lagna's sector is marked.
        expect(r.body).toMatch(/<g class="cell ring-lagna lagna-cell" data-ring="lagna" data-house="1" /);
      }
      console.info(
        `sudarshana: ${placed} graha placements (3 rings x ${REFERENCE.length} reference charts) in the sector of ` +
          `their swetest sign; within 1" of a sign's edge, left out: ${left.join(', ') || 'none'}`,
      );
      expect(placed).toBeGreaterThan(REFERENCE.length * 3 * 8);
    },
  );
});

describe('readable on a phone', () => {
  // A reference chart with retrograde grahas (Mars and Mercury), and the conjunction of eight grahas in Capricorn of
  // February 1962 (with the lagna there too at sunrise in Delhi): the most crowded cell a chart can have.
  const retro = REFERENCE.find((c) => c.id === 'kolkata-1901-madras-time') as RefCase;
  const crowded = { date: '1962-02-05', time: '06:00', latitude: 28.61, longitude: 77.21 };

  test('every text at least 14 px on a picture 400 px wide, in every style and language', async () => {
    let texts = 0;
    for (const birth of [birthOf(retro), crowded])
      for (const style of STYLES)
        for (const lang of LANGS)
          for (const varga of ['D1', 'D9']) {
            const r = await post('/api/v2/chart-svg', { ...birth, style, lang, varga });
            expect(r.statusCode).toBe(200);
            expect(r.body).toMatch(/^<svg [^>]*width="400"/);
            const { viewBoxWidth, texts: drawn } = drawnTexts(r.body);
            expect(drawn.length).toBeGreaterThan(9);
            for (const t of drawn) {
              const px = t.fontSize * (400 / viewBoxWidth);
              expect(px, `${style} ${lang} ${varga} "${t.text}" (${t.classes})`).toBeGreaterThanOrEqual(14);
              texts++;
            }
            // And every graha's label inside its cell, even in the crowded sign.
            for (const cell of readChartSvg(r.body))
              for (const g of cell.grahas)
                expect(outsideCorners(g, cell.polygon), `${style} ${lang} ${varga} ${g.graha}`).toBe(0);
          }
    console.info(`chart-svg: ${texts} texts, none under 14 px at 400 px wide`);
  });

  test('the degree and the retrograde mark stay: in the labels of the squares, in the key of the chakra', async () => {
    for (const birth of [birthOf(retro), crowded])
      for (const lang of LANGS) {
        const mark = labelsFor(lang).words.retrograde_mark;
        for (const style of STYLES) {
          const r = await post('/api/v2/chart-svg', { ...birth, style, lang });
          const labels =
            style === 'sudarshana'
              ? [...r.body.matchAll(/<text class="graha-key( retrograde)?" data-graha="(\w+)"[^>]*>([^<]*)</g)].map(
                  (m) => ({ retrograde: m[1] !== undefined, graha: m[2], text: m[3] ?? '' }),
                )
              : readChartSvg(r.body).flatMap((cell) =>
                  cell.grahas.map((g) => ({ retrograde: g.retrograde, graha: g.graha, text: g.text })),
                );
          expect(labels.map((l) => l.graha).sort(), `${style} ${lang}`).toEqual([...GRAHAS].sort());
          for (const l of labels) {
            expect(l.text, `${style} ${lang} ${l.graha}`).toMatch(/\d+°$/);
            if (l.retrograde) expect(l.text, `${style} ${lang} ${l.graha}`).toContain(mark);
          }
          if (birth === crowded) continue;
          const retrograde = labels.filter((l) => l.retrograde).map((l) => l.graha);
          // Rahu and Ketu move backward always and are not marked; Mars and Mercury were retrograde that morning.
          expect(retrograde.sort(), `${style} ${lang}`).toEqual(['Mars', 'Mercury']);
        }
      }
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
    for (const style of ['east', 'sudarshana']) {
      const p = await post('/api/v2/chart-svg', { ...BIRTH, style });
      const q = await service.app.inject({
        method: 'GET',
        url: `/api/v2/chart-svg?date=1990-11-20&time=16:00&lat=26.85&lon=80.95&style=${style}`,
      });
      expect(p.statusCode).toBe(200);
      expect(q.body).toBe(p.body);
      expect((await post('/api/v2/chart-svg', { ...BIRTH, style })).body).toBe(p.body);
    }
    const east = await post('/api/v2/chart-svg', { ...BIRTH, style: 'east' });
    expect(east.body).toMatch(/<title>D1 Rashi, East Indian: Ascendant [A-Z][a-z]+<\/title>/);
    const wheel = await post('/api/v2/chart-svg', { ...BIRTH, style: 'sudarshana', lang: 'hi' });
    expect(wheel.body).toMatch(/<title>D1 राशि, सुदर्शन चक्र: /);
    // The key names the three rings' references in the asked language.
    for (const word of ['लग्न', 'चंद्र', 'सूर्य']) expect(wheel.body).toContain(`>${word}</text>`);
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

  test('the varga in the asked language, in the title and the picture; in English as the table names it', async () => {
    const draw = async (lang: string, style: string, varga: string) =>
      (await post('/api/v2/chart-svg', { ...BIRTH, lang, style, varga })).body;
    for (const lang of LANGS)
      for (const varga of ['D1', 'D9', 'D60']) {
        const name = labelsFor(lang).varga[varga as 'D1' | 'D9' | 'D60'];
        const south = await draw(lang, 'south', varga);
        expect(south, `${lang} ${varga}`).toContain(`<title>${varga} ${name}, `);
        expect(
          drawnTexts(south).texts.map((t) => t.text),
          `${lang} ${varga}`,
        ).toContain(`${varga} ${name}`);
        const wheel = await draw(lang, 'sudarshana', varga);
        expect(
          drawnTexts(wheel).texts.map((t) => t.text),
          `${lang} ${varga}`,
        ).toContain(`${varga} ${name}, ${labelsFor(lang).words.sudarshana}`);
        // No language but English draws an English varga name.
        if (lang !== 'en') expect(south + wheel, `${lang} ${varga}`).not.toMatch(/Rashi|Navamsha|Shashtiamsha/);
      }
    expect(await draw('en', 'east', 'D9')).toMatch(/<title>D9 Navamsha, East Indian: Ascendant [A-Z][a-z]+<\/title>/);
    expect(await draw('hi', 'north', 'D9')).toMatch(/<title>D9 नवांश, उत्तर भारतीय: लग्न /);
    expect(await draw('ta', 'south', 'D9')).toContain('>D9 நவாம்சம்<');
  });

  test('bad input is a 422 naming the field, never a 500', async () => {
    const cases: [object, string][] = [
      [{ ...BIRTH, style: 'west' }, 'style'],
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

  test('an unknown style is a 422 whose detail lists the four styles', async () => {
    const answers = [
      await post('/api/v2/chart-svg', { ...BIRTH, style: 'bengali' }),
      await service.app.inject({
        method: 'GET',
        url: '/api/v2/chart-svg?date=1990-11-20&time=16:00&lat=26.85&lon=80.95&style=bengali',
      }),
    ];
    for (const [i, r] of answers.entries()) {
      expect(r.statusCode).toBe(422);
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      const detail = r.json().detail as { loc: string[]; msg: string }[];
      const style = detail.find((d) => d.loc.includes('style'));
      expect(style?.loc).toEqual([i === 0 ? 'body' : 'query', 'style']);
      for (const allowed of STYLES) expect(style?.msg).toContain(`"${allowed}"`);
    }
  });
});
