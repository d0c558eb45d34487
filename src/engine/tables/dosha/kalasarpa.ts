/**
 * Kalasarpa (Kala Sarpa) yoga: the seven grahas hemmed on one side of the Rahu-Ketu axis. It is not in BPHS or the
 * other classical hora texts the project lists (BPHS's Sarpa yoga, malefics in three kendras, is a different
 * yoga); it belongs to a later tradition spread by twentieth-century manuals and almanacs, which also give the
 * twelve type names by Rahu's house from the lagna. Cited as such, pending.
 */
import { cite, type CitedTable } from '../sources.ts';

export const KALASARPA_TRADITION = cite('almanac_practice', {
  status: 'pending',
  note:
    'Kalasarpa yoga is a later tradition, not found in BPHS, Brihat Jataka, Saravali, Phaladeepika or Jataka ' +
    'Parijata; the definition and the twelve type names are as modern manuals and almanacs give them',
});

/** Type names by Rahu's whole-sign house from the lagna: index 0 is Rahu in the 1st (Ketu in the 7th). */
export const KALASARPA_TYPES = {
  id: 'dosha.kalasarpa_types',
  cites: [KALASARPA_TRADITION],
  data: [
    'Anant',
    'Kulik',
    'Vasuki',
    'Shankhpal',
    'Padma',
    'Mahapadma',
    'Takshak',
    'Karkotak',
    'Shankhachur',
    'Ghatak',
    'Vishdhar',
    'Sheshnag',
  ],
} as const satisfies CitedTable<readonly string[] & { length: 12 }>;
