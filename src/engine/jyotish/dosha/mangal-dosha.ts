/**
 * Mangal dosha from whole-sign houses: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th from each of the lagna, the
 * Moon and Venus (tables/dosha/mangal-dosha.ts). A cancellation tied to a house (Mars in the 2nd in Gemini, ...)
 * is tested against Mars's house from each reference and cancels the dosha from that reference only; the others
 * (Mars's sign, Jupiter's conjunction or aspect, the Moon's conjunction, Jupiter or Venus in the lagna) cancel it
 * from every reference. Severity counts the references from which the dosha still stands.
 */
import {
  MANGAL_DOSHA_CANCELLATIONS,
  MANGAL_DOSHA_HOUSES,
  MANGAL_PARIHAAR,
  MANGAL_REFERENCES,
  MANGAL_SEVERITY_BANDS,
  type CancellationRule,
  type MangalCancellation,
  type MangalReference,
} from '../../tables/dosha/mangal-dosha.ts';
import type { Citation } from '../../tables/sources.ts';
import { aspects } from '../chart/aspects.ts';
import { type Graha, type Sign, signAt } from '../../vocabulary/names.ts';
import { at } from '../../errors.ts';

/** The facts read from a chart (a Chart satisfies this). */
export interface MangalFacts {
  lagna: { signIndex: number };
  grahas: Record<Graha, { signIndex: number }>;
}

export type MangalSeverity = 'none' | 'cancelled' | 'low' | 'medium' | 'high';

export interface MangalReferenceFinding {
  reference: MangalReference;
  referenceSign: Sign;
  /** Mars's whole-sign house counted from the reference, 1-12. */
  marsHouse: number;
  /** Mars in one of the dosha houses from this reference. */
  formed: boolean;
  /** Ids of the cancellations that remove it from this reference. */
  cancelledBy: string[];
  /** Formed and not cancelled. */
  stands: boolean;
}

export interface AppliedCancellation {
  id: string;
  description: string;
  /** The references whose dosha it cancels. */
  cancels: MangalReference[];
  refs: readonly Citation[];
}

export interface MangalDoshaResult {
  method: string;
  /** The dosha stands from at least one reference after the cancellations. */
  present: boolean;
  /** Formed from each reference, before cancellations. */
  fromLagna: boolean;
  fromMoon: boolean;
  fromVenus: boolean;
  /** References from which it stands after the cancellations (0-3). */
  standingCount: number;
  severity: MangalSeverity;
  marsSign: Sign;
  references: MangalReferenceFinding[];
  /** Cancellations whose condition holds and that remove the dosha from at least one reference. */
  cancellations: AppliedCancellation[];
  parihaar: string;
  refs: readonly Citation[];
}

export const MANGAL_DOSHA_METHOD =
  'Whole-sign houses; Mars in the 1st, 2nd, 4th, 7th, 8th or 12th from the lagna, the Moon and Venus (Kerala ' +
  'tradition; BPHS has the lagna with the 1st, 4th, 7th, 8th, 12th). Cancellations: Mars in own sign, exalted, in ' +
  'Leo or Aquarius; the sign exceptions by house (2nd Gemini/Virgo, 4th Aries/Scorpio, 7th Cancer/Capricorn, 8th ' +
  "Sagittarius/Pisces, 12th Taurus/Libra) per reference; Mars with Jupiter or the Moon in one sign; Jupiter's full " +
  'aspect on Mars; Jupiter or Venus in the lagna. Severity by the references from which it stands after ' +
  'cancellation: 1 low, 2 medium, 3 high; cancelled when formed but removed from all; none when not formed. ' +
  'Other conventions (counting from bhava cusps, weighting Venus above the Moon above the lagna, the birth ' +
  'nakshatra and lagna exemptions) are not applied';

const SEVERITY_BY_COUNT: readonly MangalSeverity[] = MANGAL_SEVERITY_BANDS.data;

const houseFrom = (fromSign: number, sign: number): number => ((sign - fromSign + 12) % 12) + 1;
const signName = (i: number): Sign => signAt(i);

/** Does `rule` hold, for Mars in house `marsHouse` from one reference? */
function holds(rule: CancellationRule, facts: MangalFacts, marsHouse: number): boolean {
  const mars = facts.grahas.Mars.signIndex;
  switch (rule.kind) {
    case 'mars_in_sign':
      return rule.signs.includes(signName(mars));
    case 'house_in_sign':
      return marsHouse === rule.house && rule.signs.includes(signName(mars));
    case 'conjoined_with':
      return facts.grahas[rule.graha].signIndex === mars;
    case 'aspected_by':
      // Houses counted from Aries: only the distance between the two signs matters.
      return aspects(rule.graha, facts.grahas[rule.graha].signIndex + 1, mars + 1);
    case 'in_lagna':
      return rule.grahas.some((g) => facts.grahas[g].signIndex === facts.lagna.signIndex);
  }
}

export function mangalDosha(facts: MangalFacts): MangalDoshaResult {
  const mars = facts.grahas.Mars.signIndex;
  const referenceSign: Record<MangalReference, number> = {
    lagna: facts.lagna.signIndex,
    moon: facts.grahas.Moon.signIndex,
    venus: facts.grahas.Venus.signIndex,
  };
  const doshaHouses: readonly number[] = MANGAL_DOSHA_HOUSES.data;
  const table: readonly MangalCancellation[] = MANGAL_DOSHA_CANCELLATIONS.data;
  const applied = new Map<string, MangalReference[]>();

  const references = MANGAL_REFERENCES.map((reference): MangalReferenceFinding => {
    const marsHouse = houseFrom(referenceSign[reference], mars);
    const formed = doshaHouses.includes(marsHouse);
    const cancelledBy = formed ? table.filter((c) => holds(c.rule, facts, marsHouse)).map((c) => c.id) : [];
    for (const id of cancelledBy) applied.set(id, [...(applied.get(id) ?? []), reference]);
    return {
      reference,
      referenceSign: signName(referenceSign[reference]),
      marsHouse,
      formed,
      cancelledBy,
      stands: formed && cancelledBy.length === 0,
    };
  });

  const standingCount = references.filter((r) => r.stands).length;
  const formedAny = references.some((r) => r.formed);
  const severity: MangalSeverity =
    standingCount === 0 && formedAny ? 'cancelled' : at(SEVERITY_BY_COUNT, standingCount, 'mangal severity');
  const cancellations = table
    .filter((c) => applied.has(c.id))
    .map((c): AppliedCancellation => ({
      id: c.id,
      description: c.description,
      cancels: applied.get(c.id) ?? [],
      refs: c.refs,
    }));
  const formedFrom = (r: MangalReference): boolean => references.find((x) => x.reference === r)?.formed ?? false;

  return {
    method: MANGAL_DOSHA_METHOD,
    present: standingCount > 0,
    fromLagna: formedFrom('lagna'),
    fromMoon: formedFrom('moon'),
    fromVenus: formedFrom('venus'),
    standingCount,
    severity,
    marsSign: signName(mars),
    references,
    cancellations,
    parihaar: MANGAL_PARIHAAR.data,
    refs: [
      ...new Set<Citation>([
        ...MANGAL_DOSHA_HOUSES.cites,
        ...MANGAL_DOSHA_CANCELLATIONS.cites,
        ...MANGAL_PARIHAAR.cites,
        ...MANGAL_SEVERITY_BANDS.cites,
      ]),
    ],
  };
}
