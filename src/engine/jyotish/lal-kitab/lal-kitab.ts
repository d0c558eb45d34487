/**
 * The Lal Kitab reading of a chart (POST /api/lal-kitab): the chart by fixed houses, each graha's state, the nine
 * debts with their collective remedies, and simple remedies for afflicted grahas (advisory). Every rule and table is
 * cited to the 1952 Lal Kitab, pending; readings chosen where sources differ are named in `method` and the tables.
 */
import { LK_ASPECTS } from '../../tables/lal-kitab/aspects.ts';
import { LK_DEBTS } from '../../tables/lal-kitab/debts.ts';
import { LK_GRAHAS } from '../../tables/lal-kitab/grahas.ts';
import { LK_HOUSES } from '../../tables/lal-kitab/houses.ts';
import { LK_REFS } from '../../tables/lal-kitab/refs.ts';
import { LK_GRAHA_REMEDIES } from '../../tables/lal-kitab/remedies.ts';
import type { Citation } from '../../tables/sources.ts';
import { lalKitabDebts } from './debts.ts';
import { grahaStates } from './grahas.ts';
import { houseStates } from './houses.ts';
import { occupancy } from './placement.ts';
import { grahaRemedies, REMEDIES_NOTE } from './remedies.ts';
import type { LalKitabInput, LalKitabResult } from './types.ts';

export const LAL_KITAB_METHOD = [
  'Chart: each graha is placed in its whole-sign house counted from the lagna; the house number is then read with ' +
    "Lal Kitab's fixed meanings, house 1 always Aries through house 12 Pisces (the rising sign only decides which " +
    'house a graha falls in). The natal sign of each house and graha is reported beside it. A bhava-chalit (cusp) ' +
    'placement, which some Lal Kitab practitioners prefer, is not used.',
  'Pakka ghar: Sun 1, Moon 4, Mars 3 and 8, Mercury 7, Jupiter 2, 5, 9, 12, Venus 7, Saturn 8 and 10, Rahu 12, ' +
    'Ketu 6 (variants: Jupiter 11 for 12; Saturn also 11); the principal (short) list, reported beside it, is Sun 1, ' +
    'Moon 4, Mars 3 and 8, Mercury 7, Jupiter 2, Venus 7, Saturn 8, Rahu 12, Ketu 6. Exaltation and debilitation by ' +
    'house: the classical signs counted from Aries = 1 (Sun 1/7, Moon 2/8, Mars 10/4, Mercury 6/12, Jupiter 4/10, ' +
    'Venus 12/6, Saturn 7/1); Rahu exalted in 3 and 6, debilitated in 9 and 12, Ketu the reverse (1952 text as ' +
    'transcribed; several English lists put Rahu low in 8 and 9 instead, not applied).',
  'Aspects by house: 1 on 7 and 4 on 10 full; 3 on 9 and 11, 5 on 9 half; 2 on 6, 6 on 12, 8 on 12 a quarter.',
  'Asleep: a graha in its pakka ghar is awake; otherwise asleep when every house its house aspects is empty; not ' +
    'decided (null) for grahas in houses 7, 9, 10, 11, 12, which cast no aspect in the scheme. A house is asleep ' +
    'when it is empty and no occupied house aspects it. Kayam: no enemy graha in its house or aspecting it.',
  "Debts: present when any trigger graha stands in a trigger house (see each debt's rule and reading); other " +
    'readings (Stri rin by Sun, Rahu or Ketu in 2 or 7; Kudrati rin by Venus or the Moon in 6; Swa rin counting ' +
    'Ketu) are evaluated as alternates and do not set present. Debts are advisory; remedies are done by ' +
    'the whole family together. Afflicted grahas (debilitated by house, or the karaka of a present debt) get simple ' +
    'remedies, advisory.',
].join(' ');

export function lalKitab(chart: LalKitabInput): LalKitabResult {
  const occ = occupancy(chart);
  const grahas = grahaStates(chart, occ);
  const debts = lalKitabDebts(chart);
  const refs: Citation[] = [];
  for (const table of [LK_HOUSES, LK_GRAHAS, LK_ASPECTS, LK_DEBTS, LK_GRAHA_REMEDIES]) refs.push(...table.cites);
  refs.push(LK_REFS.sleeping, LK_REFS.kayam);
  return {
    method: LAL_KITAB_METHOD,
    houses: houseStates(chart, occ),
    grahas,
    debts,
    remedies: grahaRemedies(grahas, debts),
    remediesNote: REMEDIES_NOTE,
    refs: [...new Set(refs)],
  };
}
