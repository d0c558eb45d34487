import type { Nakshatra } from '../../vocabulary/names.ts';
import type { CitedTable } from '../sources.ts';
import { chintamani, NAKSHATRA_PRAKARANA } from './refs.ts';

export const NATURES = ['dhruva', 'chara', 'ugra', 'mishra', 'kshipra', 'mridu', 'tikshna'] as const;
export type Nature = (typeof NATURES)[number];

/**
 * The seven natures of the stars: fixed (dhruva), movable (chara), fierce (ugra), mixed (mishra), swift (kshipra),
 * soft (mridu), sharp (tikshna). Abhijit, a kshipra star in the 28-star scheme, has no place among the 27.
 */
export const NAKSHATRA_NATURE = {
  id: 'muhurta.nakshatra_nature',
  cites: [chintamani(NAKSHATRA_PRAKARANA, 'the seven groups of nakshatras and the acts each suits')],
  data: {
    dhruva: ['Rohini', 'Uttara Phalguni', 'Uttara Ashadha', 'Uttara Bhadrapada'],
    chara: ['Punarvasu', 'Swati', 'Shravana', 'Dhanishta', 'Shatabhisha'],
    ugra: ['Bharani', 'Magha', 'Purva Phalguni', 'Purva Ashadha', 'Purva Bhadrapada'],
    mishra: ['Krittika', 'Vishakha'],
    kshipra: ['Ashwini', 'Pushya', 'Hasta'],
    mridu: ['Mrigashira', 'Chitra', 'Anuradha', 'Revati'],
    tikshna: ['Ardra', 'Ashlesha', 'Jyeshtha', 'Mula'],
  },
} as const satisfies CitedTable<Record<Nature, readonly Nakshatra[]>>;

export function natureOf(n: Nakshatra): Nature {
  for (const k of NATURES) if ((NAKSHATRA_NATURE.data[k] as readonly Nakshatra[]).includes(n)) return k;
  throw new Error(`no nature for ${n}`);
}
