/**
 * Words every page shares: the frame (title, navigation, footer, the notice of untranslated text), the form fields,
 * the names of the languages in the language picker, and the problems a form reports in its own words.
 */
import type { Catalogue } from './types.ts';

export const COMMON = {
  'layout.brand': { en: 'Vedic computation service', hi: 'वैदिक गणना सेवा' },
  'layout.title': { en: '{page} · Vedic computation service', hi: '{page} · वैदिक गणना सेवा' },
  'layout.skip': { en: 'Skip to content', hi: 'सीधे मुख्य सामग्री पर जाएँ' },
  'layout.nav': { en: 'Pages', hi: 'पृष्ठ' },
  'layout.footer': {
    en:
      'Computed here with the Swiss Ephemeris, Lahiri ayanamsa. Free software (AGPL-3.0-or-later). Machine-readable: ' +
      '<openapi>/openapi.json</openapi>.',
    hi:
      'गणना यहीं, स्विस एफ़ेमेरिस से, लाहिड़ी अयनांश में। मुक्त सॉफ़्टवेयर (AGPL-3.0 या उसका कोई बाद का संस्करण)। ' +
      'मशीन के पढ़ने योग्य विवरण: <openapi><code>/openapi.json</code></openapi>।',
  },
  'layout.fallbackNotice': {
    en: 'Names are shown in {language}; the page text is not yet translated and is shown in English.',
    hi: 'नाम {language} में दिखाए गए हैं; पृष्ठ का पाठ अभी अनूदित नहीं है, इसलिए अंग्रेज़ी में है।',
  },

  'nav.panchanga': { en: 'Panchanga', hi: 'पंचांग' },
  'nav.kundli': { en: 'Kundli', hi: 'कुंडली' },
  'nav.match': { en: 'Match', hi: 'कुंडली मिलान' },
  'nav.accuracy': { en: 'Accuracy', hi: 'सटीकता' },
  'nav.muhurta': { en: 'Muhurta', hi: 'मुहूर्त' },
  'nav.festivals': { en: 'Festivals', hi: 'त्योहार' },
  'nav.ask': { en: 'Ask', hi: 'प्रश्न पूछें' },
  'nav.api': { en: 'API', hi: 'API' },

  'form.place': { en: 'Place', hi: 'स्थान' },
  'form.birthPlace': { en: 'Birth place', hi: 'जन्म स्थान' },
  'form.placeOptions': { en: 'Matching places', hi: 'मिलते-जुलते स्थान' },
  'form.placeHint': {
    en: 'Type a city or town and pick it from the list{chosen, select, yes { (now {lat}, {lon})} other {}}.',
    hi: 'शहर या कस्बे का नाम लिखें और सूची से चुनें{chosen, select, yes { (अभी {lat}, {lon})} other {}}।',
  },
  'form.name': { en: 'Name <hint>(optional)</hint>', hi: 'नाम <hint>(वैकल्पिक)</hint>' },
  'form.date': { en: 'Date', hi: 'दिनांक' },
  'form.birthDate': { en: 'Birth date', hi: 'जन्म दिनांक' },
  'form.birthTime': { en: 'Birth time', hi: 'जन्म समय' },
  'form.language': { en: 'Names in', hi: 'भाषा' },
  /** The picker's label on a page that shows no names, where it changes the page text only. */
  'form.textLanguage': { en: 'Language', hi: 'भाषा' },

  'language.en': { en: 'English', hi: 'अंग्रेज़ी' },
  'language.hi': { en: 'हिन्दी (Hindi)', hi: 'हिन्दी' },
  'language.sa': { en: 'Saṃskṛta (IAST)', hi: 'संस्कृत (IAST)' },
  'language.ta': { en: 'தமிழ் (Tamil)', hi: 'தமிழ் (तमिल)' },
  'language.te': { en: 'తెలుగు (Telugu)', hi: 'తెలుగు (तेलुगु)' },
  'language.kn': { en: 'ಕನ್ನಡ (Kannada)', hi: 'ಕನ್ನಡ (कन्नड़)' },
  'language.ml': { en: 'മലയാളം (Malayalam)', hi: 'മലയാളം (मलयालम)' },
  'language.bn': { en: 'বাংলা (Bengali)', hi: 'বাংলা (बांग्ला)' },
  'language.mr': { en: 'मराठी (Marathi)', hi: 'मराठी' },
  'language.gu': { en: 'ગુજરાતી (Gujarati)', hi: 'ગુજરાતી (गुजराती)' },

  'field.birthDate': { en: 'birth date', hi: 'जन्म दिनांक' },
  'field.birthTime': { en: 'birth time', hi: 'जन्म समय' },
  'field.place': { en: 'place', hi: 'स्थान' },
  'field.birthPlace': { en: 'birth place', hi: 'जन्म स्थान' },
  'field.question': { en: 'question', hi: 'प्रश्न' },

  'problem.noPlace': {
    en: 'No place called “{typed}” in the local list: try another spelling or a town nearby.',
    hi: 'स्थानीय सूची में “{typed}” नाम का कोई स्थान नहीं है: दूसरी वर्तनी आज़माएँ या पास का कोई कस्बा।',
  },
  'problem.missing': { en: 'Please give the {fields}.', hi: 'कृपया {fields} बताएँ।' },
  'problem.date': {
    en: 'Date must be a calendar date, YYYY-MM-DD, got {got}.',
    hi: 'दिनांक वर्ष-माह-दिन के रूप में होना चाहिए (जैसे 2026-11-25), मिला {got}।',
  },
  'problem.start': {
    en: 'Start must be a calendar date, YYYY-MM-DD, got {got}.',
    hi: 'आरंभ का दिनांक वर्ष-माह-दिन के रूप में होना चाहिए (जैसे 2026-11-25), मिला {got}।',
  },
  'problem.time': {
    en: 'Time must be HH:MM in 24-hour time (seconds optional), got {got}.',
    hi: 'समय 24 घंटे की घड़ी में घंटा:मिनट होना चाहिए (सेकंड वैकल्पिक), मिला {got}।',
  },
  /** One partner's problem on the match form, when it is a phrase of its own (the sentence closes here). */
  'problem.partner': { en: '{who}: {trouble}.', hi: '{who}: {trouble}।' },
  /** One partner's problem when it is already a sentence with its full stop (an unknown place). */
  'problem.partnerSentence': { en: '{who}: {sentence}', hi: '{who}: {sentence}' },
  'problem.partnerMissing': { en: 'please give the {fields}', hi: 'कृपया {fields} बताएँ' },
  'problem.partnerDate': {
    en: 'the birth date must be YYYY-MM-DD',
    hi: 'जन्म दिनांक वर्ष-माह-दिन के रूप में होना चाहिए',
  },
  'problem.partnerTime': { en: 'the birth time must be HH:MM', hi: 'जन्म समय घंटा:मिनट के रूप में होना चाहिए' },
  'problem.days': {
    en: 'Days ahead must be a whole number from 1 to 90.',
    hi: 'आगे के दिन 1 से 90 तक की कोई पूर्ण संख्या होनी चाहिए।',
  },
  'problem.year': {
    en: 'The year must be a whole number from 1800 to 2399.',
    hi: 'वर्ष 1800 से 2399 तक की कोई पूर्ण संख्या होना चाहिए।',
  },

  'word.yes': { en: 'yes', hi: 'हाँ' },
  'word.no': { en: 'no', hi: 'नहीं' },
  'word.from': { en: 'From', hi: 'से' },
  'word.to': { en: 'To', hi: 'तक' },
  'word.sunrise': { en: 'Sunrise', hi: 'सूर्योदय' },
  'word.sunset': { en: 'Sunset', hi: 'सूर्यास्त' },
  'word.tithi': { en: 'Tithi', hi: 'तिथि' },
  'word.nakshatra': { en: 'Nakshatra', hi: 'नक्षत्र' },
  'word.yoga': { en: 'Yoga', hi: 'योग' },
  'word.karana': { en: 'Karana', hi: 'करण' },
  'word.vara': { en: 'Vara', hi: 'वार' },
  'word.graha': { en: 'Graha', hi: 'ग्रह' },
  'word.house': { en: 'House', hi: 'भाव' },
  'word.sign': { en: 'Sign', hi: 'राशि' },
  'word.degree': { en: 'Degree', hi: 'अंश' },
  'word.dignity': { en: 'Dignity', hi: 'स्थिति' },
  'word.pada': { en: 'Pada', hi: 'चरण' },
  'word.mahadasha': { en: 'Mahadasha', hi: 'महादशा' },
  'word.vimshottari': { en: 'Vimshottari dasha', hi: 'विंशोत्तरी दशा' },
  'word.d1': { en: 'D1 Rashi', hi: 'D1 राशि' },
  'word.d9': { en: 'D9 Navamsha', hi: 'D9 नवांश' },
  'word.birthChart': { en: 'Birth chart', hi: 'जन्म कुंडली' },
  'word.groom': { en: 'Groom', hi: 'वर' },
  'word.bride': { en: 'Bride', hi: 'वधू' },

  /** How a graha stands in its sign (the engine's dignity codes). */
  dignity: {
    en:
      '{dignity, select, exalted {exalted} debilitated {debilitated} moolatrikona {moolatrikona} own {own} ' +
      'great_friend {great friend} friend {friend} neutral {neutral} enemy {enemy} great_enemy {great enemy} ' +
      'other {{dignity}}}',
    hi:
      '{dignity, select, exalted {उच्च} debilitated {नीच} moolatrikona {मूलत्रिकोण} own {स्वराशि} ' +
      'great_friend {अधिमित्र} friend {मित्र} neutral {सम} enemy {शत्रु} great_enemy {अधिशत्रु} ' +
      'other {{dignity}}}',
  },
} as const satisfies Catalogue;
