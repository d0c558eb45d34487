/**
 * Dashakoot (the ten poruthams of South Indian practice) from the two Moons. Rajju and Vedha are essential: the
 * verdict is `not_recommended` when either fails, whatever the count. Stars are counted from the bride's to the
 * groom's (option: the reverse); the rasi porutham by the bhakoot pairs (option: a count beyond six).
 */
import { VEDHA_GROUPS } from '../../tables/matching/nakshatra-attributes.ts';
import {
  DINA_COUNTS,
  MAHENDRA_COUNTS,
  RASI_READINGS,
  STRI_DIRGHA,
  type Porutham,
} from '../../tables/matching/porutham.ts';
import { MATCHING_REFS } from '../../tables/matching/refs.ts';
import { VASYA_SIGNS } from '../../tables/matching/sign-attributes.ts';
import { DASHAKOOT_BANDS, type DashakootVerdict } from '../../tables/matching/verdicts.ts';
import type { Citation } from '../../tables/sources.ts';
import { ganaOf, rajjuOf, yoniOf } from './attributes.ts';
import { ordinal, yoni as yoniKoota } from './kootas.ts';
import { lordPair } from './lords.ts';
import { signCount, starCount, type MatchMoon } from './moon.ts';
import type { MatchOptions } from './types.ts';

export type Grade = 'good' | 'fair' | 'bad';
export type Weight = 'essential' | 'major' | 'minor';

export interface PoruthamResult {
  porutham: Porutham;
  matched: boolean;
  grade: Grade;
  weight: Weight;
  detail: { bride: string; groom: string };
  explanation: string;
  refs: readonly Citation[];
}

export interface DashakootResult {
  matchedCount: number;
  total: 10;
  essentialsOk: boolean;
  verdict: DashakootVerdict | 'not_recommended';
  poruthams: PoruthamResult[];
  method: string;
  refs: Citation[];
}

/**
 * Weights: rajju and vedha essential (the interface); dina, gana, yoni, rasi major as Tamil practice names them; the
 * rest minor (our labels).
 */
const WEIGHTS: Record<Porutham, Weight> = {
  Dina: 'major',
  Gana: 'major',
  Mahendra: 'minor',
  'Stri-Dirgha': 'minor',
  Yoni: 'major',
  Rasi: 'major',
  Rasyadhipati: 'minor',
  Vasya: 'minor',
  Rajju: 'essential',
  Vedha: 'essential',
};

function result(
  porutham: Porutham,
  grade: Grade,
  bride: string,
  groom: string,
  explanation: string,
  refs: readonly Citation[],
): PoruthamResult {
  return {
    porutham,
    matched: grade !== 'bad',
    grade,
    weight: WEIGHTS[porutham],
    detail: { bride, groom },
    explanation,
    refs,
  };
}

const star = (m: MatchMoon): string => `${m.nakshatra} pada ${m.pada}`;

export function dashakootMethod(options: MatchOptions): string {
  const direction =
    options.starCount === 'groom_to_bride'
      ? "groom's to the bride's (option star_count=groom_to_bride)"
      : "bride's to the groom's (default; option star_count=groom_to_bride reverses)";
  return (
    `Dashakoot from the two Moons. Dina, Mahendra and Stri-Dirgha count the stars from the ${direction}, ` +
    `inclusive. ` +
    'Dina agrees on 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26 (the same star is not admitted here); Gana agrees ' +
    'for one gana, fair for deva with manushya, fails with rakshasa; ' +
    'Mahendra on 4, 7, ..., 25; Stri-Dirgha beyond 13 (8 to 13 fair); Yoni fails for sworn enemies; ' +
    (options.rasiReading === 'beyond_six'
      ? 'Rasi agrees when the sign count is 1 or more than 6 (option rasi_reading=beyond_six); '
      : 'Rasi fails on the pairs 2-12, 5-9, 6-8 (default; option rasi_reading=beyond_six); ') +
    'Rasyadhipati fails when either lord counts the other an enemy; Vasya agrees when either sign is vasya to the ' +
    'other; Rajju fails for one rajju; Vedha fails for a vedha pair. ' +
    'Matched = grade good or fair. Weights: rajju and vedha essential; the verdict is not_recommended when an ' +
    "essential fails, else the service's own bands by the count matched (8+ good, 6+ average, else weak)."
  );
}

export function dashakoot(bride: MatchMoon, groom: MatchMoon, options: MatchOptions = {}): DashakootResult {
  const [from, to] = options.starCount === 'groom_to_bride' ? [groom, bride] : [bride, groom];
  const count = starCount(from, to);
  const counted = `${ordinal(count)} star`;
  const bg = ganaOf(bride.nakshatra);
  const gg = ganaOf(groom.nakshatra);
  const lords = lordPair(bride, groom);
  const signs = signCount(bride, groom);
  const vasya = (a: MatchMoon, b: MatchMoon) => (VASYA_SIGNS.data[a.sign] as readonly string[]).includes(b.sign);
  const yk = yoniKoota(bride, groom);
  const by = yoniOf(bride.nakshatra);
  const gy = yoniOf(groom.nakshatra);
  const br = rajjuOf(bride.nakshatra);
  const gr = rajjuOf(groom.nakshatra);
  const vedha =
    bride.nakshatra !== groom.nakshatra &&
    VEDHA_GROUPS.data.some(
      (g) => (g as readonly string[]).includes(bride.nakshatra) && (g as readonly string[]).includes(groom.nakshatra),
    );
  const rasiGood =
    options.rasiReading === 'beyond_six'
      ? (RASI_READINGS.data.beyond_six.good as readonly number[]).includes(signs)
      : !(RASI_READINGS.data.bhakoot.bad as readonly number[]).includes(signs);
  const anyEnemy = lords.brideView === 'enemy' || lords.groomView === 'enemy';
  const mutualFriends = lords.same || (lords.brideView === 'friend' && lords.groomView === 'friend');

  const poruthams: PoruthamResult[] = [
    result(
      'Dina',
      (DINA_COUNTS.data.good as readonly number[]).includes(count) ? 'good' : 'bad',
      star(bride),
      star(groom),
      `${counted}`,
      DINA_COUNTS.cites,
    ),
    result(
      'Gana',
      bg === gg ? 'good' : bg !== 'Rakshasa' && gg !== 'Rakshasa' ? 'fair' : 'bad',
      bg,
      gg,
      bg === gg ? `both ${bg}` : `${bg} and ${gg}`,
      MATCHING_REFS.ganaPorutham,
    ),
    result(
      'Mahendra',
      (MAHENDRA_COUNTS.data.good as readonly number[]).includes(count) ? 'good' : 'bad',
      star(bride),
      star(groom),
      counted,
      MAHENDRA_COUNTS.cites,
    ),
    result(
      'Stri-Dirgha',
      count > STRI_DIRGHA.data.goodAbove ? 'good' : count > STRI_DIRGHA.data.middlingAbove ? 'fair' : 'bad',
      star(bride),
      star(groom),
      counted,
      STRI_DIRGHA.cites,
    ),
    result(
      'Yoni',
      yk.points >= 3 ? 'good' : yk.points > 0 ? 'fair' : 'bad',
      `${by.animal} (${by.sex})`,
      `${gy.animal} (${gy.sex})`,
      yk.explanation,
      MATCHING_REFS.yoniPorutham,
    ),
    result(
      'Rasi',
      rasiGood ? 'good' : 'bad',
      bride.sign,
      groom.sign,
      `the groom's sign ${ordinal(signs)} from the bride's`,
      RASI_READINGS.cites,
    ),
    result(
      'Rasyadhipati',
      anyEnemy ? 'bad' : mutualFriends ? 'good' : 'fair',
      lords.bride,
      lords.groom,
      lords.same
        ? `one lord, ${lords.bride}`
        : `${lords.bride} counts ${lords.groom} ${lords.brideView}, ${lords.groom} counts ${lords.bride} ` +
            `${lords.groomView}`,
      MATCHING_REFS.rasyadhipati,
    ),
    result(
      'Vasya',
      vasya(bride, groom) || vasya(groom, bride) ? 'good' : 'bad',
      bride.sign,
      groom.sign,
      vasya(groom, bride)
        ? `${bride.sign} is vasya to ${groom.sign}`
        : vasya(bride, groom)
          ? `${groom.sign} is vasya to ${bride.sign}`
          : 'neither sign is vasya to the other',
      VASYA_SIGNS.cites,
    ),
    result(
      'Rajju',
      br === gr ? 'bad' : 'good',
      br,
      gr,
      br === gr ? `both in ${br} rajju` : `different rajjus (${br}, ${gr})`,
      MATCHING_REFS.rajju,
    ),
    result(
      'Vedha',
      vedha ? 'bad' : 'good',
      bride.nakshatra,
      groom.nakshatra,
      vedha ? `${bride.nakshatra} and ${groom.nakshatra} pierce each other` : 'not a vedha pair',
      VEDHA_GROUPS.cites,
    ),
  ];
  const matchedCount = poruthams.filter((p) => p.matched).length;
  const essentialsOk = poruthams.every((p) => p.weight !== 'essential' || p.matched);
  const band = DASHAKOOT_BANDS.data.find((b) => matchedCount >= b.from);
  return {
    matchedCount,
    total: 10,
    essentialsOk,
    verdict: essentialsOk ? (band?.verdict ?? 'weak') : 'not_recommended',
    poruthams,
    method: dashakootMethod(options),
    refs: [...new Set<Citation>([...poruthams.flatMap((p) => p.refs), ...DASHAKOOT_BANDS.cites])],
  };
}
