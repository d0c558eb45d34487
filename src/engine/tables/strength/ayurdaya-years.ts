/**
 * Years each graha grants in the two graha-given (grahadatta) longevity systems, when at its deepest exaltation;
 * at its deepest debilitation it grants half, and proportionally between (the exaltation points are those of
 * tables/chart/dignity.ts). Pindayu follows Maya, Yavana, Manittha and Shaktipurva as Varahamihira reports them;
 * nisargayu uses the natural (naisargika) years.
 */
import type { SevenGraha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export const PINDAYU_YEARS = {
  id: 'longevity.pindayu_years',
  cites: [
    cite('brihat_jataka', { chapter: 7, verses: '1', status: 'pending' }),
    cite('bphs', {
      chapter: 43,
      status: 'pending',
      note: 'Longevity; chapter number as in the widely circulated English translation',
    }),
  ],
  data: { Sun: 19, Moon: 25, Mars: 15, Mercury: 12, Jupiter: 15, Venus: 21, Saturn: 20 },
} as const satisfies CitedTable<Record<SevenGraha, number>>;

export const NISARGAYU_YEARS = {
  id: 'longevity.nisargayu_years',
  cites: [
    cite('bphs', { chapter: 43, status: 'pending', note: 'naisargika ayurdaya' }),
    cite('brihat_jataka', {
      chapter: 8,
      status: 'pending',
      note: 'the same natural years as naisargika dasha periods',
    }),
  ],
  data: { Sun: 20, Moon: 1, Mars: 2, Mercury: 9, Jupiter: 18, Venus: 20, Saturn: 50 },
} as const satisfies CitedTable<Record<SevenGraha, number>>;
