/**
 * The sign-and-graha wealth yogas of BPHS ch. 41 (table in tables/yoga/dhana-bphs41.ts): a graha in its own sign
 * in the 5th with named grahas in the 11th, or in its own sign in the lagna joined (same sign) or aspected (graha
 * drishti on the lagna) by each of named grahas. "Own sign" is one of the graha's own signs (Leo for the Sun,
 * Cancer for the Moon), whatever the moolatrikona arc.
 */
import { DIGNITY } from '../../tables/chart/dignity.ts';
import { DHANA_FIFTH, DHANA_LAGNA } from '../../tables/yoga/dhana-bphs41.ts';
import { aspects } from '../chart/aspects.ts';
import type { Graha, SevenGraha } from '../../vocabulary/names.ts';
import { list } from './facts.ts';
import { yogaRule } from './rule.ts';
import type { YogaChart, YogaRule } from './types.ts';

export function inOwnSign(chart: YogaChart, g: SevenGraha): boolean {
  return (DIGNITY.data[g].own as readonly string[]).includes(chart.grahas[g].sign);
}

/** Joined with (same sign) or aspecting (graha drishti) the house `house` from the lagna. */
function joinsOrAspects(chart: YogaChart, by: Graha, house: number): 'joined' | 'aspected' | null {
  const p = chart.grahas[by];
  if (p.house === house) return 'joined';
  return aspects(by, p.house, house) ? 'aspected' : null;
}

const fifthRules = DHANA_FIFTH.data.map((e) =>
  yogaRule({
    id: e.id,
    name: `Dhana yoga (${e.graha} in own sign in the 5th, ${list(e.eleventh)} in the 11th)`,
    family: 'dhana',
    famous: false,
    refs: DHANA_FIFTH.cites,
    definition:
      `${e.graha} in the 5th house in its own sign (${list(DIGNITY.data[e.graha].own)}), and ${list(e.eleventh)} ` +
      `all in the 11th (BPHS ch. 41 as tabulated by P.V.R. Narasimha Rao).`,
    match(chart) {
      if (chart.grahas[e.graha].house !== 5 || !inOwnSign(chart, e.graha)) return null;
      if (!e.eleventh.every((g) => chart.grahas[g].house === 11)) return null;
      return {
        grahas: [e.graha, ...e.eleventh],
        detail: `${e.graha} in its own sign ${chart.grahas[e.graha].sign} in the 5th; ${list(e.eleventh)} in the 11th`,
      };
    },
  }),
);

const lagnaRules = DHANA_LAGNA.data.map((e) =>
  yogaRule({
    id: e.id,
    name: `Dhana yoga (${e.graha} in own sign in the lagna, with ${list(e.by)})`,
    family: 'dhana',
    famous: false,
    refs: DHANA_LAGNA.cites,
    definition:
      `${e.graha} in the lagna in its own sign (${list(DIGNITY.data[e.graha].own)}), joined (same sign) or ` +
      `aspected (graha drishti) by each of ${list(e.by)} (BPHS ch. 41 as tabulated by P.V.R. Narasimha Rao).`,
    match(chart) {
      if (chart.grahas[e.graha].house !== 1 || !inOwnSign(chart, e.graha)) return null;
      const how = e.by.map((g) => ({ g, how: joinsOrAspects(chart, g, 1) }));
      if (how.some((x) => x.how === null)) return null;
      return {
        grahas: [e.graha, ...e.by],
        detail:
          `${e.graha} in its own sign ${chart.grahas[e.graha].sign} in the lagna; ` +
          `${how.map((x) => `${x.g} ${x.how === 'joined' ? 'with it' : 'aspecting it'}`).join(', ')}`,
        strengthFrom: [e.graha],
      };
    },
  }),
);

export const DHANA_SIGN_YOGAS: YogaRule[] = [...fifthRules, ...lagnaRules];
