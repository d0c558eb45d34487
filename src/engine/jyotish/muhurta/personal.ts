/** Tarabala and chandrabala of one person for a star and a Moon sign (tables/muhurta/tara.ts). */
import { CHANDRABALA, TARAS, type ChandrabalaQuality, type TaraQuality } from '../../tables/muhurta/tara.ts';

export interface Person {
  label: string;
  /** Birth (janma) nakshatra index 0-26 and Moon sign index 0-11. */
  nakshatra: number;
  sign: number;
}

export interface Tara {
  /** Stars counted from the birth star, both inclusive: 1-27. */
  count: number;
  /** 1-9 in the cycle of nine. */
  number: number;
  name: string;
  meaning: string;
  quality: TaraQuality;
}

export function tara(birthNakshatra: number, dayNakshatra: number): Tara {
  const count = ((dayNakshatra - birthNakshatra + 27) % 27) + 1;
  const number = ((count - 1) % 9) + 1;
  const t = TARAS.data[number - 1]!;
  return { count, number, name: t.name, meaning: t.meaning, quality: t.quality };
}

export interface Chandrabala {
  /** House of the Moon counted from the birth Moon sign, 1-12. */
  house: number;
  quality: ChandrabalaQuality;
  /** The quality in force given the paksha (good_in_shukla is good in Shukla, bad in Krishna). */
  holds: boolean;
}

export function chandrabala(birthSign: number, moonSign: number, shukla: boolean): Chandrabala {
  const house = ((moonSign - birthSign + 12) % 12) + 1;
  const quality = CHANDRABALA.data[house as keyof typeof CHANDRABALA.data];
  return { house, quality, holds: quality === 'good' || (quality === 'good_in_shukla' && shukla) };
}
