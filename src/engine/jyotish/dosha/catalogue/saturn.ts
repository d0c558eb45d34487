/**
 * Saturn's doshas. The transit ones (sade-sati, the 4th and the 8th from the janma rashi) are read through
 * sadesati.ts at the instant asked (`asOfJdUt`); without it they are not evaluated. One sadesati() call per chart
 * and instant, shared by the three rules.
 */
import { DEFAULT_AYANAMSA } from '../../../astro/bodies.ts';
import { isEngineError } from '../../../errors.ts';
import { DOSHA_REFS } from '../../../tables/dosha/catalogue/refs.ts';
import { DHAIYA_HOUSES, SADESATI_PHASES } from '../../../tables/dosha/sadesati.ts';
import { aspects } from '../../chart/aspects.ts';
import { ordinal } from '../../yoga/facts.ts';
import { sadesati, SADESATI_METHOD, type SadesatiResult } from '../sadesati.ts';
import { doshaRule, notEvaluated, presentIf, type Verdict } from './rule.ts';
import type { DoshaChart, DoshaContext, DoshaRule } from './types.ts';

const cache = new WeakMap<object, Map<number, SadesatiResult | string>>();

/** The sade-sati reading at the instant, or why it cannot be had. */
function sadesatiOf(chart: DoshaChart, atJdUt: number): SadesatiResult | string {
  const byInstant = cache.get(chart) ?? new Map<number, SadesatiResult | string>();
  cache.set(chart, byInstant);
  let r = byInstant.get(atJdUt);
  if (r === undefined) {
    try {
      r = sadesati(
        { ayanamsa: chart.ayanamsa ?? DEFAULT_AYANAMSA, grahas: { Moon: { signIndex: chart.grahas.Moon.signIndex } } },
        atJdUt,
      );
    } catch (err) {
      // An instant outside the ephemeris range is a reading not made; anything else is a fault, not a verdict.
      if (!isEngineError(err, 'DATE_OUT_OF_RANGE')) throw err;
      r = `Saturn's place at the instant asked could not be computed: ${err.message}`;
    }
    byInstant.set(atJdUt, r);
  }
  return r;
}

function transit(chart: DoshaChart, context: DoshaContext, decide: (r: SadesatiResult) => Verdict): Verdict {
  if (context.asOfJdUt === undefined)
    return notEvaluated('needs the instant asked for (asOfJdUt): a transit dosha depends on the date');
  const r = sadesatiOf(chart, context.asOfJdUt);
  return typeof r === 'string' ? notEvaluated(r) : decide(r);
}

const where = (r: SadesatiResult): string =>
  `Saturn in ${r.saturnSign}, the ${ordinal(r.saturnHouseFromJanma)} from the janma rashi ${r.janmaRashiSign}`;

const sadeSati = doshaRule({
  id: 'sade_sati',
  name: 'Sade-sati',
  group: 'saturn',
  verification: 'hand_tested',
  refs: [...SADESATI_PHASES.cites, ...DHAIYA_HOUSES.cites],
  definition: `At the instant asked: ${SADESATI_METHOD}. Not evaluated without the instant.`,
  check: (chart, context) =>
    transit(chart, context, (r) =>
      presentIf(r.inSadesati ? `${where(r)}: ${r.phase}` : null, ['Saturn', 'Moon'], where(r)),
    ),
});

function dhaiya(id: string, name: string, house: 4 | 8): DoshaRule {
  return doshaRule({
    id,
    name,
    group: 'saturn',
    verification: 'hand_tested',
    refs: DHAIYA_HOUSES.cites,
    definition:
      `At the instant asked, Saturn's sidereal sign is the ${ordinal(house)} from the natal Moon's sign (read by ` +
      `sadesati.ts). Not evaluated without the instant.`,
    check: (chart, context) =>
      transit(chart, context, (r) =>
        presentIf(r.dhaiya.house === house ? where(r) : null, ['Saturn', 'Moon'], where(r)),
      ),
  });
}

const kantaka = dhaiya('kantaka_shani', 'Kantaka Shani / Ardhashtama (dhaiya, 4th)', 4);
const ashtama = dhaiya('ashtama_shani', 'Ashtama Shani (dhaiya, 8th)', 8);

const punarphoo = doshaRule({
  id: 'punarphoo_dosha',
  name: 'Punarphoo dosha',
  group: 'saturn',
  verification: 'advisory',
  refs: DOSHA_REFS.punarphoo,
  definition:
    'Natal Saturn in the same sign as the Moon, or casting its full aspect (3rd, 7th or 10th sign from it) on the ' +
    "Moon's sign.",
  check(chart) {
    const sa = chart.grahas.Saturn;
    const mo = chart.grahas.Moon;
    const found =
      sa.signIndex === mo.signIndex
        ? `Saturn with the Moon in ${mo.sign}`
        : aspects('Saturn', sa.house, mo.house)
          ? `Saturn in ${sa.sign} aspects the Moon in ${mo.sign}`
          : null;
    return presentIf(
      found,
      ['Saturn', 'Moon'],
      `Saturn in ${sa.sign} neither with nor aspecting the Moon in ${mo.sign}`,
    );
  },
});

const saturnSeventh = doshaRule({
  id: 'saturn_in_seventh',
  name: 'Saturn in the 7th',
  group: 'saturn',
  verification: 'advisory',
  refs: DOSHA_REFS.saturnSeventh,
  definition: 'Natal Saturn in the 7th house from the lagna (whole signs).',
  check(chart) {
    const h = chart.grahas.Saturn.house;
    return presentIf(
      h === 7 ? `Saturn in the 7th (${chart.grahas.Saturn.sign})` : null,
      ['Saturn'],
      `Saturn in the ${ordinal(h)}`,
      [7],
    );
  },
});

export const SATURN_DOSHAS: readonly DoshaRule[] = [sadeSati, kantaka, ashtama, punarphoo, saturnSeventh];
