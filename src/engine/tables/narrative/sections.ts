/**
 * The thirteen sections of the narrative, in Phaladeepika's order of judgement: the lagna first, then the Moon (the
 * mind, read as a second lagna), then the houses from the 2nd to the 12th. Each names the matters of its house
 * (ch. 1, the names of the houses; ch. 16, their general effects) and its karakas (ch. 15 v. 17: 1 Sun; 2 Jupiter;
 * 3 Mars; 4 Moon and Mercury; 5 Jupiter; 6 Saturn and Mars; 7 Venus; 8 Saturn; 9 Sun and Jupiter; 10 Jupiter, Sun,
 * Mercury and Saturn; 11 Jupiter; 12 Saturn).
 */
import type { SevenGraha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export interface SectionDef {
  id: string;
  title: string;
  /** House 1-12 judged, or 'moon' for the section read from the Moon's own house. */
  bhava: number | 'moon';
  /** The matters of the house as the sentences name them. */
  topics: string;
  /** Karakas of the bhava (empty for the Moon's section: the Moon is itself the significator). */
  karakas: readonly SevenGraha[];
  /** A line of service policy printed with the section (not a rule, carries no citation). */
  policy?: string;
}

export const NO_DEATH_TIMING =
  'Service policy: this section judges the general strength of the 8th house only; it never states when death ' +
  'occurs or how long life lasts.';

export const NARRATIVE_SECTIONS = {
  id: 'narrative.sections',
  cites: [
    cite('phaladeepika', {
      chapter: 15,
      verses: '17',
      status: 'pending',
      note: "karakas of the bhavas; verse number from an online copy of Sastri's translation, not checked",
    }),
    cite('phaladeepika', {
      chapter: 16,
      status: 'pending',
      note: 'general effects of the twelve bhavas, the matters named here; chapter not checked',
    }),
  ],
  data: [
    {
      id: 'lagna',
      title: 'The lagna: body and temperament',
      bhava: 1,
      topics: 'the body, temperament and general well-being',
      karakas: ['Sun'],
    },
    { id: 'moon', title: 'The Moon: mind and feeling', bhava: 'moon', topics: 'the mind and feeling', karakas: [] },
    {
      id: 'wealth',
      title: 'Wealth, family and speech',
      bhava: 2,
      topics: 'wealth, family and speech',
      karakas: ['Jupiter'],
    },
    {
      id: 'siblings',
      title: 'Siblings and courage',
      bhava: 3,
      topics: 'younger siblings, courage and effort',
      karakas: ['Mars'],
    },
    {
      id: 'home',
      title: 'Home, mother and vehicles',
      bhava: 4,
      topics: 'the mother, home, vehicles and comfort',
      karakas: ['Moon', 'Mercury'],
    },
    {
      id: 'children',
      title: 'Children and intellect',
      bhava: 5,
      topics: 'children, intellect and past merit',
      karakas: ['Jupiter'],
    },
    {
      id: 'enemies',
      title: 'Enemies, debts and health',
      bhava: 6,
      topics: 'enemies, debts and illness',
      karakas: ['Saturn', 'Mars'],
    },
    {
      id: 'marriage',
      title: 'Marriage and partnership',
      bhava: 7,
      topics: 'marriage and partnership',
      karakas: ['Venus'],
    },
    {
      id: 'longevity',
      title: 'Longevity and obstacles',
      bhava: 8,
      topics: 'longevity, obstacles and hidden matters',
      karakas: ['Saturn'],
      policy: NO_DEATH_TIMING,
    },
    {
      id: 'fortune',
      title: 'Fortune, father and dharma',
      bhava: 9,
      topics: 'fortune, the father and dharma',
      karakas: ['Sun', 'Jupiter'],
    },
    {
      id: 'career',
      title: 'Career and standing',
      bhava: 10,
      topics: 'work, rank and deeds',
      karakas: ['Jupiter', 'Sun', 'Mercury', 'Saturn'],
    },
    {
      id: 'gains',
      title: 'Gains and elder siblings',
      bhava: 11,
      topics: 'gains, income and elder siblings',
      karakas: ['Jupiter'],
    },
    {
      id: 'losses',
      title: 'Losses, expenses and liberation',
      bhava: 12,
      topics: 'losses, expenses and liberation',
      karakas: ['Saturn'],
    },
  ],
} as const satisfies CitedTable<readonly SectionDef[]>;
