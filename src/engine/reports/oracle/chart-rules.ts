/**
 * q28-q36: Jupiter's or Saturn's gochara from the Moon, a yoga family present, the strongest graha by shadbala,
 * KP's promise of a house by its cusp's sub-lord, the Jaimini atmakaraka, and the Ashtakoota match with a partner.
 */
import { gocharFrom, GOCHAR_METHOD } from '../../jyotish/gochar/gochar.ts';
import { charaKarakas, jaiminiFacts } from '../../jyotish/jaimini/index.ts';
import { YOGA_RULES } from '../../jyotish/yoga/index.ts';
import { CHARA_KARAKAS } from '../../tables/jaimini/chara-karakas.ts';
import { GOCHAR_VEDHA, VEDHA_EXEMPT } from '../../tables/gochar/gochar.ts';
import { cite } from '../../tables/sources.ts';
import type { AskedYogaFamily } from '../../tables/oracle/types.ts';
import type { KpResult } from '../../jyotish/kp/index.ts';
import type { OracleContext } from './context.ts';
import type { OracleFinding } from './types.ts';
import { ordinal } from './words.ts';

export function transit(ctx: OracleContext, graha: 'Jupiter' | 'Saturn'): OracleFinding {
  const moon = ctx.chart.grahas.Moon;
  const g = gocharFrom(moon.signIndex, ctx.transits())[graha];
  return {
    verdict: g.quality,
    summary:
      `${graha}'s transit is ${g.quality} at the date asked: it is in ${g.currentSign}, the ` +
      `${ordinal(g.houseFromJanma)} ` +
      `from the janma rashi ${moon.sign}.`,
    reasoning: [
      { rule: 'janma rashi', fact: `The natal Moon is in ${moon.sign}`, effect: 'informs' },
      {
        rule: `${graha}'s good houses from the Moon`,
        fact: g.effect,
        effect: g.quality === 'favourable' ? 'supports' : 'weakens',
      },
      { rule: 'method', fact: GOCHAR_METHOD, effect: 'informs' },
    ],
    timingWindows: [],
    refs: [...GOCHAR_VEDHA.cites, ...VEDHA_EXEMPT.cites],
  };
}

export function yogaFamily(ctx: OracleContext, family: AskedYogaFamily): OracleFinding {
  const found = ctx.yogas().active.filter((y) => y.family === family);
  const present = found.filter((y) => y.status === 'present');
  const verdict = present.length > 0 ? 'yes' : found.length > 0 ? 'cancelled' : 'no';
  const checked = YOGA_RULES.filter((r) => r.family === family);
  const name = family.replaceAll('_', ' ');
  return {
    verdict,
    summary:
      verdict === 'yes'
        ? `Yes: ${present.length} ${name} yoga${present.length === 1 ? '' : 's'} present ` +
          `(${present.map((y) => `${y.name}, ${y.strengthLabel}`).join('; ')}).`
        : verdict === 'cancelled'
          ? `Formed but cancelled: ${found.map((y) => y.name).join(', ')}.`
          : `No: none of the ${checked.length} ${name} yoga rules the service checks is formed.`,
    reasoning:
      found.length > 0
        ? found.map((y) => ({
            rule: y.name,
            fact: `${y.facts.detail}${y.cancellation === null ? '' : `; cancelled: ${y.cancellation.join('; ')}`}`,
            effect: y.status === 'present' ? ('supports' as const) : ('weakens' as const),
          }))
        : [{ rule: `${name} yogas checked`, fact: checked.map((r) => r.name).join(', '), effect: 'neutral' as const }],
    timingWindows: [],
    refs: [...new Set((found.length > 0 ? found : checked).flatMap((y) => y.refs))],
  };
}

export function strongestGraha(ctx: OracleContext): OracleFinding {
  const sb = ctx.shadbala();
  const [first] = sb.strongestFirst;
  if (first === undefined) throw new Error('shadbala ranked no graha');
  return {
    verdict: first,
    summary:
      `${first} is the strongest graha by shadbala: ${sb.grahas[first].ratio.toFixed(2)} times its required ` +
      `strength.`,
    reasoning: sb.strongestFirst.map((g, i) => ({
      rule: `rank ${i + 1}`,
      fact:
        `${g}: ${sb.grahas[g].totalRupas.toFixed(2)} rupas of ${sb.grahas[g].requiredRupas} required (ratio ` +
        `${sb.grahas[g].ratio.toFixed(2)})`,
      effect: i === 0 ? ('supports' as const) : ('informs' as const),
    })),
    timingWindows: [],
    refs: sb.refs,
  };
}

const KP_PROMISE = cite('kp_reader', {
  chapter: 'the cuspal sub-lord theory (reader 4, marriage)',
  status: 'pending',
  note: "a house is promised when its cusp's sub-lord signifies the supporting houses",
});

export function kpPromise(
  ctx: OracleContext,
  house: number,
  supporting: readonly number[],
  denying: readonly number[],
): OracleFinding {
  return kpVerdict(ctx.kp(), house, supporting, denying);
}

/** KP's promise of a house in one KP chart (the natal one, or the chart of the moment asked). */
export function kpVerdict(
  kp: KpResult,
  house: number,
  supporting: readonly number[],
  denying: readonly number[],
): OracleFinding {
  const cusp = kp.cusps[house - 1];
  if (cusp === undefined) throw new RangeError(`cusp ${house} missing`);
  const sig = kp.significators.find((s) => s.planet === cusp.subLord)?.signifies ?? [];
  const yes = supporting.filter((h) => sig.includes(h));
  const no = denying.filter((h) => sig.includes(h));
  const verdict = yes.length === 0 ? 'not_promised' : no.length === 0 ? 'promised' : 'promised_with_obstacles';
  return {
    verdict,
    summary:
      `The ${ordinal(house)} cusp's sub-lord ${cusp.subLord} signifies houses ${sig.join(', ') || 'none'}: ` +
      (verdict === 'not_promised'
        ? `none of ${supporting.join(', ')}, so KP does not promise it.`
        : `${yes.join(', ')} of ` +
          (`${supporting.join(', ')}` +
            `${no.length > 0 ? `, and also ${no.join(', ')} of the denying ${denying.join(', ')}` : ''}.`)),
    reasoning: [
      {
        rule: 'cusp sub-lord',
        fact:
          `The ${ordinal(house)} cusp is at ${cusp.longitude.toFixed(2)} degrees in ${cusp.sign}, sub-lord ` +
          `${cusp.subLord}`,
        effect: 'informs',
      },
      {
        rule: 'supporting houses',
        fact: `${cusp.subLord} signifies ${yes.length > 0 ? yes.join(', ') : 'none'} of ${supporting.join(', ')}`,
        effect: yes.length > 0 ? 'supports' : 'weakens',
      },
      {
        rule: 'denying houses',
        fact: `${cusp.subLord} signifies ${no.length > 0 ? no.join(', ') : 'none'} of ${denying.join(', ')}`,
        effect: no.length > 0 ? 'weakens' : 'neutral',
      },
    ],
    timingWindows: [],
    refs: [...kp.refs, KP_PROMISE],
  };
}

export function atmakaraka(ctx: OracleContext): OracleFinding {
  const ck = charaKarakas(jaiminiFacts(ctx.chart));
  const [ak] = ck.karakas;
  if (ak === undefined) throw new Error('no chara karaka ranked');
  return {
    verdict: ak.graha,
    summary:
      `${ak.graha} is the atmakaraka: the graha furthest advanced in its sign (${ak.karakaDegree.toFixed(2)} ` +
      `degrees${ak.graha === 'Rahu' ? ', counted backwards' : ''}).`,
    reasoning: ck.karakas.map((k) => ({
      rule: k.karaka,
      fact: `${k.graha} at ${k.karakaDegree.toFixed(2)} degrees${k.graha === 'Rahu' ? ' (30 minus its degree)' : ''}`,
      effect: k.karaka === 'Atmakaraka' ? ('supports' as const) : ('informs' as const),
    })),
    timingWindows: [],
    refs: CHARA_KARAKAS.cites,
    ...(ck.ties.length > 0
      ? {
          missing: ck.ties.map(
            (t) =>
              `a tie within ${ck.tieThresholdArcsec}" between ${t.grahas.join(' and ')}: the birth time decides ` +
              `the order`,
          ),
        }
      : {}),
  };
}

export function compatibility(ctx: OracleContext): OracleFinding {
  const m = ctx.match();
  if (m === null)
    return {
      verdict: 'no_partner',
      summary: 'No partner was given.',
      reasoning: [],
      timingWindows: [],
      refs: [],
      missing: ["the partner's birth details"],
    };
  return {
    verdict: m.verdict,
    summary:
      `Ashtakoota ${m.total} of 36 after exceptions (${m.rawTotal} before): ${m.verdict.replace('_', ' ')} by the ` +
      `service's bands.`,
    reasoning: m.kootas.map((k) => ({
      rule: `${k.koota} koota`,
      fact: `${k.points} of ${k.max}: ${k.explanation}`,
      effect: k.points >= k.max / 2 ? ('supports' as const) : ('weakens' as const),
    })),
    timingWindows: [],
    refs: m.refs,
  };
}
