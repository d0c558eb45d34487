/**
 * The marks and anga mirrors: lookups, not predictions. A reported mark or feature is answered with the
 * passages of Varahamihira's Brihat Samhita that speak to it, in 19th-century translations that are public domain
 * (Kern 1865-, Chidambaram Iyer 1884). Neither text is carried by the project (the build machines reach only the
 * npm registry and Debian packages, and neither ships them), so each entry names edition and chapter, the verse
 * where located (none is yet), and no text: nothing is paraphrased or invented. Chapter numbers follow Kern's
 * division as commonly cited; pending.
 */
import { cite, type Citation } from '../sources.ts';

export const BODY_PARTS = [
  'head',
  'hair',
  'forehead',
  'eyebrows',
  'eyes',
  'ears',
  'nose',
  'cheeks',
  'lips',
  'teeth',
  'tongue',
  'chin',
  'neck',
  'shoulders',
  'arms',
  'hands',
  'palm_lines',
  'nails',
  'chest',
  'belly',
  'navel',
  'back',
  'waist',
  'thighs',
  'knees',
  'shanks',
  'feet',
  'toes',
] as const;
export type BodyPart = (typeof BODY_PARTS)[number];

export const MARK_KINDS = ['mole', 'birthmark', 'scar', 'pimple_or_boil'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

export const ANGA_SUBJECTS = ['man', 'woman'] as const;
export type AngaSubject = (typeof ANGA_SUBJECTS)[number];

const BS = (chapter: number, title: string, topic: string): Citation =>
  cite('brihat_samhita_kern', {
    chapter,
    status: 'pending',
    note: `${title}: ${topic}; chapter as in Kern's division, commonly cited; verse not located (text not bundled)`,
  });

/** The chapter on marks (pitaka) on the body, by the part they appear on. */
export const MARK_CHAPTER = { chapter: 52, title: 'Pitaka lakshana (marks on the body)' } as const;
/** The chapters on bodily features: of men (purusha lakshana) and of women (kanya lakshana). */
export const ANGA_CHAPTERS = {
  man: { chapter: 68, title: 'Purusha lakshana (features of men)' },
  woman: { chapter: 70, title: 'Kanya lakshana (features of women)' },
} as const satisfies Record<AngaSubject, { chapter: number; title: string }>;

export const markRef = (part: BodyPart): Citation =>
  BS(MARK_CHAPTER.chapter, MARK_CHAPTER.title, `marks on the ${part.replace('_', ' ')}`);
export const angaRef = (subject: AngaSubject, part: BodyPart): Citation =>
  BS(ANGA_CHAPTERS[subject].chapter, ANGA_CHAPTERS[subject].title, `the ${part.replace('_', ' ')}`);

/** The edition a passage would be quoted from, and the second public-domain translation of the same work. */
export const MIRROR_EDITIONS = ['brihat_samhita_kern', 'brihat_samhita_iyer'] as const;

/**
 * Passages the mirrors never return, by rule: judgements of a person's caste, worth, fortune to a spouse or
 * chastity read from the body. Named here so the response lists them with the rule instead of dropping them silently.
 */
export const WITHHELD_RULE =
  "Withheld by policy: passages that judge a person's caste, social worth, chastity or luck to a spouse from the " +
  'body are not returned by any route.';
export const WITHHELD = {
  man: [
    {
      topic: 'features said to mark a man as a king, a servant or of a given caste or worth',
      refs: [BS(68, ANGA_CHAPTERS.man.title, 'verses ranking men by rank, caste or worth from their features')],
    },
  ],
  woman: [
    {
      topic: "features said to show a woman's chastity or character",
      refs: [BS(70, ANGA_CHAPTERS.woman.title, 'verses reading chastity or character from features')],
    },
    {
      topic: 'features said to bring a husband fortune, widowhood or ruin',
      refs: [BS(70, ANGA_CHAPTERS.woman.title, 'verses reading luck to a husband from features')],
    },
  ],
} as const satisfies Record<AngaSubject, readonly { topic: string; refs: readonly Citation[] }[]>;
