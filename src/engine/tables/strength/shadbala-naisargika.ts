/**
 * Naisargika (natural) bala and the required minimum shadbala of each graha, in virupas.
 *
 * Naisargika: 60 x k / 7 with k = 7 (Sun), 6 (Moon), 5 (Venus), 4 (Jupiter), 3 (Mercury), 2 (Mars), 1 (Saturn); the
 * seven add up to 240. Kept as the exact fractions; books print them rounded (51.43, 42.85 or 42.86, ...).
 *
 * Required minimum (Raman's table): Sun 390 (6.5 rupas), Moon 360, Mars 300, Mercury 420, Jupiter 390, Venus 330,
 * Saturn 300. Some printings of BPHS give the Sun 5 rupas (300) instead of 6.5; the service follows Raman.
 */
import type { SevenGraha } from '../../vocabulary/names.ts';
import type { CitedTable } from '../sources.ts';
import { bphs, raman } from './shadbala-cites.ts';

export const NAISARGIKA_BALA = {
  id: 'strength.shadbala_naisargika',
  cites: [bphs(27, null), raman('VII Naisargika Bala')],
  data: {
    Sun: 60,
    Moon: (60 * 6) / 7,
    Venus: (60 * 5) / 7,
    Jupiter: (60 * 4) / 7,
    Mercury: (60 * 3) / 7,
    Mars: (60 * 2) / 7,
    Saturn: 60 / 7,
  },
} as const satisfies CitedTable<Record<SevenGraha, number>>;

export const REQUIRED_SHADBALA = {
  id: 'strength.shadbala_required_minimum',
  cites: [bphs(27, null, 'some printings give the Sun 5 rupas'), raman('Summary')],
  data: { Sun: 390, Moon: 360, Mars: 300, Mercury: 420, Jupiter: 390, Venus: 330, Saturn: 300 },
} as const satisfies CitedTable<Record<SevenGraha, number>>;
