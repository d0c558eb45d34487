/**
 * Exceptions (parihara) that cancel a koota dosha. Each is a cited rule checked on the two Moons; when it holds the
 * dosha is cancelled and the koota's points are restored to its maximum (the reading this service applies; the raw
 * score is kept beside the adjusted one). Nadi and Bhakoot are also what the dosha catalogue reports.
 */
import { MATCHING_REFS } from '../../tables/matching/refs.ts';
import { friendlyLords, lordPair } from './lords.ts';
import type { MatchMoon, MoonPlace } from './moon.ts';
import type { KootaScore, MatchOptions } from './types.ts';

export interface ExceptionRule {
  id: string;
  rule: string;
  holds: boolean;
}

/** Nadi dosha exceptions: one sign, different stars; or one star, different padas. */
export function nadiExceptions(bride: MoonPlace, groom: MoonPlace): ExceptionRule[] {
  return [
    {
      id: 'nadi_same_sign_other_star',
      rule: `both Moons in ${groom.sign}, in different nakshatras (${bride.nakshatra}, ${groom.nakshatra})`,
      holds: bride.signIndex === groom.signIndex && bride.nakshatra !== groom.nakshatra,
    },
    {
      id: 'nadi_same_star_other_pada',
      rule: `both Moons in ${groom.nakshatra}, in different padas (${bride.pada}, ${groom.pada})`,
      holds: bride.nakshatra === groom.nakshatra && bride.pada !== groom.pada,
    },
  ];
}

/** Bhakoot dosha exceptions: one lord (Aries-Scorpio, Taurus-Libra, Capricorn-Aquarius), or mutually friendly lords. */
export function bhakootExceptions(bride: MoonPlace, groom: MoonPlace, options: MatchOptions = {}): ExceptionRule[] {
  const p = lordPair(bride, groom);
  const rules: ExceptionRule[] = [
    { id: 'bhakoot_same_lord', rule: `both Moon signs ruled by ${p.bride}`, holds: p.same },
  ];
  if (options.bhakootException === 'same_or_friendly_lords') {
    rules.push({
      id: 'bhakoot_friendly_lords',
      rule: `the Moon-sign lords ${p.bride} and ${p.groom} are natural friends of each other`,
      holds: !p.same && friendlyLords(p),
    });
  }
  return rules;
}

/** Gana dosha exception: the Moon-sign lords one graha or mutual friends. */
export function ganaExceptions(bride: MatchMoon, groom: MatchMoon): ExceptionRule[] {
  const p = lordPair(bride, groom);
  return [
    {
      id: 'gana_friendly_lords',
      rule: p.same
        ? `both Moon signs ruled by ${p.bride}`
        : `the Moon-sign lords ${p.bride} and ${p.groom} are natural friends of each other`,
      holds: friendlyLords(p),
    },
  ];
}

export const EXCEPTION_REFS = {
  nadi: MATCHING_REFS.nadiParihara,
  bhakoot: MATCHING_REFS.bhakootParihara,
  gana: MATCHING_REFS.ganaParihara,
} as const;

/** The exceptions that apply to a koota with a dosha (none when it has none). */
export function exceptionsFor(
  k: KootaScore,
  bride: MatchMoon,
  groom: MatchMoon,
  options: MatchOptions,
): ExceptionRule[] {
  if (!k.dosha) return [];
  switch (k.koota) {
    case 'nadi':
      return nadiExceptions(bride, groom).filter((r) => r.holds);
    case 'bhakoot':
      return bhakootExceptions(bride, groom, options).filter((r) => r.holds);
    case 'gana':
      return ganaExceptions(bride, groom).filter((r) => r.holds);
    default:
      return [];
  }
}
