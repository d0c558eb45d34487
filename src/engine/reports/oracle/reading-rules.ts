/**
 * Answers read from the chart by the service's other readings: the Phaladeepika narrative of the lagna and of the
 * Moon (q79, q80), the drekkana body map (q64), the putra bhava reading's challenging findings (q59), the lucky
 * direction (q81) and the birth number's lucky numbers and colour (q82).
 */
import { fortuneDirection } from '../../jyotish/fortune/fortune.ts';
import { bodyMarks } from '../../jyotish/readings/body-marks/index.ts';
import { putraBhava } from '../../jyotish/readings/putra-bhava/index.ts';
import { moolank } from '../../numerology/date-numbers.ts';
import { luckyThings } from '../../numerology/lucky.ts';
import { FRIENDLY_NUMBERS, GRAHA_COLOURS, NUMBER_RULERS } from '../../tables/numerology/rulers.ts';
import { phaladeepikaNarrative } from '../narrative/narrative.ts';
import type { OracleContext } from './context.ts';
import type { OracleFinding } from './types.ts';

/** The narrative section of the lagna ('lagna') or of the Moon ('moon'). */
export function narrativeSection(ctx: OracleContext, id: 'lagna' | 'moon'): OracleFinding {
  const n = phaladeepikaNarrative(ctx.chart);
  const s = n.sections.find((x) => x.id === id);
  if (s === undefined) throw new Error(`narrative section ${id} missing`);
  return {
    verdict: s.verdict,
    summary: `${s.title}: ${s.verdict} (score ${s.score}). ${s.sentences[0]?.text ?? ''}`.trim(),
    reasoning: s.sentences.map((x) => ({ rule: x.rule.statement, fact: x.text, effect: 'informs' as const })),
    timingWindows: [],
    refs: [...new Set(s.sentences.flatMap((x) => x.rule.refs))],
  };
}

export function bodyRegions(ctx: OracleContext): OracleFinding {
  const b = bodyMarks(ctx.chart, ctx.sex);
  const marked = b.regions.filter((r) => r.marks.length > 0);
  return {
    verdict: marked.length === 0 ? 'none_marked' : `${marked.length}_regions`,
    summary:
      marked.length === 0
        ? `The rising drekkana (${b.drekkana}) maps the houses to parts of the body; no graha marks any of them.`
        : `By the rising drekkana (${b.drekkana}), the parts the grahas mark: ` +
          `${marked.map((r) => `${r.part} (${r.side})`).join(', ')}. A classical map, not a medical assessment.`,
    reasoning: marked.map((r) => ({
      rule: `house ${r.house} (${r.sign}) is the ${r.part}, ${r.side}`,
      fact: r.marks
        .map((m) => `${m.graha} (${m.nature}): ${m.mark.replaceAll('_', ' ')}, ${m.timing.replaceAll('_', ' ')}`)
        .join('; '),
      effect: r.marks.some((m) => m.nature === 'malefic') ? 'weakens' : 'informs',
    })),
    timingWindows: [],
    refs: b.refs,
  };
}

/** q59: the putra bhava findings that speak against, as the obstacles the reading names. */
export function conceptionObstacles(ctx: OracleContext): OracleFinding {
  const p = putraBhava(ctx.chart);
  const against = p.findings.filter((f) => f.verdict === 'challenging' || f.verdict === 'mixed');
  return {
    verdict: against.length === 0 ? 'none_indicated' : `${against.length}_indicated`,
    summary:
      against.length === 0
        ? `None of the ${p.findings.length} classical putra bhava findings speaks against. ${p.summary.text}`
        : `${against.length} of the ${p.findings.length} classical putra bhava findings speak against: ` +
          `${against.map((f) => f.topic).join(', ')}. ${p.summary.text}`,
    reasoning: p.findings.map((f) => ({
      rule: f.attributed.text,
      fact: f.placement.text,
      effect:
        f.verdict === 'supportive'
          ? ('supports' as const)
          : f.verdict === 'neutral'
            ? ('informs' as const)
            : ('weakens' as const),
    })),
    timingWindows: [],
    refs: p.refs,
  };
}

export function luckyDirection(ctx: OracleContext): OracleFinding {
  if (ctx.natal === undefined) throw new Error('the lucky direction reads the whole chart');
  const f = fortuneDirection(ctx.natal);
  return {
    verdict: f.luckyDirection.direction,
    summary:
      `${f.luckyDirection.direction}, the direction most of the chart's pointers share (the service's synthesis: ` +
      `the lagna lord's sign, the strongest directional strength, the 2nd and 11th lords).`,
    reasoning: [
      {
        rule: "the lagna lord's sign",
        fact: `${f.lagnaLord.graha} in ${f.lagnaLord.sign} points ${f.lagnaLord.signDirection}`,
        effect: 'informs',
      },
      {
        rule: 'strongest directional strength (dig bala)',
        fact: `${f.strongestDigBala.graha} in the ${f.strongestDigBala.house}th`,
        effect: 'informs',
      },
      {
        rule: 'the 2nd and 11th lords',
        fact: `point ${f.wealthQuadrant.directions.join(' and ')}`,
        effect: 'informs',
      },
      {
        rule: 'votes',
        fact: Object.entries(f.luckyDirection.votes)
          .filter(([, n]) => n > 0)
          .map(([d, n]) => `${d} ${n}`)
          .join(', '),
        effect: 'informs',
      },
    ],
    timingWindows: [],
    refs: f.refs,
  };
}

export function luckyNumbers(ctx: OracleContext): OracleFinding {
  if (ctx.natal === undefined) throw new Error('the birth number reads the local birth date');
  const day = Number(ctx.natal.moment.localIso.slice(8, 10));
  const m = moolank(day);
  const l = luckyThings(m);
  return {
    verdict: l.numbers.join(','),
    summary:
      `Birth number (moolank) ${m} from the day of birth, ${day}, ruled by ${l.ruler}: lucky numbers ` +
      `${l.numbers.join(', ')}, colour ${l.color}.`,
    reasoning: [
      { rule: 'moolank', fact: `the digits of ${day} summed to one digit: ${m}`, effect: 'informs' },
      { rule: 'ruler', fact: `${m} is ruled by ${l.ruler}`, effect: 'informs' },
      {
        rule: 'friendly numbers',
        fact:
          l.friendlyNumbersMissing ?? `the numbers of ${l.ruler}'s natural friends: ${l.numbers.slice(1).join(', ')}`,
        effect: 'informs',
      },
      {
        rule: 'colour',
        fact:
          `${l.ruler}'s colour ${l.color}` +
          (l.colorsAlsoGiven.length > 0 ? ` (also given: ${l.colorsAlsoGiven.join(', ')})` : ''),
        effect: 'informs',
      },
    ],
    timingWindows: [],
    refs: [...NUMBER_RULERS.cites, ...FRIENDLY_NUMBERS.cites, ...GRAHA_COLOURS.cites],
  };
}
