/**
 * The classical marriage checklist of one moment for both partners: each item pass, fail or not
 * applicable with its reason and sources, read from the vivah rules' findings at that moment (all layers), so the
 * audit and the marriage scan can never disagree. Items are marked classical or regional practice.
 */
import { COMBUSTION_ORBS } from '../../tables/chart/combustion.ts';
import { RAHU_KALAM } from '../../tables/day-division/rahu-kalam.ts';
import { KARMA_RULES } from '../../tables/muhurta/karma-rules.ts';
import { BAD_YOGAS, DAGDHA_BY_SUN_SIGN, DAGDHA_BY_WEEKDAY, VISHTI } from '../../tables/muhurta/panchanga-doshas.ts';
import { ADHIKA_MASA, CHATURMAS, ECLIPSE_DAY, KHARMAS_SIGNS } from '../../tables/muhurta/periods.ts';
import { CHANDRABALA, TARAS } from '../../tables/muhurta/tara.ts';
import { TITHI_GROUP } from '../../tables/muhurta/tithi-groups.ts';
import type { Citation } from '../../tables/sources.ts';
import type { Finding } from './findings.ts';

export type AuditStatus = 'pass' | 'fail' | 'not_applicable';

export interface AuditItem {
  item: string;
  status: AuditStatus;
  reason: string;
  basis: 'classical' | 'regional_practice';
  refs: readonly Citation[];
}

interface ItemSpec {
  item: string;
  basis: AuditItem['basis'];
  /** Finding ids that fail the item (blocks) and that pass it (benefits). */
  fail: string[];
  pass: string[];
  /** Reason when no finding speaks (the rule found nothing against). */
  clear: string;
  /** Only findings whose text starts with this (a partner's label). */
  person?: string;
  cites: readonly Citation[];
}

const V = KARMA_RULES.vivah.cites;

const items = (bride: string, groom: string): ItemSpec[] => [
  {
    item: 'tithi: not rikta, not amavasya',
    basis: 'classical',
    fail: ['tithi.rikta', 'tithi.amavasya'],
    pass: [],
    clear: 'the tithi is neither rikta (4, 9, 14) nor amavasya',
    cites: TITHI_GROUP.cites,
  },
  {
    item: 'tithi favoured for marriage',
    basis: 'classical',
    fail: ['tithi.not_favoured'],
    pass: ['tithi.favoured'],
    clear: '',
    cites: V,
  },
  {
    item: 'dagdha tithi and dagdha yoga',
    basis: 'classical',
    fail: ['tithi.dagdha', 'tithi.dagdha_yoga'],
    pass: [],
    clear: "the tithi is not dagdha for the Sun's sign or the weekday",
    cites: [...DAGDHA_BY_SUN_SIGN.cites, ...DAGDHA_BY_WEEKDAY.cites],
  },
  {
    item: 'vara (weekday)',
    basis: 'classical',
    fail: ['vara.avoided'],
    pass: ['vara.favoured'],
    clear: 'the weekday is neither favoured nor avoided (neutral)',
    cites: V,
  },
  {
    item: 'nakshatra for vivah',
    basis: 'classical',
    fail: ['nakshatra.not_favoured'],
    pass: ['nakshatra.favoured'],
    clear: '',
    cites: V,
  },
  {
    item: 'yoga: not vyatipata or vaidhriti',
    basis: 'classical',
    fail: ['yoga.rejected'],
    pass: [],
    clear: 'the yoga is neither vyatipata nor vaidhriti',
    cites: BAD_YOGAS.cites,
  },
  {
    item: 'karana: not vishti (bhadra)',
    basis: 'classical',
    fail: ['karana.vishti'],
    pass: [],
    clear: 'the karana is not vishti',
    cites: VISHTI.cites,
  },
  {
    item: 'lagna favoured for marriage',
    basis: 'classical',
    fail: ['lagna.not_favoured'],
    pass: ['lagna.favoured'],
    clear: '',
    cites: V,
  },
  {
    item: 'lagna shuddhi: 7th and 8th from the lagna empty',
    basis: 'classical',
    fail: ['lagna.not_shuddha'],
    pass: ['lagna.shuddhi'],
    clear: '',
    cites: V,
  },
  {
    item: `tarabala of ${bride}`,
    basis: 'classical',
    fail: ['personal.tarabala'],
    pass: ['personal.tarabala'],
    clear: 'janma tara (the birth star itself): mixed, neither counted for nor against',
    person: bride,
    cites: TARAS.cites,
  },
  {
    item: `tarabala of ${groom}`,
    basis: 'classical',
    fail: ['personal.tarabala'],
    pass: ['personal.tarabala'],
    clear: 'janma tara (the birth star itself): mixed, neither counted for nor against',
    person: groom,
    cites: TARAS.cites,
  },
  {
    item: `chandrabala of ${bride}`,
    basis: 'classical',
    fail: ['personal.chandrabala'],
    pass: ['personal.chandrabala'],
    clear: '',
    person: bride,
    cites: CHANDRABALA.cites,
  },
  {
    item: `chandrabala of ${groom}`,
    basis: 'classical',
    fail: ['personal.chandrabala'],
    pass: ['personal.chandrabala'],
    clear: '',
    person: groom,
    cites: CHANDRABALA.cites,
  },
  {
    item: 'Jupiter not combust',
    basis: 'classical',
    fail: ['planet.jupiter_combust'],
    pass: [],
    clear: 'Jupiter is beyond its combustion orb',
    cites: [...COMBUSTION_ORBS.cites, ...V],
  },
  {
    item: 'Venus not combust',
    basis: 'classical',
    fail: ['planet.venus_combust'],
    pass: [],
    clear: 'Venus is beyond its combustion orb',
    cites: [...COMBUSTION_ORBS.cites, ...V],
  },
  {
    item: 'not an adhika masa',
    basis: 'classical',
    fail: ['period.adhika_masa'],
    pass: [],
    clear: 'the lunar month is not adhika',
    cites: ADHIKA_MASA.cites,
  },
  {
    item: 'not an eclipse day',
    basis: 'classical',
    fail: ['period.eclipse'],
    pass: [],
    clear: 'no eclipse visible at the place on this Vedic day',
    cites: ECLIPSE_DAY.cites,
  },
  {
    item: 'Sun not in Sagittarius or Pisces (kharmas)',
    basis: 'regional_practice',
    fail: ['period.kharmas'],
    pass: [],
    clear: 'the Sun is in neither sign',
    cites: KHARMAS_SIGNS.cites,
  },
  {
    item: 'not chaturmas',
    basis: 'regional_practice',
    fail: ['period.chaturmas'],
    pass: [],
    clear: 'the moment is outside devshayani to prabodhini ekadashi',
    cites: CHATURMAS.cites,
  },
  {
    item: 'not Rahu kalam',
    basis: 'regional_practice',
    fail: ['daily.rahu_kalam'],
    pass: [],
    clear: 'the moment is outside Rahu kalam',
    cites: RAHU_KALAM.cites,
  },
];

export function marriageAudit(
  findings: readonly Finding[],
  bride: string,
  groom: string,
  lagnaKnown: boolean,
): AuditItem[] {
  return items(bride, groom).map((spec): AuditItem => {
    const mine = findings.filter((f) => spec.person === undefined || f.text.startsWith(`${spec.person}:`));
    const failed = mine.find((f) => f.kind === 'block' && spec.fail.includes(f.id));
    const passed = mine.find((f) => f.kind === 'benefit' && spec.pass.includes(f.id));
    const base = { item: spec.item, basis: spec.basis };
    const refs = spec.cites;
    if (failed !== undefined) return { ...base, status: 'fail', reason: failed.text, refs };
    if (passed !== undefined) return { ...base, status: 'pass', reason: passed.text, refs };
    if (spec.item.startsWith('lagna') && !lagnaKnown)
      return { ...base, status: 'not_applicable', reason: 'no rising sign computed', refs };
    if (spec.clear === '')
      return { ...base, status: 'not_applicable', reason: 'no rule of this item applies here', refs };
    return { ...base, status: spec.person !== undefined ? 'not_applicable' : 'pass', reason: spec.clear, refs };
  });
}
