/**
 * Bhava dig bala (BPHS ch. 27, Raman "Graha and Bhava Balas" ch. IX): the sign holding a bhava madhya is of a kind,
 * and each kind is powerless at one angle: nara (human) signs at the 7th bhava, jalachara (watery) at the 10th,
 * chatushpada (quadruped) at the 4th, keeta (insect) at the lagna. The bhava gets 1/3 virupa per degree of arc
 * between its madhya and that angle's madhya (60 at the opposite angle).
 *
 * Sagittarius is nara in its first half and chatushpada in its second; Capricorn chatushpada in its first half and
 * jalachara in its second.
 */
import type { Sign } from '../../vocabulary/names.ts';
import type { CitedTable } from '../sources.ts';
import { bphs, raman } from './shadbala-cites.ts';

export type SignKind = 'nara' | 'jalachara' | 'chatushpada' | 'keeta';

export const SIGN_KIND = {
  id: 'strength.bhavabala_sign_kind',
  cites: [bphs(27, null), raman('IX Bhava Bala')],
  data: {
    Aries: ['chatushpada', 'chatushpada'],
    Taurus: ['chatushpada', 'chatushpada'],
    Gemini: ['nara', 'nara'],
    Cancer: ['jalachara', 'jalachara'],
    Leo: ['chatushpada', 'chatushpada'],
    Virgo: ['nara', 'nara'],
    Libra: ['nara', 'nara'],
    Scorpio: ['keeta', 'keeta'],
    Sagittarius: ['nara', 'chatushpada'],
    Capricorn: ['chatushpada', 'jalachara'],
    Aquarius: ['nara', 'nara'],
    Pisces: ['jalachara', 'jalachara'],
  },
} as const satisfies CitedTable<Record<Sign, readonly [SignKind, SignKind]>>;

/** The bhava whose madhya is each kind's powerless point. */
export const SIGN_KIND_POWERLESS_BHAVA = {
  id: 'strength.bhavabala_powerless_bhava',
  cites: [bphs(27, null), raman('IX Bhava Bala')],
  data: { nara: 7, jalachara: 10, chatushpada: 4, keeta: 1 },
} as const satisfies CitedTable<Record<SignKind, 1 | 4 | 7 | 10>>;
