/**
 * The sixteen shodasavargas (BPHS ch. 6) with their names (names.md) and the rule each uses to find the sign of a
 * part. `start` rules count the first part from a sign fixed by the class of the sign the graha occupies; the
 * rest of the parts follow in zodiacal order.
 */
import { cite, type CitedTable } from '../sources.ts';

export const VARGA_CODES = [
  'D1',
  'D2',
  'D3',
  'D4',
  'D7',
  'D9',
  'D10',
  'D12',
  'D16',
  'D20',
  'D24',
  'D27',
  'D30',
  'D40',
  'D45',
  'D60',
] as const;
export type VargaCode = (typeof VARGA_CODES)[number];

/**
 * How the first part's sign is found, as offsets (0 = the sign itself) or fixed signs (0 = Aries):
 * - `parity`: odd signs from `odd`, even signs from `even`, each an offset from the occupied sign;
 * - `parity_fixed`: odd signs from fixed sign `odd`, even from fixed sign `even`;
 * - `modality`: movable, fixed and dual signs from fixed signs `movable`, `fixed`, `dual`;
 * - `element`: fire, earth, air and water signs from fixed signs;
 * - `cycle`: the parts run on from Aries continuously over the zodiac (part index mod 12);
 * - `hora`: Leo and Cancer (the Sun's and Moon's halves); `trimshamsha`: unequal parts ruled by the five star grahas.
 * `step` is how many signs each next part moves on: 1 for most, 4 for the drekkana (the sign, its 5th, its 9th) and
 * 3 for the chaturthamsha (the sign and its kendras).
 */
export type VargaRule =
  | { kind: 'rashi' }
  | { kind: 'hora' }
  | { kind: 'parity'; odd: number; even: number }
  | { kind: 'parity_fixed'; odd: number; even: number }
  | { kind: 'modality'; movable: number; fixed: number; dual: number }
  | { kind: 'cycle' }
  | { kind: 'trimshamsha' };

export interface VargaDefinition {
  name: string;
  parts: number;
  rule: VargaRule;
  step: number;
  /** What the classical texts read from this varga (BPHS 6.2-12, paraphrased). */
  signifies: string;
}

export const VARGAS = {
  id: 'chart.shodasavarga',
  cites: [cite('bphs', { chapter: 6, verses: '1-40', status: 'pending' })],
  data: {
    D1: { name: 'Rashi', parts: 1, rule: { kind: 'rashi' }, step: 1, signifies: 'body, the whole chart' },
    D2: { name: 'Hora', parts: 2, rule: { kind: 'hora' }, step: 1, signifies: 'wealth' },
    D3: { name: 'Drekkana', parts: 3, rule: { kind: 'parity', odd: 0, even: 0 }, step: 4, signifies: 'siblings' },
    D4: {
      name: 'Chaturthamsha',
      parts: 4,
      rule: { kind: 'parity', odd: 0, even: 0 },
      step: 3,
      signifies: 'fortune, property',
    },
    D7: { name: 'Saptamsha', parts: 7, rule: { kind: 'parity', odd: 0, even: 6 }, step: 1, signifies: 'children' },
    D9: { name: 'Navamsha', parts: 9, rule: { kind: 'cycle' }, step: 1, signifies: 'spouse, dharma' },
    D10: {
      name: 'Dashamsha',
      parts: 10,
      rule: { kind: 'parity', odd: 0, even: 8 },
      step: 1,
      signifies: 'career, great achievements',
    },
    D12: { name: 'Dwadashamsha', parts: 12, rule: { kind: 'parity', odd: 0, even: 0 }, step: 1, signifies: 'parents' },
    D16: {
      name: 'Shodashamsha',
      parts: 16,
      rule: { kind: 'modality', movable: 0, fixed: 4, dual: 8 },
      step: 1,
      signifies: 'vehicles, comforts',
    },
    D20: {
      name: 'Vimshamsha',
      parts: 20,
      rule: { kind: 'modality', movable: 0, fixed: 8, dual: 4 },
      step: 1,
      signifies: 'spiritual pursuits',
    },
    D24: {
      name: 'Chaturvimshamsha',
      parts: 24,
      rule: { kind: 'parity_fixed', odd: 4, even: 3 },
      step: 1,
      signifies: 'learning',
    },
    D27: { name: 'Saptavimshamsha', parts: 27, rule: { kind: 'cycle' }, step: 1, signifies: 'strength and weakness' },
    D30: { name: 'Trimshamsha', parts: 5, rule: { kind: 'trimshamsha' }, step: 1, signifies: 'misfortunes' },
    D40: {
      name: 'Khavedamsha',
      parts: 40,
      rule: { kind: 'parity_fixed', odd: 0, even: 6 },
      step: 1,
      signifies: 'auspicious and inauspicious effects (maternal)',
    },
    D45: {
      name: 'Akshavedamsha',
      parts: 45,
      rule: { kind: 'modality', movable: 0, fixed: 4, dual: 8 },
      step: 1,
      signifies: 'general indications (paternal)',
    },
    D60: {
      name: 'Shashtiamsha',
      parts: 60,
      rule: { kind: 'parity', odd: 0, even: 0 },
      step: 1,
      signifies: 'all indications, past karma',
    },
  },
} as const satisfies CitedTable<Record<VargaCode, VargaDefinition>>;

/**
 * Trimshamsha (D30): unequal parts of an odd sign ruled by Mars, Saturn, Jupiter, Mercury, Venus (5, 5, 8, 7, 5
 * degrees), each giving its own odd sign; in an even sign the order and the arcs reverse and each gives its even sign.
 * Signs as indices (0 = Aries).
 */
export const TRIMSHAMSHA = {
  id: 'chart.trimshamsha',
  cites: [cite('bphs', { chapter: 6, verses: '28-30', status: 'pending' })],
  data: {
    odd: [
      { upTo: 5, lord: 'Mars', sign: 0 },
      { upTo: 10, lord: 'Saturn', sign: 10 },
      { upTo: 18, lord: 'Jupiter', sign: 8 },
      { upTo: 25, lord: 'Mercury', sign: 2 },
      { upTo: 30, lord: 'Venus', sign: 6 },
    ],
    even: [
      { upTo: 5, lord: 'Venus', sign: 1 },
      { upTo: 12, lord: 'Mercury', sign: 5 },
      { upTo: 20, lord: 'Jupiter', sign: 11 },
      { upTo: 25, lord: 'Saturn', sign: 9 },
      { upTo: 30, lord: 'Mars', sign: 7 },
    ],
  },
} as const satisfies CitedTable<Record<'odd' | 'even', readonly { upTo: number; lord: string; sign: number }[]>>;
