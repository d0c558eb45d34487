/**
 * Names of the lunar months, keyed by the Sun's sidereal sign at the new moon that opens an amanta month. The month
 * is named by the sankranti it holds: the one in which the Sun enters Mesha is Chaitra, so a month that opens
 * with the Sun in Meena (Pisces) is Chaitra, and so on round the signs.
 */
import { cite, type CitedTable } from '../../tables/sources.ts';
import type { Sign } from '../../vocabulary/names.ts';

export const LUNAR_MONTH_NAMES = [
  'Chaitra',
  'Vaishakha',
  'Jyeshtha',
  'Ashadha',
  'Shravana',
  'Bhadrapada',
  'Ashwin',
  'Kartika',
  'Margashirsha',
  'Pausha',
  'Magha',
  'Phalguna',
] as const;
export type LunarMonthName = (typeof LUNAR_MONTH_NAMES)[number];

export const LUNAR_MONTH_BY_SUN_SIGN = {
  id: 'panchanga.lunar_month_by_sun_sign',
  cites: [
    cite('surya_siddhanta', {
      chapter: 1,
      verses: '13',
      status: 'pending',
      note: 'the lunar month of thirty tithis and the solar month of one sign',
    }),
    cite('almanac_practice', {
      status: 'pending',
      note:
        'amanta month named by the sankranti it holds (Mesha -> Chaitra); a month without sankranti is adhika and ' +
        "takes the next month's name; with two, the second name is dropped. As summarised by R. Sewell and " +
        'S. B. Dikshit, The Indian Calendar (1896), arts. 45-51 (not yet in sources.ts)',
    }),
  ],
  data: {
    Pisces: 'Chaitra',
    Aries: 'Vaishakha',
    Taurus: 'Jyeshtha',
    Gemini: 'Ashadha',
    Cancer: 'Shravana',
    Leo: 'Bhadrapada',
    Virgo: 'Ashwin',
    Libra: 'Kartika',
    Scorpio: 'Margashirsha',
    Sagittarius: 'Pausha',
    Capricorn: 'Magha',
    Aquarius: 'Phalguna',
  },
} as const satisfies CitedTable<Record<Sign, LunarMonthName>>;
