// POST /api/v2/report and /report: the printable kundli report. Its contents are checked against the JSON routes
// they are read from (kundli, dasha tree, ashtakavarga, match), and the PDF with poppler's pdfinfo, pdftotext and
// pdftoppm when Chromium and poppler are installed (CI installs both; CI_BROWSER=1 makes their absence a failure).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { LABELS } from '../../src/engine/tables/labels/index.ts';
import { testService } from '../support/service.ts';

type Json = Record<string, any>;

const ASHA = { name: 'Asha', date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 };
const PARTNER = { date: '1988-03-02', time: '07:30', latitude: 28.61, longitude: 77.21 };
const AS_OF = '2026-11-28';
const CAN_PRINT = existsSync('/usr/bin/chromium') && existsSync('/usr/bin/pdfinfo');
const MUST_PRINT = process.env.CI_BROWSER === '1';

let service: Service;
beforeAll(async () => {
  service = await testService({ rateLimitHeavyKeyless: 1000, rateLimitKeyless: 10_000 });
});
afterAll(() => service.close());

const report = (body: object) =>
  service.app.inject({ method: 'POST', url: '/api/v2/report', payload: { as_of: AS_OF, ...body } });
const api = async (url: string, payload: object) =>
  (await service.app.inject({ method: 'POST', url, payload })).json<Json>();

describe('POST /api/v2/report, format=html', () => {
  test('the report holds what the JSON routes answer for the same birth', async () => {
    const r = await report({ ...ASHA, format: 'html' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = r.body;
    const kundli = await api('/api/v2/kundli', ASHA);
    for (const [graha, p] of Object.entries(kundli.chart.planets as Record<string, Json>)) {
      expect(page, graha).toContain(`<th scope="row" lang="en">${graha}</th><td>${p.house}</td>`);
      expect(page, graha).toContain(`<td>${p.degree_dms.replace(/"/g, '&#34;').replace(/'/g, '&#39;')}</td>`);
    }
    expect(page.match(/<svg/g)?.length).toBe(2);
    const sarva = (await api('/api/v2/ashtakavarga', ASHA)).sarva;
    expect(page).toContain(`(total ${sarva.total})`);
    const tree = (await api('/api/dasha/tree', ASHA)).tree as Json[];
    const running = tree.find((m) => m.start.slice(0, 10) <= AS_OF && AS_OF < m.end.slice(0, 10))!;
    expect(page).toContain(`Antardashas of the running <span lang="en">${running.planet}</span> mahadasha`);
    for (const a of running.children as Json[]) expect(page).toContain(`<td>${a.start.slice(0, 10)}</td>`);
    // Citations nobody checked stay pending in print.
    expect(page).toMatch(/<span class="status">\(pending\)<\/span>/);
    expect(page).not.toContain('Matching with the partner');
  });

  test('with a partner: the Ashtakoota score of /api/match, the report being the bride without a gender', async () => {
    const page = (await report({ ...ASHA, partner: PARTNER, format: 'html' })).body;
    const { date, time, latitude, longitude } = ASHA;
    const match = await api('/api/match', { bride: { date, time, latitude, longitude }, groom: PARTNER });
    expect(page).toContain(`<p>Score ${match.score} of ${match.max}: ${match.verdict}.</p>`);
    expect(page).toContain('<th scope="row">Graha Maitri</th>');
  });

  test('names in Tamil, the page text said to be English; a place by name; the East Indian chart', async () => {
    const { latitude, longitude, ...rest } = ASHA;
    void latitude;
    void longitude;
    const r = await report({ ...rest, place: 'Lucknow', lang: 'ta', style: 'east', format: 'html' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<html lang="en">');
    expect(r.body).toContain('Names are shown in <span lang="ta">தமிழ்</span>');
    expect(r.body).toContain('<th scope="row" lang="ta">சூரியன்</th>');
    expect(r.body).toContain('data-style="east"');
    // The yoga and dosha names as well, from the label tables.
    const named = [...r.body.matchAll(/<strong lang="ta">([^<]+)<\/strong>/gu)].map((x) => x[1]!);
    expect(named.some((n) => Object.values(LABELS.data.ta.yoga_combination).includes(n))).toBe(true);
    expect(named.some((n) => Object.values(LABELS.data.ta.dosha).includes(n))).toBe(true);
  });

  test('bad input is a 422 in words; a style that does not exist lists the styles', async () => {
    const bad = await report({ ...ASHA, time: '4:00 PM', format: 'html' });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain("got '4:00 PM'");
    const early = await report({ ...ASHA, partner: { ...PARTNER, date: '1750-01-01' }, format: 'html' });
    expect(early.statusCode).toBe(422);
    expect(early.json<Json>().detail[0].loc).toEqual(['body', 'partner', 'date']);
    const style = await report({ ...ASHA, style: 'western', format: 'html' });
    expect(style.statusCode).toBe(422);
    expect(JSON.stringify(style.json())).toMatch(/north.*south.*east.*sudarshana/);
  });
});

describe('GET /report', () => {
  test('the form, then the report as a page with its PDF link, then problems in words', async () => {
    const form = await service.app.inject({ method: 'GET', url: '/report' });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<form method="get" action="/report"');
    expect(form.body).toContain('<option value="sudarshana">Sudarshana chakra</option>');
    const url = '/report?name=Asha&date=1990-11-20&time=16:00&place=Lucknow&lang=hi&style=south';
    const page = await service.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi">');
    expect(page.body).toContain('Lucknow, Uttar Pradesh, India');
    expect(page.body).toMatch(/<a href="\/report\?[^"]*format=pdf">PDF के रूप में डाउनलोड करें<\/a>/);
    const english = await service.app.inject({ method: 'GET', url: url.replace('lang=hi', 'lang=en') });
    expect(english.body).toMatch(/<a href="\/report\?[^"]*format=pdf">Download as PDF<\/a>/);
    const bad = await service.app.inject({ method: 'GET', url: '/report?date=1990-11-20&time=4pm&place=Lucknow' });
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toMatch(/class="problem" role="alert">Time must be/);
  });
});

describe.runIf(CAN_PRINT || MUST_PRINT)('POST /api/v2/report, format=pdf (headless Chromium)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'report-pdf-'));
  const pdfOf = async (body: object, name: string) => {
    const r = await report({ ...body, format: 'pdf' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const file = path.join(dir, `${name}.pdf`);
    writeFileSync(file, r.rawPayload);
    return file;
  };
  /** The share of dark pixels of the first page drawn in grey at 40 dpi (a PGM: header, then one byte a pixel). */
  const inkOnPageOne = (file: string) => {
    execFileSync('pdftoppm', ['-gray', '-r', '40', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    const pgm = readFileSync(path.join(dir, 'page-1.pgm'));
    const header = pgm.toString('latin1', 0, 40).match(/^P5\s+(\d+)\s+(\d+)\s+255\s/);
    const pixels = pgm.subarray(header![0].length);
    return pixels.filter((v) => v < 128).length / pixels.length;
  };

  test('the PDF opens, has its pages, its text and ink on the first page', async () => {
    const file = await pdfOf({ ...ASHA, partner: PARTNER }, 'asha');
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    console.info(`report PDF: ${pages} pages, ${readFileSync(file).length} bytes`);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(info).toMatch(/Page size:\s+59[56]\.\d* x 84[12]\.\d* pts \(A4\)/);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const words of ['Asha', 'Vimshottari dasha', 'Panchanga at birth', 'Yogas found', 'Matching with the partner'])
      expect(text).toContain(words);
    const ink = inkOnPageOne(file);
    expect(ink).toBeGreaterThan(0.01);
    expect(ink).toBeLessThan(0.5);
  });

  test('a Hindi report prints its names in Devanagari, as text (shaped, not pictures)', async () => {
    const file = await pdfOf({ ...ASHA, lang: 'hi' }, 'asha-hi');
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('सूर्य');
    expect(text).toContain('मेष');
  });
});
