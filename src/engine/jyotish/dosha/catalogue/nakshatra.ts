/**
 * Doshas of the Moon's (or the lagna's) place at the water-fire junctions: gandanta, gandamula, abhukta mula.
 * Arcs are sidereal longitude; the arc chosen for each is in the table (tables/dosha/catalogue/birth.ts).
 */
import { norm360 } from '../../../vocabulary/angles.ts';
import { ABHUKTA_MULA, GANDANTA, GANDMOOL_NAKSHATRAS } from '../../../tables/dosha/catalogue/birth.ts';
import { DOSHA_REFS } from '../../../tables/dosha/catalogue/refs.ts';
import type { Nakshatra } from '../../../vocabulary/names.ts';
import { degMin, doshaRule, nearest, presentIf } from './rule.ts';
import type { DoshaRule } from './types.ts';
import { lookup } from '../../../errors.ts';

export const SHANTI_REMEDY =
  "the shanti (pacification rite) for this birth that BPHS's remedial chapters prescribe; the rite is not " +
  'reproduced here';

const JUNCTION_NAMES: Record<number, string> = {
  120: 'Cancer-Leo (Ashlesha-Magha)',
  240: 'Scorpio-Sagittarius (Jyeshtha-Mula)',
  0: 'Pisces-Aries (Revati-Ashwini)',
};

/** Where a longitude stands against the nearest water-fire junction. */
function junction(longitude: number): { inside: boolean; text: string } {
  const n = nearest(longitude, GANDANTA.data.junctions);
  const side = norm360(longitude - n.point) < 180 ? 'after' : 'before';
  return {
    inside: n.distance < GANDANTA.data.arcDegrees,
    text:
      `${degMin(n.distance)} ${side} the ${lookup(JUNCTION_NAMES, n.point, 'gandanta junction')} junction (limit ` +
      `${degMin(GANDANTA.data.arcDegrees)})`,
  };
}

const gandantaMoon = doshaRule({
  id: 'gandanta_moon',
  name: 'Gandanta (Moon)',
  group: 'birth_time',
  verification: 'hand_tested',
  refs: DOSHA_REFS.gandanta,
  definition:
    'The Moon within one pada (3 deg 20 min) either side of a water-fire sign junction (the end of Cancer, ' +
    'Scorpio, Pisces): the last pada of Ashlesha, Jyeshtha, Revati or the first of Magha, Mula, Ashwini. Narrower ' +
    'readings (the last ghati) exist.',
  check(chart) {
    const j = junction(chart.grahas.Moon.longitude);
    return {
      ...presentIf(j.inside ? `the Moon ${j.text}` : null, ['Moon'], `the Moon ${j.text}`),
      remedies: [SHANTI_REMEDY],
    };
  },
});

const gandantaLagna = doshaRule({
  id: 'gandanta_lagna',
  name: 'Gandanta (lagna)',
  group: 'birth_time',
  verification: 'advisory',
  refs: DOSHA_REFS.gandantaLagna,
  definition:
    'The lagna within 3 deg 20 min either side of a water-fire sign junction (about the half ghati of rising time ' +
    "the texts give, at an average rising speed; the arc is this project's reading).",
  check(chart) {
    const j = junction(chart.lagna.longitude);
    return presentIf(j.inside ? `the lagna ${j.text}` : null, [], `the lagna ${j.text}`, [1]);
  },
});

const gandmool = doshaRule({
  id: 'gandmool',
  name: 'Gandmool (gandamula) nakshatra',
  group: 'birth_time',
  verification: 'hand_tested',
  refs: DOSHA_REFS.gandmool,
  definition: 'The Moon in Ashwini, Ashlesha, Magha, Jyeshtha, Mula or Revati (the whole nakshatra).',
  check(chart) {
    const n = chart.grahas.Moon.nakshatra;
    const found = (GANDMOOL_NAKSHATRAS.data as readonly Nakshatra[]).includes(n);
    return {
      ...presentIf(found ? `the Moon in ${n} pada ${chart.grahas.Moon.pada}` : null, ['Moon'], `the Moon in ${n}`),
      remedies: [SHANTI_REMEDY],
    };
  },
});

const abhuktaMula = doshaRule({
  id: 'abhukta_mula',
  name: 'Abhukta mula',
  group: 'birth_time',
  verification: 'advisory',
  refs: DOSHA_REFS.abhuktaMula,
  definition:
    `The Moon in the last 2 ghatis of Jyeshtha or the first 2 of Mula, taken as arc: ` +
    `${degMin(ABHUKTA_MULA.data.arcDegrees)} ` +
    `either side of 240 deg (2/60 of a nakshatra). Other texts count 1+2 or 4+4 ghatis.`,
  check(chart) {
    const d = Math.abs(norm360(chart.grahas.Moon.longitude - ABHUKTA_MULA.data.junction + 180) - 180);
    const text = `the Moon ${degMin(d)} from the Jyeshtha-Mula junction (limit ${degMin(ABHUKTA_MULA.data.arcDegrees)})`;
    return presentIf(d < ABHUKTA_MULA.data.arcDegrees ? text : null, ['Moon'], text);
  },
});

export const NAKSHATRA_DOSHAS: readonly DoshaRule[] = [gandantaMoon, gandantaLagna, gandmool, abhuktaMula];
