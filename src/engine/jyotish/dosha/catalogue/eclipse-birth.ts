/**
 * Grahan janma: birth while an eclipse is seen at the birth place, found with the engine's eclipse finder
 * (astro/eclipse). The eclipse nearest before and nearest after the birth (by global maximum) are the only ones
 * that can hold it: eclipses are about two weeks apart at least. The search (a few ms) is skipped when the Moon is
 * far from conjunction and opposition: while any eclipse is in progress anywhere, the geocentric Sun-Moon (or
 * Moon-shadow) separation stays below the two semi-diameters plus the Moon's parallax (or the penumbra's radius plus
 * the Moon's), about 1.6 deg; 5 deg leaves room to spare.
 */
import { nextEclipses, previousEclipses, type Eclipse } from '../../../astro/eclipse/index.ts';
import { DOSHA_REFS } from '../../../tables/dosha/catalogue/refs.ts';
import { SHANTI_REMEDY } from './nakshatra.ts';
import { norm360 } from '../../../vocabulary/angles.ts';
import { isEngineError } from '../../../errors.ts';
import { degMin, doshaRule, notEvaluated, presentIf } from './rule.ts';
import type { DoshaRule } from './types.ts';

/** Degrees of elongation from conjunction or opposition beyond which no eclipse can be in progress. */
const SYZYGY_LIMIT_DEG = 5;

function around(jdUt: number, latitude: number, longitude: number): Eclipse[] {
  const q = { fromJdUt: jdUt, count: 1, latitude, longitude };
  return [...previousEclipses(q), ...nextEclipses(q)];
}

const grahanJanma = doshaRule({
  id: 'grahan_janma',
  name: 'Grahan janma (birth during an eclipse)',
  group: 'birth_time',
  verification: 'hand_tested',
  refs: DOSHA_REFS.grahan,
  definition:
    'Reading used: the birth instant falls inside the part of a solar or lunar eclipse visible at the birth place ' +
    '(the Sun or Moon above the horizon; the umbral phase of a lunar eclipse, the penumbral one only for a ' +
    'penumbral eclipse). An eclipse not seen at the place does not count.',
  check(chart) {
    const jd = chart.moment?.jdUt;
    if (jd === undefined || chart.latitude === undefined || chart.longitude === undefined) {
      return notEvaluated('needs the birth instant and place (a computed chart), not given');
    }
    const elongation = norm360(chart.grahas.Moon.longitude - chart.grahas.Sun.longitude);
    const fromSyzygy = Math.min(elongation, Math.abs(elongation - 180), 360 - elongation);
    if (fromSyzygy > SYZYGY_LIMIT_DEG) {
      return {
        status: 'absent',
        text:
          `the Moon is ${degMin(fromSyzygy)} from conjunction or opposition with the Sun: no eclipse can be in ` +
          `progress (limit ${SYZYGY_LIMIT_DEG} deg)`,
      };
    }
    let eclipses: Eclipse[];
    try {
      eclipses = around(jd, chart.latitude, chart.longitude);
    } catch (err) {
      // Only a search that leaves the ephemeris range is a reading not made; anything else is a fault, not a verdict.
      if (!isEngineError(err, 'DATE_OUT_OF_RANGE')) throw err;
      return notEvaluated(`the eclipse search failed: ${err.message}`);
    }
    const hit = eclipses.find(
      (e) => e.local.visible !== null && e.local.visible.start.jdUt <= jd && jd <= e.local.visible.end.jdUt,
    );
    const near = eclipses
      .map(
        (e) => `${e.type} ${e.kind} eclipse at ${e.maximum.utc}${e.locallyVisible ? '' : ' (not seen at the place)'}`,
      )
      .join('; ');
    const text =
      hit === undefined
        ? `no eclipse in progress at the place; nearest: ${near}`
        : `born during the ${hit.type} ${hit.kind} eclipse of ${hit.maximum.utc} (seen ` +
          `${hit.local.visible?.start.utc ?? ''} ` +
          `to ${hit.local.visible?.end.utc ?? ''})`;
    return {
      ...presentIf(
        hit === undefined ? null : text,
        hit?.kind === 'solar' ? ['Sun'] : hit === undefined ? [] : ['Moon'],
        text,
      ),
      remedies: [SHANTI_REMEDY],
    };
  },
});

export const ECLIPSE_DOSHAS: readonly DoshaRule[] = [grahanJanma];
