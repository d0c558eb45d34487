/**
 * Brihat Parashara Hora Shastra chapter by chapter, in R. Santhanam's numbering (97 chapters; the older printed
 * recensions divide and number differently). What each title was checked against (facts only, nothing quoted):
 * - 1-45: the contents pages of Santhanam's vol. 1 (Ranjan Publications), read as OCR in the public repository
 *   Victordtesla24/jyotish-shastra, docs/BPHS-BTR/BPHS_TEXT_EXTRACT.md (commit e0854b8). The titles below are his,
 *   set in title case, with the contents' "2nd ... 12th House" spelled out as the book's own chapter headings do.
 * - 46-97: Santhanam's vol. 2 was not seen. The title is our English rendering of the adhyaya heading of the
 *   Sanskrit text on sanskritdocuments.org (files par4650.itx to par9197.itx, input and proofreading by Ahto Jarve,
 *   2010; read in the repository sanskrit/raw_etexts, mixed/sandocs-dump-markdown/doc_z_misc_sociology_astrology).
 *   That text follows Sitaram Jha's recension, as Santhanam does; it has his 97 chapters, its headings 1-9 fall on his
 *   numbers, and its closing chapter (97, vv. 10-24) lists the topics in the order of his chapters 1-45 and then
 *   dashas, ashtakavarga and the rest in the order of its adhyayas 46-97.
 * Every citation stays pending: no edition is carried and no verse was checked. No verse counts (they need the
 * edition in hand). The text itself is not bundled: Santhanam's translation is under copyright, and the
 * sanskritdocuments text states no licence.
 */
import { cite, type Citation, type CitedTable } from '../sources.ts';

export const BPHS_CHAPTER_COUNT = 97;

export interface BphsChapterMeta {
  title: string;
  topic: string;
}

const ORDINALS = [
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
  'Ninth',
  'Tenth',
  'Eleventh',
  'Twelfth',
] as const;
const BHAVA_NAMES = [
  'Tanu',
  'Dhana',
  'Sahaja',
  'Sukha',
  'Putra',
  'Ari',
  'Yuvati',
  'Randhra',
  'Dharma',
  'Karma',
  'Labha',
  'Vyaya',
] as const;
const houseTopic = (i: number, ordinal: string) =>
  `the ${ordinal.toLowerCase()} house (${BHAVA_NAMES[i]} bhava) and its lord`;
/** Chapter 12 is "Effects of First House" in the book (no article); 13-23 "Effects of the 2nd ... 12th House". */
const houseChapters = Object.fromEntries([
  [12, { title: 'Effects of First House', topic: houseTopic(0, 'First') }],
  ...ORDINALS.map((h, i) => [13 + i, { title: `Effects of the ${h} House`, topic: houseTopic(i + 1, h) }]),
]) as Record<number, BphsChapterMeta>;

/** Chapters 1-45: Santhanam's own titles, as printed in the contents of vol. 1. */
const VOLUME_ONE = {
  1: { title: 'The Creation', topic: 'the creation and the origin of the science' },
  2: { title: 'Great Incarnations (of the Lord)', topic: 'the avataras and the grahas' },
  3: {
    title: 'Planetary Characters and Description',
    topic: 'the grahas: nature, dignities, relationships, upagrahas, gulika',
  },
  4: { title: 'Zodiacal Signs Described', topic: 'the twelve signs; the nisheka (conception) lagna' },
  5: { title: 'Special Ascendants', topic: 'special lagnas (bhava, hora, ghatika lagna); varnada' },
  6: { title: 'The Sixteen Divisions of a Sign', topic: 'the shodasavargas' },
  7: { title: 'Divisional Consideration', topic: 'reading the vargas; vimshopaka strength' },
  8: { title: 'Aspects of the Signs', topic: 'rashi drishti' },
  9: { title: 'Evils at Birth', topic: 'balarishta' },
  10: { title: 'Antidotes for Evils', topic: 'arishta bhanga' },
  11: { title: 'Judgement of Houses', topic: 'what each house signifies' },
  ...houseChapters,
  24: { title: 'Effects of the Bhava Lords', topic: 'each house lord in each house' },
  25: { title: 'Effects of Non-Luminous Planets', topic: 'the upagrahas (aprakasha grahas) in the houses' },
  26: { title: 'Evaluation of Planetary Aspects', topic: 'graha drishti by degrees' },
  27: { title: 'Evaluation of Strengths', topic: 'shadbala and bhava bala' },
  28: { title: 'Ishta and Kashta Balas', topic: 'ishta and kashta phala' },
  29: { title: 'Bhava Padas', topic: 'arudha padas' },
  30: { title: 'Upa Pada', topic: 'the upapada lagna' },
  31: { title: 'Argala or Planetary Intervention', topic: 'argala (intervention)' },
  32: { title: 'Planetary Karakatwas', topic: 'the atmakaraka and the other karakas' },
  33: { title: 'Effects of Karakamsa', topic: 'the karakamsa' },
  34: { title: 'Yogakarakas', topic: 'benefics and malefics by lordship for each lagna' },
  35: { title: 'Nabhasa Yogas', topic: 'the nabhasa yogas' },
  36: { title: 'Many Other Yogas', topic: 'other yogas' },
  37: { title: 'Lunar Yogas', topic: 'yogas from the Moon' },
  38: { title: 'Solar Yogas', topic: 'yogas from the Sun' },
  39: { title: 'Raja Yogas', topic: 'raja yogas' },
  40: { title: 'Yogas for Royal Association', topic: 'association with rulers' },
  41: { title: 'Yogas for Wealth', topic: 'dhana yogas' },
  42: { title: 'Combinations for Penury', topic: 'daridra yogas' },
  43: { title: 'Longevity', topic: 'ayurdaya' },
  44: { title: 'Maraka (Killer) Planets', topic: 'marakas' },
  45: { title: 'Avasthas of Planets', topic: 'the states of the grahas' },
} as const satisfies Record<number, BphsChapterMeta>;

/** Chapters 46-97: [English rendering of the Sanskrit heading, topic, the heading in IAST]. */
const FROM_SANSKRIT: Record<number, readonly [string, string, string]> = {
  46: ['Dashas of Planets', 'the dasha systems', 'daśādhyāya'],
  47: ['Effects of Dashas', 'effects of the mahadashas', 'daśāphalādhyāya'],
  48: [
    'Special Effects of the Nakshatra Dashas',
    'dasha effects by the house lords and their relations',
    'viśeṣanakṣatradaśāphalādhyāya',
  ],
  49: ['Effects of the Kalachakra Dasha', 'kalachakra dasha effects', 'kālacakradaśāphalādhyāya'],
  50: ['Effects of the Chara and Other Dashas', 'effects of the sign dashas', 'carādidaśāphalādhyāya'],
  51: ['Antardashas', 'dividing a dasha into sub-periods', 'antardaśādhyāya'],
  52: [
    "Effects of the Antardashas in the Sun's Dasha",
    'Vimshottari sub-periods of the Sun',
    'viṃśottarīmatena sūryadaśāntardaśāphalādhyāya',
  ],
  53: [
    "Effects of the Antardashas in the Moon's Dasha",
    'Vimshottari sub-periods of the Moon',
    'candrāntardaśāphalādhyāya',
  ],
  54: ["Effects of the Antardashas in Mars's Dasha", 'Vimshottari sub-periods of Mars', 'kujadaśāntardaśāphalādhyāya'],
  55: ["Effects of the Antardashas in Rahu's Dasha", 'Vimshottari sub-periods of Rahu', 'rāhvantardaśāphalādhyāya'],
  56: [
    "Effects of the Antardashas in Jupiter's Dasha",
    'Vimshottari sub-periods of Jupiter',
    'jīvāntardaśāphalādhyāya',
  ],
  57: ["Effects of the Antardashas in Saturn's Dasha", 'Vimshottari sub-periods of Saturn', 'śanyantardaśāphalādhyāya'],
  58: [
    "Effects of the Antardashas in Mercury's Dasha",
    'Vimshottari sub-periods of Mercury',
    'budhāntardaśāphalādhyāya',
  ],
  59: ["Effects of the Antardashas in Ketu's Dasha", 'Vimshottari sub-periods of Ketu', 'ketvantardaśāphalādhyāya'],
  60: ["Effects of the Antardashas in Venus's Dasha", 'Vimshottari sub-periods of Venus', 'śukrāntardaśāphalādhyāya'],
  61: ['Effects of the Pratyantardashas', 'third-level periods', 'pratyantardaśāphalādhyāya'],
  62: ['Sukshma Antardashas', 'fourth-level periods', 'sūkṣmāntardaśādhyāya'],
  63: ['Effects of the Prana Dashas', 'fifth-level periods', 'prāṇadaśāphalādhyāya'],
  64: ['Effects of the Kalachakra Antardashas', 'kalachakra sub-periods', 'kālacakrāntardaśāphalādhyāya'],
  65: [
    'Effects of the Kalachakra Navamsha Dashas',
    'kalachakra periods by navamsha',
    'kālacakranavāṃśadaśāphalādhyāya',
  ],
  66: ['Ashtakavarga', 'ashtakavarga bindus', 'aṣṭakavargādhyāya'],
  67: ['Trikona Shodhana', 'ashtakavarga: trikona reduction', 'trikoṇaśodhanādhyāya'],
  68: ['Ekadhipatya Shodhana', 'ashtakavarga: reduction for signs of one lord', 'ekādhipatyaśodhanādhyāya'],
  69: ['Pinda Sadhana', 'ashtakavarga: the pindas', 'piṇḍasādhanādhyāya'],
  70: ['Effects of the Ashtakavarga', 'reading the ashtakavargas', 'aṣṭakavargaphalādhyāya'],
  71: ['Longevity from the Ashtakavarga', 'ayurdaya by ashtakavarga', 'aṣṭavargāyurdāyādhyāya'],
  72: ['Samudaya Ashtakavarga', 'the combined (sarva) ashtakavarga', 'samudāyāṣṭakavargādhyāya'],
  73: ['Effects of the Rays', 'the rashmis (rays) of the grahas', 'raśmiphalādhyāya'],
  74: ['Effects of the Sudarshana Chakra', 'the sudarshana chakra', 'sudarśanacakraphalādhyāya'],
  75: ['Marks of the Five Great Men', 'the pancha mahapurusha yogas', 'pañcamahāpuruṣalakṣaṇādhyāya'],
  76: ['Effects of the Five Elements', 'the pancha mahabhutas of the grahas', 'pañcamahābhūtaphalādhyāya'],
  77: ['Effects of Sattva and the Other Gunas', 'the three gunas', 'sattvādiguṇaphalādhyāya'],
  78: ['Lost Horoscopy', 'finding an unknown birth time', 'naṣṭajātakādhyāya'],
  79: ['Yogas for Renunciation', 'pravrajya yogas', 'pravrajyāyogādhyāya'],
  80: ['Female Horoscopes', 'stri jataka', 'strījātakādhyāya'],
  81: ['Effects of Bodily Features', 'anga lakshana (signs of the body)', 'aṅgalakṣaṇaphalādhyāya'],
  82: ['Effects of Moles and Other Marks', 'moles, marks and hair whorls', 'tilādilāñchanaphalādhyāya'],
  83: ['Curses from a Former Birth', 'purva janma shapa and loss of progeny', 'pūrvajanmaśāpadyotanādhyāya'],
  84: ['Propitiation of the Grahas', 'graha shanti', 'grahaśāntyadhyāya'],
  85: ['Inauspicious Births', 'births needing a remedy', 'aśubhajanmakathanādhyāya'],
  86: ['Remedy for Birth on the New Moon', 'darsha (amavasya) birth', 'darśajanmaśāntyadhyāya'],
  87: ['Remedy for Birth on Krishna Chaturdashi', 'birth on the dark fourteenth', 'kṛṣṇacaturdaśījanmaśāntyadhyāya'],
  88: [
    'Remedy for Birth in Bhadra, Avama and Evil Yogas',
    'vishti karana, lost tithis and evil yogas at birth',
    'bhadrāvamadurayogaśāntyadhyāya',
  ],
  89: [
    'Remedy for Birth in the Same Nakshatra',
    'birth in the nakshatra of a parent or sibling',
    'ekanakṣatrajātaśāntyadhyāya',
  ],
  90: ['Remedy for Birth at Sankranti', "birth at the Sun's ingress", 'saṅkrāntijanmaśāntyadhyāya'],
  91: ['Remedy for Birth during an Eclipse', 'birth at an eclipse', 'grahaṇajātaśāntyadhyāya'],
  92: ['Remedy for Gandanta Birth', 'gandanta of tithi, nakshatra and lagna', 'gaṇḍāntajātaśāntyadhyāya'],
  93: ['Remedy for Abhukta Mula', 'birth at the Jyeshtha-Mula junction', 'abhuktamūlaśāntyadhyāya'],
  94: ['Remedy for Jyeshtha and Other Gandas', 'jyeshtha gandanta and related births', 'jyeṣṭhādigaṇḍaśāntyadhyāya'],
  95: ['Remedy for Tritara Birth', 'a child after three of the other sex', 'trītarajanmaśāntyadhyāya'],
  96: ['Remedy for Abnormal Births', 'prasava vikara', 'prasavavikāraśāntyadhyāya'],
  97: ['Conclusion', 'the close of the work and its list of topics', 'upasaṃhārādhyāya'],
};

const CONTENTS_NOTE =
  "title checked against the contents pages of Santhanam's translation, vol. 1 (Ranjan Publications), read as OCR " +
  'in the public repository Victordtesla24/jyotish-shastra, docs/BPHS-BTR/BPHS_TEXT_EXTRACT.md @e0854b8; ' +
  'the chapter order also agrees with the list of topics in ch. 97 of the Sanskrit text (sanskritdocuments.org); ' +
  'verses and verse counts not checked';
const HEADING_NOTE =
  'title is an English rendering of the Sanskrit adhyaya heading in the sanskritdocuments.org e-text ' +
  '(par4650-par9197.itx, Ahto Jarve, 2010), whose numbering ' +
  "agrees with Santhanam's where checked (97 chapters; headings 1-9; the order of topics listed in its ch. 97); " +
  "Santhanam's own English wording for vol. 2 not seen; verses not checked";

/** Every chapter 1..97 with its title and topic. */
export const BPHS_CHAPTERS = {
  id: 'reference.bphs_chapters',
  cites: [
    cite('bphs', { chapter: '1-45', status: 'pending', note: CONTENTS_NOTE }),
    cite('bphs', { chapter: '46-97', status: 'pending', note: HEADING_NOTE }),
  ],
  data: {
    ...VOLUME_ONE,
    ...Object.fromEntries(
      Object.entries(FROM_SANSKRIT).map(([n, [title, topic, iast]]) => [
        n,
        { title, topic: `${topic} (Sanskrit heading: ${iast})` },
      ]),
    ),
  },
} as const satisfies CitedTable<Record<number, BphsChapterMeta>>;

export interface BphsChapter {
  chapter: number;
  title: string | null;
  topic: string | null;
  refs: readonly Citation[];
}

const citeFor = (chapter: number): Citation => {
  const [one, two] = BPHS_CHAPTERS.cites;
  return { ...(chapter <= 45 ? one : two), chapter };
};

/** One chapter, or undefined for a number outside 1..97. */
export function bphsChapter(chapter: number): BphsChapter | undefined {
  if (!Number.isInteger(chapter) || chapter < 1 || chapter > BPHS_CHAPTER_COUNT) return undefined;
  const known: BphsChapterMeta | undefined = (BPHS_CHAPTERS.data as Record<number, BphsChapterMeta>)[chapter];
  return { chapter, title: known?.title ?? null, topic: known?.topic ?? null, refs: [citeFor(chapter)] };
}
