/**
 * Sade-sati and dhaiya: Saturn transiting the signs around the janma rashi (the natal Moon's sign). Classical
 * gochara (Phaladeepika ch. 26) makes Saturn good only in the 3rd, 6th and 11th from the Moon; grouping its transit
 * of the 12th, 1st and 2nd into one seven-and-a-half-year span with three named phases, and the 4th and 8th into
 * two-and-a-half-year dhaiyas (small panoti, kantaka and ashtama Shani), is later almanac usage.
 */
import { cite, type CitedTable } from '../sources.ts';

export interface SaturnHousePhase {
  /** House counted from the janma rashi, 1-12. */
  house: number;
  name: string;
}

export const SADESATI_PHASES = {
  id: 'dosha.sadesati_phases',
  cites: [
    cite('phaladeepika', {
      chapter: 26,
      status: 'pending',
      note:
        "gochara from the Moon: Saturn's transit is good only in the 3rd, 6th and 11th; the 12th, 1st and 2nd are " +
        'among its bad houses',
    }),
    cite('almanac_practice', {
      status: 'pending',
      note:
        'the name sade-sati (seven and a half years) for the 12th-1st-2nd transit and its rising, peak and setting ' +
        'phases',
    }),
  ],
  // In time order: Saturn moves through the 12th, then the 1st, then the 2nd from the Moon.
  data: [
    { house: 12, name: 'rising (12th)' },
    { house: 1, name: 'peak (1st)' },
    { house: 2, name: 'setting (2nd)' },
  ],
} as const satisfies CitedTable<readonly SaturnHousePhase[]>;

export const DHAIYA_HOUSES = {
  id: 'dosha.dhaiya',
  cites: [
    cite('phaladeepika', {
      chapter: 26,
      status: 'pending',
      note: "gochara from the Moon: Saturn's transit of the 4th and 8th is among its bad houses",
    }),
    cite('almanac_practice', {
      status: 'pending',
      note:
        'dhaiya or small panoti (two and a half years): Saturn in the 4th (kantaka Shani) or 8th (ashtama Shani) ' +
        'from the Moon',
    }),
  ],
  data: [
    { house: 4, name: 'dhaiya (4th, kantaka Shani)' },
    { house: 8, name: 'dhaiya (8th, ashtama Shani)' },
  ],
} as const satisfies CitedTable<readonly SaturnHousePhase[]>;
