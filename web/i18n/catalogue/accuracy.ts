/** The accuracy page (/accuracy) and the error page (404, 500). The measured quantities stay as the tests name them. */
import type { Catalogue } from './types.ts';

export const ACCURACY = {
  'accuracy.title': { en: 'Accuracy', hi: 'सटीकता' },
  'accuracy.intro': {
    en:
      "Every number below was measured by the service's own reference tests against a reference computed or " +
      'published\noutside it: {count, plural, one {# quantity} other {# quantities}}, {within} within their ' +
      "tolerance. Most references are\n<code>swetest</code>, the Swiss Ephemeris' own command-line program, run with " +
      'the same ephemeris files: against it\nthe errors show how well the service uses the ephemeris (time scales, ' +
      'flags, root finding, local time), not the\naccuracy of the ephemeris itself. Published almanacs, books and ' +
      'programs round their values; the tolerances allow\nfor that rounding.',
    hi:
      'नीचे की हर संख्या इस सेवा के अपने संदर्भ-परीक्षणों ने मापी है, सेवा के बाहर गणना किए गए या प्रकाशित किसी ' +
      'संदर्भ से मिलाकर:\n{count, plural, one {# मात्रा} other {# मात्राएँ}}, जिनमें से {within} अपनी ' +
      'स्वीकार्य सीमा के भीतर हैं। अधिकांश संदर्भ\n<code>swetest</code> है, ' +
      'स्विस एफ़ेमेरिस का अपना कमांड-लाइन प्रोग्राम, जो उन्हीं ' +
      'एफ़ेमेरिस फ़ाइलों से चलाया गया: उसके सामने\nत्रुटियाँ बताती हैं कि सेवा एफ़ेमेरिस का उपयोग कितनी अच्छी तरह ' +
      'करती है (समय-मान, फ़्लैग, मूल खोजना, स्थानीय समय), न कि\nस्वयं एफ़ेमेरिस की सटीकता। प्रकाशित पंचांग, पुस्तकें ' +
      'और प्रोग्राम अपने मान पूर्णांकित करते हैं; स्वीकार्य सीमाएँ\nउस पूर्णांकन की गुंजाइश रखती हैं।',
  },
  'accuracy.hint': {
    en:
      'Largest errors rounded to two significant digits. The same data as JSON: ' +
      "<link>/api/v2/accuracy</link>.\nMade by <code>npm run accuracy</code> from the tests' own results; the tests " +
      'fail when this table is out of date.',
    hi:
      'सबसे बड़ी त्रुटियाँ दो सार्थक अंकों तक पूर्णांकित। यही आँकड़े JSON में: ' +
      '<link><code>/api/v2/accuracy</code></link>।\nयह तालिका <code>npm run accuracy</code> परीक्षणों के अपने ' +
      'परिणामों से बनाता है; तालिका पुरानी होने पर परीक्षण विफल होते हैं।',
  },
  'accuracy.caption': {
    en: 'Largest error per quantity against its reference',
    hi: 'हर मात्रा की उसके संदर्भ से सबसे बड़ी त्रुटि',
  },
  'accuracy.quantity': { en: 'Quantity <hint>(test file)</hint>', hi: 'मात्रा <hint>(परीक्षण फ़ाइल)</hint>' },
  'accuracy.reference': { en: 'Reference', hi: 'संदर्भ' },
  'accuracy.cases': { en: 'Cases', hi: 'उदाहरण' },
  'accuracy.largest': { en: 'Largest error', hi: 'सबसे बड़ी त्रुटि' },
  'accuracy.tolerance': { en: 'Tolerance', hi: 'स्वीकार्य सीमा' },
  'accuracy.where': { en: 'Where', hi: 'कहाँ' },

  'error.notFound': { en: 'Page not found', hi: 'पृष्ठ नहीं मिला' },
  'error.nothingAt': { en: 'Nothing lives at <code>{path}</code>.', hi: '<code>{path}</code> पर कुछ नहीं है।' },
  'error.try': {
    en:
      'Try the <panchanga>panchanga</panchanga>, a <kundli>birth chart</kundli>, or the list of every route in ' +
      'the\n<docs>API explorer</docs>.',
    hi:
      'इनमें से कुछ आज़माएँ: <panchanga>पंचांग</panchanga>, <kundli>जन्म कुंडली</kundli>, ' +
      'या\n<docs>API एक्सप्लोरर</docs> में हर रूट की सूची।',
  },
  'error.failed': { en: 'Something went wrong', hi: 'कुछ गड़बड़ हो गई' },
  'error.notYou': {
    en: 'The service could not answer this request. Nothing you sent caused it; please try again in a moment.',
    hi: 'सेवा इस अनुरोध का उत्तर नहीं दे सकी; इसका कारण आपका इनपुट नहीं है। कृपया थोड़ी देर बाद फिर प्रयास करें।',
  },
  'error.quote': {
    en: 'If it happens again, quote request <code>{id}</code> to whoever runs this service.',
    hi: 'अगर ऐसा फिर हो, तो यह सेवा चलाने वाले को अनुरोध <code>{id}</code> बताएँ।',
  },
} as const satisfies Catalogue;
