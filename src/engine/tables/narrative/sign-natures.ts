/**
 * The nature of each sign (Phaladeepika ch. 1): movable, fixed or dual in turn from Aries, and fiery, earthy, airy
 * or watery in turn from Aries. The narrative states the nature of each bhava's sign and reads the lagna lord's
 * sign by it (ch. 16 v. 3).
 */
import type { Sign } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export type Modality = 'movable' | 'fixed' | 'dual';
export type Element = 'fire' | 'earth' | 'air' | 'water';

export interface SignNature {
  modality: Modality;
  element: Element;
}

export const SIGN_NATURES = {
  id: 'narrative.sign_natures',
  cites: [
    cite('phaladeepika', {
      chapter: 1,
      status: 'pending',
      note: 'sign natures; verse not located, chapter not checked',
    }),
  ],
  data: {
    Aries: { modality: 'movable', element: 'fire' },
    Taurus: { modality: 'fixed', element: 'earth' },
    Gemini: { modality: 'dual', element: 'air' },
    Cancer: { modality: 'movable', element: 'water' },
    Leo: { modality: 'fixed', element: 'fire' },
    Virgo: { modality: 'dual', element: 'earth' },
    Libra: { modality: 'movable', element: 'air' },
    Scorpio: { modality: 'fixed', element: 'water' },
    Sagittarius: { modality: 'dual', element: 'fire' },
    Capricorn: { modality: 'movable', element: 'earth' },
    Aquarius: { modality: 'fixed', element: 'air' },
    Pisces: { modality: 'dual', element: 'water' },
  },
} as const satisfies CitedTable<Record<Sign, SignNature>>;
