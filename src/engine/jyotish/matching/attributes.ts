/** Lookups of the matching tables by nakshatra and sign: each native's gana, nadi, yoni, rajju, varna, vashya group. */
import {
  GANA_OF,
  NADI_OF,
  RAJJU_OF,
  YONI_OF,
  type Gana,
  type Nadi,
  type Rajju,
  type YoniAnimal,
  type YoniSex,
} from '../../tables/matching/nakshatra-attributes.ts';
import { VARNA, VASHYA_GROUP, type Varna, type VashyaGroup } from '../../tables/matching/sign-attributes.ts';
import type { Nakshatra } from '../../vocabulary/names.ts';
import type { MatchMoon } from './moon.ts';

function groupOf<K extends string>(table: Record<K, readonly Nakshatra[]>, nakshatra: Nakshatra, what: string): K {
  for (const [k, stars] of Object.entries(table) as [K, readonly Nakshatra[]][])
    if (stars.includes(nakshatra)) return k;
  throw new Error(`${nakshatra} has no ${what}`);
}

export const ganaOf = (n: Nakshatra): Gana => groupOf(GANA_OF.data, n, 'gana');
export const nadiOf = (n: Nakshatra): Nadi => groupOf(NADI_OF.data, n, 'nadi');
export const rajjuOf = (n: Nakshatra): Rajju => groupOf(RAJJU_OF.data, n, 'rajju');
export const yoniOf = (n: Nakshatra): { animal: YoniAnimal; sex: YoniSex } => {
  const [animal, sex] = YONI_OF.data[n];
  return { animal, sex };
};
export const varnaOf = (m: MatchMoon): Varna => VARNA.data.ofSign[m.sign];
export const vashyaOf = (m: MatchMoon): VashyaGroup => VASHYA_GROUP.data[m.sign][m.degreeInSign < 15 ? 0 : 1];
