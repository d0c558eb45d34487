/**
 * Simple remedies (upay) per graha as modern Lal Kitab manuals repeat them: feeding, giving, flowing things in
 * running water, serving the relative the graha signifies. Advisory only. Nothing medical, financial or harmful is
 * listed (no gemstones, fasting or ingestion); `found` says whether a source searched here gave the remedy (false:
 * the remedy modern manuals commonly repeat, not located in a source here). Two or three per graha.
 */
import type { Graha } from '../../vocabulary/names.ts';
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
      { text: 'Give wheat or a copper coin in charity.', found: false },
    ],
    Moon: [
      {
        text:
          'Keep a vessel of milk or water by the bed at night and pour it at the root of an acacia (kikar) tree in ' +
          'the morning.',
        found: true,
      },
      { text: 'Honour the mother and give her gifts.', found: true },
    ],
    Mars: [
      { text: 'Give sweets in charity, or flow sugar drops (batashe) in running water.', found: true },
      { text: 'Keep good relations with brothers and help them.', found: false },
    ],
    Mercury: [
      { text: 'Flow a piece of copper with a hole in it in running water.', found: true },
      { text: 'Serve young girls (kanya), sisters and aunts.', found: true },
    ],
    Jupiter: [
      { text: 'Apply saffron to the navel (some writers: a saffron mark on the forehead).', found: true },
      { text: 'Care for a temple or a peepal tree.', found: true },
      { text: 'Respect the father, teachers and elders.', found: false },
    ],
    Venus: [
      { text: "Give fodder (jowar) for cows, or give a cow a share of one's own meal.", found: true },
      { text: "Respect the wife and keep one's clothes and person clean.", found: false },
    ],
    Saturn: [
      { text: "Chhaya daan: look at one's reflection in a bowl of mustard oil and give the oil away.", found: true },
      { text: 'Feed crows.', found: true },
    ],
    Rahu: [
      { text: 'Give radishes in charity, or flow a little coal in running water.', found: true },
      { text: 'Keep good relations with the in-laws (sasural).', found: false },
    ],
    Ketu: [
      { text: 'Feed a dog (a black-and-white one in many manuals).', found: true },
      { text: 'Give a black-and-white blanket at a temple.', found: false },
      { text: 'Respect sons, nephews and maternal uncles.', found: false },
    ],
  },
} as const satisfies CitedTable<Record<Graha, readonly LalKitabRemedyItem[]>>;
