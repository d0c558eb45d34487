/**
 * The match page (/match): Ashtakoota and Dashakoot. The koota, porutham, verdict, grade and weight words are the
 * engine's codes named for a reader; the kootas' explanations and the remedies stay the engine's English sentences.
 */
import type { Catalogue } from './types.ts';

export const MATCH = {
  'match.title': { en: 'Match', hi: 'कुंडली मिलान' },
  'match.submit': { en: 'Match', hi: 'मिलान करें' },
  'match.moon': {
    en: '{who}: Moon in {sign}, {nakshatra} pada {pada}',
    hi: '{who}: चन्द्र {sign} में, {nakshatra} चरण {pada}',
  },
  'match.ashtakoota': {
    en: 'Ashtakoota: <scored>{score} of {max}</scored> ({verdict})',
    hi: 'अष्टकूट: <scored>{max} में से {score}</scored> ({verdict})',
  },
  'match.verdict': {
    en:
      '{verdict, select, not_recommended {not recommended} weak {weak} average {average} good {good} ' +
      'excellent {excellent} other {{verdict}}}',
    hi:
      '{verdict, select, not_recommended {अनुशंसित नहीं} weak {कमज़ोर} average {मध्यम} good {अच्छा} ' +
      'excellent {उत्तम} other {{verdict}}}',
  },
  /** A koota by its id; `titled` is the id as English words, for a koota this list does not know yet. */
  'match.koota': {
    en:
      '{koota, select, varna {Varna} vashya {Vashya} tara {Tara} yoni {Yoni} graha_maitri {Graha Maitri} ' +
      'gana {Gana} bhakoot {Bhakoot} nadi {Nadi} manglik {Manglik} other {{titled}}}',
    hi:
      '{koota, select, varna {वर्ण} vashya {वश्य} tara {तारा} yoni {योनि} graha_maitri {ग्रह मैत्री} ' +
      'gana {गण} bhakoot {भकूट} nadi {नाड़ी} manglik {मांगलिक} other {{titled}}}',
  },
  'match.dosha': { en: '{koota} dosha', hi: '{koota} दोष' },
  'match.doshaCancelled': { en: '{koota} dosha, cancelled', hi: '{koota} दोष, भंग' },
  /** The attributes a koota compares (varna, vashya group, gana, nadi), by the engine's names for them. */
  'match.attribute': {
    en:
      '{value, select, Brahmin {Brahmin} Kshatriya {Kshatriya} Vaishya {Vaishya} Shudra {Shudra} ' +
      'Chatushpada {Chatushpada} Manava {Manava} Jalachara {Jalachara} Vanachara {Vanachara} Keeta {Keeta} ' +
      'Deva {Deva} Manushya {Manushya} Rakshasa {Rakshasa} Adi {Adi} Madhya {Madhya} Antya {Antya} other {{value}}}',
    hi:
      '{value, select, Brahmin {ब्राह्मण} Kshatriya {क्षत्रिय} Vaishya {वैश्य} Shudra {शूद्र} ' +
      'Chatushpada {चतुष्पद} Manava {मानव} Jalachara {जलचर} Vanachara {वनचर} Keeta {कीट} ' +
      'Deva {देव} Manushya {मनुष्य} Rakshasa {राक्षस} Adi {आदि} Madhya {मध्य} Antya {अन्त्य} other {{value}}}',
  },
  'match.kootas': { en: 'The eight kootas', hi: 'आठ कूट' },
  'match.kootaColumn': { en: 'Koota', hi: 'कूट' },
  'match.points': { en: 'Points', hi: 'गुण' },
  'match.why': { en: 'Why', hi: 'कारण' },
  'match.manglik': { en: '<strong>Manglik:</strong> {explanation}', hi: '<strong>मांगलिक:</strong> {explanation}' },
  'match.doshas': { en: '<strong>Doshas:</strong> {list}.', hi: '<strong>दोष:</strong> {list}।' },
  'match.doshaState': {
    en: '{koota} {state, select, present {present} cancelled {cancelled} absent {absent} other {{state}}}',
    hi: '{koota} ({state, select, present {उपस्थित} cancelled {भंग} absent {अनुपस्थित} other {{state}}})',
  },
  'match.remedies': {
    en: 'Remedies almanacs advise (advisory practice, not computed)',
    hi: 'पंचांगों में सुझाए गए उपाय (परंपरा की सलाह, गणना नहीं)',
  },
  'match.dashakoot': {
    en: 'Dashakoot: {matched} of {total, plural, one {# porutham} other {# poruthams}} ({verdict})',
    hi: 'दशकूट: {total, plural, one {# पोरुथम} other {# पोरुथम}} में से {matched} मिले ({verdict})',
  },
  'match.essentials': {
    en: 'Essential poruthams (Rajju, Vedha) {agree, select, yes {agree} other {do not agree}}.',
    hi: 'आवश्यक पोरुथम (रज्जु, वेध) {agree, select, yes {मिलते हैं} other {नहीं मिलते}}।',
  },
  'match.poruthams': { en: 'The ten poruthams', hi: 'दस पोरुथम' },
  'match.poruthamColumn': { en: 'Porutham', hi: 'पोरुथम' },
  'match.result': { en: 'Result', hi: 'परिणाम' },
  'match.grade': { en: 'Grade', hi: 'श्रेणी' },
  'match.weight': { en: 'Weight', hi: 'महत्व' },
  'match.matched': {
    en: '{matched, select, yes {matched} other {not matched}}',
    hi: '{matched, select, yes {मिला} other {नहीं मिला}}',
  },
  /** A porutham by the engine's name in lower case with underscores (stri_dirgha for Stri-Dirgha). */
  'match.porutham': {
    en:
      '{porutham, select, dina {Dina} gana {Gana} mahendra {Mahendra} stri_dirgha {Stri-Dirgha} yoni {Yoni} ' +
      'rasi {Rasi} rasyadhipati {Rasyadhipati} vasya {Vasya} rajju {Rajju} vedha {Vedha} other {{titled}}}',
    hi:
      '{porutham, select, dina {दिन} gana {गण} mahendra {महेंद्र} stri_dirgha {स्त्री-दीर्घ} yoni {योनि} ' +
      'rasi {राशि} rasyadhipati {राश्यधिपति} vasya {वश्य} rajju {रज्जु} vedha {वेध} other {{titled}}}',
  },
  'match.gradeValue': {
    en: '{grade, select, good {good} fair {fair} bad {bad} other {{grade}}}',
    hi: '{grade, select, good {अच्छा} fair {ठीक} bad {बुरा} other {{grade}}}',
  },
  'match.weightValue': {
    en: '{weight, select, essential {essential} major {major} minor {minor} other {{weight}}}',
    hi: '{weight, select, essential {आवश्यक} major {प्रमुख} minor {गौण} other {{weight}}}',
  },
  'match.conventions': {
    en:
      "The verdict bands are this service's own, not a classical rule. As JSON: <code>POST /api/match</code>, " +
      '<code>POST /api/v2/dashakoot</code>.',
    hi:
      'निर्णय की श्रेणियाँ इस सेवा की अपनी हैं, कोई शास्त्रीय नियम नहीं। JSON में: <code>POST /api/match</code>, ' +
      '<code>POST /api/v2/dashakoot</code>।',
  },
} as const satisfies Catalogue;
