/**
 * Avakahada chakra: the naming syllable of each of the 108 nakshatra padas, as printed in Hindi-belt almanacs
 * (panchangas). The first sound of a child's name is taken from the pada of the Moon at birth.
 *
 * Simple transliteration (no diacritics, vowel length unmarked) sits beside the Devanagari (`hi`). That
 * transliteration merges sounds the Devanagari keeps apart: ट/त are both Ta, ड/द Da, ठ/थ Tha, ध/ढ Dha, ण/ञ Na;
 * read `hi` when the difference matters. Vowel length in the Devanagari follows the common printing; almanacs are
 * not consistent about it (कु/कू, च/चा).
 */
import type { Nakshatra } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';

export type Quad = readonly [string, string, string, string];

export interface PadaSyllableRow {
  /** Pada 1-4, simple transliteration. */
  syllables: Quad;
  /** The same four in Devanagari. */
  hi: Quad;
  /** Where regional lists differ, or the value was not checked against a printed almanac. */
  variants?: string;
}

const UNCHECKED = 'Not checked against a printed almanac.';

export const PADA_SYLLABLES = {
  id: 'naming.pada_syllables',
  cites: [
    cite('almanac_practice', {
      status: 'pending',
      note:
        'Avakahada chakra, the Hindi-belt almanac form (27 nakshatras, no Abhijit); regional lists differ for ' +
        'some padas. No chapter or verse is claimed.',
    }),
  ],
  data: {
    Ashwini: { syllables: ['Chu', 'Che', 'Cho', 'La'], hi: ['चू', 'चे', 'चो', 'ला'] },
    Bharani: { syllables: ['Li', 'Lu', 'Le', 'Lo'], hi: ['ली', 'लू', 'ले', 'लो'] },
    Krittika: {
      syllables: ['A', 'I', 'U', 'E'],
      hi: ['अ', 'इ', 'उ', 'ए'],
      variants: `Some lists write these vowels long (Aa, Ee, Oo). ${UNCHECKED}`,
    },
    Rohini: { syllables: ['O', 'Va', 'Vi', 'Vu'], hi: ['ओ', 'वा', 'वी', 'वू'] },
    Mrigashira: {
      syllables: ['Ve', 'Vo', 'Ka', 'Ki'],
      hi: ['वे', 'वो', 'का', 'की'],
      variants: `Eastern usage may say Be, Bo for Ve, Vo (va/ba). ${UNCHECKED}`,
    },
    Ardra: { syllables: ['Ku', 'Gha', 'Nga', 'Chha'], hi: ['कू', 'घ', 'ङ', 'छ'] },
    Punarvasu: { syllables: ['Ke', 'Ko', 'Ha', 'Hi'], hi: ['के', 'को', 'हा', 'ही'] },
    Pushya: { syllables: ['Hu', 'He', 'Ho', 'Da'], hi: ['हू', 'हे', 'हो', 'डा'] },
    Ashlesha: { syllables: ['Di', 'Du', 'De', 'Do'], hi: ['डी', 'डू', 'डे', 'डो'] },
    Magha: { syllables: ['Ma', 'Mi', 'Mu', 'Me'], hi: ['मा', 'मी', 'मू', 'मे'] },
    'Purva Phalguni': { syllables: ['Mo', 'Ta', 'Ti', 'Tu'], hi: ['मो', 'टा', 'टी', 'टू'] },
    'Uttara Phalguni': { syllables: ['Te', 'To', 'Pa', 'Pi'], hi: ['टे', 'टो', 'पा', 'पी'] },
    Hasta: { syllables: ['Pu', 'Sha', 'Na', 'Tha'], hi: ['पू', 'ष', 'ण', 'ठ'] },
    Chitra: { syllables: ['Pe', 'Po', 'Ra', 'Ri'], hi: ['पे', 'पो', 'रा', 'री'] },
    Swati: { syllables: ['Ru', 'Re', 'Ro', 'Ta'], hi: ['रू', 'रे', 'रो', 'ता'] },
    Vishakha: { syllables: ['Ti', 'Tu', 'Te', 'To'], hi: ['ती', 'तू', 'ते', 'तो'] },
    Anuradha: { syllables: ['Na', 'Ni', 'Nu', 'Ne'], hi: ['ना', 'नी', 'नू', 'ने'] },
    Jyeshtha: { syllables: ['No', 'Ya', 'Yi', 'Yu'], hi: ['नो', 'या', 'यी', 'यू'] },
    Mula: { syllables: ['Ye', 'Yo', 'Bha', 'Bhi'], hi: ['ये', 'यो', 'भा', 'भी'] },
    'Purva Ashadha': {
      syllables: ['Bhu', 'Dha', 'Pha', 'Dha'],
      hi: ['भू', 'धा', 'फा', 'ढा'],
      variants:
        'Padas 2 and 4 differ only as dental ध and retroflex ढ (both Dha here). Some lists give Bha for ' +
        `pada 3. ${UNCHECKED}`,
    },
    'Uttara Ashadha': {
      syllables: ['Bhe', 'Bho', 'Ja', 'Ji'],
      hi: ['भे', 'भो', 'जा', 'जी'],
      variants:
        'Where Abhijit is counted as a 28th nakshatra (last pada of Uttara Ashadha to the first fifteenth ' +
        'of Shravana), lists give it Ju, Je, Jo, Kha (जू जे जो खा); this table uses 27 nakshatras and does not ' +
        `split padas for Abhijit. ${UNCHECKED}`,
    },
    Shravana: {
      syllables: ['Khi', 'Khu', 'Khe', 'Kho'],
      hi: ['खी', 'खू', 'खे', 'खो'],
      variants: `Some regional (south Indian) lists differ, e.g. starting with the Abhijit sounds Ju, Je, Jo. ${UNCHECKED}`,
    },
    Dhanishta: {
      syllables: ['Ga', 'Gi', 'Gu', 'Ge'],
      hi: ['गा', 'गी', 'गू', 'गे'],
      variants: `Regional lists may differ. ${UNCHECKED}`,
    },
    Shatabhisha: { syllables: ['Go', 'Sa', 'Si', 'Su'], hi: ['गो', 'सा', 'सी', 'सू'] },
    'Purva Bhadrapada': { syllables: ['Se', 'So', 'Da', 'Di'], hi: ['से', 'सो', 'दा', 'दी'] },
    'Uttara Bhadrapada': {
      syllables: ['Du', 'Tha', 'Jha', 'Na'],
      hi: ['दू', 'थ', 'झ', 'ञ'],
      variants: 'Pada 4 is the nasal ञ, written Na, Nya or Jna in English lists.',
    },
    Revati: { syllables: ['De', 'Do', 'Cha', 'Chi'], hi: ['दे', 'दो', 'चा', 'ची'] },
  },
} as const satisfies CitedTable<Record<Nakshatra, PadaSyllableRow>>;
