/**
 * Sthana bala (positional strength) tables, BPHS ch. 27 as laid out in B. V. Raman's "Graha and Bhava Balas"
 * (ch. III). Values in shashtiamsas (virupas, 1/60 rupa). Uchcha bala reads the deep exaltation points of the
 * dignity table (tables/chart/dignity.ts); it needs nothing here.
 */
import type { SevenGraha } from '../../vocabulary/names.ts';
import type { CitedTable } from '../sources.ts';
import { bphs, raman } from './shadbala-cites.ts';

const RAMAN_III = raman('III Sthanabala');

/** The seven vargas of saptavargaja bala, in BPHS order. */
export const SAPTAVARGA_CODES = {
  id: 'strength.shadbala_saptavarga_codes',
  cites: [bphs(27, '2-4'), RAMAN_III],
  data: ['D1', 'D2', 'D3', 'D7', 'D9', 'D12', 'D30'],
} as const satisfies CitedTable<readonly string[]>;

export type SaptavargaStanding =
  'moolatrikona' | 'own' | 'great_friend' | 'friend' | 'neutral' | 'enemy' | 'great_enemy';

/**
 * Virupas for a graha's standing in each varga sign. Raman's figures (45, 30, 22.5, 15, 7.5, 3.75, 1.875: each
 * step of the compound relationship halves the one above). The widely circulated English BPHS prints 45, 30, 20,
 * 15, 10, 4, 2 for the same seven standings; the service follows Raman.
 */
export const SAPTAVARGA_VIRUPAS = {
  id: 'strength.shadbala_saptavarga_virupas',
  cites: [
    bphs(27, '2-4', 'a translation circulated online prints 20, 15, 10, 4, 2 for the friend..great-enemy steps'),
    RAMAN_III,
  ],
  data: { moolatrikona: 45, own: 30, great_friend: 22.5, friend: 15, neutral: 7.5, enemy: 3.75, great_enemy: 1.875 },
} as const satisfies CitedTable<Record<SaptavargaStanding, number>>;

/** Ojayugmarasyamsa: the Moon and Venus gain in even signs and navamshas, the rest in odd ones; 15 virupas each. */
export const OJAYUGMA = {
  id: 'strength.shadbala_ojayugma',
  cites: [bphs(27, null), RAMAN_III],
  data: {
    virupas: 15,
    strongIn: { Sun: 'odd', Moon: 'even', Mars: 'odd', Mercury: 'odd', Jupiter: 'odd', Venus: 'even', Saturn: 'odd' },
  },
} as const satisfies CitedTable<{ virupas: number; strongIn: Record<SevenGraha, 'odd' | 'even'> }>;

/** Kendradi bala by the house counted from the lagna: kendra 60, panaphara 30, apoklima 15. */
export const KENDRADI = {
  id: 'strength.shadbala_kendradi',
  cites: [bphs(27, null), RAMAN_III],
  data: { kendra: 60, panaphara: 30, apoklima: 15 },
} as const satisfies CitedTable<Record<'kendra' | 'panaphara' | 'apoklima', number>>;

/**
 * Drekkana bala: male grahas (Sun, Mars, Jupiter) gain 15 virupas in the first drekkana of a sign, the neuters
 * (Mercury, Saturn) in the second, the females (Moon, Venus) in the third.
 */
export const DREKKANA_BALA = {
  id: 'strength.shadbala_drekkana',
  cites: [bphs(27, null), RAMAN_III],
  data: {
    virupas: 15,
    drekkana: { Sun: 1, Mars: 1, Jupiter: 1, Mercury: 2, Saturn: 2, Moon: 3, Venus: 3 },
  },
} as const satisfies CitedTable<{ virupas: number; drekkana: Record<SevenGraha, 1 | 2 | 3> }>;
