/**
 * The kundli report: its form (/report) and the printable document. Yoga and dosha names, their details and the
 * citations are the catalogues' English; their status words and the table headings are named here.
 */
import type { Catalogue } from './types.ts';

export const REPORT = {
  'report.title': { en: 'Kundli report', hi: 'कुंडली रिपोर्ट' },
  'report.intro': {
    en:
      'A report to print or send: the charts, the grahas, the panchanga at birth, the dashas, the yogas and doshas ' +
      'found with their citations, and the ashtakavarga.',
    hi:
      'छापने या भेजने के लिए रिपोर्ट: कुंडली चक्र, ग्रह, जन्म के समय का पंचांग, दशाएँ, कुंडली में मिले योग और दोष ' +
      'उनके संदर्भों सहित, और अष्टकवर्ग।',
  },
  'report.style': {
    en:
      '{style, select, north {North Indian} south {South Indian} east {East Indian} ' +
      'sudarshana {Sudarshana chakra} other {{style}}}',
    hi:
      '{style, select, north {उत्तर भारतीय} south {दक्षिण भारतीय} east {पूर्व भारतीय} ' +
      'sudarshana {सुदर्शन चक्र} other {{style}}}',
  },
  'report.showHtml': { en: 'Show the report', hi: 'रिपोर्ट दिखाएँ' },
  'report.downloadPdf': { en: 'Download the PDF', hi: 'PDF डाउनलोड करें' },
  'report.noPrinter': {
    en: 'PDF printing is not installed on this server; print the report from your browser.',
    hi: 'इस सर्वर पर PDF छापने की सुविधा नहीं है; रिपोर्ट अपने ब्राउज़र से छापें।',
  },
  'report.documentTitle': {
    en: '{who}: kundli report · Vedic computation service',
    hi: '{who}: कुंडली रिपोर्ट · वैदिक गणना सेवा',
  },
  'report.pdfLink': {
    en: '<pdf>Download as PDF</pdf> · or print this page',
    hi: '<pdf>PDF के रूप में डाउनलोड करें</pdf> · या यह पृष्ठ छापें',
  },
  'report.footer': {
    en:
      'Computed by the Vedic computation service (free software, AGPL-3.0-or-later) with the Swiss Ephemeris. ' +
      'Citations marked “pending” have not yet been checked against the text by a person.',
    hi:
      'वैदिक गणना सेवा (मुक्त सॉफ़्टवेयर, AGPL-3.0 या उसका कोई बाद का संस्करण) द्वारा स्विस एफ़ेमेरिस से गणना। ' +
      '“अपुष्ट” चिह्नित संदर्भ अभी किसी व्यक्ति ने मूल ग्रंथ से नहीं मिलाए हैं।',
  },
  'report.conventions': {
    en:
      'Local time {local} ({timezone}, UTC{offset}); ayanamsa {ayanamsa, select, lahiri {lahiri} ' +
      'krishnamurti {krishnamurti} raman {raman} true_chitra {true_chitra} other {{ayanamsa}}} {degrees}°, ' +
      '{nodes, select, mean {mean} true {true} other {{nodes}}} nodes, whole-sign houses. Running periods as of ' +
      '{asOf}.',
    hi:
      'स्थानीय समय {local} ({timezone}, UTC{offset}); अयनांश {ayanamsa, select, lahiri {लाहिड़ी} ' +
      'krishnamurti {कृष्णमूर्ति} raman {रमन} true_chitra {सत्य चित्रा} other {{ayanamsa}}} {degrees}°, ' +
      '{nodes, select, mean {मध्यम} true {स्पष्ट} other {{nodes}}} राहु-केतु, पूर्ण राशि भाव। चल रही दशाएँ ' +
      '{asOf} के अनुसार।',
  },
  'report.charts': { en: 'Charts ({style})', hi: 'कुंडली चक्र ({style})' },
  'report.grahas': { en: 'Grahas', hi: 'ग्रह' },
  'report.nakshatraPada': { en: 'Nakshatra, pada', hi: 'नक्षत्र, चरण' },
  'report.mark': {
    en: '{mark, select, retrograde {retrograde} combust {combust} other {{mark}}}',
    hi: '{mark, select, retrograde {वक्री} combust {अस्त} other {{mark}}}',
  },
  'report.panchanga': { en: 'Panchanga at birth', hi: 'जन्म के समय का पंचांग' },
  'report.sunriseSunset': { en: 'Sunrise, sunset', hi: 'सूर्योदय, सूर्यास्त' },
  'report.mahadashas': { en: 'Mahadashas (the running one marked)', hi: 'महादशाएँ (चल रही दशा चिह्नित)' },
  'report.years': { en: 'Years', hi: 'वर्ष' },
  'report.antardashas': {
    en: 'Antardashas of the running {graha} mahadasha',
    hi: 'चल रही {graha} महादशा की अंतर्दशाएँ',
  },
  'report.antardasha': { en: 'Antardasha', hi: 'अंतर्दशा' },
  'report.ashtakavarga': { en: 'Ashtakavarga', hi: 'अष्टकवर्ग' },
  'report.sarva': {
    en: 'Sarvashtakavarga bindus by sign (total {total})',
    hi: 'राशि के अनुसार सर्वाष्टकवर्ग बिंदु (कुल {total})',
  },
  'report.yogas': { en: 'Yogas found', hi: 'कुंडली में मिले योग' },
  'report.doshas': { en: 'Doshas found', hi: 'कुंडली में मिले दोष' },
  'report.none': { en: 'None found in this chart.', hi: 'इस कुंडली में कोई नहीं मिला।' },
  'report.status': {
    en: '{status, select, present {present} cancelled {cancelled} other {{status}}}',
    hi: '{status, select, present {उपस्थित} cancelled {भंग} other {{status}}}',
  },
  'report.strength': {
    en: '{strength, select, strong {strong} moderate {moderate} weak {weak} cancelled {cancelled} other {{strength}}}',
    hi: '{strength, select, strong {प्रबल} moderate {मध्यम} weak {निर्बल} cancelled {भंग} other {{strength}}}',
  },
  /** A yoga's or dosha's status words, then the engine's sentence of what formed it. */
  'report.withDetail': { en: '{finding}. {detail}', hi: '{finding}। {detail}' },
  'report.citation': {
    en: '{status, select, pending {pending} verified {verified} other {{status}}}',
    hi: '{status, select, pending {अपुष्ट} verified {पुष्ट} other {{status}}}',
  },
  'report.match': { en: 'Matching with the partner (Ashtakoota)', hi: 'जीवनसाथी से मिलान (अष्टकूट)' },
  'report.score': { en: 'Score {score} of {max}: {verdict}.', hi: 'अंक: {max} में से {score}, {verdict}।' },
  'report.points': { en: '{points} of {max}', hi: '{max} में से {points}' },
} as const satisfies Catalogue;
