/**
 * Brihat Parashara Hora Shastra chapter by chapter, in R. Santhanam's numbering (97 chapters; the older printed
 * recensions divide and number differently). Titles and topics are the ones the project knows, unchecked against
 * the edition: pending. Where the project does not know a chapter's title it says so (null) rather than guess.
 * No verse counts: they need the edition in hand. The text itself is not bundled: Santhanam's translation is
 * under copyright, and no public-domain edition is carried.
 */
import { cite, type Citation, type CitedTable } from '../sources.ts';

export const BPHS_CHAPTER_COUNT = 97;

export interface BphsChapterMeta {
  title: string;
  topic: string;
}

const HOUSES = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth', 'Eleventh', 'Twelfth'] as const;
const BHAVA_NAMES = ['Tanu', 'Dhana', 'Sahaja', 'Sukha', 'Putra', 'Ari', 'Yuvati', 'Randhra', 'Dharma', 'Karma', 'Labha', 'Vyaya'] as const;
const houseChapters = Object.fromEntries(HOUSES.map((h, i) => [12 + i, { title: `Effects of the ${h} House`, topic: `the ${h.toLowerCase()} house (${BHAVA_NAMES[i]} bhava) and its lord` }]));

/** Chapters whose title the project knows (chapter number -> title and topic). */
export const BPHS_CHAPTERS = {
  id: 'reference.bphs_chapters',
  cites: [cite('bphs', { status: 'pending', note: 'chapter numbers and titles as in Santhanam\'s translation, recalled, not checked against the edition; verse counts not known to the project' })],
  data: {
    1: { title: 'Creation', topic: 'the creation and the origin of the science' },
    2: { title: 'Great Incarnations', topic: 'the avataras and the grahas' },
    3: { title: 'Planetary Characters and Description', topic: 'the grahas: nature, exaltation, friendship' },
    4: { title: 'Zodiacal Signs Described', topic: 'the twelve signs' },
    5: { title: 'Special Ascendants', topic: 'special lagnas (hora, ghati, bhava lagna)' },
    6: { title: 'Sixteen Divisions of a Sign', topic: 'the shodasavargas' },
    7: { title: 'Divisional Considerations', topic: 'reading the vargas' },
    8: { title: 'Aspects of the Signs', topic: 'rashi drishti' },
    9: { title: 'Evils at Birth', topic: 'balarishta' },
    10: { title: 'Antidote for Evils', topic: 'arishta bhanga' },
    11: { title: 'Judgement of Houses', topic: 'what each house signifies' },
    ...houseChapters,
    24: { title: 'Effects of the Lords of Houses', topic: 'each house lord in each house' },
    25: { title: 'Effects of Non-Luminous Planets', topic: 'the upagrahas (aprakasha grahas)' },
    26: { title: 'Evaluation of Planetary Aspects', topic: 'graha drishti by degrees' },
    27: { title: 'Evaluation of Strengths', topic: 'shadbala' },
    28: { title: 'Ishta and Kashta Balas', topic: 'ishta and kashta phala' },
    29: { title: 'Bhava Padas', topic: 'arudha padas' },
    30: { title: 'Upapada', topic: 'the upapada lagna' },
    31: { title: 'Argala', topic: 'argala (intervention)' },
    32: { title: 'Karakas', topic: 'chara and sthira karakas' },
    33: { title: 'Effects of Karakamsa', topic: 'the karakamsa' },
    34: { title: 'Yoga Karakas', topic: 'yoga karakas' },
    35: { title: 'Nabhasa Yogas', topic: 'the nabhasa yogas' },
    36: { title: 'Many Other Yogas', topic: 'other yogas' },
    37: { title: 'Lunar Yogas', topic: 'yogas from the Moon' },
    38: { title: 'Solar Yogas', topic: 'yogas from the Sun' },
    39: { title: 'Raja Yogas', topic: 'raja yogas' },
    40: { title: 'Yogas for Royal Association', topic: 'association with rulers' },
    41: { title: 'Combinations for Wealth', topic: 'dhana yogas' },
    42: { title: 'Combinations for Penury', topic: 'daridra yogas' },
    43: { title: 'Longevity', topic: 'ayurdaya' },
    44: { title: 'Maraka Planets', topic: 'marakas' },
    45: { title: 'Avasthas of Planets', topic: 'the states of the grahas' },
    46: { title: 'Dashas of Planets', topic: 'the dasha systems' },
    47: { title: 'Effects of Dashas', topic: 'effects of the mahadashas' },
    66: { title: 'Ashtakavarga', topic: 'ashtakavarga bindus' },
    67: { title: 'Trikona Shodhana', topic: 'ashtakavarga: trikona reduction' },
    68: { title: 'Ekadhipatya Shodhana', topic: 'ashtakavarga: reduction for signs of one lord' },
    69: { title: 'Pinda Sadhana', topic: 'ashtakavarga: the pindas' },
    80: { title: 'Female Horoscopes', topic: 'stri jataka' },
  },
} as const satisfies CitedTable<Record<number, BphsChapterMeta>>;

export interface BphsChapter {
  chapter: number;
  title: string | null;
  topic: string | null;
  refs: readonly Citation[];
}

/** One chapter, or undefined for a number outside 1..97. */
export function bphsChapter(chapter: number): BphsChapter | undefined {
  if (!Number.isInteger(chapter) || chapter < 1 || chapter > BPHS_CHAPTER_COUNT) return undefined;
  const known: BphsChapterMeta | undefined = (BPHS_CHAPTERS.data as Record<number, BphsChapterMeta>)[chapter];
  return { chapter, title: known?.title ?? null, topic: known?.topic ?? null, refs: BPHS_CHAPTERS.cites };
}
