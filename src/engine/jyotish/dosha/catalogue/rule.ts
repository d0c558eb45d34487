/**
 * Builds a DoshaRule from a check: the rule's own code says only what it found (a Verdict); the builder fills in
 * the rule's metadata and the houses of the grahas named. Shared chart readings live here too.
 */
import { norm360 } from '../../../vocabulary/angles.ts';
import type { Citation } from '../../../tables/sources.ts';
import type { Graha } from '../../../vocabulary/names.ts';
import {
  karanaValue,
  tithiValue,
  yogaValue,
  type KaranaValue,
  type TithiValue,
  type YogaValue,
} from '../../panchanga/limbs.ts';
import type {
  DoshaChart,
  DoshaContext,
  DoshaFinding,
  DoshaGroup,
  DoshaRule,
  DoshaSeverity,
  DoshaStatus,
  DoshaVerification,
} from './types.ts';

export interface Verdict {
  status: DoshaStatus;
  text: string;
  grahas?: Graha[];
  houses?: number[];
  cancellation?: string[];
  severity?: DoshaSeverity;
  remedies?: string[];
  /** For not_evaluated: what is missing (defaults to `text`). */
  reason?: string;
}

export interface DoshaSpec {
  id: string;
  name: string;
  group: DoshaGroup;
  definition: string;
  refs: readonly Citation[];
  verification: DoshaVerification;
  check: (chart: DoshaChart, context: DoshaContext) => Verdict;
}

export function doshaRule(spec: DoshaSpec): DoshaRule {
  const { check, ...meta } = spec;
  return {
    ...meta,
    evaluate(chart: DoshaChart, context: DoshaContext = {}): DoshaFinding {
      const v = check(chart, context);
      const grahas = [...new Set(v.grahas ?? [])];
      const houses = [...new Set([...grahas.map((g) => chart.grahas[g].house), ...(v.houses ?? [])])].sort(
        (a, b) => a - b,
      );
      return {
        id: meta.id,
        name: meta.name,
        group: meta.group,
        status: v.status,
        rule: meta.definition,
        facts: { detail: v.text, grahas, houses },
        cancellation: v.status === 'cancelled' ? (v.cancellation ?? []) : [],
        ...(v.severity === undefined || v.status !== 'present' ? {} : { severity: v.severity }),
        ...(v.status === 'not_evaluated' ? { reason: v.reason ?? v.text } : {}),
        ...(v.remedies === undefined || v.status === 'absent' || v.status === 'not_evaluated'
          ? {}
          : { remedies: v.remedies }),
        refs: meta.refs,
        verification: meta.verification,
      };
    },
  };
}

/** Present when `found` is a sentence, absent with `otherwise` when null. */
export function presentIf(found: string | null, grahas: Graha[], otherwise: string, houses: number[] = []): Verdict {
  return found === null
    ? { status: 'absent', text: otherwise, grahas, houses }
    : { status: 'present', text: found, grahas, houses };
}

export const notEvaluated = (reason: string): Verdict => ({ status: 'not_evaluated', text: reason, reason });

export const NODES = ['Rahu', 'Ketu'] as const satisfies readonly Graha[];
/** Natural malefics as the kartari and kalathra rules count them: the waning Moon is left out. */
export const NATURAL_MALEFICS = ['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu'] as const satisfies readonly Graha[];

export const sameSign = (chart: DoshaChart, a: Graha, b: Graha): boolean =>
  chart.grahas[a].signIndex === chart.grahas[b].signIndex;

/** Which of `among` share a sign with `graha`. */
export function joinedBy(chart: DoshaChart, graha: Graha, among: readonly Graha[]): Graha[] {
  return among.filter((g) => g !== graha && sameSign(chart, graha, g));
}

/** Grahas in house `house` from the lagna. */
export function inHouse(chart: DoshaChart, house: number, among: readonly Graha[]): Graha[] {
  return among.filter((g) => chart.grahas[g].house === house);
}

/** Least distance in degrees from `longitude` to any of `points`. */
export function nearest(longitude: number, points: readonly number[]): { point: number; distance: number } {
  let best = { point: points[0] ?? 0, distance: Infinity };
  for (const p of points) {
    const d = Math.abs(norm360(longitude - p + 180) - 180);
    if (d < best.distance) best = { point: p, distance: d };
  }
  return best;
}

/** Degrees as "d deg m min s sec" (whole arc-seconds). */
export const degMin = (deg: number): string => {
  const total = Math.round(deg * 3600);
  return `${Math.floor(total / 3600)} deg ${Math.floor(total / 60) % 60} min ${total % 60} sec`;
};

export interface BirthLimbs {
  tithi: TithiValue;
  karana: KaranaValue;
  yoga: YogaValue;
  /** 'panchanga' when read from the chart's birth panchanga, else from the Sun and Moon longitudes. */
  from: 'panchanga' | 'longitudes';
}

/** Index of the 1/count arc of the circle holding `angle` (multiplied before dividing, as the panchanga does). */
const arc = (angle: number, count: number): number => Math.min(count - 1, Math.floor((angle * count) / 360));

/** Tithi, karana and yoga at birth: the chart's panchanga, else the same arcs from the Sun and Moon longitudes. */
export function birthLimbs(chart: DoshaChart): BirthLimbs {
  const limbs = chart.panchanga?.limbs;
  if (limbs !== undefined) return { tithi: limbs.tithi, karana: limbs.karana, yoga: limbs.yoga, from: 'panchanga' };
  const elongation = norm360(chart.grahas.Moon.longitude - chart.grahas.Sun.longitude);
  const sum = norm360(chart.grahas.Moon.longitude + chart.grahas.Sun.longitude);
  return {
    tithi: tithiValue(arc(elongation, 30)),
    karana: karanaValue(arc(elongation, 60)),
    yoga: yogaValue(arc(sum, 27)),
    from: 'longitudes',
  };
}
