/**
 * The dosha catalogue's entries (POST /api/v2/doshas) by language, keyed by the English name the answers spell.
 * Hindi as Hindi almanacs and astrology books write the dosha; where the English entry describes a placement
 * ("Saturn in the 7th"), the plain Hindi of it. IAST gives the Sanskrit name, or a Sanskrit compound of the
 * description (lagnastha ketu), and the regional languages write it in their script (by-script.ts), but for the words
 * their regions use instead, given below.
 */
import { inTenLanguages, regionalName, type NameForms, type OwnNames } from './by-script.ts';

type Row = readonly [hi: string, sa: string];

const ROWS: Readonly<Record<string, Row>> = {
  'Mangal (Kuja) dosha': ['मांगलिक दोष', 'Kuja-doṣa'],
  'Angarak dosha': ['अंगारक दोष', 'Aṅgāraka-doṣa'],
  'Shrapit dosha': ['श्रापित दोष', 'Śrāpita-doṣa'],
  'Guru-Chandala dosha': ['गुरु चांडाल दोष', 'Guru-cāṇḍāla-doṣa'],
  'Grahan dosha (Sun)': ['सूर्य ग्रहण दोष', 'Sūrya-grahaṇa-doṣa'],
  'Grahan dosha (Moon)': ['चंद्र ग्रहण दोष', 'Candra-grahaṇa-doṣa'],
  'Vish (Visha) dosha': ['विष दोष', 'Viṣa-doṣa'],
  'Jadatva dosha': ['जड़त्व दोष', 'Jaḍatva-doṣa'],
  'Graha yuddha (planetary war)': ['ग्रह युद्ध', 'Graha-yuddha'],
  'Kalasarpa dosha': ['कालसर्प दोष', 'Kālasarpa-doṣa'],
  'Pitru dosha': ['पितृ दोष', 'Pitṛ-doṣa'],
  'Matru dosha': ['मातृ दोष', 'Mātṛ-doṣa'],
  // Rahu in the 5th, read as the curse of the serpent on progeny (sarpa shapa): kept apart from Naga dosha.
  'Sarpa (putra) dosha': ['सर्प शाप दोष', 'Sarpa-śāpa-doṣa'],
  'Ketu in the lagna': ['लग्न में केतु', 'Lagnastha-ketu'],
  'Sade-sati': ['साढ़ेसाती', 'Sāḍhe-sātī'],
  'Kantaka Shani / Ardhashtama (dhaiya, 4th)': ['कंटक शनि', 'Kaṇṭaka-śani'],
  'Ashtama Shani (dhaiya, 8th)': ['अष्टम शनि', 'Aṣṭama-śani'],
  'Punarphoo dosha': ['पुनर्फू दोष', 'Punarphū-doṣa'],
  'Saturn in the 7th': ['सप्तम भाव में शनि', 'Saptamastha-śani'],
  'Kemadruma dosha': ['केमद्रुम दोष', 'Kemadruma-doṣa'],
  'Shakata dosha': ['शकट दोष', 'Śakaṭa-doṣa'],
  'Chandra dosha (Moon in a dusthana)': ['चंद्र दोष', 'Candra-doṣa'],
  'Papa kartari on the Moon': ['चंद्र पर पापकर्तरी', 'Candra-pāpakartarī'],
  'Debilitated Moon': ['नीच चंद्र', 'Nīca-candra'],
  'Ksheena Chandra (weak waning Moon)': ['क्षीण चंद्र', 'Kṣīṇa-candra'],
  'Papa kartari on the lagna': ['लग्न पर पापकर्तरी', 'Lagna-pāpakartarī'],
  'Lagna lord combust': ['लग्नेश अस्त', 'Lagneśa-asta'],
  'Lagna lord debilitated': ['लग्नेश नीच', 'Lagneśa-nīca'],
  // Hindi books call the 6th, 8th and 12th houses the trik bhavas.
  'Lagna lord in a dusthana': ['त्रिक भाव में लग्नेश', 'Lagneśa-duḥsthāna'],
  'Sun in the 7th': ['सप्तम भाव में सूर्य', 'Saptamastha-sūrya'],
  'Shukra dosha (Venus combust)': ['शुक्र दोष', 'Śukra-doṣa'],
  'Guru dosha (Jupiter debilitated)': ['गुरु दोष', 'Guru-doṣa'],
  'Bandhana (confinement) yoga': ['बंधन योग', 'Bandhana-yoga'],
  'Daridra (penury) yoga': ['दरिद्र योग', 'Daridra-yoga'],
  'Kalathra dosha': ['कलत्र दोष', 'Kalatra-doṣa'],
  '7th lord in a dusthana': ['त्रिक भाव में सप्तमेश', 'Saptameśa-duḥsthāna'],
  'Naga (sarpa) dosha': ['नाग दोष', 'Nāga-doṣa'],
  'Nadi dosha': ['नाड़ी दोष', 'Nāḍī-doṣa'],
  'Bhakoot (rashi koota) dosha': ['भकूट दोष', 'Bhakūṭa-doṣa'],
  'Vishakanya yoga': ['विषकन्या योग', 'Viṣakanyā-yoga'],
  'Gandanta (Moon)': ['चंद्र गंडांत', 'Candra-gaṇḍānta'],
  'Gandanta (lagna)': ['लग्न गंडांत', 'Lagna-gaṇḍānta'],
  'Gandmool (gandamula) nakshatra': ['गंडमूल नक्षत्र', 'Gaṇḍamūla-nakṣatra'],
  'Abhukta mula': ['अभुक्त मूल', 'Abhukta-mūla'],
  // Hindi almanacs call the Vishti karana Bhadra.
  'Vishti (Bhadra) karana at birth': ['भद्रा में जन्म', 'Viṣṭi-karaṇa-janma'],
  'Amavasya birth': ['अमावस्या में जन्म', 'Amāvāsyā-janma'],
  'Krishna Chaturdashi birth': ['कृष्ण चतुर्दशी में जन्म', 'Kṛṣṇa-caturdaśī-janma'],
  'Vyatipata yoga at birth': ['व्यतीपात योग में जन्म', 'Vyatīpāta-janma'],
  'Vaidhriti yoga at birth': ['वैधृति योग में जन्म', 'Vaidhṛti-janma'],
  'Dagdha tithi at birth': ['दग्ध तिथि में जन्म', 'Dagdha-tithi-janma'],
  'Sankranti birth': ['संक्रांति में जन्म', 'Saṅkrānti-janma'],
  'Grahan janma (birth during an eclipse)': ['ग्रहण में जन्म', 'Grahaṇa-janma'],
};

// The South names the dhaiya of the 4th ardhashtama Shani, as the English entry does.
const ARDHASHTAMA = 'Ardhāṣṭama-śani';
const KANTAKA = 'Kantaka Shani / Ardhashtama (dhaiya, 4th)';

/** The words regions use for these doshas instead of the Sanskrit name in their script. */
const OWN: OwnNames = {
  ta: {
    'Mangal (Kuja) dosha': 'செவ்வாய் தோஷம்',
    'Sade-sati': 'ஏழரைச் சனி',
    [KANTAKA]: regionalName(ARDHASHTAMA, 'ta'),
  },
  te: { 'Sade-sati': 'ఏలినాటి శని', [KANTAKA]: regionalName(ARDHASHTAMA, 'te') },
  kn: { 'Sade-sati': 'ಸಾಡೇಸಾತಿ', [KANTAKA]: regionalName(ARDHASHTAMA, 'kn') },
  ml: { 'Mangal (Kuja) dosha': 'ചൊവ്വാദോഷം', 'Sade-sati': 'ഏഴരശ്ശനി', [KANTAKA]: regionalName(ARDHASHTAMA, 'ml') },
  bn: { 'Mangal (Kuja) dosha': 'মাঙ্গলিক দোষ', 'Sade-sati': 'সাড়ে সাতি' },
  mr: { 'Mangal (Kuja) dosha': 'मंगळ दोष', 'Sade-sati': 'साडेसाती' },
  gu: { 'Mangal (Kuja) dosha': 'મંગળ દોષ', 'Sade-sati': 'સાડાસાતી' },
};

const FORMS: Record<string, NameForms> = Object.fromEntries(
  Object.entries(ROWS).map(([name, [hi, sa]]) => [name, { en: name, hi, sa }]),
);

export const DOSHA_NAMES = inTenLanguages(FORMS, OWN);
