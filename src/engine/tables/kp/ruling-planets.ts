/**
 * KP ruling planets of a moment and place (Krishnamurti): the lords ruling the day, the rising degree and the
 * Moon. A node is added when it occupies the sign of a ruling planet or is conjoined with one.
 */
import { cite, type CitedTable } from '../sources.ts';

export type RulingSlot =
  'day_lord' | 'lagna_sign_lord' | 'lagna_star_lord' | 'lagna_sub_lord' | 'moon_sign_lord' | 'moon_star_lord';

export const KP_RULING_SLOTS = {
  id: 'kp.ruling_planets',
  cites: [
    cite('kp_reader', { chapter: 'ruling planets (horary, Reader VI)', status: 'pending', note: 'page not checked' }),
  ],
  data: [
    { slot: 'day_lord', text: 'lord of the weekday (the day runs from sunrise to sunrise)' },
    { slot: 'lagna_sign_lord', text: 'lord of the sign rising' },
    { slot: 'lagna_star_lord', text: 'lord of the nakshatra rising' },
    { slot: 'lagna_sub_lord', text: 'lord of the KP sub rising (added by later KP practice)' },
    { slot: 'moon_sign_lord', text: 'lord of the sign the Moon occupies' },
    { slot: 'moon_star_lord', text: 'lord of the nakshatra the Moon occupies' },
  ],
} as const satisfies CitedTable<readonly { slot: RulingSlot; text: string }[]>;
