/**
 * Doshas of the nodes. Kalasarpa is read through kalasarpa.ts (by degree; full only). Pitru and Matru dosha have
 * many modern readings; the one applied is named in each definition. All are advisory: the classical hora texts
 * either do not know them (Kalasarpa) or give other, longer combinations (the curses of BPHS).
 */
import { DOSHA_REFS } from '../../../tables/dosha/catalogue/refs.ts';
import type { Citation } from '../../../tables/sources.ts';
import { list, lordOf, ordinal } from '../../yoga/facts.ts';
import { kalasarpa, KALASARPA_METHOD } from '../kalasarpa.ts';
import { KALASARPA_TRADITION } from '../../../tables/dosha/kalasarpa.ts';
import { doshaRule, inHouse, joinedBy, NODES, presentIf } from './rule.ts';
import type { DoshaRule } from './types.ts';

const kalasarpaDosha = doshaRule({
  id: 'kalasarpa_dosha',
  name: 'Kalasarpa dosha',
  group: 'nodal',
  verification: 'advisory',
  refs: [KALASARPA_TRADITION],
  definition: `${KALASARPA_METHOD}. Present only when full; a partial formation is reported in the facts as absent.`,
  check(chart) {
    const r = kalasarpa(chart);
    if (r.present) {
      return {
        status: 'present',
        text:
          `all seven grahas ${r.direction ?? ''} between Rahu (${r.rahuSign}) and Ketu (${r.ketuSign}): ` +
          `${r.type?.name ?? ''} ` +
          `type (Rahu in the ${ordinal(r.rahuHouse)})`,
        grahas: ['Rahu', 'Ketu'],
      };
    }
    const why = r.partial
      ? `partial only: ${list(r.outside)} outside the Rahu-Ketu arc`
      : `${list(r.outside)} on the other side of the Rahu-Ketu axis`;
    return { status: 'absent', text: why, grahas: ['Rahu', 'Ketu', ...r.outside] };
  },
});

/** Rahu or Ketu in house `house`, or the lord of `house` in one sign with a node. */
function nodeOnHouse(id: string, name: string, house: number, topic: string, refs: readonly Citation[]): DoshaRule {
  return doshaRule({
    id,
    name,
    group: 'nodal',
    verification: 'advisory',
    refs,
    definition:
      `Reading used: Rahu or Ketu in the ${ordinal(house)} house (${topic}) from the lagna, or the ${ordinal(house)} ` +
      `lord in the same sign as Rahu or Ketu.`,
    check(chart) {
      const inside = inHouse(chart, house, NODES);
      const lord = lordOf(chart, house);
      const withLord = joinedBy(chart, lord, NODES);
      const parts = [
        ...(inside.length > 0 ? [`${list(inside)} in the ${ordinal(house)}`] : []),
        ...(withLord.length > 0 ? [`the ${ordinal(house)} lord ${lord} with ${list(withLord)}`] : []),
      ];
      return presentIf(
        parts.length === 0 ? null : parts.join('; '),
        [...inside, ...withLord, ...(withLord.length > 0 ? [lord] : [])],
        `no node in the ${ordinal(house)} and the ${ordinal(house)} lord ${lord} not with a node`,
        [house],
      );
    },
  });
}

const pitru = nodeOnHouse('pitru_dosha', 'Pitru dosha', 9, 'father and forebears', DOSHA_REFS.pitru);
const matru = nodeOnHouse('matru_dosha', 'Matru dosha', 4, 'mother', DOSHA_REFS.matru);

const putraSarpa = doshaRule({
  id: 'sarpa_putra_dosha',
  name: 'Sarpa (putra) dosha',
  group: 'nodal',
  verification: 'advisory',
  refs: DOSHA_REFS.putraSarpa,
  definition:
    "Rahu in the 5th house from the lagna. BPHS's curse of the serpent asks more (Mars's aspect or conjunction, " +
    'the 5th lord afflicted); this rule asks the placement only.',
  check(chart) {
    const h = chart.grahas.Rahu.house;
    return presentIf(
      h === 5 ? `Rahu in the 5th (${chart.grahas.Rahu.sign})` : null,
      ['Rahu'],
      `Rahu in the ${ordinal(h)}, not the 5th`,
      [5],
    );
  },
});

const ketuLagna = doshaRule({
  id: 'ketu_in_lagna',
  name: 'Ketu in the lagna',
  group: 'nodal',
  verification: 'advisory',
  refs: DOSHA_REFS.ketuLagna,
  definition: 'Ketu in the 1st house (the lagna sign).',
  check(chart) {
    const h = chart.grahas.Ketu.house;
    return presentIf(
      h === 1 ? `Ketu in the lagna (${chart.grahas.Ketu.sign})` : null,
      ['Ketu'],
      `Ketu in the ${ordinal(h)}`,
      [1],
    );
  },
});

export const NODAL_DOSHAS: readonly DoshaRule[] = [kalasarpaDosha, pitru, matru, putraSarpa, ketuLagna];
