/**
 * Whether Ashtottari applies to a chart, by the reading chosen (BPHS: Rahu in a kendra or trikona from the lagna
 * lord, not in the lagna) and by the common alternative (day birth in Krishna paksha, night birth in Shukla paksha).
 * Ashtottari is computed either way; this only reports both verdicts.
 */
import { ASHTOTTARI_APPLICABILITY } from '../../tables/dasha/ashtottari.ts';
import type { Chart } from '../chart/types.ts';
import { houseFrom } from '../jaimini/facts.ts';
import { signAt } from '../../vocabulary/names.ts';
import { ashtottari, type Ashtottari, type AshtottariOptions } from './ashtottari.ts';

export interface AshtottariApplicabilityFacts {
  lagnaSignIndex: number;
  lagnaLordSignIndex: number;
  rahuSignIndex: number;
  paksha: 'Shukla' | 'Krishna';
  /** Born between sunrise and sunset; null when the chart has no sunrise or sunset (polar day or night). */
  dayBirth: boolean | null;
}

export interface AshtottariVerdict {
  /** Null when a fact it needs is unknown. */
  applies: boolean | null;
  reading: string;
  reason: string;
}

export interface AshtottariApplicability extends AshtottariVerdict {
  /** The verdict of the common alternative condition. */
  alternative: AshtottariVerdict;
}

export function ashtottariApplicabilityFacts(chart: Chart): AshtottariApplicabilityFacts {
  return {
    lagnaSignIndex: chart.lagna.signIndex,
    lagnaLordSignIndex: chart.grahas[chart.lagna.lord].signIndex,
    rahuSignIndex: chart.grahas.Rahu.signIndex,
    paksha: chart.panchanga.limbs.tithi.paksha,
    dayBirth: chart.panchanga.dayBirth,
  };
}

const RAHU_READING =
  "BPHS: Rahu in a kendra (1, 4, 7, 10) or trikona (1, 5, 9) counted from the lagna lord's sign, Rahu not in the lagna";
const PAKSHA_READING = 'alternative: day birth in Krishna paksha or night birth in Shukla paksha';

export function ashtottariApplicability(f: AshtottariApplicabilityFacts): AshtottariApplicability {
  const fromLord = houseFrom(f.lagnaLordSignIndex, f.rahuSignIndex);
  const inLagna = f.rahuSignIndex === f.lagnaSignIndex;
  const placed = (ASHTOTTARI_APPLICABILITY.data.housesFromLagnaLord as readonly number[]).includes(fromLord);
  const applies = placed && !inLagna;
  const rahuSign = signAt(f.rahuSignIndex);
  const reason = inLagna
    ? `Rahu is in the lagna (${rahuSign}), which the rule excludes`
    : `Rahu (${rahuSign}) is house ${fromLord} from the lagna lord's sign (${signAt(f.lagnaLordSignIndex)})` +
      (placed ? ', a kendra or trikona' : ', neither a kendra nor a trikona');
  const alternative: AshtottariVerdict =
    f.dayBirth === null
      ? {
          applies: null,
          reading: PAKSHA_READING,
          reason: 'day or night birth unknown (no sunrise or sunset at this latitude)',
        }
      : {
          applies: f.dayBirth ? f.paksha === 'Krishna' : f.paksha === 'Shukla',
          reading: PAKSHA_READING,
          reason: `${f.dayBirth ? 'day' : 'night'} birth in ${f.paksha} paksha`,
        };
  return { applies, reading: RAHU_READING, reason, alternative };
}

/** Ashtottari of a chart, with both applicability verdicts. */
export function ashtottariForChart(
  chart: Chart,
  options: AshtottariOptions = {},
): Ashtottari & { applicability: AshtottariApplicability } {
  const result = ashtottari(chart.grahas.Moon.longitude, chart.moment.jdUt, options);
  return {
    ...result,
    refs: [...result.refs, ...ASHTOTTARI_APPLICABILITY.cites],
    applicability: ashtottariApplicability(ashtottariApplicabilityFacts(chart)),
  };
}
