/**
 * Points each factor adds to a section's score, and the bands of the verdict. The weights are the project's own:
 * Phaladeepika ch. 15 says which conditions make a bhava prosper or decay, not by how much. They are set so that
 * the conditions the chapter calls destructive (lord in a dusthana, combust, debilitated: v. 3, 5) weigh twice a
 * single benefic or malefic touch (v. 1), and a karaka's condition weighs as one touch whatever the number of
 * karakas (averaged over them), so that the 10th, with four karakas, is not judged mostly by them.
 */
import type { Dignity } from '../../vocabulary/dignity.ts';
import { cite, type CitedTable } from '../sources.ts';
import type { PlaceKind } from './rules-graha.ts';

export interface NarrativeWeights {
  /** House of the bhava lord (or the Moon) from the lagna. */
  place: Record<PlaceKind, number>;
  /** Sign dignity of the bhava lord (or the Moon). Own sign counts less than exaltation or moolatrikona. */
  dignity: Record<Dignity, number>;
  combust: number;
  /** The bhava lord joined or aspected by a natural benefic: the exception of ch. 15 v. 3, counted once. */
  beneficSupport: number;
  /** Each graha other than the lord in the bhava. */
  occupant: { benefic: number; malefic: number };
  /** Each graha aspecting the bhava; the lord's own aspect counts as benefic whatever its nature (v. 1). */
  aspect: { ownLord: number; benefic: number; malefic: number };
  /** Each karaka's condition, averaged over the bhava's karakas. */
  karaka: { strong: number; middling: number; weak: number };
  /** Each malefic in the 6th, 8th or 12th from the bhava: half a touch, as Rahu and Ketu always fall 6/12 together. */
  maleficInDusthanaFromBhava: number;
  kartari: { shubha: number; papa: number };
  /** The Moon's paksha (its nature as a benefic or a malefic). */
  paksha: { waxing: number; waning: number };
}

export const NARRATIVE_WEIGHTS = {
  id: 'narrative.weights',
  cites: [
    cite('phaladeepika', {
      chapter: 15,
      verses: '1-5',
      status: 'pending',
      note: "conditions of a bhava's rise and decay; the numbers are the project's, not the text's",
    }),
  ],
  data: {
    place: { own_bhava: 2, kendra_trikona: 1, neutral: 0, dusthana: -2 },
    dignity: {
      exalted: 2,
      moolatrikona: 2,
      own: 1,
      great_friend: 0,
      friend: 0,
      neutral: 0,
      enemy: -1,
      great_enemy: -1,
      debilitated: -2,
    },
    combust: -2,
    beneficSupport: 1,
    occupant: { benefic: 1, malefic: -1 },
    aspect: { ownLord: 1, benefic: 1, malefic: -1 },
    karaka: { strong: 1, middling: 0, weak: -1 },
    maleficInDusthanaFromBhava: -0.5,
    kartari: { shubha: 1, papa: -1 },
    paksha: { waxing: 1, waning: -1 },
  },
} as const satisfies CitedTable<NarrativeWeights>;

/** Verdict bands on the summed score: two clear touches either way decide it; anything between is mixed. */
export const VERDICT_BANDS = { strongAtLeast: 2, weakAtMost: -2 } as const;
