// Every page in every language, as Chromium draws it. For each of the eight pages with real input and each of the ten
// languages: the page loads with no console error and no failed request, <html lang> says the language of the page
// text (Hindi, or English where the text is not translated), the names are shown in the language's own script (IAST
// for Sanskrit), a sample of the elements holding that script is drawn with the script's Noto webfont (Chromium's own
// account of the fonts it used, through the DevTools protocol), and a page whose text falls back to English says so.
// The icon the browser asks for is checked too. One browser, one context per language (its eight pages share the
// fonts it has fetched), a fresh tab per page; a summary line per language says what was checked.
// Runs when /usr/bin/chromium exists; with CI_BROWSER=1 a missing browser fails.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { PAGE_TEXT } from '../../web/i18n/messages.ts';
import { testService } from '../support/service.ts';

const CHROMIUM = '/usr/bin/chromium';
const enabled = existsSync(CHROMIUM) || process.env.CI_BROWSER === '1';
if (!enabled) console.info('languages in a browser: skipped, no /usr/bin/chromium (apt-get install chromium)');

const ASK = encodeURIComponent('Will I have a successful career?');
const MATCH =
  'groom_name=G&groom_date=1988-03-02&groom_time=07:30&groom_place=New%20Delhi&' +
  'bride_name=B&bride_date=1990-11-20&bride_time=16:00&bride_place=Lucknow';

/**
 * The pages, each with an input that makes it show a result. `names: false` marks the pages that show no names
 * (their layout says so and leaves out the notice about the language of names): there the language can only show in
 * the page text, which is Hindi or English.
 */
const PAGES = [
  { page: 'panchanga', url: '/?place=Lucknow&date=2026-11-25', names: true },
  { page: 'kundli', url: '/kundli?name=Asha&date=1990-11-20&time=16:00&place=Lucknow', names: true },
  { page: 'match', url: `/match?${MATCH}`, names: true },
  { page: 'muhurta', url: '/muhurta?place=New%20Delhi&karma=griha_pravesh&start=2026-11-20&days=12', names: true },
  { page: 'festivals', url: '/festivals?place=New%20Delhi&year=2026', names: true },
  { page: 'ask', url: `/ask?place=Lucknow&date=1990-11-20&time=16:00&q=${ASK}`, names: false },
  { page: 'accuracy', url: '/accuracy', names: false },
  { page: 'report', url: '/report?name=Asha&date=1990-11-20&time=16:00&place=Lucknow', names: true },
] as const;

/**
 * Each language: the characters its names are written in (a Unicode block, or for IAST the Latin letters with the
 * diacritics Sanskrit transliteration adds) and the webfont that must draw them.
 */
const LANGS = [
  { lang: 'en', chars: undefined, family: undefined },
  { lang: 'hi', chars: '\u0900-\u097F', family: 'Noto Sans Devanagari' },
  { lang: 'sa', chars: 'āīūṛṝḷḹṃḥṅñṭḍṇśṣĀĪŪṚṜḶḸṂḤṄÑṬḌṆŚṢ', family: 'Noto Sans' },
  { lang: 'ta', chars: '\u0B80-\u0BFF', family: 'Noto Sans Tamil' },
  { lang: 'te', chars: '\u0C00-\u0C7F', family: 'Noto Sans Telugu' },
  { lang: 'kn', chars: '\u0C80-\u0CFF', family: 'Noto Sans Kannada' },
  { lang: 'ml', chars: '\u0D00-\u0D7F', family: 'Noto Sans Malayalam' },
  { lang: 'bn', chars: '\u0980-\u09FF', family: 'Noto Sans Bengali' },
  { lang: 'mr', chars: '\u0900-\u097F', family: 'Noto Sans Devanagari' },
  { lang: 'gu', chars: '\u0A80-\u0AFF', family: 'Noto Sans Gujarati' },
] as const;

/** Every Indian script's block: on an English page none of them may show outside the menu of languages. */
const INDIAN = '\u0900-\u0D7F';

/** Elements checked for their font per page: spread over the page, enough to meet every part of it. */
const SAMPLE = 16;

interface Seen {
  htmlLang: string;
  /** Characters of the language's set in the text a reader sees (the menu of languages left out: it names all ten). */
  count: number;
  /** Characters of any Indian script in the text a reader sees, outside that menu. */
  indian: number;
  /** The notice that the page text is shown in English, when visible. */
  notice: string | null;
  /** The icon the document declares, if any. */
  icon: string | null;
  /** Visible elements whose own text holds the language's characters, and how many were marked for the font check. */
  holders: number;
  sampled: number;
}

/**
 * In the page: after its fonts are ready, what a reader sees of the language, and a spread sample of the visible
 * elements whose own text holds the language's characters, marked with data-lang-check for the DevTools queries.
 */
const look = (page: Page, chars: string | null, sample: number): Promise<Seen> =>
  page.evaluate(
    async ({ chars, indian, sample }) => {
      const doc = (globalThis as any).document;
      await doc.fonts.ready;
      const mine = chars === null ? null : new RegExp(`[${chars}]`, 'gu');
      const anyIndian = new RegExp(`[${indian}]`, 'gu');
      const shown = (el: any) =>
        el !== null && !el.closest('select, script, style, noscript, title') && el.checkVisibility();
      let count = 0;
      let indianCount = 0;
      const holders = new Set<any>();
      const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        if (!shown(node.parentElement)) continue;
        const text: string = node.data;
        indianCount += (text.match(anyIndian) ?? []).length;
        const n = mine === null ? 0 : (text.match(mine) ?? []).length;
        count += n;
        if (n > 0) holders.add(node.parentElement);
      }
      const list = [...holders];
      const step = Math.max(1, list.length / sample);
      for (let i = 0, k = 0; k < sample && Math.floor(i) < list.length; i += step, k++)
        list[Math.floor(i)].setAttribute('data-lang-check', '');
      const notice = doc.querySelector('.notice[role="note"]');
      return {
        htmlLang: doc.documentElement.lang,
        count,
        indian: indianCount,
        notice: notice !== null && notice.checkVisibility() ? String(notice.innerText) : null,
        icon: doc.querySelector('link[rel~="icon"]')?.href ?? null,
        holders: list.length,
        sampled: doc.querySelectorAll('[data-lang-check]').length,
      };
    },
    { chars, indian: INDIAN, sample },
  );

interface UsedFont {
  familyName: string;
  isCustomFont: boolean;
}

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
}

/**
 * For each text node holding the language's characters in a marked element: its text and the fonts Chromium says it
 * drew that text with. Asked of the text node itself, not of its element, so that a child drawn in another font (a
 * <code> in the monospace font) is not counted against the script's text around it.
 */
async function fontsOfMarked(cdp: CDPSession, chars: string): Promise<{ text: string; fonts: UsedFont[] }[]> {
  const mine = new RegExp(`[${chars}]`, 'u');
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1 })) as { root: DomNode };
  const texts: DomNode[] = [];
  const walk = (node: DomNode) => {
    if (node.attributes?.includes('data-lang-check'))
      texts.push(...(node.children ?? []).filter((c) => c.nodeType === 3 && mine.test(c.nodeValue)));
    for (const child of node.children ?? []) walk(child);
  };
  walk(root);
  const out: { text: string; fonts: UsedFont[] }[] = [];
  for (const { nodeId, nodeValue } of texts) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    out.push({ text: nodeValue.trim().slice(0, 60), fonts });
  }
  return out;
}

// Chromium on two shared cores is slow to start and to draw: generous timeouts, no timing asserted.
describe.runIf(enabled)('every page in every language, in Chromium', { timeout: 120_000 }, () => {
  let service: Service;
  let base: string;
  let browser: Browser;
  beforeAll(async () => {
    // Eighty pages from one address within a minute: more than a reader's budget, and the heavy pages (muhurta, ask,
    // report) more than the heavy one; the budgets are not what this file tests.
    service = await testService({ rateLimitKeyless: 100_000, rateLimitHeavyKeyless: 100_000 });
    base = await service.app.listen({ host: '127.0.0.1', port: 0 });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  describe.each(LANGS)('lang=$lang', ({ lang, chars, family }) => {
    let context: BrowserContext;
    const summary = { pages: 0, elements: 0, texts: 0, characters: 0 };
    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    });
    afterAll(async () => {
      console.info(
        `lang=${lang}: ${summary.pages} pages, ${summary.characters} characters of its script shown, ` +
          `fonts checked in ${summary.elements} elements (${summary.texts} text nodes)`,
      );
      await context?.close();
    });

    // A fresh tab per page (the context, and so the fonts in its cache, is shared): no request of one page can end,
    // or be cut short, while the next one is being checked.
    test.each(PAGES)('$page', async ({ url, names }) => {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console: ${m.text()} (${m.location().url})`);
      });
      page.on('pageerror', (e) => problems.push(`script: ${e.message}`));
      page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
      page.on('response', (r) => {
        if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
      });
      try {
        const response = await page.goto(`${base}${url}${url.includes('?') ? '&' : '?'}lang=${lang}`);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['content-type']).toMatch(/^text\/html/);
        const seen = await look(page, chars ?? null, SAMPLE);

        // (a) Nothing went wrong while loading and drawing it. The icon too: without a <link rel="icon"> Chromium
        // asks for /favicon.ico, at a moment of its own choosing after the load, so its answer is asked here.
        expect.soft(problems).toEqual([]);
        const icon = new URL(seen.icon ?? '/favicon.ico', base).pathname;
        const iconStatus = (await service.app.inject({ method: 'GET', url: icon })).statusCode;
        expect.soft(iconStatus, `the icon the browser asks for, ${icon}`).toBe(200);
        // (b) The document's language is the language of its text.
        expect(seen.htmlLang).toBe(lang === 'hi' ? 'hi' : 'en');
        // (c) The language shows in its own script, and no other Indian script shows (an English or IAST page: none).
        if (chars === undefined) expect(seen.count).toBe(0);
        else if (names || lang === 'hi') expect(seen.count).toBeGreaterThan(0);
        else expect(seen.count, 'a page without names, its text in English').toBe(0);
        const indic = family !== undefined && family !== 'Noto Sans';
        expect(seen.indian, 'characters of another Indian script').toBe(indic ? seen.count : 0);
        // (d) Every sampled text in the script is drawn with the script's webfont, and no system font draws any of it.
        let texts = 0;
        if (chars !== undefined && family !== undefined && seen.count > 0) {
          expect(seen.sampled).toBeGreaterThan(0);
          const cdp = await context.newCDPSession(page);
          await cdp.send('DOM.enable');
          await cdp.send('CSS.enable');
          const drawn = await fontsOfMarked(cdp, chars);
          expect(drawn.length).toBeGreaterThanOrEqual(seen.sampled);
          for (const { text, fonts } of drawn) {
            expect
              .soft(fonts, text)
              .toContainEqual(expect.objectContaining({ familyName: family, isCustomFont: true }));
            const system = fonts.filter((f) => !f.isCustomFont).map((f) => f.familyName);
            expect.soft(system, `drawn with a system font: ${text}`).toEqual([]);
          }
          texts = drawn.length;
        }
        // (e) A page with names whose text is not translated says that it is shown in English.
        const entry = PAGE_TEXT[lang];
        if (names && entry.status === 'not_yet_translated') {
          expect(seen.notice).toContain(entry.native);
          expect(seen.notice).toContain('not yet translated');
        } else expect(seen.notice).toBeNull();

        summary.pages += 1;
        summary.elements += seen.sampled;
        summary.texts += texts;
        summary.characters += seen.count;
      } finally {
        await page.close();
      }
    });
  });
});
