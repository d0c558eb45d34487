// Route inventory: the registered routes against every METHOD PATH of the interface (shared/spec/routes.txt).
// Routes not built yet are listed in not-built.ts and must not be registered (no placeholders).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/compose.ts';
import { PROJECT_ROOT } from '../../src/config.ts';
import { testService } from '../support/service.ts';
import { NOT_BUILT } from './not-built.ts';

/** Routes the service adds beyond the interface, each for a stated reason. */
const EXTRAS = new Set([
  'GET /api/ready', // readiness for load balancers
  'POST /mcp', // the Model Context Protocol: the routes as tools for an assistant
  'GET /status', // the status page the interface mentions in its general rules
  // Our additions to the account and vault, as users of any account system expect:
  'POST /api/v2/auth/logout', // sessions a user can end: this one, or every one with {"all": true}
  'GET /api/v2/vault/charts/{chart_id}', // one saved chart (404 for another account's, as for an unknown id)
  // A key's headroom waits for its e-mail to be confirmed, so keys for made-up addresses multiply no budget
  'POST /api/v2/keys/confirm',
  // For people: the chart as an image, and the pages
  'GET /api/v2/chart-svg',
  'POST /api/v2/chart-svg',
  'GET /api/v2/collection.json', // the Postman collection the interface mentions (generated from the OpenAPI)
  'GET /', // the day's panchanga at a place
  'GET /kundli', // a birth chart: North and South Indian, planets, dasha timeline
  'GET /api/v2/oracle/questions', // the oracle's catalogue q01-q100 and its policy table, published
  'GET /match', // Ashtakoota and Dashakoot of two births
  'POST /api/v2/report', // a kundli report to print or send, as PDF or HTML
  'GET /report', // the same as a page: the form, the report, its PDF
  'GET /api/v2/accuracy', // the accuracy the reference tests measure, published
  'GET /accuracy', // the same as a page
  'GET /muhurta', // the muhurta finder's days for an act at a place
  // The festival calendar: each date with the rule that decided it and the other schools' dates
  'GET /api/v2/festivals',
  'GET /api/v2/festivals/{id}',
  'GET /api/v2/calendar.ics', // the same as a subscribable iCalendar feed, with eclipses
  'GET /festivals', // the festivals of a year at a place, as a page
  'GET /ask', // a question about a birth chart, answered as the astrologer route answers it, as a page
  // For astrologers and researchers: how much the birth time matters, and ranges in one call
  'POST /api/v2/birth-time-sensitivity',
  'GET /api/v2/ephemeris',
  'GET /api/v2/panchanga/range',
]);

const sharedCopy = path.resolve(PROJECT_ROOT, '..', 'shared', 'spec', 'routes.txt');
const localCopy = path.join(PROJECT_ROOT, 'test', 'reference', 'contract', 'routes.txt');

function parse(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

const spec = parse(readFileSync(existsSync(sharedCopy) ? sharedCopy : localCopy, 'utf8'));

let service: Service;
let registered: Set<string>;
beforeAll(async () => {
  service = await testService();
  registered = new Set(service.routes.filter((r) => !r.hidden).map((r) => `${r.method} ${r.path}`));
});
afterAll(() => service.close());

describe('route inventory', () => {
  test.runIf(existsSync(sharedCopy))('the committed copy of routes.txt matches shared/spec', () => {
    expect(parse(readFileSync(localCopy, 'utf8'))).toEqual(spec);
  });

  test('every interface route is registered or listed as not built, never both', () => {
    const missing = spec.filter((r) => !registered.has(r) && !NOT_BUILT.includes(r));
    const placeholder = spec.filter((r) => registered.has(r) && NOT_BUILT.includes(r));
    const stale = NOT_BUILT.filter((r) => !spec.includes(r));
    expect(missing, 'registered nowhere and not listed as not built').toEqual([]);
    expect(placeholder, 'registered although listed as not built').toEqual([]);
    expect(stale, 'listed as not built but not in the interface').toEqual([]);
    const built = spec.filter((r) => registered.has(r)).length;
    console.info(
      `route inventory: ${built} of ${spec.length} interface routes registered, ${NOT_BUILT.length} not built yet`,
    );
  });

  test('every stated extra is registered and is not an interface route', () => {
    expect([...EXTRAS].filter((r) => !registered.has(r) || spec.includes(r))).toEqual([]);
  });

  test('nothing registered beyond the interface except stated extras, HEAD twins of GET routes and CORS preflight', () => {
    const unexplained = [...registered].filter((r) => {
      if (spec.includes(r) || EXTRAS.has(r)) return false;
      const [method, p] = r.split(' ');
      if (method === 'OPTIONS') return false;
      if (method === 'HEAD' && registered.has(`GET ${p ?? ''}`)) return false;
      return true;
    });
    expect(unexplained).toEqual([]);
  });
});
