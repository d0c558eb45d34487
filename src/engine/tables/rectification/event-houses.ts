/**
 * Life events a rectification can weigh, with the houses (counted from the lagna) and the karaka grahas that signify
 * them. The houses follow the bhava significations of BPHS (chs. 12-23 in Santhanam's numbering, not checked); the
 * choice of houses for each event kind is the service's reading of them, stated here so it can be argued with.
 */
import type { Graha } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export const EVENT_KINDS = [
  'marriage',
  'child_birth',
  'career_start',
  'career_change',
  'relocation',
  'education',
  'property',
  'parent_death',
  'illness',
  'accident',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export interface EventSignature {
  houses: readonly number[];
  karakas: readonly Graha[];
}

export const EVENT_HOUSES = {
  id: 'rectification.event_houses',
  cites: [
    cite('bphs', {
      chapter: '12-23',
      status: 'pending',
      note: "bhava significations; the mapping of event kinds to houses is the service's own",
    }),
  ],
  data: {
    marriage: { houses: [7, 2, 11], karakas: ['Venus', 'Jupiter'] },
    child_birth: { houses: [5, 9, 11], karakas: ['Jupiter'] },
    career_start: { houses: [10, 6, 11], karakas: ['Sun', 'Saturn'] },
    career_change: { houses: [10, 3, 12], karakas: ['Saturn', 'Rahu'] },
    relocation: { houses: [4, 12, 3], karakas: ['Moon', 'Rahu'] },
    education: { houses: [4, 5, 9], karakas: ['Mercury', 'Jupiter'] },
    property: { houses: [4, 11, 2], karakas: ['Mars', 'Venus'] },
    parent_death: { houses: [8, 12, 9], karakas: ['Sun', 'Saturn'] },
    illness: { houses: [6, 8, 12], karakas: ['Saturn', 'Mars'] },
    accident: { houses: [8, 6, 12], karakas: ['Mars', 'Rahu'] },
  },
} as const satisfies CitedTable<Record<EventKind, EventSignature>>;

/** Points for each agreement (the service's own weights). */
export const RECTIFICATION_WEIGHTS = {
  dashaLordRulesHouse: 2,
  dashaLordOccupiesHouse: 1,
  dashaLordIsKaraka: 1,
  transitOverHouse: 1,
} as const;
