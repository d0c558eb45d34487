/**
 * Sunrise doshas the muhurta texts name for starting new work: the Rikta tithis (Chaturthi, Navami, Chaturdashi),
 * Amavasya, the Vishti (Bhadra) karana, and the Vyatipata and Vaidhriti yogas. Used for the glance's day band.
 * Citations pending: the verses have not been checked against an edition the project carries.
 */
import { cite, type CitedTable } from './sources.ts';
import { at } from '../errors.ts';

export type TithiClass = 'Nanda' | 'Bhadra' | 'Jaya' | 'Rikta' | 'Purna';

/** Tithi number 1-15 within a paksha -> its class (the five groups repeat three times). */
export const TITHI_CLASSES = {
  id: 'muhurta.tithi_classes',
  cites: [
    cite('muhurta_chintamani', {
      status: 'pending',
      note: 'Nanda, Bhadra, Jaya, Rikta, Purna tithi groups (chapter on tithis)',
    }),
  ],
  data: ['Nanda', 'Bhadra', 'Jaya', 'Rikta', 'Purna'] as const satisfies readonly TithiClass[],
} as const satisfies CitedTable<readonly TithiClass[]>;

export const DAY_DOSHAS = {
  id: 'muhurta.sunrise_doshas',
  cites: [
    cite('muhurta_chintamani', {
      status: 'pending',
      note: 'Rikta tithis, Amavasya, Vishti karana, Vyatipata and Vaidhriti avoided for auspicious beginnings',
    }),
  ],
  data: {
    riktaTithi: 'a Rikta tithi (Chaturthi, Navami, Chaturdashi) prevails at sunrise',
    amavasya: 'Amavasya prevails at sunrise',
    vishtiKarana: 'Vishti (Bhadra) karana prevails at sunrise',
    inauspiciousYoga: 'Vyatipata or Vaidhriti yoga prevails at sunrise',
  },
} as const satisfies CitedTable<Record<string, string>>;

export function tithiClass(numberInPaksha: number): TithiClass {
  return at(TITHI_CLASSES.data, (numberInPaksha - 1) % 5, 'tithi class');
}
