/**
 * The four KP significator levels of a house, strongest first (Krishnamurti), and the rule by which Rahu and Ketu
 * act as agents. Levels 1 and 3 read the star (nakshatra) lord: in KP a graha gives the results of the houses its
 * star lord occupies and owns before its own.
 */
import { cite, type CitedTable } from '../sources.ts';

export type SignificatorRule = 'in_star_of_occupant' | 'occupant' | 'in_star_of_owner' | 'owner';

export const KP_SIGNIFICATOR_LEVELS = {
  id: 'kp.significator_levels',
  cites: [
    cite('kp_reader', {
      chapter: 'significators of a house (the four levels)',
      status: 'pending',
      note: 'volume and page not checked',
    }),
  ],
  data: [
    { level: 1, rule: 'in_star_of_occupant', text: 'grahas in the star (nakshatra) of an occupant of the house' },
    { level: 2, rule: 'occupant', text: 'grahas occupying the house (Placidus bhava, cusp to cusp)' },
    { level: 3, rule: 'in_star_of_owner', text: 'grahas in the star of the lord of the house' },
    { level: 4, rule: 'owner', text: 'the lord of the house: the lord of the sign on its cusp' },
  ],
} as const satisfies CitedTable<readonly { level: 1 | 2 | 3 | 4; rule: SignificatorRule; text: string }[]>;

export const KP_NODE_AGENCY = {
  id: 'kp.node_agency',
  cites: [
    cite('kp_reader', { chapter: 'Rahu and Ketu as agents', status: 'pending', note: 'volume and page not checked' }),
  ],
  data: {
    text:
      'Rahu and Ketu own no house; each acts as agent of the lord of the sign it occupies and of the grahas ' +
      'conjoined ' +
      'with it (same sign), and stands in for them at levels 2 and 4 wherever they occupy or own a house. Grahas ' +
      'aspecting a node are reported but add no houses (KP authors differ on which aspects count).',
  },
} as const satisfies CitedTable<{ text: string }>;
