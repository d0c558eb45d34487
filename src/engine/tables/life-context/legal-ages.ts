/**
 * The ages Indian law fixes, which anchor the life-context bands. National law only: states set their own
 * retirement ages for their employees, and no state-level table is bundled yet (life-context reports that).
 */
import { cite, type Citation } from '../sources.ts';

export interface LegalAge {
  /** The age in completed years at which the rule changes. */
  age: number;
  rule: string;
  cites: readonly Citation[];
}

const law = (source: Parameters<typeof cite>[0], section: string, note: string): Citation =>
  cite(source, { chapter: section, status: 'pending', note });

export const LEGAL_AGES = {
  majority: {
    age: 18,
    rule: 'a person attains majority at 18',
    cites: [law('majority_act_1875', 's. 3', 'age of majority')],
  },
  marriageFemale: {
    age: 18,
    rule: 'a woman below 18 is a child for the law of marriage',
    cites: [law('child_marriage_act_2006', 's. 2(a)', '"child": a female below 18, a male below 21')],
  },
  marriageMale: {
    age: 21,
    rule: 'a man below 21 is a child for the law of marriage',
    cites: [law('child_marriage_act_2006', 's. 2(a)', '"child": a female below 18, a male below 21')],
  },
  schoolingFrom: {
    age: 6,
    rule: 'free and compulsory schooling from 6',
    cites: [law('rte_act_2009', 's. 3', 'every child of 6 to 14 years')],
  },
  schoolingTo: {
    age: 14,
    rule: 'free and compulsory schooling to 14',
    cites: [law('rte_act_2009', 's. 3', 'every child of 6 to 14 years')],
  },
  workFrom: {
    age: 14,
    rule: 'no employment of a child below 14; adolescents (14 to 18) not in hazardous work',
    cites: [law('child_labour_act_1986', 'ss. 3 and 3A', 'child below 14; adolescent 14 to 18')],
  },
  seniorCitizen: {
    age: 60,
    rule: 'a senior citizen is 60 or older',
    cites: [law('senior_citizens_act_2007', 's. 2(h)', 'senior citizen')],
  },
  superannuation: {
    age: 60,
    rule: 'central government employees retire at 60 (states fix their own ages)',
    cites: [law('fundamental_rules', 'FR 56(a)', 'superannuation of central government servants')],
  },
} as const satisfies Record<string, LegalAge>;

export type LegalAgeId = keyof typeof LEGAL_AGES;
