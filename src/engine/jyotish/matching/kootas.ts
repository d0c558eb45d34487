/**
 * The eight kootas of the Ashtakoota, each scored from the two Moons alone, before any exception. Every function
 * returns both natives' attribute, the points, the maximum and a one-line reason.
 */
import {
  BHAKOOT_BAD,
  GANA_POINTS,
  KOOTA_MAXIMA,
  MAITRI_POINTS,
  TARA,
  VASHYA_POINTS,
  YONI_POINTS,
  type Koota,
} from '../../tables/matching/points.ts';
import { VARNA } from '../../tables/matching/sign-attributes.ts';
import { MATCHING_REFS } from '../../tables/matching/refs.ts';
import { at } from '../../errors.ts';
import { ganaOf, nadiOf, varnaOf, vashyaOf, yoniOf } from './attributes.ts';
import { lordPair, relation } from './lords.ts';
import { signCount, starCount, type MatchMoon, type MoonPlace } from './moon.ts';
import type { KootaScore, MatchOptions } from './types.ts';

const ordinal = (n: number): string =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

function score(
  koota: Koota,
  points: number,
  bride: string,
  groom: string,
  explanation: string,
  refs: KootaScore['refs'],
  dosha = false,
): KootaScore {
  return { koota, points, max: KOOTA_MAXIMA.data[koota], bride, groom, explanation, dosha, refs };
}

export function varna(bride: MatchMoon, groom: MatchMoon): KootaScore {
  const b = varnaOf(bride);
  const g = varnaOf(groom);
  const ok = VARNA.data.rank[g] >= VARNA.data.rank[b];
  return score(
    'varna',
    ok ? 1 : 0,
    b,
    g,
    ok
      ? `the groom's varna (${g}) is equal to or above the bride's (${b})`
      : `the groom's varna (${g}) is below the bride's (${b})`,
    MATCHING_REFS.varna,
  );
}

export function vashya(bride: MatchMoon, groom: MatchMoon): KootaScore {
  const b = vashyaOf(bride);
  const g = vashyaOf(groom);
  const points = VASHYA_POINTS.data[g][b];
  return score(
    'vashya',
    points,
    b,
    g,
    b === g ? `both in the ${b} group` : `groom ${g}, bride ${b}: ${points} of 2`,
    MATCHING_REFS.vashya,
  );
}

/** Tara of `to` counted from `from`: 1-9 (count mod 9, 0 read as 9) and its name. */
export function taraFrom(from: MatchMoon, to: MatchMoon): { count: number; tara: number; name: string; good: boolean } {
  const count = starCount(from, to);
  const tara = ((count - 1) % 9) + 1;
  return {
    count,
    tara,
    name: at(TARA.data.names, tara - 1, 'tara'),
    good: !(TARA.data.bad as readonly number[]).includes(tara),
  };
}

export function tara(bride: MatchMoon, groom: MatchMoon, options: MatchOptions = {}): KootaScore {
  const toGroom = taraFrom(bride, groom);
  const toBride = taraFrom(groom, bride);
  const label = (t: ReturnType<typeof taraFrom>) => `${t.name} (${ordinal(t.count)} star, tara ${t.tara})`;
  if (options.taraCount === 'bride_to_groom') {
    const points = toGroom.good ? 3 : 0;
    return score(
      'tara',
      points,
      label(toBride),
      label(toGroom),
      `counted from the bride's star only: the groom's star is ${label(toGroom)}, ${toGroom.good ? 'good' : 'bad'}`,
      MATCHING_REFS.tara,
    );
  }
  const each = TARA.data.pointsEachWay;
  const points = (toGroom.good ? each : 0) + (toBride.good ? each : 0);
  return score(
    'tara',
    points,
    label(toBride),
    label(toGroom),
    `bride to groom ${label(toGroom)} ${toGroom.good ? 'good' : 'bad'}; groom to bride ${label(toBride)} ` +
      `${toBride.good ? 'good' : 'bad'}; ${each} for each good way`,
    MATCHING_REFS.tara,
  );
}

export function yoni(bride: MatchMoon, groom: MatchMoon): KootaScore {
  const b = yoniOf(bride.nakshatra);
  const g = yoniOf(groom.nakshatra);
  const points = YONI_POINTS.data[g.animal][b.animal];
  const kind = ['sworn enemies', 'unfriendly', 'neutral', 'friendly', 'the same animal'][points] ?? '';
  return score(
    'yoni',
    points,
    `${b.animal} (${b.sex})`,
    `${g.animal} (${g.sex})`,
    `${g.animal} and ${b.animal}: ${kind}`,
    MATCHING_REFS.yoni,
  );
}

export function grahaMaitri(bride: MatchMoon, groom: MatchMoon): KootaScore {
  const p = lordPair(bride, groom);
  if (p.same)
    return score('graha_maitri', 5, p.bride, p.groom, `both Moon signs ruled by ${p.bride}`, MATCHING_REFS.grahaMaitri);
  const key = [p.brideView, p.groomView].sort().join('+');
  const points = MAITRI_POINTS.data[key as keyof typeof MAITRI_POINTS.data];
  return score(
    'graha_maitri',
    points,
    p.bride,
    p.groom,
    `${p.bride} counts ${p.groom} ${article(p.brideView)}, ${p.groom} counts ${p.bride} ` +
      `${article(relation(p.groom, p.bride))}`,
    MATCHING_REFS.grahaMaitri,
  );
}

const article = (r: string): string => (r === 'enemy' ? 'an enemy' : r === 'friend' ? 'a friend' : 'neutral');

export function gana(bride: MatchMoon, groom: MatchMoon): KootaScore {
  const b = ganaOf(bride.nakshatra);
  const g = ganaOf(groom.nakshatra);
  const points = GANA_POINTS.data[g][b];
  return score('gana', points, b, g, `groom ${g}, bride ${b}: ${points} of 6`, MATCHING_REFS.gana, points <= 1);
}

export function bhakoot(bride: MoonPlace, groom: MoonPlace): KootaScore {
  const count = signCount(bride, groom);
  const bad: string | undefined = (BHAKOOT_BAD.data as Readonly<Record<number, string>>)[count];
  const reverse = signCount(groom, bride);
  const explanation =
    `the groom's Moon sign ${groom.sign} is ${ordinal(count)} from the bride's ${bride.sign} (${ordinal(reverse)} ` +
    `the other way)${bad === undefined ? '' : `: ${bad}`}`;
  return score(
    'bhakoot',
    bad === undefined ? 7 : 0,
    bride.sign,
    groom.sign,
    explanation,
    MATCHING_REFS.bhakoot,
    bad !== undefined,
  );
}

export function nadi(bride: MoonPlace, groom: MoonPlace): KootaScore {
  const b = nadiOf(bride.nakshatra);
  const g = nadiOf(groom.nakshatra);
  const same = b === g;
  return score(
    'nadi',
    same ? 0 : 8,
    b,
    g,
    same ? `both ${b} nadi` : `different nadis (${b}, ${g})`,
    MATCHING_REFS.nadi,
    same,
  );
}

export { ordinal };
