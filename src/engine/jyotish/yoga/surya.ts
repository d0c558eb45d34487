/**
 * Yogas read from the Sun (BPHS ch. 38): Vesi (a star graha in the 2nd from the Sun), Vasi (in the 12th),
 * Ubhayachari (both sides). The Moon and the nodes do not count; the three are exclusive, like the lunar ones.
 * Budhaditya (Mercury with the Sun) is named in later works; combustion lowers its band through strength.ts.
 */
import { YOGA_REFS } from '../../tables/yoga/refs.ts';
import type { Graha } from '../../vocabulary/names.ts';
import { grahasInHouseFrom, list, TARA_GRAHAS } from './facts.ts';
import { yogaRule } from './rule.ts';
import type { YogaChart, YogaRule } from './types.ts';

function sides(chart: YogaChart): { second: Graha[]; twelfth: Graha[] } {
  const sun = chart.grahas.Sun.signIndex;
  return {
    second: grahasInHouseFrom(chart, sun, 2, TARA_GRAHAS),
    twelfth: grahasInHouseFrom(chart, sun, 12, TARA_GRAHAS),
  };
}

const vesi = yogaRule({
  id: 'vesi',
  name: 'Vesi',
  family: 'surya',
  famous: false,
  refs: YOGA_REFS.solar,
  definition: 'One or more of Mars, Mercury, Jupiter, Venus, Saturn in the 2nd from the Sun, none in the 12th.',
  match(chart) {
    const { second, twelfth } = sides(chart);
    if (second.length === 0 || twelfth.length > 0) return null;
    return { grahas: [...second, 'Sun'], detail: `${list(second)} in the 2nd from the Sun`, strengthFrom: second };
  },
});

const vasi = yogaRule({
  id: 'vasi',
  name: 'Vasi',
  family: 'surya',
  famous: false,
  refs: YOGA_REFS.solar,
  definition: 'One or more of Mars, Mercury, Jupiter, Venus, Saturn in the 12th from the Sun, none in the 2nd.',
  match(chart) {
    const { second, twelfth } = sides(chart);
    if (twelfth.length === 0 || second.length > 0) return null;
    return { grahas: [...twelfth, 'Sun'], detail: `${list(twelfth)} in the 12th from the Sun`, strengthFrom: twelfth };
  },
});

const ubhayachari = yogaRule({
  id: 'ubhayachari',
  name: 'Ubhayachari',
  family: 'surya',
  famous: false,
  refs: YOGA_REFS.solar,
  definition: 'Grahas among Mars, Mercury, Jupiter, Venus, Saturn in both the 2nd and the 12th from the Sun.',
  match(chart) {
    const { second, twelfth } = sides(chart);
    if (second.length === 0 || twelfth.length === 0) return null;
    const both = [...second, ...twelfth];
    return {
      grahas: [...both, 'Sun'],
      detail: `${list(second)} in the 2nd and ${list(twelfth)} in the 12th from the Sun`,
      strengthFrom: both,
    };
  },
});

const budhaditya = yogaRule({
  id: 'budhaditya',
  name: 'Budhaditya',
  family: 'surya',
  famous: true,
  refs: YOGA_REFS.budhaditya,
  definition:
    'Mercury and the Sun in the same sign. Not cancelled by combustion here; a combust Mercury lowers the band.',
  match(chart) {
    if (chart.grahas.Sun.signIndex !== chart.grahas.Mercury.signIndex) return null;
    return { grahas: ['Sun', 'Mercury'], detail: `the Sun and Mercury together in ${chart.grahas.Sun.sign}` };
  },
});

export const SURYA_YOGAS: YogaRule[] = [vesi, vasi, ubhayachari, budhaditya];
