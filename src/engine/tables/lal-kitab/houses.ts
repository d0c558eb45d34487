/**
 * The twelve houses (khana) of Lal Kitab: each keeps its fixed sign (Aries = 1 ... Pisces = 12) whatever the rising
 * sign, its karaka grahas (those that own it as pakka ghar, joint owners named), and a short list of what it
 * signifies, summarised from modern Lal Kitab manuals (not translated from the 1952 text).
 */
import type { Graha, Sign } from '../../vocabulary/names.ts';
import type { CitedTable } from '../sources.ts';
import { LK_REFS } from './refs.ts';

export interface LalKitabHouseMeaning {
  house: number;
  fixedSign: Sign;
  /** Karaka (pakka ghar) grahas; joint owners after the first. */
  karakas: readonly Graha[];
  name: string;
  significations: readonly string[];
}

export const LK_HOUSES = {
  id: 'lal_kitab.houses',
  cites: [LK_REFS.fixedHouses, LK_REFS.houseMeanings, LK_REFS.houseOwners, LK_REFS.pakkaGhar],
  data: [
    {
      house: 1,
      fixedSign: 'Aries',
      karakas: ['Sun'],
      name: 'the throne (takht)',
      significations: ['the self, body and status', 'the struggle of the self with the world', 'authority'],
    },
    {
      house: 2,
      fixedSign: 'Taurus',
      karakas: ['Jupiter'],
      name: 'the place of worship (dharam sthan)',
      significations: ['family wealth and savings', "the in-laws' house", 'religious temperament', 'old age'],
    },
    {
      house: 3,
      fixedSign: 'Gemini',
      karakas: ['Mars'],
      name: 'brothers',
      significations: ['brothers and sisters', 'courage and effort', 'wealth earned by effort'],
    },
    {
      house: 4,
      fixedSign: 'Cancer',
      karakas: ['Moon'],
      name: 'the mother',
      significations: ['the mother', 'home and peace of mind', 'milk and water', 'property and conveyances'],
    },
    {
      house: 5,
      fixedSign: 'Leo',
      karakas: ['Jupiter'],
      name: 'children and learning',
      significations: ['sons and grandsons', 'knowledge and education', 'the future'],
    },
    {
      house: 6,
      fixedSign: 'Virgo',
      karakas: ['Ketu', 'Mercury'],
      name: 'the underworld (patal)',
      significations: ['maternal relatives', 'relations made through parents or children', 'hidden help', 'enemies'],
    },
    {
      house: 7,
      fixedSign: 'Libra',
      karakas: ['Venus', 'Mercury'],
      name: 'the household (grihasthi)',
      significations: ['the spouse and married life', "earning one's bread", 'partnership'],
    },
    {
      house: 8,
      fixedSign: 'Scorpio',
      karakas: ['Mars', 'Saturn'],
      name: 'death and justice',
      significations: ['death and the cremation ground', 'justice as tit for tat', 'sudden events', 'longevity'],
    },
    {
      house: 9,
      fixedSign: 'Sagittarius',
      karakas: ['Jupiter'],
      name: 'fortune from the ancestors',
      significations: ['fate brought from the past', 'ancestors and elders', 'religion'],
    },
    {
      house: 10,
      fixedSign: 'Capricorn',
      karakas: ['Saturn'],
      name: 'deeds',
      significations: ['work and occupation', "the father's affairs", 'the state', 'buildings'],
    },
    {
      house: 11,
      fixedSign: 'Aquarius',
      karakas: ['Jupiter', 'Saturn'],
      name: 'income and judgement',
      significations: ['income and gains', "the judgement of one's deeds", "elder relatives' help"],
    },
    {
      house: 12,
      fixedSign: 'Pisces',
      karakas: ['Rahu', 'Jupiter'],
      name: 'the sky (akash)',
      significations: ['expenses', 'sleep and rest at night', 'travel far away', 'liberation'],
    },
  ],
} as const satisfies CitedTable<readonly LalKitabHouseMeaning[] & { length: 12 }>;
