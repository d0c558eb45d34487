/** Vratas kept every lunar month: placed for each month of the year by the same tithi rules as the festivals. */
import { DHARMA, FIRST, GREATER, holds, NIRNAYA, PRACTICE, SECOND, UDAYA } from './presets.ts';
import type { MonthlyVrata } from './types.ts';

export const MONTHLY = [
  {
    id: 'pradosha_vrata',
    name: 'Pradosha Vrata',
    hi: 'प्रदोष व्रत',
    sa: 'Pradoṣa Vrata',
    paksha: null,
    tithi: 13,
    rule: holds('pradosha', GREATER, SECOND),
    cites: [DHARMA('Pradosha: Trayodashi holding the evening twilight; on both evenings the one it fills more')],
  },
  {
    id: 'sankashti_chaturthi',
    name: 'Sankashti Chaturthi',
    hi: 'संकष्टी चतुर्थी',
    sa: 'Saṅkaṣṭa Caturthī',
    paksha: 'Krishna',
    tithi: 4,
    rule: holds('moonrise', FIRST, FIRST),
    cites: [DHARMA('Sankashta Chaturthi: Krishna Chaturthi holding moonrise; at no moonrise, the day it begins')],
  },
  {
    id: 'vinayaka_chaturthi',
    name: 'Vinayaka Chaturthi',
    hi: 'विनायक चतुर्थी',
    sa: 'Vināyaka Caturthī',
    paksha: 'Shukla',
    tithi: 4,
    rule: holds('madhyahna', GREATER, FIRST),
    cites: [DHARMA('Shukla Chaturthi holding madhyahna')],
  },
  {
    id: 'masik_shivaratri',
    name: 'Masik Shivaratri',
    hi: 'मासिक शिवरात्रि',
    sa: 'Māsa Śivarātri',
    paksha: 'Krishna',
    tithi: 14,
    rule: holds('nishita'),
    cites: [NIRNAYA('Krishna Chaturdashi holding nishita')],
  },
  {
    id: 'purnima',
    name: 'Purnima',
    hi: 'पूर्णिमा',
    sa: 'Pūrṇimā',
    paksha: 'Shukla',
    tithi: 15,
    rule: UDAYA,
    alternatives: [
      {
        school: 'Purnima vrat: the fast on the evening the Purnima holds (pradosha), often the day before',
        rule: holds('pradosha'),
        cites: [PRACTICE('almanac lists of Purnima vrat days')],
      },
    ],
    cites: [PRACTICE('the full-moon day as almanacs print it: Purnima at sunrise')],
  },
  {
    id: 'amavasya',
    name: 'Amavasya',
    hi: 'अमावस्या',
    sa: 'Amāvāsyā',
    paksha: 'Krishna',
    tithi: 15,
    rule: UDAYA,
    cites: [PRACTICE('the new-moon day as almanacs print it: Amavasya at sunrise')],
  },
] as const satisfies readonly MonthlyVrata[];
