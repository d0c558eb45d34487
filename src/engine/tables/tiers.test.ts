// Tiers: the numbers the service chose cite the `service` tier, and what a regional tradition
// says cites that tradition, never "almanac practice" (which stays for what almanacs really publish).
import { expect, test } from 'vitest';
import { MANGAL_DOSHA_CANCELLATIONS, MANGAL_SEVERITY_BANDS } from './dosha/mangal-dosha.ts';
import { COLOUR_HEX } from './horoscope/lucky.ts';
import { ASPECT_SHARE, PERIOD_WEIGHTS, QUALITY_VALUE } from './horoscope/weights.ts';
import { GRAHA_COLOURS } from './numerology/rulers.ts';
import { sourceKind, type Citation } from './sources.ts';

const kinds = (cites: readonly Citation[]) => cites.map((c) => sourceKind(c.source));

test("the service's own weights, bands and picks cite the service tier", () => {
  for (const t of [PERIOD_WEIGHTS, QUALITY_VALUE, ASPECT_SHARE, MANGAL_SEVERITY_BANDS, COLOUR_HEX, GRAHA_COLOURS])
    expect(kinds(t.cites), t.id).toContain('service');
  for (const t of [PERIOD_WEIGHTS, ASPECT_SHARE, MANGAL_SEVERITY_BANDS])
    expect(kinds(t.cites), t.id).not.toContain('practice');
});

test('the Kerala mangal-dosha exceptions cite the text they come from, not almanac practice', () => {
  expect(kinds(MANGAL_DOSHA_CANCELLATIONS.cites)).not.toContain('practice');
  expect(MANGAL_DOSHA_CANCELLATIONS.cites.map((c) => c.source)).toContain('deva_keralam');
});
