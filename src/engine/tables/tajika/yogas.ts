/**
 * The sixteen Tajika yogas of Neelakanthi, and which of them the engine computes. Their conditions are rules in
 * jyotish/tajika/yogas*.ts; this list names them once, with the citation every finding carries.
 */
import { cite, type CitedTable } from '../sources.ts';

export const TAJIKA_YOGA_NAMES = [
  'Ikkavala', 'Induvara', 'Ithasala', 'Ishrafa', 'Nakta', 'Yamaya', 'Manau', 'Kamboola', 'Gairi-Kamboola', 'Khallasara',
  'Radda', 'Duhphali-Kuttha', 'Dutthottha-Davira', 'Tambira', 'Kuttha', 'Durapha',
] as const;
export type TajikaYogaName = (typeof TAJIKA_YOGA_NAMES)[number];

export const TAJIKA_YOGAS = {
  id: 'tajika.yogas',
  cites: [
    cite('tajika_neelakanthi', { chapter: 'Samjna Tantra, shodasha yoga', status: 'pending', note: 'the sixteen Tajika yogas' }),
    cite('integrated_approach', { chapter: 'Tajaka yogas', status: 'pending' }),
  ],
  data: {
    computed: ['Ikkavala', 'Induvara', 'Ithasala', 'Ishrafa', 'Nakta', 'Yamaya', 'Manau', 'Kamboola', 'Khallasara', 'Radda', 'Duhphali-Kuttha'],
    notComputed: ['Gairi-Kamboola', 'Dutthottha-Davira', 'Tambira', 'Kuttha', 'Durapha'],
  },
} as const satisfies CitedTable<{ computed: readonly TajikaYogaName[]; notComputed: readonly TajikaYogaName[] }>;
