/**
 * The muhurta acts and the names of the muhurta rules by language, keyed by the ids the muhurta routes return
 * (karma: vivah, griha_pravesh ...; rules[].id: tithi.rikta ...). English: the acts as the karma tables name them
 * (tables/muhurta), the rules by a short title. Hindi as Hindi almanacs head their muhurta lists (विवाह, गृह प्रवेश,
 * वाहन क्रय) and name the rules (रिक्ता तिथि, खरमास, भद्रा). The regional languages write the IAST form in their script
 * (by-script.ts), but for the words their regions use instead, given below.
 */
import { KARMA_RULES } from '../muhurta/karma-rules.ts';
import { KARMAS, type Karma } from '../muhurta/keys.ts';
import { inTenLanguages, type NameForms, type OwnNames } from './by-script.ts';
import type { Lang, MuhurtaRuleId } from './types.ts';

type Row = readonly [hi: string, sa: string];

const KARMA_ROWS: Record<Karma, Row> = {
  vivah: ['विवाह', 'Vivāha'],
  yatra: ['यात्रा', 'Yātrā'],
  griha_pravesh: ['गृह प्रवेश', 'Gṛha-praveśa'],
  upanayana: ['उपनयन', 'Upanayana'],
  general: ['सामान्य शुभ कार्य', 'Sāmānya-śubha-karma'],
  garbhadhana: ['गर्भाधान', 'Garbhādhāna'],
  // The journey again, by the same rules (the direction is judged by the travel routes): the same name.
  travel: ['यात्रा', 'Yātrā'],
  mundan: ['मुंडन', 'Cūḍākaraṇa'],
  namakarana: ['नामकरण', 'Nāmakaraṇa'],
  annaprashana: ['अन्नप्राशन', 'Annaprāśana'],
  karnavedha: ['कर्णवेध', 'Karṇavedha'],
  vidyarambha: ['विद्यारंभ', 'Vidyārambha'],
  vahana: ['वाहन क्रय', 'Vāhana-kraya'],
  property: ['भूमि भवन क्रय', 'Bhūmi-bhavana-kraya'],
  vyapara: ['व्यापार आरंभ', 'Vyāpārārambha'],
};

/** Words regions use for these acts instead of the Sanskrit name in their script. */
const KARMA_OWN: OwnNames = {
  ta: { griha_pravesh: 'கிரகப்பிரவேசம்' },
  te: { vidyarambha: 'అక్షరాభ్యాసం' },
  kn: { vidyarambha: 'ಅಕ್ಷರಾಭ್ಯಾಸ' },
  ml: { annaprashana: 'ചോറൂണ്', vidyarambha: 'വിദ്യാരംഭം' },
};

const RULE_ROWS: Record<MuhurtaRuleId, readonly [en: string, hi: string, sa: string]> = {
  'special.sarvartha_siddhi': ['Sarvartha siddhi yoga', 'सर्वार्थ सिद्धि योग', 'Sarvārthasiddhi-yoga'],
  'special.amrita_siddhi': ['Amrita siddhi yoga', 'अमृत सिद्धि योग', 'Amṛtasiddhi-yoga'],
  'special.siddha': ['Siddha yoga', 'सिद्ध योग', 'Siddha-yoga'],
  'special.guru_pushya': ['Guru pushya yoga', 'गुरु पुष्य योग', 'Guru-puṣya-yoga'],
  'special.ravi_pushya': ['Ravi pushya yoga', 'रवि पुष्य योग', 'Ravi-puṣya-yoga'],
  'special.ravi_yoga': ['Ravi yoga', 'रवि योग', 'Ravi-yoga'],
  'special.dwipushkar': ['Dwipushkar yoga', 'द्विपुष्कर योग', 'Dvipuṣkara-yoga'],
  'special.tripushkar': ['Tripushkar yoga', 'त्रिपुष्कर योग', 'Tripuṣkara-yoga'],
  'tithi.amavasya': ['Amavasya', 'अमावस्या', 'Amāvāsyā'],
  'tithi.rikta': ['Rikta tithi', 'रिक्ता तिथि', 'Riktā-tithi'],
  'tithi.favoured': ['Favoured tithi', 'शुभ तिथि', 'Śubha-tithi'],
  'tithi.not_favoured': ['Tithi not favoured', 'तिथि अनुकूल नहीं', 'Ananukūla-tithi'],
  'tithi.dagdha': ['Dagdha tithi', 'दग्ध तिथि', 'Dagdha-tithi'],
  'tithi.dagdha_yoga': ['Dagdha yoga', 'दग्ध योग', 'Dagdha-yoga'],
  'vara.avoided': ['Weekday avoided', 'वर्जित वार', 'Varjya-vāra'],
  'vara.favoured': ['Favoured weekday', 'शुभ वार', 'Śubha-vāra'],
  'nakshatra.panchaka': ['Panchaka', 'पंचक', 'Pañcaka'],
  'nakshatra.favoured': ['Favoured nakshatra', 'शुभ नक्षत्र', 'Śubha-nakṣatra'],
  'nakshatra.not_favoured': ['Nakshatra not favoured', 'नक्षत्र अनुकूल नहीं', 'Ananukūla-nakṣatra'],
  'yoga.rejected': ['Yoga rejected', 'वर्जित योग', 'Varjya-yoga'],
  'yoga.inauspicious': ['Inauspicious yoga', 'अशुभ योग', 'Aśubha-yoga'],
  // Hindi almanacs call the Vishti karana Bhadra, and say where she resides (earth, heaven, netherworld).
  'karana.vishti': ['Vishti (bhadra)', 'भद्रा', 'Viṣṭi-karaṇa'],
  'karana.vishti_away': ['Vishti (bhadra), residing elsewhere', 'अन्य लोक में भद्रा', 'Lokāntara-viṣṭi'],
  'period.adhika_masa': ['Adhika masa', 'अधिक मास', 'Adhika-māsa'],
  'period.kharmas': ['Kharmas', 'खरमास', 'Kharamāsa'],
  'period.chaturmas': ['Chaturmas', 'चातुर्मास', 'Cāturmāsya'],
  'period.eclipse': ['Eclipse', 'ग्रहण', 'Grahaṇa'],
  'period.eclipse_sutak': ['Eclipse sutak', 'ग्रहण सूतक', 'Grahaṇa-sūtaka'],
  'period.holashtak': ['Holashtak', 'होलाष्टक', 'Holāṣṭaka'],
  'period.guru_aditya': ['Guru aditya', 'गुर्वादित्य', 'Gurvāditya'],
  'period.south_closed_month': ['Month closed in the south', 'वर्जित सौर मास', 'Varjya-sauramāsa'],
  // Combust by the orb of the texts, and set (asta) on the dates almanacs print: "शुक्र तारा अस्त" in Hindi lists.
  'planet.venus_combust': ['Venus combust', 'शुक्र अस्त', 'Śukra-asta'],
  'planet.jupiter_combust': ['Jupiter combust', 'गुरु अस्त', 'Guru-asta'],
  'planet.venus_asta': ['Venus set', 'शुक्र तारा अस्त', 'Śukra-astamaya'],
  'planet.jupiter_asta': ['Jupiter set', 'गुरु तारा अस्त', 'Guru-astamaya'],
  'lagna.favoured': ['Favoured lagna', 'शुभ लग्न', 'Śubha-lagna'],
  'lagna.not_favoured': ['Lagna not favoured', 'लग्न अनुकूल नहीं', 'Ananukūla-lagna'],
  'lagna.shuddhi': ['Lagna shuddhi', 'लग्न शुद्धि', 'Lagna-śuddhi'],
  'lagna.not_shuddha': ['Lagna not pure', 'लग्न शुद्ध नहीं', 'Lagna-aśuddhi'],
  'daily.rahu_kalam': ['Rahu kalam', 'राहु काल', 'Rāhu-kāla'],
  // The act is one of the night (garbhadhana): a window by day fails.
  'daily.day_time': ['Timed at night', 'रात्रि का कार्य', 'Rātri-karma'],
  'personal.tarabala': ['Tarabala', 'तारा बल', 'Tārābala'],
  'personal.chandrabala': ['Chandrabala', 'चंद्र बल', 'Candrabala'],
};

const KARMA_FORMS: Record<string, NameForms> = Object.fromEntries(
  KARMAS.map((k) => [k, { en: KARMA_RULES[k].label, hi: KARMA_ROWS[k][0], sa: KARMA_ROWS[k][1] }]),
);
const RULE_FORMS: Record<string, NameForms> = Object.fromEntries(
  Object.entries(RULE_ROWS).map(([id, [en, hi, sa]]) => [id, { en, hi, sa }]),
);

export const MUHURTA_KARMA_NAMES = inTenLanguages(KARMA_FORMS, KARMA_OWN) as Record<Lang, Record<Karma, string>>;
export const MUHURTA_RULE_NAMES = inTenLanguages(RULE_FORMS) as Record<Lang, Record<MuhurtaRuleId, string>>;
