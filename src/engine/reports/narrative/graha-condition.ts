/**
 * The condition of one graha, a bhava lord or the Moon: its house from the lagna, dignity, combustion and, for a
 * lord, benefic support (Phaladeepika ch. 15 v. 1-5, 18). Each returns a sentence and its points (weights.ts).
 */
import type { PlaceKind } from '../../tables/narrative/rules.ts';
import { SIGN_NATURES } from '../../tables/narrative/sign-natures.ts';
import { NARRATIVE_WEIGHTS } from '../../tables/narrative/weights.ts';
import { inGroup } from '../../tables/yoga/house-groups.ts';
import type { Dignity } from '../../jyotish/chart/types.ts';
import type { Graha } from '../../vocabulary/names.ts';
import { isBenefic, list, ordinal } from '../../jyotish/yoga/facts.ts';
import { described, say, scored } from './say.ts';
import type { Finding, NarrativeChart } from './types.ts';
import { namedList, theName } from './words.ts';

const W = NARRATIVE_WEIGHTS.data;

/** The graha judged, how sentences introduce it, and what it serves ("the 7th house", "the mind"). */
export interface Subject {
  graha: Graha;
  /** First mention, e.g. "Saturn, lord of the 7th,"; later sentences use the bare name. */
  label: string;
  name: string;
  what: string;
  /** The bhava it rules, when the subject is a bhava lord. */
  ownBhava?: number;
  /** Short label for the score trace, e.g. "7th lord". */
  role: string;
}

export function placeKind(house: number, ownBhava?: number): PlaceKind {
  if (house === ownBhava) return 'own_bhava';
  if (inGroup('dusthana', house)) return 'dusthana';
  if (inGroup('kendra', house) || inGroup('trikona', house)) return 'kendra_trikona';
  return 'neutral';
}

function groupName(house: number): string {
  const k = inGroup('kendra', house);
  const t = inGroup('trikona', house);
  return k && t ? 'kendra and trikona' : k ? 'kendra' : 'trikona';
}

export function placementFinding(chart: NarrativeChart, s: Subject): Finding {
  const house = chart.grahas[s.graha].house;
  const kind = placeKind(house, s.ownBhava);
  const houses = s.ownBhava === undefined || s.ownBhava === house ? [house] : [s.ownBhava, house];
  const slots = {
    subject: s.label,
    house: ordinal(house),
    place: ordinal(house),
    group: kind === 'kendra_trikona' ? groupName(house) : '',
    what: s.what,
  };
  const sentence = say(`place.${kind}`, slots, { grahas: [s.graha], houses });
  return scored(sentence, `${s.role} in the ${ordinal(house)}`, W.place[kind]);
}

export const DIGNITY_PHRASE: Record<Dignity, string> = {
  exalted: 'exalted',
  moolatrikona: 'in its moolatrikona',
  own: 'in its own sign',
  great_friend: "in a great friend's sign",
  friend: "in a friend's sign",
  neutral: 'in a neutral sign',
  enemy: "in an enemy's sign",
  great_enemy: "in a great enemy's sign",
  debilitated: 'debilitated',
};

function dignityRule(d: Dignity) {
  if (d === 'exalted' || d === 'moolatrikona' || d === 'own') return 'dignity.strong' as const;
  if (d === 'enemy' || d === 'great_enemy') return 'dignity.enemy' as const;
  return d === 'debilitated' ? ('dignity.debilitated' as const) : ('dignity.middling' as const);
}

export function dignityFinding(chart: NarrativeChart, s: Subject): Finding {
  const g = chart.grahas[s.graha];
  const sentence = say(
    dignityRule(g.dignity),
    { subject: s.name, dignity: DIGNITY_PHRASE[g.dignity], sign: g.sign },
    { grahas: [s.graha], signs: [g.sign], values: { dignity: g.dignity } },
  );
  return scored(sentence, `${s.role} ${g.dignity.replace('_', ' ')}`, W.dignity[g.dignity]);
}

export function combustFinding(chart: NarrativeChart, s: Subject): Finding | null {
  const c = chart.grahas[s.graha].combustion;
  if (!c.combust) return null;
  const distance = c.distanceFromSun.toFixed(1);
  const sentence = say(
    'combust',
    { subject: s.name, distance },
    { grahas: [s.graha], values: { distanceFromSun: Number(distance), orb: c.orb ?? 0 } },
  );
  return scored(sentence, `${s.role} combust`, W.combust);
}

/** A natural benefic in the lord's sign, or aspecting it by full graha drishti (counted once however many). */
export function beneficSupportFinding(chart: NarrativeChart, s: Subject): Finding | null {
  const g = chart.grahas[s.graha];
  const benefic = (x: Graha) => x !== s.graha && isBenefic(chart, x);
  const joined = (chart.houses[g.house - 1]?.occupants ?? []).filter(benefic);
  const aspecting = (chart.houses[g.house - 1]?.aspectedBy ?? []).filter(benefic);
  if (joined.length === 0 && aspecting.length === 0) return null;
  const parts = [
    joined.length > 0 ? `joined by ${namedList(chart, joined)}` : '',
    aspecting.length > 0 ? `aspected by ${namedList(chart, aspecting)}` : '',
  ];
  const sentence = say(
    'lord.benefic_support',
    { lord: s.name, place: ordinal(g.house), support: parts.filter((p) => p !== '').join(' and ') },
    { grahas: [s.graha, ...joined, ...aspecting], houses: [g.house] },
  );
  return scored(sentence, `${s.role} supported by ${list([...joined, ...aspecting])}`, W.beneficSupport);
}

const ROAMING = {
  movable: 'much movement and travel',
  fixed: 'a settled life in one place',
  dual: 'movement and settling in turn',
} as const;

/** Phaladeepika ch. 16 v. 3: the lagna lord's sign nature; descriptive, not scored. */
export function lagnaLordSignFinding(chart: NarrativeChart): Finding {
  const lord = chart.houses[0]?.lord ?? chart.lagna.lord;
  const g = chart.grahas[lord];
  const modality = SIGN_NATURES.data[g.sign].modality;
  return described(
    say(
      'lagna.lord_sign_nature',
      { lord: theName(lord), sign: g.sign, modality, meaning: ROAMING[modality] },
      { grahas: [lord], houses: [1], signs: [g.sign], values: { modality } },
    ),
  );
}
