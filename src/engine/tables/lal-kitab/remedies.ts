/**
 * Simple remedies (upay) per graha as modern Lal Kitab manuals repeat them: feeding, giving, flowing things in
 * running water, serving the relative the graha signifies. Advisory only. Nothing medical, financial or harmful is
 * listed (no gemstones, fasting or ingestion); `found` says whether a source searched here gave the remedy.
 */
import type { Graha } from '../../jyotish/primitives/names.ts';
import type { CitedTable } from '../sources.ts';
import { LK_REFS } from './refs.ts';

export interface LalKitabRemedyItem {
  text: string;
  found: boolean;
}

export const LK_GRAHA_REMEDIES = {
  id: 'lal_kitab.graha_remedies',
  cites: [LK_REFS.remedies],
  data: {
    Sun: [
      { text: 'Flow jaggery (gur) in running water.', found: true },
      { text: 'Respect and serve the father.', found: false },
    ],
    Moon: [
      { text: 'Keep a vessel of milk or water by the bed at night and pour it at the root of an acacia (kikar) tree in the morning.', found: true },
      { text: 'Honour the mother and give her gifts.', found: true },
    ],
    Mars: [
      { text: 'Give sweets in charity, or flow sugar drops (batashe) in running water.', found: true },
    ],
    Mercury: [
      { text: 'Flow a piece of copper with a hole in it in running water.', found: true },
      { text: 'Serve young girls (kanya), sisters and aunts.', found: true },
    ],
    Jupiter: [
      { text: 'Apply saffron to the navel (some writers: a saffron mark on the forehead).', found: true },
      { text: 'Care for a temple or a peepal tree.', found: true },
    ],
    Venus: [
      { text: 'Give fodder (jowar) for cows, or give a cow a share of one\'s own meal.', found: true },
    ],
    Saturn: [
      { text: 'Chhaya daan: look at one\'s reflection in a bowl of mustard oil and give the oil away.', found: true },
      { text: 'Feed crows.', found: true },
    ],
    Rahu: [
      { text: 'Give radishes in charity, or flow a little coal in running water.', found: true },
    ],
    Ketu: [
      { text: 'Feed a dog (a black-and-white one in many manuals).', found: true },
    ],
  },
} as const satisfies CitedTable<Record<Graha, readonly LalKitabRemedyItem[]>>;
