/**
 * A bhava's promise (house_promise questions): its lord's house and dignity, the benefics and malefics in it, the
 * aspects of Jupiter and of Saturn or Mars on it, and its karaka's dignity and combustion, one point each
 * (tables/oracle/house-promise.ts). Several houses (wealth: 2nd and 11th) are judged by their mean score.
 */
import type { YogaChart } from '../../jyotish/yoga/index.ts';
import { VIMSHOTTARI } from '../../tables/dasha/vimshottari.ts';
import {
  DASHA_TIMING,
  DUSTHANA,
  HOUSE_PROMISE,
  KENDRA_TRIKONA,
  MALEFIC_ASPECTERS,
} from '../../tables/oracle/house-promise.ts';
import { NATURES } from '../../tables/yoga/natures.ts';
import type { Graha } from '../../vocabulary/names.ts';
import type { OracleContext } from './context.ts';
import { dashaWindows } from './timing.ts';
import type { OracleFinding, ReasonStep } from './types.ts';
import { DIGNIFIED, natureOf, ordinal } from './words.ts';

const W = HOUSE_PROMISE.data;
const dashaWindowRefs = () => [...DASHA_TIMING.cites, ...VIMSHOTTARI.cites];

function step(rule: string, fact: string, points: number): ReasonStep {
  return { rule, fact, points, effect: points > 0 ? 'supports' : points < 0 ? 'weakens' : 'neutral' };
}

/** The scored steps for one house. */
export function houseSteps(chart: YogaChart, house: number): ReasonStep[] {
  const h = chart.houses[house - 1];
  if (h === undefined) throw new RangeError(`house ${house} is not 1-12`);
  const lord = chart.grahas[h.lord];
  const where = `${h.lord}, lord of the ${ordinal(house)} (${h.sign}), is in the ${ordinal(lord.house)}`;
  const steps: ReasonStep[] = [];
  if ((KENDRA_TRIKONA as readonly number[]).includes(lord.house))
    steps.push(step('lord in a kendra or trikona', `${where}, a kendra or trikona`, W.lordInKendraTrikona));
  else if ((DUSTHANA as readonly number[]).includes(lord.house))
    steps.push(step('lord in a dusthana', `${where}, a dusthana`, W.lordInDusthana));
  else steps.push(step('lord placement', `${where}, neither a kendra, a trikona nor a dusthana`, 0));

  if (DIGNIFIED.has(lord.dignity))
    steps.push(step('lord dignified', `${h.lord} is ${lord.dignity} in ${lord.sign}`, W.lordDignified));
  else if (lord.dignity === 'debilitated')
    steps.push(step('lord debilitated', `${h.lord} is debilitated in ${lord.sign}`, W.lordDebilitated));
  else steps.push(step('lord dignity', `${h.lord} is in ${lord.sign} (${lord.dignity.replace('_', ' ')})`, 0));

  const benefics = h.occupants.filter((g) => natureOf(chart, g) === 'benefic');
  const malefics = h.occupants.filter((g) => natureOf(chart, g) === 'malefic');
  if (benefics.length > 0)
    steps.push(step('benefic in the house', `${benefics.join(', ')} in the ${ordinal(house)}`, W.beneficOccupies));
  if (malefics.length > 0)
    steps.push(step('malefic in the house', `${malefics.join(', ')} in the ${ordinal(house)}`, W.maleficOccupies));
  if (h.occupants.length === 0) steps.push(step('occupants', `no graha occupies the ${ordinal(house)}`, 0));

  if (h.aspectedBy.includes('Jupiter'))
    steps.push(step("Jupiter's aspect", `Jupiter aspects the ${ordinal(house)}`, W.jupiterAspects));
  const maleficAspects = MALEFIC_ASPECTERS.filter((g) => h.aspectedBy.includes(g));
  if (maleficAspects.length > 0)
    steps.push(
      step(
        'malefic aspect',
        `${maleficAspects.join(' and ')} aspect${maleficAspects.length === 1 ? 's' : ''} the ${ordinal(house)}`,
        W.maleficAspects,
      ),
    );
  return steps;
}

/** The karaka's steps (counted once, whatever the number of houses). The nodes have no dignity counted. */
export function karakaSteps(chart: YogaChart, karaka: Graha): ReasonStep[] {
  const k = chart.grahas[karaka];
  const steps: ReasonStep[] = [];
  if (karaka === 'Rahu' || karaka === 'Ketu') {
    steps.push(
      step(
        'karaka',
        `${karaka} (karaka) is in ${k.sign}, the ${ordinal(k.house)}; no dignity is counted for the nodes`,
        0,
      ),
    );
    return steps;
  }
  if (DIGNIFIED.has(k.dignity))
    steps.push(step('karaka dignified', `${karaka} (karaka) is ${k.dignity} in ${k.sign}`, W.karakaDignified));
  else if (k.dignity === 'debilitated')
    steps.push(step('karaka debilitated', `${karaka} (karaka) is debilitated in ${k.sign}`, W.karakaDebilitated));
  else steps.push(step('karaka dignity', `${karaka} (karaka) is in ${k.sign} (${k.dignity.replace('_', ' ')})`, 0));
  if (k.combustion.combust)
    steps.push(
      step(
        'karaka combust',
        `${karaka} (karaka) is combust, ${k.combustion.distanceFromSun.toFixed(1)} degrees from the Sun`,
        W.karakaCombust,
      ),
    );
  return steps;
}

export type PromiseVerdict = 'favourable' | 'mixed' | 'challenging';

export function promiseVerdict(meanScore: number): PromiseVerdict {
  return meanScore >= W.favourableAt ? 'favourable' : meanScore <= W.challengingAt ? 'challenging' : 'mixed';
}

/** Lords and occupants of the houses, and the karaka: the grahas whose periods bring the houses' results. */
export function significators(chart: YogaChart, houses: readonly number[], karaka: Graha): Map<Graha, string[]> {
  const roles = new Map<Graha, string[]>();
  const add = (g: Graha, role: string) => roles.set(g, [...(roles.get(g) ?? []), role]);
  for (const n of houses) {
    const h = chart.houses[n - 1];
    if (h === undefined) continue;
    add(h.lord, `lord of the ${ordinal(n)}`);
    for (const g of h.occupants) add(g, `in the ${ordinal(n)}`);
  }
  add(karaka, 'karaka');
  return roles;
}

export function housePromise(
  ctx: OracleContext,
  houses: readonly number[],
  karaka: Graha,
  timing: boolean,
): OracleFinding {
  const steps = [...houses.flatMap((h) => houseSteps(ctx.chart, h)), ...karakaSteps(ctx.chart, karaka)];
  const total = steps.reduce((s, x) => s + (x.points ?? 0), 0);
  const mean = total / houses.length;
  const verdict = promiseVerdict(mean);
  const names = houses.map(ordinal).join(' and ');
  const scoreText =
    houses.length === 1
      ? `score ${total >= 0 ? '+' : ''}${total}`
      : `mean score ${mean >= 0 ? '+' : ''}${mean.toFixed(1)} over ${houses.length} houses`;
  const windows = timing ? dashaWindows(ctx, significators(ctx.chart, houses, karaka)) : [];
  return {
    verdict,
    summary:
      `The promise of the ${names} house${houses.length > 1 ? 's' : ''} is ${verdict} (${scoreText}; favourable ` +
      `at +${W.favourableAt}, challenging at ${W.challengingAt}).` +
      (timing
        ? ` ${windows.length} Vimshottari window${windows.length === 1 ? '' : 's'} of its significators in the ` +
          `next ${DASHA_TIMING.data.horizonYears} years.`
        : ''),
    reasoning: steps,
    timingWindows: windows,
    refs: [...HOUSE_PROMISE.cites, ...NATURES.cites, ...(timing ? dashaWindowRefs() : [])],
  };
}
