/**
 * The eleven life areas a horoscope scores, each read from one house counted from the janma rashi, with the
 * house's chief significations as BPHS gives them in its chapters on the effects of each house (Santhanam's
 * numbering: ch. 12 for the 1st house to ch. 22 for the 11th). The 12th house (losses, expenses) is left out: the
 * interface names eleven areas. The area keys are the service's own one-word names.
 */
import { cite, type CitedTable } from '../sources.ts';

export const LIFE_AREAS_ORDER = [
  'health',
  'wealth',
  'courage',
  'home',
  'children',
  'enemies',
  'marriage',
  'longevity',
  'fortune',
  'career',
  'gains',
] as const;
export type LifeArea = (typeof LIFE_AREAS_ORDER)[number];

export interface LifeAreaEntry {
  /** House from the janma rashi that rules the area. */
  house: number;
  /** What the house signifies, used in prediction sentences. */
  topic: string;
  /** BPHS chapter on the effects of this house (Santhanam numbering). */
  bphsChapter: number;
}

export const LIFE_AREAS = {
  id: 'horoscope.life_areas',
  cites: [
    cite('bphs', {
      chapter: '12-22',
      status: 'pending',
      note:
        "effects of the 1st to 11th houses, one chapter each (Santhanam numbering); the topics are the service's " +
        "summary of each chapter's first significations",
    }),
    cite('bphs', {
      chapter: 11,
      status: 'pending',
      note: 'judgement of houses: the list of what each house signifies',
    }),
  ],
  data: {
    health: { house: 1, topic: 'body, health and self', bphsChapter: 12 },
    wealth: { house: 2, topic: 'wealth, family and speech', bphsChapter: 13 },
    courage: { house: 3, topic: 'courage, effort and siblings', bphsChapter: 14 },
    home: { house: 4, topic: 'home, mother, comforts and vehicles', bphsChapter: 15 },
    children: { house: 5, topic: 'children, learning and intellect', bphsChapter: 16 },
    enemies: { house: 6, topic: 'enemies, debts and illness', bphsChapter: 17 },
    marriage: { house: 7, topic: 'marriage and partnership', bphsChapter: 18 },
    longevity: { house: 8, topic: 'longevity and obstacles', bphsChapter: 19 },
    fortune: { house: 9, topic: 'fortune, father and dharma', bphsChapter: 20 },
    career: { house: 10, topic: 'career, status and deeds', bphsChapter: 21 },
    gains: { house: 11, topic: 'gains and income', bphsChapter: 22 },
  },
} as const satisfies CitedTable<Record<LifeArea, LifeAreaEntry>>;

/** The 12th house: scored in no area, but named when a graha's main transit falls there. */
export const TWELFTH_HOUSE = {
  id: 'horoscope.twelfth_house',
  cites: [cite('bphs', { chapter: 23, status: 'pending', note: 'effects of the 12th house' })],
  data: { house: 12, topic: 'losses and expenses', bphsChapter: 23 },
} as const satisfies CitedTable<LifeAreaEntry>;
