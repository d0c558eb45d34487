/**
 * Citations carried by the yoga rules, one entry per group of verses. Every one is pending: nobody here has checked
 * the verse against the edition. BPHS chapter numbers are those of R. Santhanam's translation (ch. 35 Nabhasa, 36
 * many other yogas, 37 lunar, 38 solar, 39 raja, 41 wealth, 75 the five great men), not checked against the book.
 */
import { cite, type Citation } from '../sources.ts';

const SANTHANAM = "chapter numbers as in Santhanam's translation, not checked";

const bphs = (chapter: number, verses: string | undefined, topic: string): Citation =>
  cite('bphs', {
    chapter,
    ...(verses === undefined ? {} : { verses }),
    status: 'pending',
    note: `${topic}; ${SANTHANAM}`,
  });
const phala = (chapter: number, topic: string): Citation =>
  cite('phaladeepika', { chapter, status: 'pending', note: `${topic}; verse numbers not located` });

export const YOGA_REFS = {
  mahapurusha: [
    bphs(75, '1-2', 'the five great men (pancha mahapurusha)'),
    phala(6, 'Ruchaka, Bhadra, Hamsa, Malavya, Shasha'),
  ],
  lunar: [bphs(37, '7-10', 'Sunapha, Anapha, Durudhara'), phala(6, 'yogas from the Moon')],
  kemadruma: [
    bphs(37, '11-13', 'Kemadruma and its exceptions (a graha with the Moon or in a kendra from the lagna)'),
    phala(6, 'Kemadruma; cancelled by a graha in a kendra from the Moon'),
    cite('saravali', {
      chapter: 13,
      status: 'pending',
      note: 'Kemadruma cancelled when the Moon is in a kendra; verse not located',
    }),
  ],
  adhi: [bphs(37, '5', 'Adhi yoga from the Moon'), phala(6, 'Adhi yoga')],
  vasumati: [bphs(37, '6', 'benefics in upachayas from the Moon'), phala(6, 'Vasumati yoga')],
  gajakesari: [bphs(36, undefined, 'Gajakesari'), phala(6, 'Gajakesari: Jupiter in a kendra from the Moon')],
  chandraMangala: [phala(6, 'Chandra-Mangala: the Moon with Mars')],
  shakata: [
    bphs(36, undefined, 'Shakata'),
    phala(6, 'Shakata: the Moon in 6, 8 or 12 from Jupiter, unless in a kendra from the lagna'),
  ],
  solar: [bphs(38, '1-4', 'Vesi, Vasi, Ubhayachari'), phala(6, 'yogas from the Sun')],
  budhaditya: [phala(6, 'the Sun with Mercury (Budha-Aditya, called Nipuna in some lists)')],
  raja: [
    bphs(39, undefined, 'raja yogas: lords of kendras and trikonas associated'),
    bphs(34, undefined, 'yoga karakas: kendra and trikona lordship'),
  ],
  yogakaraka: [bphs(34, undefined, 'a graha owning a kendra and a trikona')],
  dharmaKarma: [bphs(39, undefined, 'lords of the 9th and 10th associated (dharma-karmadhipati)')],
  dhana: [bphs(41, undefined, 'wealth: lords of the 2nd, 5th, 9th and 11th associated'), phala(6, 'dhana yogas')],
  viparita: [phala(6, 'Harsha, Sarala, Vimala: lords of the 6th, 8th, 12th in dusthanas')],
  parivartana: [phala(6, 'Maha, Khala and Dainya parivartana (exchange of signs)')],
  neechaBhanga: [
    cite('phaladeepika', {
      chapter: 7,
      verses: '26-30',
      status: 'pending',
      note: 'neecha bhanga raja yoga; verse numbers not checked',
    }),
  ],
  nabhasa: [
    bphs(35, undefined, 'the 32 Nabhasa yogas'),
    cite('brihat_jataka', {
      chapter: 12,
      status: 'pending',
      note: 'Nabhasa yogas; Sankhya yogas only when no other Nabhasa yoga occurs',
    }),
  ],
  kartari: [bphs(36, undefined, 'Shubha and Papa (kartari) yogas: grahas on both sides of the lagna')],
  lakshmi: [bphs(36, undefined, 'Lakshmi: 9th lord in a kendra in own or exaltation sign, lagna lord strong')],
  saraswati: [phala(6, 'Saraswati: Jupiter, Venus, Mercury in kendras, trikonas or the 2nd, Jupiter dignified')],
  amala: [bphs(36, undefined, 'Amala: benefic alone in the 10th'), phala(6, 'Amala from the lagna or the Moon')],
  parvata: [bphs(36, undefined, 'Parvata: benefics in kendras, 6th and 8th empty or with benefics')],
  kahala: [bphs(36, undefined, 'Kahala: lords of the 4th and 9th in mutual kendras, lagna lord strong')],
  chamara: [
    bphs(
      36,
      undefined,
      'Chamara: exalted lagna lord in a kendra aspected by Jupiter, or two benefics in 1, 7, 9 or 10',
    ),
  ],
  shankha: [bphs(36, undefined, 'Shankha: lords of the 5th and 6th in mutual kendras, lagna lord strong')],
  bheri: [bphs(36, undefined, 'Bheri: Venus, Jupiter and the lagna lord in mutual kendras, 9th lord strong')],
  subhaAsubha: [bphs(36, '1-2', 'Subha and Asubha yogas: a benefic or a malefic in the lagna')],
  khadga: [
    bphs(36, undefined, "Khadga: lords of the 2nd and 9th in each other's houses, lagna lord in a kendra or trikona"),
  ],
  srinatha: [
    bphs(
      36,
      undefined,
      'Srinatha: 7th lord exalted in the 10th, 10th lord with the 9th lord (Raman, 300 Important Combinations, ' +
        'reads it so)',
    ),
  ],
  kalanidhi: [bphs(36, undefined, 'Kalanidhi: Jupiter in the 2nd or 5th, joined or aspected by Mercury and Venus')],
  kalpadruma: [
    bphs(
      36,
      undefined,
      "Kalpadruma (Parijata): the lagna lord, its dispositor, that one's dispositor and its navamsa dispositor in " +
        'kendras, trikonas or exaltation',
    ),
  ],
  trimurti: [
    bphs(
      36,
      undefined,
      'Hari, Hara and Brahma (trimurti) yogas counted from the 2nd lord, the 7th lord and the lagna lord',
    ),
  ],
  kurma: [
    bphs(
      36,
      undefined,
      'Kurma: benefics in the 5th, 6th, 7th dignified, malefics in the 1st, 3rd, 11th in own or exaltation signs',
    ),
  ],
  dhanaSignGraha: [
    bphs(
      41,
      undefined,
      'wealth: a graha in its own sign in the 5th with named grahas in the 11th; a graha in its own sign in the ' +
        'lagna joined or aspected by named grahas',
    ),
    cite('integrated_approach', {
      status: 'pending',
      note:
        'P.V.R. Narasimha Rao lists the same combinations lagna by lagna (chapter on yogas, dhana yogas); page not ' +
        'checked',
    }),
  ],
  mahabhagya: [
    phala(
      6,
      'Mahabhagya: a man born by day, a woman by night, with the lagna, Sun and Moon in odd (man) or even (woman) ' +
        'signs',
    ),
  ],
  arishtaRetro: [
    bphs(
      9,
      undefined,
      'evils at birth: retrograde benefics in 6, 8 or 12 aspected by malefics, the lagna without a benefic',
    ),
    bphs(10, undefined, 'antidotes: a strong Jupiter or lagna lord in a kendra'),
  ],
  arishtaBj: [
    cite('brihat_jataka', {
      chapter: 6,
      status: 'pending',
      note: 'balarishta (early death) combinations; verse numbers not checked',
    }),
    bphs(10, undefined, 'antidotes applied: a strong Jupiter or lagna lord in a kendra'),
  ],
  arishta: [
    bphs(9, undefined, 'evils at birth (balarishta): the Moon in 6, 8 or 12 aspected by malefics'),
    bphs(10, undefined, 'antidotes: a strong Jupiter or lagna lord in a kendra'),
  ],
} as const satisfies Record<string, readonly Citation[]>;
