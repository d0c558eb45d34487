/**
 * Mahabhagya (Phaladeepika ch. 6): for a man, birth by day with the lagna, the Sun and the Moon all in odd signs;
 * for a woman, birth by night with the three in even signs. The sex is not in the chart: without it the rule is
 * not evaluated (catalogue.ts reports it under notEvaluated), never guessed.
 *
 * Day means the Sun above the horizon, read from the chart: the Sun's longitude within the 180 degrees of the
 * ecliptic behind the ascendant (from the descendant through the midheaven to the ascendant). That is the Sun's
 * centre on the true horizon, without refraction or the disc, so a birth within a few minutes of sunrise or sunset
 * may fall the other way from a sunrise table.
 */
import { norm360 } from '../../vocabulary/angles.ts';
import { YOGA_REFS } from '../../tables/yoga/refs.ts';
import { yogaRule } from './rule.ts';
import type { YogaChart, YogaRule } from './types.ts';

/** The Sun above the horizon (its centre, no refraction). */
export function bornByDay(chart: YogaChart): boolean {
  const behind = norm360(chart.lagna.longitude - chart.grahas.Sun.longitude);
  return behind > 0 && behind < 180;
}

/** Odd signs (Aries, Gemini, ...) have even sign indices. */
const isOdd = (signIndex: number): boolean => signIndex % 2 === 0;

export const MAHABHAGYA: YogaRule = yogaRule({
  id: 'mahabhagya',
  name: 'Mahabhagya',
  family: 'various',
  famous: true,
  refs: YOGA_REFS.mahabhagya,
  requires: ['sex'],
  definition:
    'A man born by day (the Sun above the horizon) with the lagna, Sun and Moon in odd signs, or a woman born by ' +
    "night with all three in even signs. Needs the native's sex; not evaluated without it.",
  match(chart, context) {
    const day = bornByDay(chart);
    const three = [chart.lagna.signIndex, chart.grahas.Sun.signIndex, chart.grahas.Moon.signIndex];
    const male = context.sex === 'male';
    if (male ? !day : day) return null;
    if (!three.every((s) => isOdd(s) === male)) return null;
    const parity = male ? 'odd' : 'even';
    return {
      grahas: ['Sun', 'Moon'],
      houses: [1],
      detail:
        `${male ? 'a man born by day' : 'a woman born by night'}; lagna ${chart.lagna.sign}, Sun ` +
        `${chart.grahas.Sun.sign}, Moon ${chart.grahas.Moon.sign}, all ${parity} signs`,
    };
  },
});

export const MAHABHAGYA_YOGAS: YogaRule[] = [MAHABHAGYA];
