/** The panchanga page (/): the day at a place, its limbs, periods and choghadiyas. */
import type { Catalogue } from './types.ts';

export const PANCHANGA = {
  'panchanga.title': { en: 'Panchanga', hi: 'पंचांग' },
  'panchanga.submit': { en: 'Show the panchanga', hi: 'पंचांग दिखाएँ' },
  'panchanga.noSunrise': { en: 'none (polar day or night)', hi: 'नहीं (ध्रुवीय दिन या रात)' },
  'panchanga.moonrise': { en: 'Moonrise', hi: 'चंद्रोदय' },
  'panchanga.moonset': { en: 'Moonset', hi: 'चंद्रास्त' },
  'panchanga.amanta': { en: 'Lunar month (amanta)', hi: 'चांद्र मास (अमांत)' },
  'panchanga.purnimanta': { en: 'Lunar month (purnimanta)', hi: 'चांद्र मास (पूर्णिमांत)' },
  'panchanga.adhikaMonth': { en: 'Adhika {month}', hi: 'अधिक {month}' },
  'panchanga.samvat': { en: 'Samvat', hi: 'संवत्' },
  'panchanga.samvatYears': { en: 'Vikram {vikram}, Shaka {shaka}', hi: 'विक्रम {vikram}, शक {shaka}' },
  'panchanga.solarMonth': {
    en: 'Solar month ({calendar, select, tamil {Tamil} other {Kerala}})',
    hi: 'सौर मास ({calendar, select, tamil {तमिल} other {केरल}})',
  },
  'panchanga.sun': { en: 'Sun', hi: 'सूर्य' },
  'panchanga.moon': { en: 'Moon', hi: 'चन्द्र' },
  'panchanga.pada': { en: 'pada {pada}', hi: 'चरण {pada}' },
  'panchanga.limbs': {
    en: 'The five limbs at sunrise and when each ends',
    hi: 'सूर्योदय के समय पंचांग के पाँच अंग और हर अंग का समाप्ति समय',
  },
  'panchanga.limb': { en: 'Limb', hi: 'अंग' },
  'panchanga.atSunrise': { en: 'At sunrise', hi: 'सूर्योदय पर' },
  'panchanga.ends': { en: 'Ends', hi: 'समाप्ति' },
  'panchanga.periods': { en: 'Periods of the day', hi: 'दिन के काल' },
  'panchanga.rahuKalam': { en: 'Rahu kalam', hi: 'राहु काल' },
  'panchanga.yamaganda': { en: 'Yamaganda', hi: 'यमगण्ड' },
  'panchanga.gulikaKalam': { en: 'Gulika kalam', hi: 'गुलिक काल' },
  'panchanga.abhijit': { en: 'Abhijit muhurta', hi: 'अभिजित मुहूर्त' },
  'panchanga.durmuhurta': { en: 'Durmuhurta', hi: 'दुर्मुहूर्त' },
  'panchanga.varjyam': { en: 'Varjyam', hi: 'वर्ज्य' },
  'panchanga.amritKalam': { en: 'Amrit kalam', hi: 'अमृत काल' },
  'panchanga.dayChoghadiya': { en: 'Day choghadiya', hi: 'दिन का चौघड़िया' },
  'panchanga.nightChoghadiya': { en: 'Night choghadiya', hi: 'रात का चौघड़िया' },
  'panchanga.choghadiya': { en: 'Choghadiya', hi: 'चौघड़िया' },
  'panchanga.time': { en: 'Time', hi: 'समय' },
  'panchanga.nature': { en: 'Nature', hi: 'प्रकृति' },
  'panchanga.status': {
    en: '{status, select, good {good} neutral {neutral} bad {bad} other {{status}}}',
    hi: '{status, select, good {शुभ} neutral {सामान्य} bad {अशुभ} other {{status}}}',
  },
  'panchanga.festivals': { en: 'Festivals and vratas', hi: 'त्योहार और व्रत' },
  'panchanga.conventions': {
    en:
      "Times in {timezone} (UTC{offset}); sunrise and sunset of the Sun's upper limb with refraction; the Vedic day " +
      'runs from sunrise to sunrise. The same numbers as JSON: <code>POST /api/v2/panchanga</code>.',
    hi:
      'समय {timezone} (UTC{offset}) में; सूर्योदय और सूर्यास्त सूर्य के ऊपरी किनारे के, वायुमंडलीय अपवर्तन सहित; ' +
      'वैदिक दिन एक सूर्योदय से अगले सूर्योदय तक चलता है। यही आँकड़े JSON में: <code>POST /api/v2/panchanga</code>।',
  },
} as const satisfies Catalogue;
