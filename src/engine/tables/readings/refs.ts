/**
 * Citations for the stri jataka and putra bhava readings. Every one is pending: nobody here has checked a verse.
 * Verse numbers for Phaladeepika ch. 11 and Saravali ch. 46 are those of public English transcriptions of the
 * usual translations; BPHS chapters follow Santhanam's numbering as given in a public chapter list (16 Putra
 * bhava, 18 Yuvati bhava, 83 curses of a previous birth), not checked against the book.
 */
import { cite, type Citation } from '../sources.ts';

const TRANSCRIBED = 'verse numbers as in a public English transcription, not checked against an edition';
const SANTHANAM = "Santhanam's numbering as in a public chapter list, not checked against the book";

const phala = (chapter: number, verses: string | undefined, topic: string): Citation =>
  cite('phaladeepika', {
    chapter,
    ...(verses === undefined ? {} : { verses }),
    status: 'pending',
    note: `${topic}; ${verses === undefined ? 'verse not located, chapter not checked' : TRANSCRIBED}`,
  });
const saravali = (verses: string, topic: string): Citation =>
  cite('saravali', { chapter: 46, verses, status: 'pending', note: `female horoscopy: ${topic}; ${TRANSCRIBED}` });
const bphs = (chapter: number, verses: string | undefined, topic: string): Citation =>
  cite('bphs', {
    chapter,
    ...(verses === undefined ? {} : { verses }),
    status: 'pending',
    note: `${topic}; ${SANTHANAM}${verses === undefined ? '; verse not located' : ''}`,
  });

const BJ_STRI = cite('brihat_jataka', {
  chapter: 24,
  status: 'pending',
  note: 'Stri jataka; chapter number recalled, not checked; verse not located',
});
const BPHS_STRI = cite('bphs', {
  chapter: 80,
  status: 'pending',
  note: "effects of female horoscopes; chapter 80 in Santhanam's numbering as recalled, chapter not checked",
});

export const STRI_REFS = {
  housesOfAWoman: [
    phala(11, '1', 'lagna for the body, 7th for the husband, 8th for mangalya, 9th for children, 4th for chastity'),
    saravali('2', '8th widowhood, lagna physique, 7th husband, 5th offspring'),
  ],
  parity: [
    saravali('3-4', 'the lagna and the Moon in even or odd signs'),
    phala(11, '2', 'the lagna and the Moon in even or odd signs'),
    BJ_STRI,
  ],
  trimsamsa: [
    saravali('5-11', 'the stronger of the lagna and the Moon, by sign lord and trimsamsa lord'),
    BJ_STRI,
    BPHS_STRI,
  ],
  seventh: [phala(11, '3', 'the 7th house or the setting navamsa owned by a benefic or not'), BJ_STRI],
  seventhOccupants: [
    phala(11, '1', 'benefics in the houses read for a woman help, malefics harm unless they own the house'),
  ],
  seventhLord: [bphs(18, undefined, 'Yuvati bhava: the 7th lord in its own or exaltation sign, or in a dusthana')],
  children: [
    phala(11, '1', "children read from the 9th house in a woman's chart"),
    saravali('2', 'offspring read from the 5th house'),
  ],
  eighth: [phala(11, '1', 'the 8th house read for mangalya'), saravali('2', 'widowhood read from the 8th'), BPHS_STRI],
  chastityFourth: [phala(11, '1', 'association and chastity read from the 4th house')],
  seventhFates: [
    phala(11, '3', 'Mars owning or occupying the 7th; mixed grahas in the 7th; the couple parted'),
    BJ_STRI,
  ],
  eighthFates: [
    phala(11, '3', 'malefics in the 8th, malefics or benefics in the 2nd'),
    saravali('27', 'malefics in the 8th; a benefic in the 2nd'),
  ],
  masculine: [saravali('29', 'weak Mercury, Venus and Moon with Saturn of middle strength')],
  learning: [saravali('31', 'a strong Mercury, Jupiter, Venus or Moon in an even-sign lagna')],
} as const satisfies Record<string, readonly Citation[]>;

export const PUTRA_REFS = {
  fifthHouse: [
    bphs(16, undefined, 'Putra bhava: the 5th house, its occupants, aspects and lord'),
    phala(12, undefined, 'children: the 5th house and its lord'),
  ],
  fewChildrenSigns: [
    saravali('28', 'the 5th in Taurus, Leo, Virgo or Scorpio with a benefic aspect: few children'),
    phala(12, undefined, 'signs of few children'),
  ],
  karaka: [
    bphs(32, undefined, 'Jupiter the karaka for children'),
    bphs(16, undefined, "Putra bhava: Jupiter's condition"),
  ],
  fromMoonAndJupiter: [phala(12, undefined, 'the 5th judged from the lagna, the Moon and Jupiter')],
  saptamsa: [
    bphs(6, '10-11', 'the saptamsa'),
    cite('integrated_approach', {
      status: 'pending',
      note: 'reading the saptamsa lagna and its 5th for children; chapter not checked',
    }),
  ],
  weakSignificators: [bphs(83, '7', 'Jupiter, the lagna lord and the 5th lord all without strength')],
  maleficsInFifth: [bphs(83, '8', 'the Sun, Mars, Rahu or Saturn strong in the 5th, Jupiter and the 5th lord weak')],
  sarpa: [bphs(83, '9', "Rahu in the 5th aspected by Mars: a serpent's curse (sarpa shaapa), with remedies")],
  childSex: [
    phala(12, undefined, 'sons or daughters from odd or even signs and navamsas and from male or female grahas'),
    bphs(16, undefined, 'Putra bhava: sons and daughters'),
  ],
  count: [
    phala(12, undefined, 'the number of children from the navamsas of the 5th lord'),
    bphs(16, undefined, 'Putra bhava: number of children'),
  ],
  sphuta: [phala(12, undefined, 'beeja and kshetra sphuta')],
} as const satisfies Record<string, readonly Citation[]>;
