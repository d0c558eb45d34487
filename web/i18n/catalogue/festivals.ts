/**
 * The festivals page (/festivals) and the day's festivals on the panchanga page. The regions are the festival
 * tables' region ids; the monthly vratas are named from their record, month and paksha, as the engine names them.
 */
import type { Catalogue } from './types.ts';

export const FESTIVALS = {
  'festivals.title': { en: 'Festivals', hi: 'त्योहार' },
  'festivals.year': { en: 'Year', hi: 'वर्ष' },
  'festivals.region': { en: 'Region', hi: 'क्षेत्र' },
  'festivals.tradition': { en: 'Tradition', hi: 'सम्प्रदाय' },
  'festivals.smarta': { en: 'Smarta', hi: 'स्मार्त' },
  'festivals.vaishnava': { en: 'Vaishnava', hi: 'वैष्णव' },
  'festivals.monthly': {
    en: 'Monthly vratas too (pradosha, chaturthis, purnima, amavasya)',
    hi: 'मासिक व्रत भी (प्रदोष, चतुर्थी, पूर्णिमा, अमावस्या)',
  },
  'festivals.submit': { en: 'Show the festivals', hi: 'त्योहार दिखाएँ' },
  'festivals.whyThisDate': { en: 'Why this date', hi: 'यही दिन क्यों' },
  'festivals.rule': { en: 'Rule: {rule}.', hi: 'नियम: {rule}।' },
  'festivals.otherSchools': { en: 'Other schools:', hi: 'अन्य मत:' },
  'festivals.adhika': {
    en: 'This year has an adhika (added) month: {months}. Festivals of that name fall in the month after it.',
    hi: 'इस वर्ष अधिक मास है: {months}। उस नाम के त्योहार उसके बाद वाले मास में पड़ते हैं।',
  },
  'festivals.result': {
    en: '{place}, {year}: {count, plural, one {# festival or vrata} other {# festivals and vratas}}',
    hi: '{place}, {year}: {count, plural, one {# त्योहार या व्रत} other {# त्योहार और व्रत}}',
  },
  'festivals.subscribe': {
    en: 'Subscribe to these festivals (iCalendar)',
    hi: 'ये त्योहार अपने कैलेंडर में जोड़ें (iCalendar)',
  },
  'festivals.conventions': {
    en:
      'Dates are civil days at this place ({timezone}); each is decided by the rule shown under "Why this date". ' +
      'The same as JSON: <code>GET /api/v2/festivals</code>.',
    hi:
      'दिनांक इस स्थान के नागरिक दिन हैं ({timezone}); हर दिन “यही दिन क्यों” के नीचे दिए नियम से तय होता है। ' +
      'यही सब JSON में: <code>GET /api/v2/festivals</code>।',
  },
  /** A monthly vrata: the vrata's name, then its lunar month (and the paksha where it falls in both). */
  'festivals.monthlyName': {
    en: '{vrata} ({adhika, select, yes {Adhika } other {}}{month}{paksha})',
    hi: '{vrata} ({adhika, select, yes {अधिक } other {}}{month}{paksha})',
  },

  'region.pan_indian': { en: 'All India', hi: 'संपूर्ण भारत' },
  'region.north': { en: 'North', hi: 'उत्तर भारत' },
  'region.maharashtra': { en: 'Maharashtra', hi: 'महाराष्ट्र' },
  'region.gujarat': { en: 'Gujarat', hi: 'गुजरात' },
  'region.bengal': { en: 'Bengal', hi: 'बंगाल' },
  'region.odisha': { en: 'Odisha', hi: 'ओडिशा' },
  'region.bihar': { en: 'Bihar', hi: 'बिहार' },
  'region.tamil_nadu': { en: 'Tamil Nadu', hi: 'तमिलनाडु' },
  'region.kerala': { en: 'Kerala', hi: 'केरल' },
  'region.karnataka': { en: 'Karnataka', hi: 'कर्नाटक' },
  'region.andhra_telangana': { en: 'Andhra Pradesh and Telangana', hi: 'आंध्र प्रदेश और तेलंगाना' },
  'region.punjab': { en: 'Punjab', hi: 'पंजाब' },
} as const satisfies Catalogue;
