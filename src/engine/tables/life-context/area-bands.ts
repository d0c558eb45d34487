/**
 * How much each life area can matter at an age, in bands, never percentages. The band edges are the legal ages
 * (legal-ages.ts) where the law fixes one; the others (marked `convention`) are the service's own round numbers, stated
 * so a report can be read against them. A chart reading overrides every band: this is a prior, not a prediction.
 *
 * Relevance: `not_applicable` (readings on the area are not given at this age), `formative` (the area is being
 * prepared), `primary` (the usual age for the area's main events), `continuing` (the area goes on but its main
 * events are usually behind or ahead by choice), `late` (main events are uncommon; readings turn to their fruits).
 */
import type { LegalAgeId } from './legal-ages.ts';

export type Relevance = 'not_applicable' | 'formative' | 'primary' | 'continuing' | 'late';
export type Gender = 'female' | 'male';

export const LIFE_CONTEXT_AREAS = [
  'education',
  'career',
  'marriage',
  'children',
  'wealth',
  'property',
  'health',
  'spirituality',
] as const;
export type LifeContextArea = (typeof LIFE_CONTEXT_AREAS)[number];

/** A band edge: a legal age (by id) or a convention of the service (a plain number). */
export type Edge = LegalAgeId | { convention: number };

export interface AreaBand {
  /** The band starts at this edge (inclusive); the first band starts at 0. */
  from: Edge | 0;
  relevance: Relevance;
  why: string;
}

const c = (convention: number) => ({ convention });

/** Bands in age order; marriage and children start from the gender's legal marriage age. */
export function areaBands(area: LifeContextArea, gender: Gender): readonly AreaBand[] {
  const marriageAge: LegalAgeId = gender === 'female' ? 'marriageFemale' : 'marriageMale';
  switch (area) {
    case 'education':
      return [
        { from: 0, relevance: 'formative', why: 'before compulsory schooling' },
        { from: 'schoolingFrom', relevance: 'primary', why: 'compulsory schooling (6 to 14)' },
        { from: 'schoolingTo', relevance: 'primary', why: 'secondary and higher education' },
        { from: c(25), relevance: 'continuing', why: 'further study by choice' },
      ];
    case 'career':
      return [
        { from: 0, relevance: 'not_applicable', why: 'no employment below 14' },
        { from: 'workFrom', relevance: 'formative', why: 'adolescence: study and training, no hazardous work' },
        { from: 'majority', relevance: 'primary', why: 'working life' },
        { from: 'superannuation', relevance: 'late', why: 'the usual retirement age (central government)' },
      ];
    case 'marriage':
      return [
        { from: 0, relevance: 'not_applicable', why: 'below the legal age of marriage' },
        { from: marriageAge, relevance: 'primary', why: 'of legal age to marry' },
        { from: c(40), relevance: 'continuing', why: 'marriage later in life, or its course' },
        { from: 'seniorCitizen', relevance: 'late', why: "the marriage's later years and companionship" },
      ];
    case 'children':
      return [
        { from: 0, relevance: 'not_applicable', why: 'below the legal age of marriage' },
        { from: marriageAge, relevance: 'primary', why: 'the usual years for children' },
        { from: c(45), relevance: 'continuing', why: "children's growth and education" },
        { from: 'seniorCitizen', relevance: 'late', why: 'grown children and grandchildren' },
      ];
    case 'wealth':
      return [
        { from: 0, relevance: 'not_applicable', why: 'a minor: property is held by a guardian' },
        { from: 'majority', relevance: 'primary', why: 'earning and saving' },
        { from: 'superannuation', relevance: 'continuing', why: 'savings, pension and inheritance' },
      ];
    case 'property':
      return [
        { from: 0, relevance: 'not_applicable', why: 'a minor: property is held by a guardian' },
        { from: 'majority', relevance: 'formative', why: 'early adulthood' },
        { from: c(25), relevance: 'primary', why: 'the usual years for a home and land' },
        { from: 'seniorCitizen', relevance: 'continuing', why: 'holding and passing on property' },
      ];
    case 'health':
      return [
        { from: 0, relevance: 'primary', why: 'childhood health' },
        { from: 'majority', relevance: 'continuing', why: 'adult health' },
        { from: 'seniorCitizen', relevance: 'primary', why: 'health in later life' },
      ];
    case 'spirituality':
      return [
        { from: 0, relevance: 'formative', why: 'learning (brahmacharya)' },
        { from: c(25), relevance: 'continuing', why: "the householder's duties (grihastha)" },
        { from: c(50), relevance: 'primary', why: 'retreat and reflection (vanaprastha onward)' },
      ];
  }
}
