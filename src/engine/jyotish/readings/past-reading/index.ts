/**
 * The past reading: statements about the reader's body and the years already lived that the reader can check
 * today, each from one rule of tables/readings/past-rules.ts. Each statement carries a `key`: the rule and the
 * chart facts it rests on, so the same chart gives the same statement every time (the HTTP layer digests it into
 * the public statement id). Periods not yet begun at `nowJdUt` give no statement: they cannot be checked.
 */
import { PAST_RULES, type PastRuleId } from '../../../tables/readings/past-rules.ts';
import type { Citation } from '../../../tables/sources.ts';
import type { Graha } from '../../../vocabulary/names.ts';
import type { Chart } from '../../chart/types.ts';
import type { Vimshottari } from '../../dasha/vimshottari.ts';
import { bodyMarks } from '../body-marks/index.ts';

export interface PastStatement {
  ruleId: PastRuleId;
  /** Rule id and the facts the statement rests on, as one string: stable for one chart. */
  key: string;
  text: string;
  facts: {
    grahas: Graha[];
    houses: number[];
    period?: { lord: Graha; startJdUt: number; endJdUt: number; fromAge: number; toAge: number; running: boolean };
  };
  refs: readonly Citation[];
}

const DUSTHANAS = new Set([6, 8, 12]);
const KENDRA_TRIKONA = new Set([1, 4, 5, 7, 9, 10]);
const DIGNIFIED = new Set(['exalted', 'own', 'moolatrikona']);
const YEAR_DAYS = 365.25;

type PastChart = Pick<Chart, 'lagna' | 'grahas' | 'houses'> & { moment: { jdUt: number } };

function markStatements(chart: PastChart, gender: 'male' | 'female' | undefined): PastStatement[] {
  const r = bodyMarks(chart, gender);
  return r.regions.flatMap((region) =>
    (['malefic', 'benefic'] as const).flatMap((nature): PastStatement[] => {
      const grahas = region.marks.filter((m) => m.nature === nature).map((m) => m.graha);
      if (grahas.length === 0) return [];
      const ruleId: PastRuleId = nature === 'malefic' ? 'mark-malefic' : 'mark-benefic';
      const where = region.side === 'middle' ? `the ${region.part}` : `the ${region.side} ${region.part}`;
      const mark = nature === 'malefic' ? 'a scar or the mark of a wound' : 'a mole or birthmark';
      return [
        {
          ruleId,
          key:
            `${ruleId}|drekkana ${r.drekkana}|house ${region.house}|${region.part}|${region.side}|` +
            `${grahas.join(',')}`,
          text: `You have ${mark} on ${where} (${grahas.join(' and ')} in house ${region.house}).`,
          facts: { grahas, houses: [region.house] },
          refs: PAST_RULES[ruleId].refs,
        },
      ];
    }),
  );
}

function dashaStatements(chart: PastChart, v: Vimshottari, nowJdUt: number): PastStatement[] {
  const birth = chart.moment.jdUt;
  return (
    v.mahadashas
      // Periods lived through by now: begun (at birth at the earliest) before now, ended after birth. A birth after now
      // has lived none, so no ages below zero.
      .filter((p) => Math.max(p.startJdUt, birth) <= nowJdUt && p.endJdUt > birth)
      .flatMap((p): PastStatement[] => {
        const g = chart.grahas[p.lord];
        const ruleId: PastRuleId | undefined = DUSTHANAS.has(g.house)
          ? 'dasha-dusthana-lord'
          : DIGNIFIED.has(g.dignity) && KENDRA_TRIKONA.has(g.house)
            ? 'dasha-dignified-lord'
            : undefined;
        if (ruleId === undefined) return [];
        const start = Math.max(p.startJdUt, birth);
        const running = nowJdUt < p.endJdUt;
        const fromAge = Math.floor((start - birth) / YEAR_DAYS);
        const toAge = Math.floor(((running ? nowJdUt : p.endJdUt) - birth) / YEAR_DAYS);
        const span = running ? `from age ${fromAge} until now` : `from age ${fromAge} to ${toAge}`;
        const what =
          ruleId === 'dasha-dusthana-lord'
            ? 'brought illness, debts, losses or disputes'
            : 'brought gains, standing or recognition';
        const why =
          ruleId === 'dasha-dusthana-lord'
            ? `${p.lord} is in house ${g.house}`
            : `${p.lord} is ${g.dignity === 'exalted' ? 'exalted' : 'in its own sign'} in house ${g.house}`;
        return [
          {
            ruleId,
            key: `${ruleId}|${p.lord}|${Math.round(p.startJdUt)}|${Math.round(p.endJdUt)}|house ${g.house}`,
            text: `The years of the ${p.lord} mahadasha, ${span}, ${what} (${why}).`,
            facts: {
              grahas: [p.lord],
              houses: [g.house],
              period: { lord: p.lord, startJdUt: p.startJdUt, endJdUt: p.endJdUt, fromAge, toAge, running },
            },
            refs: PAST_RULES[ruleId].refs,
          },
        ];
      })
  );
}

/** `gender` names the body's parts for a man or a woman (not given: the neutral names). */
export function pastReading(
  chart: PastChart,
  v: Vimshottari,
  nowJdUt: number,
  gender?: 'male' | 'female',
): PastStatement[] {
  return [...markStatements(chart, gender), ...dashaStatements(chart, v, nowJdUt)];
}
