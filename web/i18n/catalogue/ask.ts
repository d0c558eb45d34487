/**
 * The ask page (/ask). The answer, its facts and the reasons come from the astrologer in English; the topics the
 * service refuses are named here by their policy ids (a test holds the English equal to the policy's own words).
 */
import type { Catalogue } from './types.ts';

export const ASK = {
  'ask.title': { en: 'Ask', hi: 'प्रश्न पूछें' },
  'ask.intro': {
    en:
      'A question about your birth chart, answered from what the service computes for it. Every statement about ' +
      'the chart\nis checked against the computed facts, which you can open under each part.',
    hi:
      'आपकी जन्म कुंडली के बारे में एक प्रश्न, जिसका उत्तर यह सेवा उसी से देती है जो वह कुंडली के लिए गणना करती है। ' +
      'कुंडली के बारे में हर कथन\nगणना किए गए तथ्यों से जाँचा जाता है, जिन्हें आप हर भाग के नीचे खोलकर देख सकते हैं।',
  },
  'ask.never': { en: 'Never answered: {topics}.', hi: 'इन विषयों पर कभी उत्तर नहीं दिया जाता: {topics}।' },
  'ask.question': { en: 'Your question', hi: 'आपका प्रश्न' },
  'ask.submit': { en: 'Ask', hi: 'पूछें' },
  'ask.answer': {
    en: 'The answer{question, select, none {} other { (question {question})}}',
    hi: 'उत्तर{question, select, none {} other { (प्रश्न {question})}}',
  },
  'ask.notAnswered': { en: 'Not answered', hi: 'उत्तर नहीं दिया गया' },
  'ask.part': {
    en: "{kind, select, computed {computed} phrasing {the model's words} other {{kind}}}:",
    hi: '{kind, select, computed {गणना से} phrasing {भाषा मॉडल के शब्द} other {{kind}}}:',
  },
  'ask.facts': { en: 'The facts it rests on ({count})', hi: 'जिन तथ्यों पर यह आधारित है ({count})' },
  'ask.removed': {
    en: 'Removed: {count, plural, one {# sentence} other {# sentences}} the facts do not support',
    hi: 'हटाए गए: {count, plural, one {# वाक्य} other {# वाक्य}} जिनका तथ्य समर्थन नहीं करते',
  },
  'ask.status': {
    en: '{status, select, LIVE {LIVE} PARTIAL {PARTIAL} REFERENCE {REFERENCE} other {{status}}}: {reason}.',
    hi: '{status, select, LIVE {गणना} PARTIAL {आंशिक} REFERENCE {संदर्भ} other {{status}}}: {reason}।',
  },

  'refused.child_sex': { en: 'the sex of a child, born or unborn', hi: 'संतान का लिंग, जन्मी हो या अजन्मी' },
  'refused.death_date': {
    en: "the date or age of death, one's own or anyone's",
    hi: 'मृत्यु की तिथि या आयु, अपनी हो या किसी और की',
  },
  'refused.medical_certainty': {
    en: 'medical diagnosis, cure or treatment stated as a certainty',
    hi: 'रोग का निदान, इलाज या उपचार, निश्चित बात के रूप में',
  },
  'refused.legal_certainty': {
    en: 'legal outcomes or legal decisions stated as a certainty',
    hi: 'क़ानूनी परिणाम या क़ानूनी निर्णय, निश्चित बात के रूप में',
  },
  'refused.financial_certainty': {
    en: 'investment, gambling and financial decisions stated as a certainty',
    hi: 'निवेश, जुआ और वित्तीय निर्णय, निश्चित बात के रूप में',
  },
  'refused.caste_worth': {
    en: "caste or community, and a person's worth",
    hi: 'जाति या समुदाय, और किसी व्यक्ति का मूल्य',
  },
} as const satisfies Catalogue;
