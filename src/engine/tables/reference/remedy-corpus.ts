/**
 * The remedy corpus: the gem, rudraksha and direction (vastu) associations of the grahas, as reference tables.
 * Advisory only: nothing here claims a medical, financial or any other effect. The graha-gem and rudraksha-graha
 * pairings are practice (jewellers and priests print them; no classical hora verse is known to the project for
 * them); the graha directions are Varahamihira's; the guardians of the directions are the common Puranic list.
 */
import type { Graha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

/** The nine gems (navaratna) as practice pairs them with the grahas. */
export const GRAHA_GEMS = {
  id: 'remedy.graha_gems',
  cites: [
    cite('remedial_practice', {
      status: 'pending',
      note:
        'the navaratna pairing of gems with the nine grahas as commonly published; no classical hora verse known to ' +
        'the project',
    }),
  ],
  data: {
    Sun: { gem: 'Ruby', sanskrit: 'Manikya' },
    Moon: { gem: 'Pearl', sanskrit: 'Mukta' },
    Mars: { gem: 'Red coral', sanskrit: 'Pravala' },
    Mercury: { gem: 'Emerald', sanskrit: 'Marakata' },
    Jupiter: { gem: 'Yellow sapphire', sanskrit: 'Pushparaga' },
    Venus: { gem: 'Diamond', sanskrit: 'Vajra' },
    Saturn: { gem: 'Blue sapphire', sanskrit: 'Nila' },
    Rahu: { gem: 'Hessonite', sanskrit: 'Gomeda' },
    Ketu: { gem: "Cat's eye", sanskrit: 'Vaidurya' },
  },
} as const satisfies CitedTable<Record<Graha, { gem: string; sanskrit: string }>>;

/** Rudraksha by its faces (mukhi), 1 to 9, with the graha practice pairs it with. */
export const RUDRAKSHA_GRAHAS = {
  id: 'remedy.rudraksha_grahas',
  cites: [
    cite('shiva_purana', {
      chapter: 'Vidyeshvara Samhita, chapter on rudraksha',
      status: 'pending',
      note: 'rudraksha beads described by their number of faces (mukhi); chapter and verses not checked',
    }),
    cite('remedial_practice', {
      status: 'pending',
      note:
        'the pairing of 1 to 9 faces with the nine grahas in the order Sun to Ketu is practice; no verse known to ' +
        'the project',
    }),
  ],
  data: [
    { mukhi: 1, graha: 'Sun' },
    { mukhi: 2, graha: 'Moon' },
    { mukhi: 3, graha: 'Mars' },
    { mukhi: 4, graha: 'Mercury' },
    { mukhi: 5, graha: 'Jupiter' },
    { mukhi: 6, graha: 'Venus' },
    { mukhi: 7, graha: 'Saturn' },
    { mukhi: 8, graha: 'Rahu' },
    { mukhi: 9, graha: 'Ketu' },
  ],
} as const satisfies CitedTable<readonly { mukhi: number; graha: Graha }[]>;

export const DIRECTIONS = [
  'East',
  'South-East',
  'South',
  'South-West',
  'West',
  'North-West',
  'North',
  'North-East',
] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The eight directions: the graha Varahamihira gives to each, and its guardian (dikpala). */
export const VASTU_DIRECTIONS = {
  id: 'remedy.vastu_directions',
  cites: [
    cite('brihat_jataka_iyer', {
      chapter: 2,
      status: 'pending',
      note:
        'the directions of the grahas: Sun east, Venus south-east, Mars south, Rahu south-west, Saturn west, Moon ' +
        'north-west, Mercury north, Jupiter north-east; verse not checked (text not bundled)',
    }),
    cite('brihat_samhita_kern', {
      chapter: 'on house building (vastu vidya)',
      status: 'pending',
      note: 'the guardians of the directions in the vastu plan; chapter and verses not checked (text not bundled)',
    }),
  ],
  data: {
    East: { graha: 'Sun', guardian: 'Indra' },
    'South-East': { graha: 'Venus', guardian: 'Agni' },
    South: { graha: 'Mars', guardian: 'Yama' },
    'South-West': { graha: 'Rahu', guardian: 'Nirriti' },
    West: { graha: 'Saturn', guardian: 'Varuna' },
    'North-West': { graha: 'Moon', guardian: 'Vayu' },
    North: { graha: 'Mercury', guardian: 'Kubera' },
    'North-East': { graha: 'Jupiter', guardian: 'Ishana' },
  },
} as const satisfies CitedTable<Record<Direction, { graha: Graha; guardian: string }>>;

/** Said with every answer that carries these tables. */
export const REMEDY_ADVISORY =
  'Reference tables of traditional associations, advisory only: they make no medical, financial or other claim, ' +
  'and no remedy here replaces professional advice.';
