/**
 * Which day each tradition fasts, with the rule trace: each step names the rule, the fact computed and the outcome.
 * The day is an index into R1, R2 (the first two sunrises after ekadashi begins): the Smarta day is always R1 and
 * the Vaishnava day R1 or R2, so the Vaishnava date is the Smarta date or the day after.
 */
import { EKADASHI_RULES, MAHADVADASHI_CASES, type EkadashiRuleId } from '../../tables/vrata/ekadashi-rules.ts';
import { sunriseLimb, type EkadashiFacts } from './facts.ts';
import type { MahadvadashiFound } from './mahadvadashi.ts';
import type { TraceStep } from './types.ts';

export interface Decision {
  day: 0 | 1;
  trace: TraceStep[];
}

type Time = (jdUt: number) => string;

function step(rule: EkadashiRuleId, fact: string, outcome: string): TraceStep {
  return { rule, statement: EKADASHI_RULES.data[rule].text, fact, outcome };
}

function ekadashiSpan(f: EkadashiFacts, time: Time): string {
  return `ekadashi runs from ${time(f.tithis.ekadashiStart)} to ${time(f.tithis.dvadashiStart)}`;
}

export function decideSmarta(f: EkadashiFacts, time: Time): Decision {
  const [r1] = f.sunrises;
  const trace: TraceStep[] = [];
  const first = `the sunrise of ${f.dateBefore} came before ekadashi began, so dashami (or an earlier tithi) prevailed at it`;
  trace.push(step('smarta_sunrise', `${ekadashiSpan(f, time)}; ${first}`, `${f.dateBefore} is not the fast day`));
  if (sunriseLimb(f, 0) === 'ekadashi') {
    const both = sunriseLimb(f, 1) === 'ekadashi' ? `; ekadashi also prevails at the sunrise of ${f.dates[1]}` : '';
    trace.push(
      step(
        'smarta_sunrise',
        `ekadashi prevails at the sunrise of ${f.dates[0]} (${time(r1)})${both}`,
        `Smarta fast on ${f.dates[0]}${both === '' ? '' : ' (the first of the two days, simplified)'}`,
      ),
    );
  } else {
    trace.push(
      step(
        'kshaya_ekadashi',
        `ekadashi ends before the sunrise of ${f.dates[0]} (${time(r1)}): it touches no sunrise`,
        `Smarta fast on ${f.dates[0]}, the day after the one whose sunrise had dashami`,
      ),
    );
  }
  return { day: 0, trace };
}

/** The Vaishnava day before mahadvadashi: the arunodaya rule, or the day after a kshaya ekadashi. */
function vaishnavaBase(f: EkadashiFacts, time: Time, trace: TraceStep[]): 0 | 1 {
  const [r1] = f.sunrises;
  if (sunriseLimb(f, 0) !== 'ekadashi') {
    trace.push(
      step(
        'kshaya_ekadashi',
        `${ekadashiSpan(f, time)}: it touches no sunrise`,
        `fast on ${f.dates[0]}, whose sunrise has dvadashi`,
      ),
    );
    return 0;
  }
  const arunodaya = r1 - f.arunodayaDays;
  const fact = `arunodaya of ${f.dates[0]} is ${time(arunodaya)}; dashami ends ${time(f.tithis.ekadashiStart)}`;
  if (f.tithis.ekadashiStart > arunodaya) {
    trace.push(
      step(
        'vaishnava_arunodaya',
        `${fact}: dashami touches arunodaya (dashami-viddha)`,
        `${f.dates[0]} is rejected; fast on ${f.dates[1]} (dvadashi)`,
      ),
    );
    return 1;
  }
  trace.push(step('vaishnava_arunodaya', `${fact}: ekadashi is pure (shuddha) at arunodaya`, `fast on ${f.dates[0]}`));
  return 0;
}

export function decideVaishnava(f: EkadashiFacts, cases: readonly MahadvadashiFound[], time: Time): Decision {
  const trace: TraceStep[] = [];
  const base = vaishnavaBase(f, time, trace);
  // Only a case on R1 or R2 can move the fast; when several occur the earliest day is taken.
  let chosen: MahadvadashiFound | null = null;
  for (const name of MAHADVADASHI_CASES) {
    const c = cases.find((x) => x.case === name && x.day <= 1);
    if (c === undefined) {
      trace.push(step(name, `no ${name} on ${f.dates[0]} or ${f.dates[1]}`, 'does not apply'));
      continue;
    }
    if (chosen === null || c.day < chosen.day) chosen = c;
    trace.push(step(name, c.fact, `${name} mahadvadashi on ${f.dates[c.day]}`));
  }
  if (chosen === null) return { day: base, trace };
  const day = chosen.day === 0 ? 0 : 1;
  trace.push(
    step(
      chosen.case,
      `${chosen.case} mahadvadashi falls on ${f.dates[day]}`,
      day === base
        ? `Vaishnava fast on ${f.dates[day]}, the mahadvadashi (the same day as the rule above)`
        : `Vaishnava fast on ${f.dates[day]}, the mahadvadashi, in place of ${f.dates[base]}`,
    ),
  );
  return { day, trace };
}
