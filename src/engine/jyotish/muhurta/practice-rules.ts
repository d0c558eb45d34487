/**
 * The rules a practice profile adds to the classical reading (tables/muhurta/practices.ts), and how it relaxes the
 * classical ones. Each added rule is read only when the profile names it, as a block or as a caution.
 */
import { ALMANAC_ASTA, ASTA_MARGINS } from '../../tables/muhurta/asta.ts';
import type { KarmaRule } from '../../tables/muhurta/karma-rules.ts';
import { GURU_ADITYA, HOLASHTAK, SOUTH_CLOSED_MONTHS } from '../../tables/muhurta/periods.ts';
import {
  PRACTICE_PROFILES,
  type ClassicalRuleId,
  type Practice,
  type PracticeRuleId,
  type Relaxation,
} from '../../tables/muhurta/practices.ts';
import type { Karma } from '../../tables/muhurta/keys.ts';
import { ECLIPSE_DAY } from '../../tables/muhurta/periods.ts';
import { signAt, type Sign } from './names.ts';
import type { DayFacts } from './day-context.ts';
import type { SegmentFacts } from './facts.ts';
import type { Finding, Layer } from './findings.ts';

const ASTA_REFS = [...ALMANAC_ASTA.cites, ...ASTA_MARGINS.cites];

type Added = (id: PracticeRuleId, layer: Layer, text: string, refs: Finding['refs']) => Finding[];

/** A finding of an added rule, with the severity the profile gives it, or nothing when the profile does not add it. */
function adder(practice: Practice): Added {
  const adds: Partial<Record<PracticeRuleId, 'block' | 'issue'>> = PRACTICE_PROFILES.data[practice].adds;
  return (id, layer, text, refs) => {
    const kind = adds[id];
    return kind === undefined ? [] : [{ id, kind, layer, text, refs }];
  };
}

/** Whether the profile adds the rule (as a block or a caution). */
export const addsRule = (practice: Practice, id: PracticeRuleId): boolean =>
  (PRACTICE_PROFILES.data[practice].adds as Partial<Record<PracticeRuleId, 'block' | 'issue'>>)[id] !== undefined;

export function practiceCalendarRules(r: KarmaRule, f: SegmentFacts, d: DayFacts, practice: Practice): Finding[] {
  const add = adder(practice);
  const g = r.gates;
  const out: Finding[] = [];
  if (g.eclipse)
    for (const e of d.eclipses())
      if (e.sutak !== null && e.sutak.start < f.end && e.sutak.end > f.start)
        out.push(
          ...add(
            'period.eclipse_sutak',
            'calendar_periods',
            `the sutak of the ${e.kind} eclipse (to its last contact at the place)`,
            ECLIPSE_DAY.cites,
          ),
        );
  const h = HOLASHTAK.data;
  if (g.kharmas && !f.month.adhika && f.month.name === h.month && f.tithiIndex >= h.fromTithiIndex)
    if (f.tithiIndex <= h.toTithiIndex)
      out.push(
        ...add(
          'period.holashtak',
          'calendar_periods',
          `holashtak (Phalguna Shukla Ashtami to Purnima): closed for ${r.label} where it is kept`,
          HOLASHTAK.cites,
        ),
      );
  const closedMonth = (SOUTH_CLOSED_MONTHS.data as Partial<Record<Sign, string>>)[f.sunSign];
  if (g.kharmas && closedMonth !== undefined)
    out.push(
      ...add(
        'period.south_closed_month',
        'calendar_periods',
        `the solar month ${closedMonth} (the Sun in ${f.sunSign}): closed for ${r.label}`,
        SOUTH_CLOSED_MONTHS.cites,
      ),
    );
  if (g.combust && addsRule(practice, 'period.guru_aditya') && signAt(d.jupiterSign()) === f.sunSign)
    out.push(
      ...add(
        'period.guru_aditya',
        'calendar_periods',
        `guru-aditya: the Sun with Jupiter in ${f.sunSign}, closed for ${r.label}`,
        GURU_ADITYA.cites,
      ),
    );
  return out;
}

export function practicePlanetRules(r: KarmaRule, d: DayFacts, practice: Practice): Finding[] {
  // Where the profile adds neither rule (the classical reading), the settings are not searched at all.
  if (!r.gates.combust || !(addsRule(practice, 'planet.venus_asta') || addsRule(practice, 'planet.jupiter_asta')))
    return [];
  const add = adder(practice);
  return d
    .asta()
    .filter((a) => a.closed)
    .flatMap((a) => {
      const m = ASTA_MARGINS.data[a.graha];
      const span = `set ${a.asta ?? 'before the days searched'} to ${a.udaya ?? 'after the days searched'}`;
      return add(
        a.graha === 'Venus' ? 'planet.venus_asta' : 'planet.jupiter_asta',
        'planetary_conditions',
        `${a.graha} set as the almanac dates it (${span}; ${m.before} days before and ${m.after} after closed too)`,
        ASTA_REFS,
      );
    });
}

/** A layer's findings as the profile reads them: a relaxed classical block becomes a caution or is not applied. */
export function applyPractice(found: Finding[], practice: Practice, karma: Karma): Finding[] {
  const relaxes: Partial<Record<ClassicalRuleId, Relaxation>> = PRACTICE_PROFILES.data[practice].relaxes;
  let out: Finding[] | null = null;
  for (const [i, f] of found.entries()) {
    const r = f.kind === 'block' ? relaxes[f.id as ClassicalRuleId] : undefined;
    if (r === undefined || (r.for !== undefined && !r.for.includes(karma))) continue;
    // Copied on the first relaxed finding only: most layers relax nothing and are returned as they are.
    out ??= [...found];
    out[i] = { ...f, kind: 'issue', stricter: r.how };
  }
  return out ?? found;
}
