/**
 * The ekadashi observance rules as typed data: arunodaya, the Smarta and Vaishnava day rules, the mahadvadashi
 * cases and the parana (fast-breaking) rule. Every citation is pending: no verse has been checked against an
 * edition the project carries, so none is numbered here; the notes say what each rule is known from.
 */
import { cite, type CitedTable } from '../sources.ts';

/** One ghati is 1/60 of a day: 24 minutes. */
export const GHATI_MINUTES = 24;

export const ARUNODAYA = {
  id: 'vrata.ekadashi.arunodaya',
  cites: [
    cite('nirnayasindhu', {
      status: 'pending',
      note: 'ekadashi section: arunodaya as the 4 ghatis before sunrise, used for dashami-vedha',
    }),
    cite('dharmasindhu', { status: 'pending', note: 'ekadashi nirnaya: vedha of dashami at arunodaya for Vaishnavas' }),
  ],
  data: { ghatis: 4, minutes: 4 * GHATI_MINUTES },
} as const satisfies CitedTable<{ ghatis: number; minutes: number }>;

export type EkadashiRuleId =
  'smarta_sunrise' | 'vaishnava_arunodaya' | 'kshaya_ekadashi' | 'unmilani' | 'vyanjuli' | 'trisprisha' | 'parana';

export interface EkadashiRule {
  title: string;
  text: string;
}

export const EKADASHI_RULES = {
  id: 'vrata.ekadashi.rules',
  cites: [
    cite('dharmasindhu', {
      status: 'pending',
      note: 'ekadashi nirnaya (Smarta and Vaishnava observance, mahadvadashi, parana)',
    }),
    cite('nirnayasindhu', { status: 'pending', note: 'ekadashi and dvadashi nirnaya' }),
    cite('almanac_practice', {
      status: 'pending',
      note: 'how almanacs publish Smarta and Vaishnava ekadashi and the parana window',
    }),
  ],
  data: {
    smarta_sunrise: {
      title: 'Smarta: ekadashi at sunrise',
      text:
        'observe on the day whose sunrise has ekadashi; a day whose sunrise has dashami is not taken, the fast ' +
        'is on the next day. Simplified: the texts weigh further cases (ekadashi at two sunrises, the kind of ' +
        'observer) that are not encoded; with ekadashi at two sunrises the first day is given',
    },
    vaishnava_arunodaya: {
      title: 'Vaishnava: dashami-viddha at arunodaya',
      text:
        'if dashami still runs at arunodaya (4 ghatis, 96 minutes, before sunrise) of the day whose sunrise has ' +
        'ekadashi, that ekadashi is viddha (pierced) and the fast moves to the next day (dvadashi)',
    },
    kshaya_ekadashi: {
      title: 'Ekadashi touching no sunrise',
      text:
        'when ekadashi begins after one sunrise and ends before the next, the day it falls in has dashami at ' +
        'sunrise; both traditions fast on the next day, whose sunrise has dvadashi',
    },
    unmilani: {
      title: 'Unmilani mahadvadashi',
      text: 'ekadashi prevails at two consecutive sunrises; Vaishnavas fast on the second day',
    },
    vyanjuli: {
      title: 'Vyanjuli mahadvadashi',
      text: 'dvadashi prevails at two consecutive sunrises; Vaishnavas fast on the first of those days',
    },
    trisprisha: {
      title: 'Trisprisha mahadvadashi',
      text:
        'one day, sunrise to sunrise, touches ekadashi (at sunrise), dvadashi and trayodashi (before the next ' +
        'sunrise); Vaishnavas fast on that day',
    },
    parana: {
      title: 'Parana: before the end of dvadashi, not in hari vasara',
      text:
        'the fast is broken on the day after it, after sunrise and before dvadashi ends, but not during hari ' +
        'vasara, the first quarter of dvadashi; when dvadashi has ended by that sunrise, the window opens at ' +
        'sunrise and no end is stated',
    },
  },
} as const satisfies CitedTable<Record<EkadashiRuleId, EkadashiRule>>;

/** Hari vasara: this share of dvadashi, from its start. */
export const HARI_VASARA_FRACTION = 1 / 4;

/** The order in which Vaishnava practice takes the mahadvadashi cases when more than one occurs: the earliest day. */
export const MAHADVADASHI_CASES = ['trisprisha', 'unmilani', 'vyanjuli'] as const;
export type MahadvadashiCase = (typeof MAHADVADASHI_CASES)[number];
