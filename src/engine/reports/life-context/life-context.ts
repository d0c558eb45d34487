/**
 * Life-context: what stage of life an age falls in, named three ways (life-stages.ts), and how much each life
 * area can matter at that age, in bands (area-bands.ts). A prior for reports and chat, overridden by anything the
 * chart itself shows; never a percentage and never a prediction.
 */
import {
  areaBands,
  LIFE_CONTEXT_AREAS,
  type Edge,
  type Gender,
  type LifeContextArea,
  type Relevance,
} from '../../tables/life-context/area-bands.ts';
import type { IndianRegion } from '../../tables/life-context/indian-states.ts';
import { LEGAL_AGES } from '../../tables/life-context/legal-ages.ts';
import { ASHRAMAS, MODERN_STAGES, NAISARGIKA_DASHA, type AgeBand } from '../../tables/life-context/life-stages.ts';
import type { Citation } from '../../tables/sources.ts';

export const MAX_AGE = 120;

export interface LifeContextInput {
  /** Age in years, 0 to 120; fractions allowed (completed years are compared). */
  age: number;
  gender: Gender;
  /** The Indian state or union territory, when known; null when the place is outside India or unknown. */
  region: IndianRegion | null;
  /** Only this area; default all. */
  area?: LifeContextArea;
}

export interface AreaContext {
  area: LifeContextArea;
  relevance: Relevance;
  why: string;
  /** The band's ages: from (inclusive) and to (exclusive, null for open-ended). */
  band: { from: number; to: number | null };
  /** Where the band's lower edge comes from: a law (with its rule) or the service's convention. */
  basis: { kind: 'law'; rule: string } | { kind: 'convention' } | { kind: 'birth' };
}

export interface LifeContext {
  age: number;
  gender: Gender;
  region: IndianRegion | null;
  stages: {
    modern: AgeBand<string>;
    ashrama: AgeBand<string>;
    naisargikaDasha: AgeBand<string> & { graha: string };
  };
  areas: AreaContext[];
  /** What the bands do not yet take into account. */
  missing: string[];
  method: string;
  refs: Citation[];
}

export const LIFE_CONTEXT_METHOD =
  "Bands, never percentages. The life stage is named three ways: the service's modern bands (edges at the legal " +
  'ages of majority, 18, and seniority, 60), the four ashramas in the common quarters of 25 years, and the ' +
  'naisargika ' +
  "dasha (BPHS natural periods from birth). Each life area's relevance band starts at a legal age of Indian law " +
  'where ' +
  'the law fixes one (marriage 18 for women and 21 for men, schooling 6 to 14, work from 14, majority 18, seniority ' +
  'and central-government retirement 60) and otherwise at a stated round age of the service. A chart reading ' +
  'overrides ' +
  'every band.';

function edgeAge(edge: Edge | 0): { age: number; basis: AreaContext['basis'] } {
  if (edge === 0) return { age: 0, basis: { kind: 'birth' } };
  if (typeof edge === 'object') return { age: edge.convention, basis: { kind: 'convention' } };
  const law = LEGAL_AGES[edge];
  return { age: law.age, basis: { kind: 'law', rule: law.rule } };
}

function bandAt<T extends string>(bands: readonly AgeBand<T>[], age: number): AgeBand<T> {
  const years = Math.floor(age);
  return bands.find((b) => years >= b.from && years < b.to) ?? (bands[bands.length - 1] as AgeBand<T>);
}

function areaAt(area: LifeContextArea, gender: Gender, age: number): AreaContext {
  const bands = areaBands(area, gender).map((b) => ({ ...b, ...edgeAge(b.from) }));
  const years = Math.floor(age);
  let i = 0;
  while (i + 1 < bands.length && years >= (bands[i + 1]?.age ?? Infinity)) i++;
  const b = bands[i]!;
  return {
    area,
    relevance: b.relevance,
    why: b.why,
    band: { from: b.age, to: bands[i + 1]?.age ?? null },
    basis: b.basis,
  };
}

function lawCites(areas: readonly AreaContext[]): Citation[] {
  const used = new Set(areas.flatMap((a) => (a.basis.kind === 'law' ? [a.basis.rule] : [])));
  return Object.values(LEGAL_AGES)
    .filter((l) => used.has(l.rule))
    .flatMap((l) => l.cites);
}

export function lifeContext(input: LifeContextInput): LifeContext {
  const { age, gender, region } = input;
  if (!(age >= 0 && age <= MAX_AGE)) throw new RangeError(`age must be between 0 and ${MAX_AGE}`);
  const areas = (input.area === undefined ? LIFE_CONTEXT_AREAS : [input.area]).map((a) => areaAt(a, gender, age));
  const dasha = bandAt(NAISARGIKA_DASHA.data, Math.min(age, 119));
  const missing = [
    region === null
      ? "the place is outside India or unknown: the bands use Indian law, the service's default jurisdiction"
      : `state-level calibration for ${region.name}: no state table (retirement ages of state employees, regional ` +
        `marriage and schooling customs from NFHS or the Census) is bundled; the bands are national`,
  ];
  const refs = [...MODERN_STAGES.cites, ...ASHRAMAS.cites, ...NAISARGIKA_DASHA.cites, ...lawCites(areas)];
  return {
    age,
    gender,
    region,
    stages: {
      modern: bandAt(MODERN_STAGES.data, age),
      ashrama: bandAt(ASHRAMAS.data, age),
      naisargikaDasha: { ...dasha, graha: dasha.id },
    },
    areas,
    missing,
    method: LIFE_CONTEXT_METHOD,
    refs: [...new Map(refs.map((c): [string, Citation] => [JSON.stringify(c), c])).values()],
  };
}
