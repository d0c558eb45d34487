/**
 * Citations carried by the narrative rules. Every one is pending: nobody here has checked a verse against an edition.
 * Phaladeepika chapters follow V. Subrahmanya Sastri's translation (ch. 1 definitions, ch. 15 the method of judging
 * the bhavas, ch. 16 the general effects of the twelve bhavas); verse numbers were read in an online copy of that
 * translation and are not checked against the printed book.
 */
import { YOGA_REFS } from '../yoga/refs.ts';
import { HOUSE_GROUPS } from '../yoga/house-groups.ts';
import { NATURES } from '../yoga/natures.ts';
import { cite, type Citation } from '../sources.ts';

const SASTRI =
  "chapter and verses as in V. Subrahmanya Sastri's translation (online copy), not checked against an edition";

const ph = (chapter: number, verses: string | undefined, topic: string): Citation =>
  cite('phaladeepika', {
    chapter,
    ...(verses === undefined ? {} : { verses }),
    status: 'pending',
    note: `${topic}; ${SASTRI}`,
  });

export const NARRATIVE_REFS = {
  signNatures: [
    ph(1, undefined, 'movable, fixed and dual signs; fiery, earthy, airy and watery signs (verse not located)'),
  ],
  houseMatters: [ph(1, '11-16', 'names and matters of the twelve houses (verse range approximate)')],
  bhavaOccupiedAspected: [
    ph(
      15,
      '1',
      'a bhava occupied or aspected by benefics or by its own lord, free of malefics, gives its results in full',
    ),
  ],
  lordAfflicted: [
    ph(
      15,
      '3',
      'a bhava lord in the 8th, combust, debilitated or in an enemy sign, without benefic aspect or company, ' +
        'destroys the bhava',
    ),
  ],
  maleficsInDusthanaFromBhava: [ph(15, '4', 'malefics in the 6th, 8th or 12th counted from a bhava destroy it')],
  lordPlacement: [
    ph(15, '5', 'a bhava whose lord is in the 6th, 8th or 12th suffers'),
    cite('bphs', {
      chapter: 24,
      status: 'pending',
      note:
        "effects of each bhava lord in each of the twelve houses; chapter as in Santhanam's translation, not " +
        'checked',
    }),
  ],
  dignity: [
    ph(15, '18', "the fullness of a graha's effects follows its sign: exaltation, own, friend's, neutral or enemy's"),
  ],
  karakatwa: [ph(15, '15-16', 'what each graha signifies (the Moon: the mind, understanding, the mother)')],
  bhavaKarakas: [ph(15, '17', 'the karakas of the twelve bhavas')],
  lagnaLordSign: [ph(16, '3', 'the lagna lord in a movable, fixed or dual sign: roaming, staying, or both')],
  houseGroups: HOUSE_GROUPS.cites,
  natures: NATURES.cites,
  kartari: YOGA_REFS.kartari,
} as const satisfies Record<string, readonly Citation[]>;
