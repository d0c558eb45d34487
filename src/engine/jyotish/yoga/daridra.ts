/**
 * Yogas for penury (BPHS ch. 42, Santhanam's numbering, not checked), in the wording of B. V. Raman's list. The
 * maraka lords are the lords of the 2nd and 7th. "Joined" is the same sign, "aspected" graha drishti from another
 * sign; a lord named twice (the 7th lord that is also the 12th lord, for Taurus and Scorpio lagnas) cannot be the
 * third graha of its own yoga, so those forms cannot arise there. The band reads the lagna lord (or the Moon) as
 * an afflicted graha.
 */
import { inGroup } from '../../tables/yoga/house-groups.ts';
import { YOGA_REFS_MORE } from '../../tables/yoga/refs-more.ts';
import type { Graha } from '../../vocabulary/names.ts';
import { isMalefic, list, lordOf, ordinal } from './facts.ts';
import { aspectsGraha, describeExchange, housesExchanged, joinsOrAspects, occupantsOf } from './placements.ts';
import { yogaRule, type RuleSpec } from './rule.ts';
import type { YogaChart, YogaRule } from './types.ts';

interface Touch {
  lord: Graha;
  text: string;
}

/** Which of the lords of `houses` (other than the grahas in `exclude`) join or aspect one of `targets`. */
function touching(
  chart: YogaChart,
  houses: readonly number[],
  targets: readonly Graha[],
  exclude: readonly Graha[],
): Touch[] {
  const lords = [...new Set(houses.map((h) => lordOf(chart, h)))].filter((l) => !exclude.includes(l));
  return lords.flatMap((lord) =>
    targets.flatMap((t) => {
      const how = joinsOrAspects(chart, lord, t);
      const owns = list(houses.filter((h) => lordOf(chart, h) === lord).map(ordinal));
      return how === null
        ? []
        : [{ lord, text: `${lord} (lord of the ${owns}) ${how === 'joined' ? 'with' : 'aspecting'} ${t}` }];
    }),
  );
}

const texts = (ts: Touch[]): string => ts.map((t) => t.text).join('; ');
const lordsOf = (ts: Touch[]): Graha[] => ts.map((t) => t.lord);

const penury = (id: string, name: string, definition: string, match: RuleSpec['match']): YogaRule =>
  yogaRule({
    id,
    name,
    family: 'daridra',
    famous: false,
    refs: YOGA_REFS_MORE.penury,
    afflicted: true,
    definition,
    match,
  });

const twelfthExchange = penury(
  'daridra_lagna_twelfth_exchange',
  'Daridra (lagna and 12th lords exchanged, the 7th lord touching them)',
  'The lagna lord in the 12th and the 12th lord in the lagna, and the 7th lord, another graha, joining or ' +
    'aspecting either of them.',
  (chart) => {
    if (!housesExchanged(chart, 1, 12)) return null;
    const pair = [lordOf(chart, 1), lordOf(chart, 12)];
    const by = touching(chart, [7], pair, pair);
    if (by.length === 0) return null;
    return {
      grahas: [...pair, ...lordsOf(by)],
      detail: `${describeExchange(chart, 1, 12)}; ${texts(by)}`,
      strengthFrom: [lordOf(chart, 1)],
    };
  },
);

const sixthExchange = penury(
  'daridra_lagna_sixth_exchange',
  'Daridra (lagna and 6th lords exchanged, the Moon aspected by a maraka lord)',
  'The lagna lord in the 6th and the 6th lord in the lagna, and the Moon aspected (graha drishti) by the lord of ' +
    'the 2nd or the 7th, another graha than the Moon.',
  (chart) => {
    if (!housesExchanged(chart, 1, 6)) return null;
    const by = [...new Set([lordOf(chart, 2), lordOf(chart, 7)])].filter(
      (l) => l !== 'Moon' && aspectsGraha(chart, l, 'Moon'),
    );
    if (by.length === 0) return null;
    return {
      grahas: [lordOf(chart, 1), lordOf(chart, 6), 'Moon', ...by],
      detail: `${describeExchange(chart, 1, 6)}; the Moon aspected by ${list(by)}`,
      strengthFrom: [lordOf(chart, 1)],
    };
  },
);

const moonKetu = penury(
  'daridra_moon_ketu_lagna',
  'Daridra (the Moon and Ketu in the lagna)',
  'The Moon and Ketu together in the lagna.',
  (chart) =>
    chart.grahas.Moon.house === 1 && chart.grahas.Ketu.house === 1
      ? {
          grahas: ['Moon', 'Ketu'],
          detail: `the Moon and Ketu in the lagna (${chart.lagna.sign})`,
          strengthFrom: ['Moon'],
        }
      : null,
);

const lagnaLordEighth = penury(
  'daridra_lagna_lord_eighth',
  'Daridra (lagna lord in the 8th with a maraka lord)',
  'The lagna lord in the 8th, joined or aspected by the lord of the 2nd or the 7th (another graha).',
  (chart) => {
    const l1 = lordOf(chart, 1);
    if (chart.grahas[l1].house !== 8) return null;
    const by = touching(chart, [2, 7], [l1], [l1]);
    if (by.length === 0) return null;
    return { grahas: [l1, ...lordsOf(by)], detail: `lagna lord ${l1} in the 8th; ${texts(by)}`, strengthFrom: [l1] };
  },
);

const lagnaLordDusthana = penury(
  'daridra_lagna_lord_dusthana_malefic',
  'Daridra (lagna lord in a dusthana with a malefic and a maraka lord)',
  'The lagna lord in the 6th, 8th or 12th together with a natural malefic (another graha), and joined or aspected ' +
    'by the lord of the 2nd or the 7th (another graha).',
  (chart) => {
    const l1 = lordOf(chart, 1);
    const at = chart.grahas[l1].house;
    if (!inGroup('dusthana', at)) return null;
    const malefics = occupantsOf(chart, at).filter((g) => g !== l1 && isMalefic(chart, g));
    const by = touching(chart, [2, 7], [l1], [l1]);
    if (malefics.length === 0 || by.length === 0) return null;
    return {
      grahas: [l1, ...malefics, ...lordsOf(by)],
      detail: `lagna lord ${l1} in the ${ordinal(at)} with ${list(malefics)}; ${texts(by)}`,
      strengthFrom: [l1],
    };
  },
);

export const DARIDRA_YOGAS: YogaRule[] = [twelfthExchange, sixthExchange, moonKetu, lagnaLordEighth, lagnaLordDusthana];
