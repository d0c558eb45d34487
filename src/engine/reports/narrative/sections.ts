/**
 * The findings of one section. A bhava section reads the bhava's sign, its lord (house, dignity, combustion,
 * benefic support), occupants, aspects, karakas, malefics in the 6th/8th/12th from it and hemming; the lagna adds
 * its lord's sign nature. The Moon's section reads the Moon's paksha, house, dignity and combustion, and its own
 * house as a bhava (Phaladeepika ch. 15 applied to the Moon as a second lagna).
 */
import { norm360 } from '../../vocabulary/angles.ts';
import type { SectionDef } from '../../tables/narrative/sections.ts';
import { SIGN_NATURES } from '../../tables/narrative/sign-natures.ts';
import { NARRATIVE_WEIGHTS } from '../../tables/narrative/weights.ts';
import { ordinal, waxingMoon } from '../../jyotish/yoga/facts.ts';
import { aspectFindings, occupantFindings, signFinding } from './bhava-factors.ts';
import {
  beneficSupportFinding,
  combustFinding,
  dignityFinding,
  lagnaLordSignFinding,
  placementFinding,
  type Subject,
} from './graha-condition.ts';
import { karakaFindings } from './karaka.ts';
import { described, say, scored } from './say.ts';
import { dusthanaFromFinding, kartariFinding } from './surroundings.ts';
import type { Finding, NarrativeChart } from './types.ts';
import { theName } from './words.ts';

export function bhavaFindings(chart: NarrativeChart, def: SectionDef, bhava: number): Finding[] {
  const lord = chart.houses[bhava - 1]?.lord;
  if (lord === undefined) throw new RangeError(`house ${bhava} is not 1-12`);
  const what = `the ${ordinal(bhava)} house`;
  const lordSubject: Subject = {
    graha: lord,
    label: `${theName(lord)}, lord of the ${ordinal(bhava)},`,
    name: theName(lord),
    what,
    ownBhava: bhava,
    role: `${ordinal(bhava)} lord`,
  };
  const found: (Finding | null)[] = [
    signFinding(chart, bhava, def.topics),
    placementFinding(chart, lordSubject),
    dignityFinding(chart, lordSubject),
    combustFinding(chart, lordSubject),
    beneficSupportFinding(chart, lordSubject),
    bhava === 1 ? lagnaLordSignFinding(chart) : null,
    ...occupantFindings(chart, bhava, what, [lord]),
    ...aspectFindings(chart, bhava, what, lord),
    ...karakaFindings(chart, bhava, def.karakas),
    dusthanaFromFinding(chart, bhava, what),
    kartariFinding(chart, bhava, what),
  ];
  return found.filter((f): f is Finding => f !== null);
}

function pakshaFinding(chart: NarrativeChart): Finding {
  const elongation = Number(norm360(chart.grahas.Moon.longitude - chart.grahas.Sun.longitude).toFixed(1));
  const waxing = waxingMoon(chart);
  const sentence = say(
    waxing ? 'moon.waxing' : 'moon.waning',
    { elongation },
    { grahas: ['Moon'], values: { elongation, waxing } },
  );
  return scored(
    sentence,
    waxing ? 'Moon waxing' : 'Moon waning',
    NARRATIVE_WEIGHTS.data.paksha[waxing ? 'waxing' : 'waning'],
  );
}

export function moonFindings(chart: NarrativeChart): Finding[] {
  const m = chart.grahas.Moon;
  const { modality, element } = SIGN_NATURES.data[m.sign];
  const subject: Subject = { graha: 'Moon', label: 'the Moon', name: 'the Moon', what: 'the mind', role: 'Moon' };
  const placement = described(
    say(
      'moon.placement',
      { sign: m.sign, modality, element, house: ordinal(m.house), nakshatra: m.nakshatra },
      { grahas: ['Moon'], houses: [m.house], signs: [m.sign], values: { nakshatra: m.nakshatra, modality, element } },
    ),
  );
  const found: (Finding | null)[] = [
    placement,
    pakshaFinding(chart),
    placementFinding(chart, subject),
    dignityFinding(chart, subject),
    combustFinding(chart, subject),
    ...occupantFindings(chart, m.house, 'the Moon', ['Moon']),
    ...aspectFindings(chart, m.house, 'the Moon'),
    dusthanaFromFinding(chart, m.house, 'the Moon'),
    kartariFinding(chart, m.house, 'the Moon'),
  ];
  return found.filter((f): f is Finding => f !== null);
}
