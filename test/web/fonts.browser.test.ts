// The pages' webfonts. Without a browser: every @font-face of site.css points at a file the service serves from its
// own origin (with ETag, an hour of caching, outside the rate budget), every file served has its @font-face, the
// Content-Security-Policy lets the pages load fonts from the service, and the pages, the chart SVG and the dasha bar
// name the same font stack. In Chromium: the sign Mesha written in each script on a page of the service is drawn
// with that script's webfont, checked three ways per script and weight: the FontFace is loaded, the browser says it
// drew the text with that custom font, and no code point draws as the missing-glyph box. Run twice: with the
// machine's fonts, and with every system font that has a glyph of these words hidden from Chromium (as on a machine
// without Noto fonts), where only the webfonts can draw them.
// Runs when /usr/bin/chromium exists; with CI_BROWSER=1 a missing browser fails.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { PROJECT_ROOT } from '../../src/config.ts';
import { FONT_FAMILIES, FONT_STACK, FONT_WEIGHTS, fontFiles } from '../../web/fonts.ts';
import { testService } from '../support/service.ts';

const CHROMIUM = '/usr/bin/chromium';
const enabled = existsSync(CHROMIUM) || process.env.CI_BROWSER === '1';

/**
 * Mesha (Aries) as each script spells it, and a code point inside that script's unicode-range that Unicode leaves
 * unassigned: the face has no glyph for it, so it draws whatever a missing glyph of that face draws.
 */
const SAMPLES = [
  { family: 'Noto Sans', script: 'Latin', lang: 'sa-Latn', word: 'Meṣa', unassigned: undefined },
  { family: 'Noto Sans Devanagari', script: 'Devanagari', lang: 'hi', word: 'मेष', unassigned: 0x1cff },
  { family: 'Noto Sans Bengali', script: 'Bengali', lang: 'bn', word: 'মেষ', unassigned: 0x0984 },
  { family: 'Noto Sans Gujarati', script: 'Gujarati', lang: 'gu', word: 'મેષ', unassigned: 0x0a84 },
  { family: 'Noto Sans Tamil', script: 'Tamil', lang: 'ta', word: 'மேஷம்', unassigned: 0x0b80 },
  { family: 'Noto Sans Telugu', script: 'Telugu', lang: 'te', word: 'మేషం', unassigned: 0x0c0d },
  { family: 'Noto Sans Kannada', script: 'Kannada', lang: 'kn', word: 'ಮೇಷ', unassigned: 0x0c8d },
  { family: 'Noto Sans Malayalam', script: 'Malayalam', lang: 'ml', word: 'മേടം', unassigned: 0x0d0d },
] as const;
/** A script the service has no webfont for: the missing-glyph check must flag it where the system has no font. */
const ORIYA = { script: 'Oriya', lang: 'or', word: 'ମେଷ' };

const families = (list: string) => list.split(',').map((f) => f.trim().replace(/^["']|["']$/g, ''));

// A plain reading of site.css: its @font-face blocks and the body's font list.
const css = readFileSync(path.join(PROJECT_ROOT, 'web', 'assets', 'site.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = '']) => {
  const get = (prop: string) => new RegExp(`${prop}:\\s*([^;]+);`).exec(body)?.[1]?.trim() ?? '';
  return {
    family: get('font-family').replace(/'/g, ''),
    weight: Number(get('font-weight')),
    display: get('font-display'),
    src: get('src'),
    file: /url\(fonts\/([^)]+)\)/.exec(get('src'))?.[1] ?? '',
    range: get('unicode-range'),
  };
});

describe('webfont files', () => {
  let service: Service;
  beforeAll(async () => {
    service = await testService();
  });
  afterAll(() => service?.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    service.app.inject({ method: 'GET', url, headers });

  test('site.css has one @font-face per file served, each swapping, limited to its script, from this origin', () => {
    const served = fontFiles();
    expect(served.size).toBe(FONT_FAMILIES.reduce((n, f) => n + f.subsets.length, 0) * FONT_WEIGHTS.length);
    expect(faces.map((f) => f.file).sort()).toEqual([...served.keys()].sort());
    for (const face of faces) {
      const family = FONT_FAMILIES.find((f) => f.family === face.family);
      expect(family, face.family).toBeDefined();
      expect(face.file.startsWith(`${family?.pkg}-`), face.file).toBe(true);
      expect(face.file.endsWith(`-${face.weight}-normal.woff2`), face.file).toBe(true);
      expect(face.display, face.file).toBe('swap');
      expect(face.src, face.file).toMatch(/^url\(fonts\/[\w-]+\.woff2\) format\('woff2'\)$/);
      expect(face.range, face.file).toMatch(/^U\+[0-9A-F]{4}/);
    }
  });

  test('each file: font/woff2, the package bytes, ETag and Last-Modified, 304, an hour of caching', async () => {
    for (const [name, file] of fontFiles()) {
      const r = await get(`/assets/fonts/${name}`);
      expect(r.statusCode, name).toBe(200);
      expect(r.headers['content-type'], name).toBe('font/woff2');
      expect(r.headers['cache-control'], name).toBe('public, max-age=3600');
      expect(r.headers['last-modified'], name).toBeDefined();
      expect(r.rawPayload.equals(readFileSync(file)), name).toBe(true);
      const again = await get(`/assets/fonts/${name}`, { 'if-none-match': String(r.headers.etag) });
      expect(again.statusCode, name).toBe(304);
    }
  });

  test("outside the rate budget: a page's fonts never spend the reader's requests", async () => {
    const tight = await testService({ rateLimitKeyless: 2 });
    try {
      for (const name of fontFiles().keys()) {
        const r = await tight.app.inject({ method: 'GET', url: `/assets/fonts/${name}` });
        expect(r.statusCode, name).toBe(200);
        expect(r.headers.ratelimit, name).toBeUndefined();
      }
      // All the files with a keyless budget of two, and the budget is still whole: this request is the first counted.
      expect((await tight.app.inject({ method: 'GET', url: '/api/v2/limits' })).headers.ratelimit).toMatch(/r=1/);
    } finally {
      await tight.close();
    }
  });

  test("only the listed files: the packages' other files and anything outside them are 404", async () => {
    for (const url of [
      '/assets/fonts/noto-sans-tamil-tamil-400-normal.woff', // woff1: every browser that runs the pages reads woff2
      '/assets/fonts/noto-sans-tamil-latin-400-normal.woff2', // Latin comes from Noto Sans itself
      '/assets/fonts/noto-sans-tamil-tamil-100-normal.woff2',
      '/assets/fonts/..%2Fpackage.json',
      '/assets/fonts/..%2F..%2Fnoto-sans%2Fpackage.json',
      '/assets/fonts/',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  test("the Content-Security-Policy of a page allows fonts from the service's origin", async () => {
    const csp = String((await get('/accuracy')).headers['content-security-policy']);
    expect(csp).toMatch(/(^|;)\s*font-src [^;]*'self'/);
  });

  test('the pages, the chart SVG and the dasha bar name one font stack, webfonts before system fonts', async () => {
    const body = /\nbody \{[^}]*?font:\s*16px\/1\.5 ([^;]+);/.exec(css)?.[1] ?? '';
    const stack = families(FONT_STACK);
    expect(families(body)).toEqual(stack);
    expect(stack.slice(0, FONT_FAMILIES.length)).toEqual(FONT_FAMILIES.map((f) => f.family));
    const svg = await get('/api/v2/chart-svg?date=1990-11-20&time=16:00&lat=26.85&lon=80.95&lang=hi');
    expect(svg.statusCode).toBe(200);
    const attr = /<svg [^>]*font-family="([^"]+)"/.exec(svg.body)?.[1] ?? '';
    expect(families(attr.replace(/&#39;/g, "'"))).toEqual(stack);
  });
});

/** A fontconfig file that hides every font with a glyph for one of the sample words (or the Oriya control). */
function fontconfigWithoutSamples(dir: string): string {
  const codePoints = new Set<number>();
  for (const { word } of [...SAMPLES.slice(1), ORIYA]) for (const c of word) codePoints.add(c.codePointAt(0) ?? 0);
  const patterns = [...codePoints].map(
    (cp) => `<pattern><patelt name="charset"><charset><int>${cp}</int></charset></patelt></pattern>`,
  );
  const file = path.join(dir, 'fonts.conf');
  writeFileSync(
    file,
    '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n' +
      '<include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n' +
      `<selectfont><rejectfont>\n${patterns.join('\n')}\n</rejectfont></selectfont>\n</fontconfig>\n`,
  );
  return file;
}

interface Drawn {
  check: boolean;
  faces: { range: string; status: string }[];
  /** Code points drawn as a missing-glyph box, or drawing nothing at all (hex). */
  missing: string[];
}

/**
 * In the page: for a family and weight, what document.fonts says about the word and which of its code points draw
 * as a missing glyph. Each code point is drawn alone on a canvas in the family and compared pixel for pixel with
 * U+FFFF (a noncharacter no font draws) and with an unassigned code point of the family's own range: a missing glyph
 * looks exactly like one of them, whether the box comes from the webfont or from the last font of the fallback.
 */
const drawn = (page: Page, family: string, weight: number, word: string, unassigned?: number): Promise<Drawn> =>
  page.evaluate(
    ({ family, weight, word, unassigned }) => {
      const doc = (globalThis as any).document;
      const cps = [...word].map((c) => c.codePointAt(0) ?? 0);
      const inRange = (range: string, cp: number) =>
        range.split(',').some((part) => {
          const [lo = '', hi = lo] = part.trim().replace(/^U\+/i, '').split('-');
          return cp >= parseInt(lo, 16) && cp <= parseInt(hi, 16);
        });
      const faces = [...doc.fonts]
        .filter(
          (f: any) =>
            f.family.replace(/["']/g, '') === family &&
            Number(f.weight) === weight &&
            cps.some((cp) => inRange(f.unicodeRange, cp)),
        )
        .map((f: any) => ({ range: f.unicodeRange, status: f.status }));
      const font = `${weight} 48px "${family}"`;
      const pixels = (text: string) => {
        const canvas = doc.createElement('canvas');
        canvas.width = 200;
        canvas.height = 100;
        const g = canvas.getContext('2d');
        g.font = font;
        g.fillText(text, 40, 70);
        const alpha = (g.getImageData(0, 0, 200, 100).data as Uint8ClampedArray).filter((_, i) => i % 4 === 3);
        return { ink: alpha.some((a) => a > 0), key: alpha.join(',') };
      };
      const boxes = [0xffff, ...(unassigned === undefined ? [] : [unassigned])].map(
        (cp) => pixels(String.fromCodePoint(cp)).key,
      );
      const missing = cps
        .filter((cp) => {
          const p = pixels(String.fromCodePoint(cp));
          return !p.ink || boxes.includes(p.key);
        })
        .map((cp) => cp.toString(16));
      return { check: doc.fonts.check(`${weight} 16px "${family}"`, word), faces, missing };
    },
    { family, weight, word, unassigned },
  );

/** The fonts Chromium says it drew an element's text with (its own layout, not a guess from the outside). */
async function platformFonts(cdp: CDPSession, selector: string) {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts;
}

// Chromium on two shared cores is slow to start and to draw: generous timeouts, no timing asserted.
describe.runIf(enabled)('webfonts in Chromium', { timeout: 120_000 }, () => {
  let service: Service;
  let base: string;
  let confDir: string;
  beforeAll(async () => {
    service = await testService();
    base = await service.app.listen({ host: '127.0.0.1', port: 0 });
    confDir = mkdtempSync(path.join(tmpdir(), 'vedic-fonts-'));
  }, 60_000);
  afterAll(async () => {
    await service?.close();
    if (confDir) rmSync(confDir, { recursive: true, force: true });
  });

  describe.each([
    { name: "with the machine's fonts", hideSystemFonts: false },
    { name: 'with no system font for these scripts', hideSystemFonts: true },
  ])('$name', ({ hideSystemFonts }) => {
    let browser: Browser;
    let page: Page;
    const errors: string[] = [];
    const fontResponses: { url: string; status: number }[] = [];
    beforeAll(async () => {
      const env = { ...process.env } as Record<string, string>;
      if (hideSystemFonts) env.FONTCONFIG_FILE = fontconfigWithoutSamples(confDir);
      browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'], env });
      page = await browser.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('response', (r) => {
        if (r.request().resourceType() === 'font') fontResponses.push({ url: r.url(), status: r.status() });
      });
      await page.goto(`${base}/accuracy`);
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
    });

    test('a page fetches the fonts of the scripts it shows and no other', async () => {
      const shown = await page.evaluate(
        async (scripts) => {
          const doc = (globalThis as any).document;
          await doc.fonts.ready;
          const text: string = doc.body.innerText;
          return scripts.filter((s) => new RegExp(`\\p{Script=${s}}`, 'u').test(text));
        },
        [...SAMPLES.map((s) => s.script)],
      );
      expect(shown).toContain('Latin');
      expect(fontResponses.map((r) => path.basename(r.url))).toContain('noto-sans-latin-400-normal.woff2');
      for (const { family, script } of SAMPLES) {
        const pkg = FONT_FAMILIES.find((f) => f.family === family)?.pkg;
        const fetched = fontResponses.some((r) => path.basename(r.url).startsWith(`${pkg}-${script.toLowerCase()}`));
        if (!shown.includes(script)) expect(fetched, `${script} is not on the page`).toBe(false);
      }
    });

    test('Mesha in each script: the webfont is loaded, draws the word, and no glyph is missing', async () => {
      await page.evaluate(
        async ({ samples, control }) => {
          const doc = (globalThis as any).document;
          const section = doc.createElement('section');
          section.id = 'scripts';
          for (const [i, s] of [...samples, control].entries()) {
            const p = doc.createElement('p');
            p.lang = s.lang;
            const normal = doc.createElement('span');
            normal.id = `w${i}`;
            normal.textContent = s.word;
            const bold = doc.createElement('b');
            bold.id = `b${i}`;
            bold.textContent = s.word;
            p.append(normal, ' ', bold);
            section.append(p);
          }
          doc.querySelector('main').append(section);
          await doc.fonts.ready;
        },
        { samples: [...SAMPLES], control: ORIYA },
      );
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      // Soft: every script and weight is reported, not only the first that fails.
      for (const [i, { family, word, unassigned }] of SAMPLES.entries()) {
        for (const weight of FONT_WEIGHTS) {
          const what = `${family} ${weight}: ${word}`;
          const seen = await drawn(page, family, weight, word, unassigned);
          expect.soft(seen.check, what).toBe(true);
          expect.soft(seen.faces.length, `${what}: no @font-face covers it`).toBeGreaterThan(0);
          expect
            .soft(
              seen.faces.map((f) => f.status),
              what,
            )
            .toEqual(seen.faces.map(() => 'loaded'));
          expect.soft(seen.missing, `${what}: code points drawn as a missing glyph`).toEqual([]);
          const used = await platformFonts(cdp, `#${weight === 400 ? 'w' : 'b'}${i}`);
          expect.soft(used.length, what).toBeGreaterThan(0);
          for (const f of used)
            expect.soft({ family: f.familyName, custom: f.isCustomFont }, what).toEqual({ family, custom: true });
        }
      }
      // The fonts came from the service's own origin, and only the files listed.
      expect(fontResponses.length).toBeGreaterThan(0);
      for (const r of fontResponses) {
        expect(r.url.startsWith(`${base}/assets/fonts/`), r.url).toBe(true);
        expect(fontFiles().has(path.basename(r.url)), r.url).toBe(true);
        expect(r.status, r.url).toBe(200);
      }
      expect(errors).toEqual([]);
    });

    test.runIf(hideSystemFonts)(
      'the premise holds: the system alone cannot draw these words, and the check sees it',
      async () => {
        // Drawn in a family that does not exist, the words fall to the system's fonts: every letter is a box there.
        for (const { word } of [...SAMPLES.slice(1), ORIYA]) {
          const seen = await drawn(page, 'No Such Family', 400, word);
          const letters = [...word].filter((c) => /\p{L}/u.test(c)).map((c) => (c.codePointAt(0) ?? 0).toString(16));
          expect(seen.missing, word).toEqual(expect.arrayContaining(letters));
        }
        // Oriya has no webfont: asked in a webfont family (whose range it is outside), its letters are still boxes, and
        // the check that passes the other scripts reports them.
        const oriya = await drawn(page, 'Noto Sans Tamil', 400, ORIYA.word, 0x0b80);
        expect(oriya.missing).toEqual(expect.arrayContaining(['b2e', 'b37']));
      },
    );
  });
});
