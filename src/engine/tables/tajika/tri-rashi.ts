/**
 * Tri-rashi pati: the lord of the triplicity of the varsha lagna's sign, one for an annual chart cast by day and
 * one by night. The pattern is the triplicity rulers of the Perso-Arabic tradition Tajika comes from: in each
 * element the first two signs take the day and night rulers (swapped in the second sign) and the third sign takes
 * the participating ruler by day and by night.
 */
import type { SevenGraha, Sign } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export const TRI_RASHI_LORDS = {
  id: 'tajika.tri_rashi_lords',
  cites: [
    cite('tajika_neelakanthi', {
      chapter: 'Varsha Tantra',
      status: 'pending',
      note: 'tri-rashi pati of the varsha lagna, by day and by night',
    }),
    cite('integrated_approach', { chapter: 'Tajaka: lord of the year', status: 'pending' }),
  ],
  data: {
    Aries: { day: 'Sun', night: 'Jupiter' },
    Taurus: { day: 'Venus', night: 'Moon' },
    Gemini: { day: 'Saturn', night: 'Mercury' },
    Cancer: { day: 'Venus', night: 'Mars' },
    Leo: { day: 'Jupiter', night: 'Sun' },
    Virgo: { day: 'Moon', night: 'Venus' },
    Libra: { day: 'Mercury', night: 'Saturn' },
    Scorpio: { day: 'Mars', night: 'Venus' },
    Sagittarius: { day: 'Saturn', night: 'Saturn' },
    Capricorn: { day: 'Mars', night: 'Mars' },
    Aquarius: { day: 'Jupiter', night: 'Jupiter' },
    Pisces: { day: 'Moon', night: 'Moon' },
  },
} as const satisfies CitedTable<Record<Sign, { day: SevenGraha; night: SevenGraha }>>;
