// Hand-made charts for the dosha tests, built with the yoga tests' chartOf (same derivations as compute.ts).
//
// BASE is a chart worked out by hand so that every chart-only dosha is absent (see the reasoning below); each
// positive case changes one or two placements. Lagna Aries (lord Mars); Sun Aq10 (11th), Moon Le15 (5th, Purva
// Phalguni), Mars Ge20 (3rd), Mercury Aq25 (11th), Jupiter Cn15 (4th), Venus Cp5 (10th), Saturn Cp15 (10th),
// Rahu Ta15 (2nd), Ketu Sc15 (8th).
//  - no node shares a sign with any graha; no two star grahas within 1 deg (nearest: Venus-Saturn 10 deg);
//  - Mars is 3rd from the lagna, 11th from the Moon, 6th from Venus: no Mangal dosha from any reference;
//  - Rahu (45 deg) to Ketu (225 deg) holds Mars, Jupiter, Moon; Venus, Saturn, Sun, Mercury lie beyond: no Kalasarpa;
//  - 12th from the lagna (Pisces) empty; 12th from the Moon (Cancer) holds Jupiter: no kartari, no Kemadruma;
//  - the Moon is 2nd from Jupiter (no Shakata), Saturn in Capricorn aspects Pisces, Cancer, Libra (not the Moon);
//  - lagna lord Mars 130 deg from the Sun, in Gemini, 3rd; 7th lord Venus in the 10th; 7th house empty;
// - Moon - Sun = 185 deg: Krishna Pratipada, Balava karana; Sun + Moon = 85 deg: Sukarma yoga; Sun 10 deg into
// Aquarius.
import { limbsFromSunMoon } from '../../panchanga/limbs.ts';
import { varaValue } from '../../panchanga/vara.ts';
import { chartOf, type Placements } from '../../yoga/chart.test-helpers.ts';
import type { DoshaChart } from './types.ts';

export const BASE_LAGNA = 'Ar';
export const BASE: Placements = {
  Su: 'Aq10',
  Mo: 'Le15',
  Ma: 'Ge20',
  Me: 'Aq25',
  Ju: 'Cn15',
  Ve: 'Cp5',
  Sa: 'Cp15',
  Ra: 'Ta15',
};

export function hand(change: Partial<Placements> = {}, lagna = BASE_LAGNA): DoshaChart {
  return chartOf(lagna, { ...BASE, ...change });
}

/**
 * A hand chart with a birth panchanga: the weekday given (0 Sunday), the limbs computed by the panchanga module
 * from the chart's Sun and Moon longitudes (a second path beside the catalogue's own arcs).
 */
export function withWeekday(chart: DoshaChart, weekday: number): DoshaChart {
  const pos = (g: 'Sun' | 'Moon') => ({
    longitude: chart.grahas[g].longitude,
    latitude: 0,
    distance: 1,
    speed: g === 'Sun' ? 1 : 13,
  });
  const limbs = limbsFromSunMoon({ jdUt: 0, sun: pos('Sun'), moon: pos('Moon') });
  return {
    ...chart,
    panchanga: { limbs, vara: varaValue(weekday), sunriseJdUt: null, sunsetJdUt: null, dayBirth: null },
  };
}
