/**
 * The muhurta page (/muhurta). The acts and practice profiles are named by their ids (the English is the rule
 * table's own label, which a test holds equal); each rule the finder reports with an id gets a short title here,
 * shown before the engine's English sentence on a page whose text is not English (the sentence carries values, such
 * as a sign or an orb, that the finder's answer gives only inside it).
 */
import type { Catalogue } from './types.ts';

export const MUHURTA = {
  'muhurta.title': { en: 'Muhurta', hi: 'मुहूर्त' },
  'muhurta.intro': {
    en:
      'Days and hours for an act at a place: each day of the range is read rule by rule (tithi, weekday, nakshatra, ' +
      'yoga and karana, the calendar periods) and banded.',
    hi:
      'किसी स्थान पर किसी कार्य के लिए शुभ दिन और समय: अवधि का हर दिन नियम-दर-नियम परखा जाता है (तिथि, वार, ' +
      'नक्षत्र, योग और करण, पंचांग की विशेष अवधियाँ) और श्रेणी में रखा जाता है।',
  },
  'muhurta.act': { en: 'Act', hi: 'कार्य' },
  'muhurta.practice': { en: 'Practice', hi: 'परंपरा' },
  'muhurta.from': { en: 'From', hi: 'आरंभ दिनांक' },
  'muhurta.days': { en: 'Days ahead <hint>(1 to 90)</hint>', hi: 'आगे कितने दिन <hint>(1 से 90)</hint>' },
  'muhurta.onlyGood': { en: 'Only good and excellent days', hi: 'केवल अच्छे और उत्तम दिन' },
  'muhurta.submit': { en: 'Find days', hi: 'दिन खोजें' },
  'muhurta.band': {
    en: '{band, select, excellent {excellent} good {good} average {average} avoid {avoid} other {{band}}}',
    hi: '{band, select, excellent {उत्तम} good {अच्छा} average {मध्यम} avoid {वर्जित} other {{band}}}',
  },
  'muhurta.day': {
    en: '{date}, {weekday}: <quality>{band}</quality> <hint>(score {score})</hint>',
    hi: '{date}, {weekday}: <quality>{band}</quality> <hint>(अंक {score})</hint>',
  },
  'muhurta.atSunrise': {
    en: 'At sunrise ({time}): {tithi}, {nakshatra}.',
    hi: 'सूर्योदय ({time}) पर: {tithi}, {nakshatra}।',
  },
  'muhurta.noWindow': {
    en: 'No window where every rule of the act holds.',
    hi: 'ऐसा कोई समय-खंड नहीं जिसमें इस कार्य के सभी नियम पूरे हों।',
  },
  'muhurta.windows': { en: 'Windows', hi: 'समय-खंड' },
  'muhurta.inFavour': { en: 'In favour', hi: 'अनुकूल' },
  'muhurta.against': { en: 'Against', hi: 'प्रतिकूल' },
  'muhurta.stricter': {
    en: 'A classical reading would also object to',
    hi: 'शास्त्रीय पाठ इन पर भी आपत्ति करेगा',
  },
  'muhurta.window': {
    en: '<strong>{start}–{end}</strong> ({minutes} min): {tithi}, {nakshatra}, {yoga} yoga, {karana} karana',
    hi: '<strong>{start}–{end}</strong> ({minutes} मिनट): {tithi}, {nakshatra}, {yoga} योग, {karana} करण',
  },
  'muhurta.rising': { en: '; rising {signs}', hi: '; उदित लग्न {signs}' },
  'muhurta.why': {
    en: 'Why ({count, plural, one {# rule} other {# rules}} in favour)',
    hi: 'क्यों (पक्ष में {count, plural, one {# नियम} other {# नियम}})',
  },
  'muhurta.result': {
    en:
      '{count, plural, one {# day} other {# days}} for {act}, {from} to {to}' +
      '{onlyGood, select, yes { (good and excellent only)} other {}}',
    hi:
      '{act} के लिए {count, plural, one {# दिन} other {# दिन}}, {from} से {to} तक' +
      '{onlyGood, select, yes { (केवल अच्छे और उत्तम)} other {}}',
  },
  'muhurta.noDays': {
    en:
      'No day in these {days, plural, one {# day} other {# days}} is good or excellent for this act: widen the ' +
      'range or show every day.',
    hi:
      '{days, plural, one {इस # दिन में} other {इन # दिनों में}} कोई भी दिन इस कार्य के लिए अच्छा या उत्तम नहीं है: ' +
      'अवधि बढ़ाएँ या सभी दिन दिखाएँ।',
  },
  'muhurta.timesLocal': { en: 'Times are local ({timezone}).', hi: 'समय स्थानीय हैं ({timezone})।' },
  'muhurta.rulesAs': {
    en: 'Rules as {practice} apply them.',
    hi: 'नियम वैसे लागू हैं जैसे {practice} उन्हें लगाते हैं।',
  },
  'muhurta.asJson': {
    en: 'As JSON: <code>POST /api/v2/muhurta-finder</code>.',
    hi: 'JSON में: <code>POST /api/v2/muhurta-finder</code>।',
  },
  /** The finder's banding rule (quality_rule.text), the service's own; a test holds the English equal to it. */
  'muhurta.qualityRule': {
    en:
      'avoid: a calendar period closes the day, or no window passes every rule; excellent: a window on a favoured ' +
      'weekday with a special yoga (sarvartha siddhi, amrita siddhi, siddha, guru or ravi pushya, ravi yoga); good: ' +
      'a window on a favoured weekday or with a special yoga; average: a window on a neutral weekday. Windows ' +
      'shorter than 24 minutes (one ghatika) are dropped.',
    hi:
      'वर्जित: कोई पंचांग-अवधि दिन को बंद कर देती है, या कोई भी समय-खंड सभी नियमों पर खरा नहीं उतरता; उत्तम: शुभ ' +
      'वार पर ऐसा समय-खंड जिसमें कोई विशेष योग हो (सर्वार्थ सिद्धि, अमृत सिद्धि, सिद्ध, गुरु या रवि पुष्य, रवि योग); ' +
      'अच्छा: शुभ वार पर या किसी विशेष योग वाला समय-खंड; मध्यम: सामान्य वार पर कोई समय-खंड। 24 मिनट (एक घटी) से ' +
      'छोटे समय-खंड छोड़ दिए जाते हैं।',
  },

  'karma.vivah': { en: 'marriage (vivaha)', hi: 'विवाह' },
  'karma.yatra': { en: 'journey (yatra)', hi: 'यात्रा' },
  'karma.griha_pravesh': { en: 'entering a new house (griha pravesha)', hi: 'गृह प्रवेश' },
  'karma.upanayana': { en: 'sacred thread (upanayana)', hi: 'उपनयन (यज्ञोपवीत संस्कार)' },
  'karma.general': { en: 'any auspicious act', hi: 'कोई भी शुभ कार्य' },
  'karma.garbhadhana': { en: 'conception (garbhadhana)', hi: 'गर्भाधान' },
  'karma.travel': {
    en: 'travel (the yatra rules; direction-aware checks at /api/v2/travel-muhurta)',
    hi: 'यात्रा (यात्रा के नियम; दिशा के अनुसार जाँच अलग API में)',
  },
  'karma.mundan': { en: 'first haircut (mundan, chudakarana)', hi: 'मुंडन (चूड़ाकरण)' },
  'karma.namakarana': { en: 'naming (namakarana)', hi: 'नामकरण' },
  'karma.annaprashana': { en: 'first solid food (annaprashana)', hi: 'अन्नप्राशन' },
  'karma.karnavedha': { en: 'ear piercing (karnavedha)', hi: 'कर्णवेध' },
  'karma.vidyarambha': { en: 'start of learning (vidyarambha, aksharabhyasam)', hi: 'विद्यारंभ (अक्षराभ्यास)' },
  'karma.vahana': { en: 'buying a vehicle (vahana)', hi: 'वाहन ख़रीदना' },
  'karma.property': { en: 'buying land or a house (property)', hi: 'भूमि या मकान ख़रीदना' },
  'karma.vyapara': {
    en: 'starting a business or opening a shop (vyapara)',
    hi: 'व्यापार आरंभ करना या दुकान खोलना',
  },

  'practice.north_indian_almanac': {
    en: 'North Indian almanacs (the Hindi panchangs and the marriage lists newspapers print from them)',
    hi: 'उत्तर भारतीय पंचांग (हिन्दी पंचांग और उनसे समाचार-पत्रों में छपने वाली विवाह-मुहूर्त सूचियाँ)',
  },
  'practice.south_indian_almanac': {
    en: 'South Indian almanacs (Tamil, Telugu, Kannada and Kerala panchangams)',
    hi: 'दक्षिण भारतीय पंचांग (तमिल, तेलुगु, कन्नड़ और केरल के पंचांगम्)',
  },
  'practice.classical': {
    en: 'The classical reading: every rule of the texts as stated, combustion by the fixed orb',
    hi: 'शास्त्रीय पाठ: ग्रंथों का हर नियम जैसा लिखा है, ग्रह का अस्त होना निश्चित अंशों से',
  },

  'muhurtaRule.special.sarvartha_siddhi': { en: 'Sarvartha siddhi yoga', hi: 'सर्वार्थ सिद्धि योग' },
  'muhurtaRule.special.amrita_siddhi': { en: 'Amrita siddhi yoga', hi: 'अमृत सिद्धि योग' },
  'muhurtaRule.special.siddha': { en: 'Siddha yoga', hi: 'सिद्ध योग' },
  'muhurtaRule.special.guru_pushya': { en: 'Guru pushya yoga', hi: 'गुरु पुष्य योग' },
  'muhurtaRule.special.ravi_pushya': { en: 'Ravi pushya yoga', hi: 'रवि पुष्य योग' },
  'muhurtaRule.special.ravi_yoga': { en: 'Ravi yoga', hi: 'रवि योग' },
  'muhurtaRule.special.dwipushkar': { en: 'Dwipushkar yoga', hi: 'द्विपुष्कर योग' },
  'muhurtaRule.special.tripushkar': { en: 'Tripushkar yoga', hi: 'त्रिपुष्कर योग' },
  'muhurtaRule.tithi.amavasya': { en: 'Amavasya', hi: 'अमावस्या' },
  'muhurtaRule.tithi.rikta': { en: 'Rikta tithi', hi: 'रिक्ता तिथि' },
  'muhurtaRule.tithi.favoured': { en: 'Favoured tithi', hi: 'शुभ तिथि' },
  'muhurtaRule.tithi.not_favoured': { en: 'Tithi not favoured', hi: 'तिथि अनुकूल नहीं' },
  'muhurtaRule.tithi.dagdha': { en: 'Dagdha tithi', hi: 'दग्ध तिथि' },
  'muhurtaRule.tithi.dagdha_yoga': { en: 'Dagdha yoga', hi: 'दग्ध योग' },
  'muhurtaRule.vara.avoided': { en: 'Weekday avoided', hi: 'वर्जित वार' },
  'muhurtaRule.vara.favoured': { en: 'Favoured weekday', hi: 'शुभ वार' },
  'muhurtaRule.nakshatra.panchaka': { en: 'Panchaka', hi: 'पंचक' },
  'muhurtaRule.nakshatra.favoured': { en: 'Favoured nakshatra', hi: 'शुभ नक्षत्र' },
  'muhurtaRule.nakshatra.not_favoured': { en: 'Nakshatra not favoured', hi: 'नक्षत्र अनुकूल नहीं' },
  'muhurtaRule.yoga.rejected': { en: 'Yoga rejected', hi: 'वर्जित योग' },
  'muhurtaRule.yoga.inauspicious': { en: 'Inauspicious yoga', hi: 'अशुभ योग' },
  'muhurtaRule.karana.vishti': { en: 'Vishti (bhadra)', hi: 'विष्टि (भद्रा)' },
  'muhurtaRule.karana.vishti_away': { en: 'Vishti (bhadra), residing elsewhere', hi: 'विष्टि (भद्रा), अन्य लोक में' },
  'muhurtaRule.period.adhika_masa': { en: 'Adhika masa', hi: 'अधिक मास' },
  'muhurtaRule.period.kharmas': { en: 'Kharmas', hi: 'खरमास' },
  'muhurtaRule.period.chaturmas': { en: 'Chaturmas', hi: 'चातुर्मास' },
  'muhurtaRule.period.eclipse': { en: 'Eclipse', hi: 'ग्रहण' },
  'muhurtaRule.period.eclipse_sutak': { en: 'Eclipse sutak', hi: 'ग्रहण का सूतक' },
  'muhurtaRule.period.holashtak': { en: 'Holashtak', hi: 'होलाष्टक' },
  'muhurtaRule.period.guru_aditya': { en: 'Guru aditya', hi: 'गुर्वादित्य' },
  'muhurtaRule.period.south_closed_month': {
    en: 'Month closed in the south',
    hi: 'दक्षिण भारत में वर्जित मास',
  },
  'muhurtaRule.planet.combust': { en: '{graha} combust', hi: '{graha} अस्त' },
  'muhurtaRule.planet.venus_asta': { en: 'Venus set', hi: 'शुक्र अस्त' },
  'muhurtaRule.planet.jupiter_asta': { en: 'Jupiter set', hi: 'गुरु अस्त' },
  'muhurtaRule.lagna.favoured': { en: 'Favoured lagna', hi: 'शुभ लग्न' },
  'muhurtaRule.lagna.not_favoured': { en: 'Lagna not favoured', hi: 'लग्न अनुकूल नहीं' },
  'muhurtaRule.lagna.shuddhi': { en: 'Lagna shuddhi', hi: 'लग्न शुद्धि' },
  'muhurtaRule.lagna.not_shuddha': { en: 'Lagna not pure', hi: 'लग्न शुद्ध नहीं' },
  'muhurtaRule.daily.rahu_kalam': { en: 'Rahu kalam', hi: 'राहु काल' },
  'muhurtaRule.daily.day_time': { en: 'Timed at night', hi: 'रात्रि का कार्य' },
  'muhurtaRule.personal.tarabala': { en: 'Tarabala', hi: 'तारा बल' },
  'muhurtaRule.personal.chandrabala': { en: 'Chandrabala', hi: 'चंद्र बल' },
} as const satisfies Catalogue;
