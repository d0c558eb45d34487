/**
 * Combustion (astangata) orbs: a graha within this distance of the Sun in longitude is combust. Degrees as given
 * for heliacal setting (kalamsha) in the Surya Siddhanta, the values most software uses; Mercury and Venus have a
 * smaller orb when retrograde. The Moon's 12 degrees is the same source's figure.
 */
import type { SevenGraha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export const COMBUSTION_ORBS = {
  id: 'chart.combustion_orbs',
  cites: [cite('surya_siddhanta', { chapter: 9, verses: '6-9', status: 'pending' })],
  data: {
    Moon: { direct: 12, retrograde: 12 },
    Mars: { direct: 17, retrograde: 17 },
    Mercury: { direct: 14, retrograde: 12 },
    Jupiter: { direct: 11, retrograde: 11 },
    Venus: { direct: 10, retrograde: 8 },
    Saturn: { direct: 15, retrograde: 15 },
  },
} as const satisfies CitedTable<Record<Exclude<SevenGraha, 'Sun'>, { direct: number; retrograde: number }>>;
