// The web pages over inject: / and /kundli render the computed values for a place found by name, say
// what is wrong in words (unknown place, missing or impossible fields) without a 500, escape everything typed, switch
// chart style without JavaScript through links, and serve their assets with the right types. The browser modules
// served (web/assets/*.js) are the current translation of web/scripts/*.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ASSETS_DIR, browserModules, transpiled } from '../../scripts/build-web.ts';
import type { Service } from '../../src/compose.ts';
import { testService } from '../support/service.ts';
import { readChartSvg } from '../support/svg.ts';

const NOW = Date.parse('2026-11-25T06:00:00Z');
let service: Service;
beforeAll(async () => {
  service = await testService({}, { now: () => NOW });
});
afterAll(() => service.close());

const get = (url: string) => service.app.inject({ method: 'GET', url });

describe('/', () => {
  test("without a query: today's panchanga for New Delhi, the same values as the API", async () => {
    const r = await get('/');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    const api = (
      await service.app.inject({
        method: 'POST',
        url: '/api/v2/panchanga',
        payload: { date: '2026-11-25', latitude: 28.6139, longitude: 77.209 },
      })
    ).json<any>();
    expect(r.body).toContain('New Delhi, Delhi, India, 2026-11-25');
    expect(r.body).toContain(api.panchanga.sunrise);
    for (const limb of ['tithi', 'nakshatra', 'yoga', 'karana']) expect(r.body).toContain(`>${api.panchanga[limb]}`);
    expect(r.body).toContain(`${api.limbs.tithi.end.iso.slice(11, 16)}</td>`);
    expect(r.body).toMatch(/Rahu kalam<\/th><td>\d\d:\d\d – \d\d:\d\d/);
    expect(r.body.match(/<table class="choghadiya">/g)).toHaveLength(2);
    // The month in both systems, the samvat, the Sun's and Moon's signs, and the day's other periods, as the API.
    expect(r.body).toContain(`<dt>Lunar month (amanta)</dt><dd>${api.lunar_month.amanta.name}</dd>`);
    expect(r.body).toContain(`<dt>Lunar month (purnimanta)</dt><dd>${api.lunar_month.purnimanta.name}</dd>`);
    expect(r.body).toContain(`Vikram ${api.samvat.vikram}, Shaka ${api.samvat.shaka}`);
    expect(r.body).toContain(`<dt>Sun</dt><dd>${api.sun.sign} (${api.sun.nakshatra})</dd>`);
    expect(r.body).toContain(`<dt>Moon</dt><dd>${api.moon.sign} (${api.moon.nakshatra})</dd>`);
    for (const [title, key] of [
      ['Durmuhurta', 'durmuhurta'],
      ['Varjyam', 'varjyam'],
      ['Amrit kalam', 'amrit_kalam'],
    ] as const) {
      const first = api.muhurtas[key][0];
      expect(r.body, title).toContain(`${title}</th><td>${first.start.slice(11, 16)} – ${first.end.slice(11, 16)}`);
    }
  });

  test("a place by name, names and page text in Hindi (the gazetteer's place name marked English)", async () => {
    const r = await get('/?place=Lucknow&date=2026-11-25&lang=hi');
    expect(r.body).toContain('<html lang="hi">');
    expect(r.body).toContain('<span lang="en">Lucknow, Uttar Pradesh, India</span>, 2026-11-25');
    expect(r.body).toMatch(/राहु काल<\/th><td>\d\d:\d\d – \d\d:\d\d/);
    expect(r.body).toMatch(/<td lang="hi">(प्रतिपदा|द्वितीया) \(कृष्ण\)/);
  });

  // Tamil Nadu's holiday lists print Puthandu, Chithirai 1, on 14 April 2025 (test/reference/festivals).
  test('Tamil names: the page says its text is English, names carry their language, the solar month', async () => {
    const r = await get('/?place=Chennai&date=2025-04-14&lang=ta');
    expect(r.body).toContain('<html lang="en">');
    expect(r.body).toContain('the page text is not yet translated and is shown in English');
    expect(r.body).toMatch(/<td lang="ta">[^<]*(பிரதமை|துவிதியை|திருதியை)/u);
    expect(r.body).toContain('<dt>Solar month (Tamil)</dt><dd>சித்திரை 1</dd>');
    expect(r.body).toMatch(/<option value="ml"[^>]*>മലയാളം \(Malayalam\)/u);
  });

  test('problems are said in words on the page, never a 500', async () => {
    expect((await get('/?place=Qqqqzzzz')).body).toContain('No place called “Qqqqzzzz”');
    expect((await get('/?place=Lucknow&date=1700-01-01')).body).toMatch(/class="problem" role="alert">[^<]*1700-01-01/);
    expect((await get('/?place=Lucknow&date=20261125')).body).toContain(
      'Date must be a calendar date, YYYY-MM-DD, got &#39;20261125&#39;.',
    );
    const polar = await get('/?lat=78.22&lon=15.65&place=Longyearbyen&date=2026-12-21');
    expect(polar.statusCode).toBe(200);
  });

  test('what is typed comes back escaped', async () => {
    const r = await get(`/?place=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toContain('<script>alert');
    expect(r.body).toContain('&#60;script&#62;');
  });
});

describe('/kundli', () => {
  const Q = 'name=Example&date=1990-11-20&time=16:00&place=Lucknow';

  test(
    'an empty form first; then the chart in every style ' + 'for D1 and D9, the planets and the dasha timeline',
    async () => {
      const empty = await get('/kundli');
      expect(empty.statusCode).toBe(200);
      expect(empty.body).not.toContain('class="problem"');
      expect(empty.body).not.toContain('<svg');

      const r = await get(`/kundli?${Q}`);
      expect(r.statusCode).toBe(200);
      const api = (
        await service.app.inject({
          method: 'POST',
          url: '/api/v2/kundli',
          payload: { date: '1990-11-20', time: '16:00', latitude: 26.83928, longitude: 80.92313 },
        })
      ).json<any>();
      const charts = [
        ...r.body.matchAll(/<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 \d+".*?<\/svg>/gs),
      ].map((m) => m[0]);
      expect(charts.map((c) => /data-style="(\w+)" data-varga="(\w+)"/.exec(c)?.slice(1).join(' '))).toEqual([
        'north D1',
        'north D9',
        'south D1',
        'south D9',
        'east D1',
        'east D9',
        'sudarshana D1',
        'sudarshana D9',
      ]);
      for (const c of charts.filter((x) => x.includes('data-varga="D1"'))) {
        // The Sudarshana chakra's inner ring counts the houses from the lagna, as the other styles do.
        const placed = Object.fromEntries(
          readChartSvg(c)
            .filter((cell) => cell.ring === undefined || cell.ring === 'lagna')
            .flatMap((cell) => cell.grahas.map((g) => [g.graha, cell.house])),
        );
        expect(placed).toEqual(
          Object.fromEntries(Object.entries<any>(api.chart.planets).map(([g, p]) => [g, p.house])),
        );
      }
      expect(r.body).toMatch(/<div class="charts" data-style="north">/);
      for (const style of ['south', 'east', 'sudarshana'])
        expect(r.body).toContain(`<div class="charts" data-style="${style}" hidden>`);
      expect(r.body.match(/<a class="style-switch" [^>]*data-style="(\w+)"/g)).toHaveLength(4);
      expect(r.body.match(/<tr data-graha=/g)).toHaveLength(9);
      expect(r.body).toContain(`data-planet="${api.chart.dashas.current.maha}"`);
      expect(r.body).toMatch(/class="period running" data-planet="Moon"/);
    },
  );

  test('without JavaScript the style switch is a link that keeps the birth and picks the style', async () => {
    const r = await get(`/kundli?${Q}&style=south`);
    expect(r.body).toMatch(/<div class="charts" data-style="north" hidden>/);
    const href = /<a class="style-switch" role="button" href="([^"]+)" data-style="north"/
      .exec(r.body)?.[1]
      ?.replace(/&#38;/g, '&')
      .replace(/&amp;/g, '&');
    expect(href).toBeDefined();
    const followed = await get(href ?? '');
    expect(followed.body).toMatch(/<div class="charts" data-style="north">/);
    expect(followed.body).toContain('Example: 1990-11-20 16:00');
  });

  test('the East Indian square and the Sudarshana chakra are offered and picked the same way', async () => {
    for (const style of ['east', 'sudarshana']) {
      const r = await get(`/kundli?${Q}&style=${style}`);
      expect(r.body).toContain(`<div class="charts" data-style="${style}">`);
      expect(r.body).toContain('<div class="charts" data-style="north" hidden>');
      expect(r.body).toMatch(new RegExp(`data-style="${style}" aria-pressed="true"`));
      expect(r.body).toContain(`<input type="hidden" name="style" value="${style}">`);
    }
    const hi = await get(`/kundli?${Q}&lang=hi`);
    for (const word of ['पूर्व भारतीय', 'सुदर्शन चक्र']) expect(hi.body).toContain(`>${word}</a>`);
  });

  test('missing and impossible fields are named; nothing typed is echoed unescaped', async () => {
    expect((await get('/kundli?date=1990-11-20&place=Lucknow')).body).toContain('Please give the birth time.');
    expect((await get('/kundli?date=1990-11-20&time=25:00&place=Lucknow')).body).toContain(
      'Time must be HH:MM in 24-hour time (seconds optional)',
    );
    const r = await get(`/kundli?date=1990-11-20&time=16:00&place=Lucknow&name=${encodeURIComponent('"><img src=x>')}`);
    expect(r.body).not.toContain('<img src=x>');
  });
});

describe('assets', () => {
  test('stylesheet, scripts and icon with their types; anything else 404', async () => {
    expect((await get('/assets/site.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await get('/assets/city-search.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get('/assets/chart-style.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get('/assets/favicon.svg')).headers['content-type']).toBe('image/svg+xml');
    expect((await get('/assets/..%2Fpages%2Fhtml.ts')).statusCode).toBe(404);
    expect((await get('/assets/nothing.js')).statusCode).toBe(404);
  });

  test('served with ETag and Last-Modified, 304 when unchanged, and outside the rate budget', async () => {
    const tight = await testService({ rateLimitKeyless: 2 }, { now: () => NOW });
    try {
      const first = await tight.app.inject({ method: 'GET', url: '/assets/site.css' });
      expect(first.headers.etag).toBeDefined();
      expect(first.headers['last-modified']).toBeDefined();
      expect(first.headers['cache-control']).toBe('public, max-age=3600');
      const again = await tight.app.inject({
        method: 'GET',
        url: '/assets/site.css',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      // Ten files with a budget of two: none counted, none refused; the budget is still whole for a page.
      for (let i = 0; i < 10; i++) {
        const r = await tight.app.inject({ method: 'GET', url: '/assets/favicon.svg' });
        expect(r.statusCode).toBe(200);
        expect(r.headers.ratelimit).toBeUndefined();
      }
      expect((await tight.app.inject({ method: 'GET', url: '/api/v2/limits' })).headers.ratelimit).toMatch(/r=1/);
    } finally {
      await tight.close();
    }
  });

  test('web/assets/*.js are the current translation of web/scripts/*.ts (run node scripts/build-web.ts)', () => {
    for (const file of browserModules()) {
      expect(readFileSync(path.join(ASSETS_DIR, file.replace(/\.ts$/, '.js')), 'utf8'), file).toBe(transpiled(file));
    }
  });
});

describe('/match', () => {
  const Q =
    'groom_name=G&groom_date=1988-03-02&groom_time=07:30&groom_place=New%20Delhi&' +
    'bride_name=B&bride_date=1990-11-20&bride_time=16:00&bride_place=Lucknow';

  test('two births by place name: the Ashtakoota score and kootas and the Dashakoot count of the API', async () => {
    expect((await get('/match')).body).not.toContain('class="problem"');
    const r = await get(`/match?${Q}`);
    expect(r.statusCode).toBe(200);
    const place = (q: string) =>
      service.app.inject({ method: 'GET', url: `/api/cities?q=${q}` }).then((x) => x.json<any>()[0]);
    const [delhi, lucknow] = [await place('New%20Delhi'), await place('Lucknow')];
    const body = {
      groom: { date: '1988-03-02', time: '07:30', latitude: delhi.latitude, longitude: delhi.longitude },
      bride: { date: '1990-11-20', time: '16:00', latitude: lucknow.latitude, longitude: lucknow.longitude },
    };
    const m = (await service.app.inject({ method: 'POST', url: '/api/match', payload: body })).json<any>();
    const d = (await service.app.inject({ method: 'POST', url: '/api/v2/dashakoot', payload: body })).json<any>();
    expect(r.body).toContain(`<span class="score">${m.score} of 36</span>`);
    expect(r.body.match(/<table class="kootas">.*?<\/table>/s)?.[0].match(/<tr/g)).toHaveLength(9);
    expect(r.body).toContain(`Dashakoot: ${d.dashakoot.matched_count} of 10 poruthams`);
  });

  test('kootas by their names, and a cancelled dosha shown as cancelled on its row', async () => {
    const q = Q.replace('bride_date=1990-11-20', 'bride_date=1990-11-01');
    const body = (await get(`/match?${q}`)).body;
    const table = body.match(/<table class="kootas">.*?<\/table>/s)?.[0] ?? '';
    expect(table).toContain('<th scope="row">Graha Maitri</th>');
    expect(table).not.toContain('graha_maitri');
    // Gana dosha forms for these births and an exception cancels it (POST /api/match: gana "cancelled").
    expect(table).toMatch(/<tr class="cancelled"><th scope="row">Gana<\/th>.*?Gana dosha, cancelled/s);
    expect(table).toMatch(/<tr class="dosha"><th scope="row">Nadi<\/th>/);
  });

  test("each partner's missing fields are named", async () => {
    const r = await get('/match?groom_date=1988-03-02&groom_place=Lucknow');
    expect(r.body).toContain('Groom: please give the birth time.');
    expect(r.body).toContain('Bride: please give the birth date, birth time, birth place.');
  });
});

describe('/muhurta', () => {
  test('a place and a range: the days of POST /api/v2/muhurta-finder, each with its band and windows', async () => {
    const empty = await get('/muhurta');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).not.toContain('class="problem"');
    expect(empty.body).toContain('<a href="/muhurta" aria-current="page">Muhurta</a>');
    const r = await get('/muhurta?place=New%20Delhi&karma=griha_pravesh&start=2026-11-20&days=12&lang=hi');
    expect(r.statusCode).toBe(200);
    const delhi = (await service.app.inject({ method: 'GET', url: '/api/cities?q=New%20Delhi' })).json<any>()[0];
    const api = (
      await service.app.inject({
        method: 'POST',
        url: '/api/v2/muhurta-finder',
        payload: {
          latitude: delhi.latitude,
          longitude: delhi.longitude,
          karma: 'griha_pravesh',
          days_ahead: 12,
          start_date: '2026-11-20',
          lang: 'hi',
        },
      })
    ).json<any>();
    const cards = r.body.match(/<article class="day [a-z]+"/g) ?? [];
    expect(cards).toHaveLength(api.match_count);
    // The page asked in Hindi names the bands in Hindi; the card's class keeps the API's band.
    const bands: Record<string, string> = { excellent: 'उत्तम', good: 'अच्छा', average: 'मध्यम', avoid: 'वर्जित' };
    for (const d of api.results) {
      expect(r.body).toContain(`<article class="day ${d.quality}"`);
      expect(r.body).toContain(
        `${d.date}, ${api.labels.vara[d.weekday]}: <span class="band">${bands[d.quality]}</span>`,
      );
      const card = r.body.match(new RegExp(`id="day-${d.date}"[\\s\\S]*?</article>`))?.[0] ?? '';
      expect(card.match(/<li><strong>/g)?.length ?? 0).toBe(d.windows.length);
    }
    expect(r.body).toContain(`गृह प्रवेश के लिए ${api.match_count} दिन, 2026-11-20 से ${api.to} तक`);
    const english = await get('/muhurta?place=New%20Delhi&karma=griha_pravesh&start=2026-11-20&days=12');
    expect(english.body).toContain(
      `${api.match_count} days for entering a new house (griha pravesha), 2026-11-20 to ${api.to}`,
    );
  });

  test('only good days, and problems in words', async () => {
    const r = await get('/muhurta?place=New%20Delhi&karma=vivah&start=2026-11-20&days=30&good=1');
    for (const band of r.body.match(/<article class="day ([a-z]+)"/g) ?? []) expect(band).toMatch(/excellent|good/);
    expect((await get('/muhurta?place=New%20Delhi&days=200')).body).toContain(
      'Days ahead must be a whole number from 1 to 90.',
    );
    expect((await get('/muhurta?place=Nowhereville')).body).toContain('No place called');
  });

  test(
    'draws on the heavy budget, as POST ' +
      '/api/v2/muhurta-finder does (2 per window here): the ' +
      'third call is 429',
    async () => {
      const tight = await testService({ rateLimitHeavyKeyless: 2 }, { now: () => NOW });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++)
          statuses.push(
            (await tight.app.inject({ method: 'GET', url: '/muhurta?place=New%20Delhi&start=2026-11-20&days=3' }))
              .statusCode,
          );
        expect(statuses).toEqual([200, 200, 429]);
      } finally {
        await tight.close();
      }
    },
  );
});

describe('/festivals', () => {
  test('a place and a year: the festivals of GET /api/v2/festivals by month, each with why this date', async () => {
    const empty = await get('/festivals');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('<a href="/festivals" aria-current="page">Festivals</a>');
    const r = await get('/festivals?place=New%20Delhi&year=2024&lang=hi&monthly=1');
    expect(r.statusCode).toBe(200);
    const api = (
      await service.app.inject({ method: 'GET', url: '/api/v2/festivals?year=2024&lat=28.6139&lon=77.209' })
    ).json<any>();
    const festivalsOnly = (await get('/festivals?place=New%20Delhi&year=2024')).body.match(/<li class="festival /g);
    expect(festivalsOnly?.length).toBe(api.festivals.filter((f: any) => f.category !== 'monthly').length);
    const items = r.body.match(/<li class="festival /g) ?? [];
    expect(items.length).toBe(api.festivals.length);
    expect(r.body).toContain('id="diwali-2024-10-31"');
    expect(r.body).toContain('दीपावली लक्ष्मी पूजा');
    expect(r.body).toContain('<summary>यही दिन क्यों</summary>');
    expect(r.body).toContain('/api/v2/calendar.ics?lat=');
  });

  test('what is wrong is said in words, never a 500', async () => {
    expect((await get('/festivals?place=New%20Delhi&year=1700')).body).toContain('from 1800 to 2399');
    expect((await get('/festivals?place=Nowhereville&year=2024')).body).toContain('No place called');
  });

  test("the day's festivals on /", async () => {
    const r = await get('/?place=New%20Delhi&date=2024-10-31');
    expect(r.body).toContain('id="today-festivals"');
    expect(r.body).toContain('Diwali (Lakshmi Puja)');
  });
});

describe('/ask', () => {
  test('a birth and a question: the oracle answer and the facts it rests on; refused topics unanswered', async () => {
    const empty = await get('/ask');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('<a href="/ask" aria-current="page">Ask</a>');
    expect(empty.body).toMatch(/Never answered: the sex of a child/);
    const birth = 'place=Lucknow&date=1990-11-20&time=16:00';
    const r = await get(`/ask?${birth}&q=${encodeURIComponent('When will I get married?')}`);
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('The answer (question q01)');
    expect(r.body).toContain('<summary>The facts it rests on');
    const refused = await get(`/ask?${birth}&q=${encodeURIComponent('When will I die?')}`);
    expect(refused.body).toContain('Not answered');
    expect(refused.body).toMatch(/will not predict when anyone will die/);
    const bad = await get(`/ask?place=Lucknow&date=1990-11-20&q=hello`);
    expect(bad.body).toContain('Please give the birth time.');
  });
});
