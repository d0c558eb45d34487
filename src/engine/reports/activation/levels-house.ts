/**
 * Levels 1-4: the area houses in the birth chart (the house, its lord, the karakas, occupants and aspects). Each
 * reads only the computed chart (and the Jaimini karakas and padas), so tests drive them with hand-built charts.
 */
import type { ArudhaPada, CharaKarakas } from '../../jyotish/jaimini/types.ts';
import type { AreaParams } from '../../tables/activation/areas.ts';
import { signAt, type Graha } from '../../vocabulary/names.ts';
import {
  aspecting,
  benefic,
  charaKarakaGraha,
  clamp,
  DUSTHANA,
  GOOD_DIGNITIES,
  KENDRA_TRIKONA,
  lordOfHouse,
  meanHalf,
  occupantsOf,
  ordinal,
  signOfHouse,
  statusOf,
  STRONG_DIGNITIES,
  type ReadChart,
} from './chart-reading.ts';
import { levelResult } from './level-result.ts';
import type { LevelResult } from './types.ts';

/** Level 1: the house occupied or aspected by its lord or Jupiter (active); papakartari without relief (blocked). */
export function bhavaLevel(chart: ReadChart, params: AreaParams): LevelResult {
  const perHouse = params.houses.map((h) => {
    const lord = lordOfHouse(chart, h);
    const touching = [...occupantsOf(chart, h), ...aspecting(chart, h)];
    const guardians = [...new Set(touching.filter((g) => g === lord || g === 'Jupiter'))];
    const before = occupantsOf(chart, ((h + 10) % 12) + 1);
    const after = occupantsOf(chart, (h % 12) + 1);
    const papakartari = before.some((g) => !benefic(chart, g)) && after.some((g) => !benefic(chart, g));
    const relieved = touching.some((g) => g === lord || benefic(chart, g));
    const score = guardians.length > 0 ? 2 : papakartari && !relieved ? -2 : 0;
    return { h, lord, guardians, papakartari, score };
  });
  const score = meanHalf(perHouse.map((p) => p.score));
  const facts = {
    houses: params.houses.slice(),
    lords: perHouse.map((p) => p.lord),
    guarded_by: perHouse.flatMap((p) => p.guardians),
    papakartari: perHouse.map((p) => (p.papakartari ? 1 : 0)),
  };
  const finding = perHouse
    .map((p) =>
      p.guardians.length > 0
        ? `The ${ordinal(p.h)} house is occupied or aspected by ` +
          `${p.guardians.join(' and ')}${p.guardians.includes(p.lord) ? ` (its lord ${p.lord})` : ''}.`
        : p.papakartari
          ? `The ${ordinal(p.h)} house is hemmed between malefics ` +
            `(papakartari)${p.score < 0 ? ' with no benefic or its lord on it' : ''}.`
          : `Neither its lord ${p.lord} nor Jupiter occupies or aspects the ${ordinal(p.h)} house.`,
    )
    .join(' ');
  return levelResult('bhava', statusOf(score), score, facts, finding);
}

/** Level 2: the house lord by house from the lagna, dignity and combustion. */
export function lordLevel(chart: ReadChart, params: AreaParams): LevelResult {
  const perHouse = params.houses.map((h) => {
    const lord = lordOfHouse(chart, h);
    const g = chart.grahas[lord];
    const place = KENDRA_TRIKONA.has(g.house) ? 1 : DUSTHANA.has(g.house) ? -1 : 0;
    const dignity = STRONG_DIGNITIES.has(g.dignity) ? 1 : g.dignity === 'debilitated' ? -1 : 0;
    const combust = g.combustion.combust ? -1 : 0;
    return {
      h,
      lord,
      house: g.house,
      dignity: g.dignity,
      combust: g.combustion.combust,
      score: clamp(place + dignity + combust, -2, 2),
    };
  });
  const score = meanHalf(perHouse.map((p) => p.score));
  const facts = {
    houses: params.houses.slice(),
    lords: perHouse.map((p) => p.lord),
    lord_houses: perHouse.map((p) => p.house),
    lord_dignities: perHouse.map((p) => p.dignity),
    lord_combust: perHouse.some((p) => p.combust),
  };
  const finding = perHouse
    .map(
      (p) =>
        `The ${ordinal(p.h)} lord ${p.lord} sits in the ${ordinal(p.house)} house ` +
        `(${p.dignity}${p.combust ? ', combust' : ''}).`,
    )
    .join(' ');
  return levelResult('lord', statusOf(score), score, facts, finding);
}

/** Level 3: the natural karakas and the chara karaka, each +1 / 0 / -1, the level twice their mean. */
export function karakaLevel(chart: ReadChart, params: AreaParams, karakas: CharaKarakas): LevelResult {
  const chara = charaKarakaGraha(karakas, params.charaKaraka);
  const read: { graha: Graha; role: string }[] = [
    ...params.naturalKarakas.map((g) => ({ graha: g, role: 'natural karaka' })),
    ...(chara === null || params.charaKaraka === null ? [] : [{ graha: chara, role: params.charaKaraka }]),
  ];
  const each = read.map(({ graha, role }) => {
    const g = chart.grahas[graha];
    const bad = g.dignity === 'debilitated' || g.combustion.combust || DUSTHANA.has(g.house);
    const good = !bad && GOOD_DIGNITIES.has(g.dignity);
    return {
      graha,
      role,
      house: g.house,
      dignity: g.dignity,
      combust: g.combustion.combust,
      points: good ? 1 : bad ? -1 : 0,
    };
  });
  const mean = each.reduce((s, e) => s + e.points, 0) / Math.max(1, each.length);
  const score = clamp(Math.round(mean * 2 * 2) / 2, -2, 2);
  const facts = {
    karakas: each.map((e) => e.graha),
    roles: each.map((e) => e.role),
    karaka_houses: each.map((e) => e.house),
    karaka_dignities: each.map((e) => e.dignity),
    karaka_points: each.map((e) => e.points),
  };
  const finding = each
    .map(
      (e) =>
        `${e.graha} (${e.role}) in the ${ordinal(e.house)}, ${e.dignity}${e.combust ? ', combust' : ''}: ` +
        `${e.points > 0 ? 'supports' : e.points < 0 ? 'afflicted' : 'neutral'}.`,
    )
    .join(' ');
  return levelResult('karaka', statusOf(score), score, facts, finding);
}

/**
 * Level 4: benefics minus malefics in or aspecting each area house (its own lord left to level 1); the upapada too for
 * marriage.
 */
export function occupantsLevel(chart: ReadChart, params: AreaParams, arudhas: readonly ArudhaPada[]): LevelResult {
  const tally = (grahas: readonly Graha[]) => ({
    benefics: grahas.filter((g) => benefic(chart, g)),
    malefics: grahas.filter((g) => !benefic(chart, g)),
  });
  const perHouse = params.houses.map((h) => {
    const lord = lordOfHouse(chart, h);
    const t = tally([...occupantsOf(chart, h), ...aspecting(chart, h)].filter((g) => g !== lord));
    return { h, ...t, score: clamp(t.benefics.length - t.malefics.length, -2, 2) };
  });
  const scores = perHouse.map((p) => p.score);
  const facts: Record<string, string[] | number[] | string | number> = {
    houses: params.houses.slice(),
    benefics: perHouse.flatMap((p) => p.benefics),
    malefics: perHouse.flatMap((p) => p.malefics),
  };
  let upapadaText = '';
  if (params.readsUpapada) {
    const ul = arudhas.find((a) => a.house === 12);
    if (ul !== undefined) {
      const inUl = tally(occupantsOf(chart, ul.padaHouse));
      scores.push(clamp(inUl.benefics.length - inUl.malefics.length, -2, 2));
      facts.upapada_sign = ul.pada;
      facts.upapada_house = ul.padaHouse;
      facts.upapada_benefics = inUl.benefics;
      facts.upapada_malefics = inUl.malefics;
      upapadaText =
        ` The upapada falls in ${ul.pada} (the ${ordinal(ul.padaHouse)}), holding ` +
        `${[...inUl.benefics, ...inUl.malefics].join(', ') || 'no graha'}.`;
    }
  }
  const score = meanHalf(scores);
  const finding =
    perHouse
      .map(
        (p) =>
          `On the ${ordinal(p.h)} house (${signName(chart, p.h)}): benefics ${p.benefics.join(', ') || 'none'}; ` +
          `malefics ${p.malefics.join(', ') || 'none'}.`,
      )
      .join(' ') + upapadaText;
  return levelResult('occupants_aspects', statusOf(score), score, facts, finding);
}

const signName = (chart: ReadChart, h: number): string => signAt(signOfHouse(chart, h));
