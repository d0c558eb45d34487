// The pages in a real browser: Debian's Chromium driven by playwright-core against the service listening
// on loopback. Load /, search a city and pick it, see its panchanga; submit the kundli form, find the chart SVG with
// 12 houses and the 9 grahas in the houses the chart route (POST /api/v2/kundli) gives, switch to South Indian style,
// then to the East Indian square and the Sudarshana chakra, each label inside its cell and no text under 14 px.
// The match and muhurta forms, the API explorer (/docs), /status and /accuracy too. No Content-Security-Policy
// violation may be reported on any page.
// Screenshots go to artifacts/screenshots/.
// Runs when /usr/bin/chromium exists; with CI_BROWSER=1 (set by .ci/run, which installs it) a missing browser fails.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { PROJECT_ROOT } from '../../src/config.ts';
import { testService } from '../support/service.ts';

const CHROMIUM = '/usr/bin/chromium';
const SHOTS = path.join(PROJECT_ROOT, 'artifacts', 'screenshots');
const enabled = existsSync(CHROMIUM) || process.env.CI_BROWSER === '1';
if (!enabled)
  console.info('pages in a browser: skipped, no /usr/bin/chromium (apt-get install chromium; .ci/run does)');

let service: Service;
let browser: Browser;
let base: string;
const violations: string[] = [];

async function open(url: string, width = 1100): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => {
    if (m.type() === 'error') violations.push(`${url}: ${m.text()}`);
  });
  page.on('pageerror', (e) => violations.push(`${url}: ${e.message}`));
  await page.goto(`${base}${url}`);
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

// A browser on two shared cores is slow to start and to draw: generous timeouts, no timing asserted.
describe.runIf(enabled)('pages in Chromium', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    service = await testService();
    base = await service.app.listen({ host: '127.0.0.1', port: 0 });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  test('/: search a city, pick it from the list, see the panchanga with sunrise, limbs, rahu kalam and choghadiyas', async () => {
    const page = await open('/');
    await expect.poll(() => page.locator('table.limbs tbody tr').count()).toBe(5); // Delhi today, before any search
    await page.locator('#place').fill('');
    await page.locator('#place').pressSequentially('Lucknow', { delay: 20 });
    const option = page.getByRole('option', { name: /^Lucknow, Uttar Pradesh, India/ });
    await option.waitFor();
    await page.keyboard.press('ArrowDown');
    await option.click();
    expect(await page.locator('input[name="lat"]').inputValue()).toMatch(/^26\.8/);
    await page.locator('#date').fill('2026-11-25');
    await Promise.all([page.waitForURL(/lat=26\.8/), page.getByRole('button', { name: 'Show the panchanga' }).click()]);
    await expect.poll(() => page.locator('#result-title').textContent()).toContain('Lucknow');
    expect(await page.locator('table.limbs tbody tr').count()).toBe(5);
    expect(await page.locator('table.kalams').textContent()).toMatch(/Rahu kalam\s*\d\d:\d\d – \d\d:\d\d/);
    expect(await page.locator('table.choghadiya tbody tr').count()).toBe(16);
    // The panchanga on the page is the panchanga of the API for the same place and date.
    const api = (
      await service.app.inject({
        method: 'POST',
        url: '/api/v2/panchanga',
        payload: { date: '2026-11-25', latitude: 26.83928, longitude: 80.92313 },
      })
    ).json<any>();
    expect(await page.locator('.sun').textContent()).toContain(api.panchanga.sunrise);
    expect(await page.locator('table.limbs').textContent()).toContain(api.panchanga.nakshatra);
    await shot(page, 'panchanga');
    const phone = await open(page.url().replace(base, ''), 390);
    await shot(phone, 'panchanga-phone');
  });

  test(
    '/kundli: the form gives a North Indian chart with 12 houses and the 9 grahas where the chart route puts them; ' +
      'South Indian, East Indian and the Sudarshana chakra on a click',
    async () => {
      const page = await open('/kundli');
      await page.locator('#name').fill('Example');
      await page.getByLabel('Birth date').fill('1990-11-20');
      await page.getByLabel('Birth time').fill('16:00');
      await page.locator('#place').pressSequentially('Lucknow', { delay: 20 });
      await page.getByRole('option', { name: /^Lucknow, Uttar Pradesh/ }).click();
      await Promise.all([
        page.waitForURL(/date=1990-11-20/),
        page.getByRole('button', { name: 'Show the chart' }).click(),
      ]);

      const lat = Number(new URL(page.url()).searchParams.get('lat'));
      const lon = Number(new URL(page.url()).searchParams.get('lon'));
      const api = (
        await service.app.inject({
          method: 'POST',
          url: '/api/v2/kundli',
          payload: { date: '1990-11-20', time: '16:00', latitude: lat, longitude: lon },
        })
      ).json<any>();

      const north = page.locator('.charts[data-style="north"] svg[data-varga="D1"]');
      await expect.poll(() => north.isVisible()).toBe(true);
      expect(await north.locator('g.cell').count()).toBe(12);
      const placed = await north
        .locator('text.graha')
        .evaluateAll((els) =>
          els.map((e) => [e.getAttribute('data-graha'), Number(e.closest('g.cell')?.getAttribute('data-house'))]),
        );
      expect(Object.fromEntries(placed)).toEqual(
        Object.fromEntries(Object.entries<any>(api.chart.planets).map(([g, p]) => [g, p.house])),
      );
      // The drawn label really sits inside its house polygon in the rendered picture.
      for (const graha of ['Sun', 'Moon', 'Saturn']) {
        // Runs in the page (DOM types are not in the test's type library).
        const inside = await north.locator(`text.graha[data-graha="${graha}"]`).evaluate((t: any) => {
          const poly = t.closest('g.cell')?.querySelector('polygon');
          const box = t.getBBox();
          const p = t.ownerSVGElement.createSVGPoint();
          p.x = box.x + box.width / 2;
          p.y = box.y + box.height / 2;
          return poly.isPointInFill(p);
        });
        expect(inside, graha).toBe(true);
      }
      expect(await page.locator('table.planets tbody tr').count()).toBe(10);
      expect(await page.locator('svg.dasha-timeline g.period').count()).toBe(9);
      expect(await page.locator('svg.dasha-timeline g.period.running').getAttribute('data-planet')).toBe(
        api.chart.dashas.current.maha,
      );
      await shot(page, 'kundli-north');

      await page.getByRole('button', { name: 'South Indian' }).click();
      const south = page.locator('.charts[data-style="south"] svg[data-varga="D1"]');
      await expect.poll(() => south.isVisible()).toBe(true);
      expect(await north.isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'South Indian' }).getAttribute('aria-pressed')).toBe('true');
      expect(new URL(page.url()).searchParams.get('style')).toBe('south');
      const southPlaced = await south
        .locator('text.graha')
        .evaluateAll((els) =>
          els.map((e) => [e.getAttribute('data-graha'), e.closest('g.cell')?.getAttribute('data-sign')]),
        );
      expect(Object.fromEntries(southPlaced)).toEqual(
        Object.fromEntries(Object.entries<any>(api.chart.planets).map(([g, p]) => [g, p.sign])),
      );
      await shot(page, 'kundli-south');

      // The East Indian square and the Sudarshana chakra: each graha in the cell of its sign (once in each ring of
      // the chakra), and as the browser draws them, every text at least 14 px at 400 px wide and every graha's
      // label, at its drawn width, inside its cell.
      const signs = Object.fromEntries(Object.entries<any>(api.chart.planets).map(([g, p]) => [g, p.sign]));
      for (const [name, style, rings] of [
        ['East Indian', 'east', ['square']],
        ['Sudarshana Chakra', 'sudarshana', ['lagna', 'moon', 'sun']],
      ] as const) {
        await page.getByRole('button', { name }).click();
        const chart = page.locator(`.charts[data-style="${style}"] svg[data-varga="D1"]`);
        await expect.poll(() => chart.isVisible()).toBe(true);
        expect(new URL(page.url()).searchParams.get('style')).toBe(style);
        expect(await chart.locator('g.cell').count()).toBe(12 * rings.length);
        const drawnIn = await chart
          .locator('text.graha')
          .evaluateAll((els) =>
            els.map((e) => [
              e.getAttribute('data-graha'),
              e.closest('g.cell')?.getAttribute('data-sign'),
              e.closest('g.cell')?.getAttribute('data-ring') ?? 'square',
            ]),
          );
        for (const ring of rings) {
          const inRing = drawnIn.filter((d) => d[2] === ring);
          expect(inRing, `${style} ${ring}`).toHaveLength(9);
          expect(Object.fromEntries(inRing.map((d) => [d[0], d[1]])), `${style} ${ring}`).toEqual(signs);
        }
        // Runs in the page (DOM types are not in the test's type library).
        const drawn = await chart.evaluate((svg: any) => {
          const viewBoxWidth = svg.viewBox.baseVal.width;
          const texts = [...svg.querySelectorAll('text')];
          const small = texts
            .filter(
              (t: any) =>
                parseFloat(svg.ownerDocument.defaultView.getComputedStyle(t).fontSize) * (400 / viewBoxWidth) < 14,
            )
            .map((t: any) => t.textContent);
          const outside = [...svg.querySelectorAll('text.graha')]
            .filter((t: any) => {
              const polygon = t.closest('g.cell').querySelector('polygon');
              const box = t.getBBox();
              const middle = box.y + box.height / 2;
              return [box.x, box.x + box.width].some((x) => {
                const p = svg.createSVGPoint();
                p.x = x;
                p.y = middle;
                return !polygon.isPointInFill(p);
              });
            })
            .map((t: any) => t.textContent);
          return { texts: texts.length, small, outside };
        });
        expect(drawn.texts).toBeGreaterThan(20);
        expect(drawn.small, `${style}: texts under 14 px`).toEqual([]);
        expect(drawn.outside, `${style}: labels wider than their cell`).toEqual([]);
        await shot(page, `kundli-${style}`);
      }
      const phone = await open(`${new URL(page.url()).pathname}${new URL(page.url()).search}`, 390);
      await shot(phone, 'kundli-sudarshana-phone');

      const hindi = await open(
        `${new URL(page.url()).pathname}${new URL(page.url()).search.replace('lang=en', 'lang=hi')}`,
      );
      expect(await hindi.locator('table.planets').textContent()).toContain('शनि');
      await shot(hindi, 'kundli-hindi');
    },
  );

  // The service's other pages pass the same CSP (the interactive API docs run Swagger UI's scripts).
  test('/docs: the API explorer draws every tag group and lists the operations', async () => {
    const page = await open('/docs');
    await expect
      .poll(() => page.locator('.swagger-ui .opblock-tag-section').count(), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(10);
    await expect
      .poll(() => page.locator('.swagger-ui .opblock').count(), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(80);
    await shot(page, 'docs');
  });

  test('/status: the component table', async () => {
    const page = await open('/status');
    expect(await page.locator('table').textContent()).toMatch(/ephemeris/i);
    await shot(page, 'status');
  });

  test("/match: the bride's place search works beside the groom's, and the result shows both systems", async () => {
    const page = await open(
      '/match?groom_date=1988-03-02&groom_time=07:30&groom_place=New%20Delhi&bride_date=1990-11-20&bride_time=16:00',
    );
    await page.locator('#bride_place').pressSequentially('Lucknow', { delay: 20 });
    await page
      .locator('#bride_place-options')
      .getByRole('option', { name: /^Lucknow, Uttar Pradesh/ })
      .click();
    expect(await page.locator('input[name="bride_lat"]').inputValue()).toMatch(/^26\.8/);
    expect(await page.locator('input[name="groom_lat"]').inputValue()).toMatch(/^28\.6/); // the groom's, found by name on the server, untouched
    await Promise.all([page.waitForURL(/bride_lat=26\.8/), page.getByRole('button', { name: 'Match' }).click()]);
    await expect.poll(() => page.locator('#match-title').textContent()).toMatch(/Ashtakoota: \d+(\.\d)? of 36/);
    expect(await page.locator('table.poruthams tbody tr').count()).toBe(10);
    await shot(page, 'match');
  });

  test(
    '/accuracy: a table row per quantity of GET /api/v2/accuracy, linked from the navigation; on a phone only the ' +
      'table scrolls',
    async () => {
      const page = await open('/accuracy');
      const api = (await service.app.inject({ method: 'GET', url: '/api/v2/accuracy' })).json<{
        quantities: { id: string }[];
      }>();
      expect(await page.locator('table.accuracy tbody tr').count()).toBe(api.quantities.length);
      expect(await page.locator('table.accuracy tbody tr th[scope="row"]').count()).toBe(api.quantities.length);
      expect(await page.locator('table.accuracy caption').textContent()).toContain('Largest error');
      expect(
        await page.getByRole('navigation').getByRole('link', { name: 'Accuracy' }).getAttribute('aria-current'),
      ).toBe('page');
      await shot(page, 'accuracy');
      const phone = await open('/accuracy', 390);
      // Runs in the page (DOM types are not in the test's type library).
      expect(
        await phone.evaluate(
          () => (globalThis as any).document.documentElement.scrollWidth <= (globalThis as any).innerWidth,
        ),
      ).toBe(true);
      await shot(phone, 'accuracy-phone');
    },
  );

  test('/muhurta: pick a place from the search, an act and a range; the days come back with bands, windows and reasons', async () => {
    const page = await open('/muhurta');
    await page.locator('#place').pressSequentially('Lucknow', { delay: 20 });
    await page.getByRole('option', { name: /^Lucknow, Uttar Pradesh, India/ }).click();
    expect(await page.locator('input[name="lat"]').inputValue()).toMatch(/^26\.8/);
    await page.getByLabel('Act', { exact: true }).selectOption('griha_pravesh');
    await page.locator('#start').fill('2026-11-20');
    await page.locator('#days').fill('14');
    await page.getByLabel('Names in').selectOption('hi');
    await Promise.all([page.waitForURL(/lat=26\.8/), page.getByRole('button', { name: 'Find days' }).click()]);
    // Hindi was picked: the page that answers is in Hindi, text and names.
    await expect
      .poll(() => page.locator('#result-title').textContent())
      .toMatch(/^गृह प्रवेश के लिए \d+ दिन, 2026-11-20 से /);
    // The page shows the finder's days: as many cards as the route's match_count, each with its band.
    const lat = Number(await page.locator('input[name="lat"]').inputValue());
    const lon = Number(await page.locator('input[name="lon"]').inputValue());
    const api = (
      await service.app.inject({
        method: 'POST',
        url: '/api/v2/muhurta-finder',
        payload: { latitude: lat, longitude: lon, karma: 'griha_pravesh', days_ahead: 14, start_date: '2026-11-20' },
      })
    ).json<any>();
    expect(await page.locator('article.day').count()).toBe(api.match_count);
    const bands: Record<string, string> = { excellent: 'उत्तम', good: 'अच्छा', average: 'मध्यम', avoid: 'वर्जित' };
    expect(await page.locator('article.day .band').first().textContent()).toBe(bands[api.results[0].quality]);
    expect(await page.locator('article.day h3').first().textContent()).toMatch(/^2026-11-20, [\u0900-\u097F]+/); // the weekday in Hindi
    expect(await page.locator('article.day ul.reasons li').count()).toBeGreaterThan(0);
    await shot(page, 'muhurta');
    const phone = await open(page.url().replace(base, ''), 390);
    await shot(phone, 'muhurta-phone');
  });

  test('/festivals: a place and a year; each festival opens its why-this-date', async () => {
    const page = await open('/festivals');
    await page.locator('#place').fill(''); // New Delhi's year is shown until a place is asked
    await page.locator('#place').pressSequentially('Lucknow', { delay: 20 });
    await page.getByRole('option', { name: /^Lucknow, Uttar Pradesh, India/ }).click();
    await page.locator('#year').fill('2026');
    await Promise.all([page.waitForURL(/year=2026/), page.getByRole('button', { name: 'Show the festivals' }).click()]);
    await expect.poll(() => page.locator('#result-title').textContent()).toMatch(/2026: \d+ festivals and vratas$/);
    const diwali = page.locator('li.festival[id^="diwali-"]');
    await diwali.locator('summary').click();
    expect(await diwali.locator('details p').first().textContent()).toMatch(/Amavasya .* pradosha/);
    await shot(page, 'festivals');
  });

  test('/ask: a birth and a question; the answer names its question and opens the facts it rests on', async () => {
    const page = await open('/ask');
    expect(await page.locator('main').textContent()).toMatch(/Never answered: the sex of a child/);
    await page.locator('#place').pressSequentially('Lucknow', { delay: 20 });
    await page.getByRole('option', { name: /^Lucknow, Uttar Pradesh, India/ }).click();
    await page.locator('#date').fill('1990-11-20');
    await page.locator('#time').fill('16:00');
    await page.locator('#q').fill('Will I have a successful career?');
    await Promise.all([page.waitForURL(/q=Will/), page.getByRole('button', { name: 'Ask' }).click()]);
    await expect.poll(() => page.locator('#answer-title').textContent()).toBe('The answer (question q03)');
    const facts = page.locator('ul.answer details').first();
    await facts.locator('summary').click();
    expect(await facts.locator('li').first().textContent()).toMatch(/^\[F\d+\] /);
    await shot(page, 'ask');
  });

  test('no page reported a Content-Security-Policy violation or a script error', () => {
    expect(violations).toEqual([]);
  });
});
