/**
 * Citations of the second batch of yoga rules (bhava lords in dusthanas, BPHS ch. 36-39 and 42, B. V. Raman's
 * list). All pending: nobody here has checked a verse. BPHS chapters as in Santhanam's translation, not checked.
 * Where the rule follows B. V. Raman's wording (Three Hundred Important Combinations), that book is cited beside
 * the classical work it draws on; the yoga's number in Raman's list is not given because it was not checked.
 */
import { cite, type Citation } from '../sources.ts';

const SANTHANAM = "chapter numbers as in Santhanam's translation, not checked";
const bphs = (chapter: number, topic: string): Citation =>
  cite('bphs', { chapter, status: 'pending', note: `${topic}; verse not located; ${SANTHANAM}` });
const phala = (chapter: number, topic: string): Citation =>
  cite('phaladeepika', { chapter, status: 'pending', note: `${topic}; verse numbers not located` });
const raman = (topic: string): Citation =>
  cite('raman_300', {
    status: 'pending',
    note: `${topic}; the wording the rule follows; number in the list not checked`,
  });

export const YOGA_REFS_MORE = {
  bhavaDusthana: [
    phala(
      6,
      'the lords of the houses in the 6th, 8th or 12th: Avayoga, Nissva, Mrityu, Kuhu, Pamara, Harsha, Dushkriti, ' +
        'Sarala, Nirbhagya, Duryoga, Daridra, Vimala',
    ),
  ],
  duryogaDaridra: [
    phala(6, 'Duryoga (10th lord) and Daridra (11th lord) in the 6th, 8th or 12th'),
    raman('Duryoga and Daridra yogas'),
  ],
  penury: [
    bphs(
      42,
      'yogas for penury: the lagna lord with the 12th or 6th lord exchanged, in the 8th, or in a dusthana with a ' +
        'malefic, the maraka lords joining or aspecting; Ketu with the Moon in the lagna',
    ),
    raman('Daridra yogas'),
  ],
  kusuma: [
    bphs(36, 'Kusuma: fixed lagna, Venus in a kendra, the Moon in a trikona with a benefic, Saturn in the 10th'),
    raman('Kusuma yoga'),
  ],
  matsya: [
    bphs(36, 'Matsya: malefics in the 1st and 9th, benefics and malefics in the 5th, malefics in the 4th and 8th'),
    raman('Matsya yoga'),
  ],
  mridanga: [
    bphs(36, 'Mridanga: grahas in own or exaltation signs in kendras and trikonas, the lagna lord strong'),
    raman('Mridanga yoga'),
  ],
  sarada: [
    bphs(
      36,
      'Sarada: 10th lord in the 5th, Mercury in a kendra, the Sun strong in Leo, Mercury or Jupiter in a trikona ' +
        'from the Moon, Mars in the 11th',
    ),
    raman('Sarada yoga'),
  ],
  chatussagara: [raman('Chatussagara: all four kendras occupied')],
  rajalakshana: [raman('Rajalakshana: Jupiter, Venus, Mercury and the Moon in kendras')],
  moonFromSun: [
    cite('bphs', {
      chapter: 37,
      verses: '1-2',
      status: 'pending',
      note:
        `the Moon in a kendra, panaphara or apoklima from the Sun: little, middling, much wealth and learning; ` +
        `${SANTHANAM}`,
    }),
    phala(6, "Adhama, Sama and Varishta from the Moon's house counted from the Sun"),
  ],
  pushkala: [
    phala(
      6,
      "Pushkala: the Moon with the lagna lord, her dispositor in a kendra or a great friend's sign aspecting the " +
        'lagna, a strong graha in the lagna; chapter not checked',
    ),
    raman('Pushkala yoga'),
  ],
  gouri: [raman('Gouri: the navamsa lord of the 10th lord exalted in the 10th with the lagna lord')],
  bharati: [raman('Bharati: the navamsa lord of the 2nd, 5th or 11th lord exalted and joined with the 9th lord')],
  chandika: [
    raman('Chandika: fixed lagna aspected by the 6th lord; the Sun with the navamsa lords of the 6th and 9th lords'),
  ],
  vishnu: [raman("Vishnu: the 9th lord, the 10th lord and the 9th lord's navamsa lord in the 2nd")],
  garuda: [raman("Garuda: the Moon's navamsa lord exalted, birth by day in the bright half")],
  siva: [raman('Siva: 5th lord in the 9th, 9th lord in the 10th, 10th lord in the 5th')],
  indra: [raman('Indra: the 5th and 11th lords exchanged, the Moon in the 5th')],
  devendra: [raman('Devendra: fixed lagna, lagna and 11th lords exchanged, 2nd and 10th lords exchanged')],
  chapa: [raman('Chapa: 4th and 10th lords exchanged, the lagna lord exalted')],
  gaja: [raman('Gaja: the lord of the 9th from the 11th in the 11th with the Moon, aspected by the 11th lord')],
  ravi: [raman('Ravi: the Sun in the 10th, the 10th lord in the 3rd with Saturn')],
  makuta: [raman('Makuta: Jupiter 9th from the 9th lord, a benefic 9th from Jupiter, Saturn in the 10th')],
  go: [raman('Go: Jupiter in moolatrikona with the 2nd lord, the lagna lord exalted')],
  jaya: [raman('Jaya: the 10th lord deeply exalted, the 6th lord debilitated')],
  vidyut: [raman('Vidyut: the 11th lord deeply exalted with Venus, both in a kendra from the lagna lord')],
  gandharva: [
    raman(
      'Gandharva: 10th lord in a kama trikona, lagna lord with or aspected by Jupiter, the Sun exalted and ' +
        'strong, the Moon in the 9th',
    ),
  ],
  amsavatara: [raman('Amsavatara: movable lagna; Venus, Jupiter and exalted Saturn in kendras')],
  bahudravyarjana: [raman('Bahudravyarjana: lagna lord in the 2nd, 2nd lord in the 11th, 11th lord in the lagna')],
  trilochana: [raman('Trilochana: the Sun, the Moon and Mars in trikonas from one another')],
  kulavardhana: [raman('Kulavardhana: every graha in the 5th from the lagna, the Moon or the Sun')],
  lagnadhi: [
    cite('saravali', {
      chapter: 13,
      status: 'pending',
      note: 'Lagnadhi: benefics in the 6th, 7th and 8th from the lagna; chapter and verse not checked',
    }),
    raman('Lagnadhi: benefics there without malefic association or aspect'),
  ],
  budha: [
    raman('Budha: Jupiter in the lagna, the Moon in a kendra, Rahu 2nd from the Moon, the Sun and Mars 3rd from Rahu'),
  ],
  marud: [
    raman('Marud: Jupiter in a trikona from Venus, the Moon 5th from Jupiter, the Sun in a kendra from the Moon'),
  ],
  bhaskara: [
    raman('Bhaskara: Mercury 2nd from the Sun, the Moon 11th from Mercury, Jupiter in a trikona from the Moon'),
  ],
  sareeraSoukhya: [raman('Sareera Soukhya: the lagna lord, Jupiter or Venus in a kendra')],
  dehapushti: [raman('Dehapushti: the lagna lord in a movable sign aspected by a benefic')],
  threeExalted: [
    cite('brihat_jataka', {
      chapter: 11,
      status: 'pending',
      note: 'raja yogas: three or more grahas exalted (the verse also admits moolatrikona); verse not located',
    }),
    bphs(39, 'raja yogas of exalted grahas'),
  ],
  beneficsKendras: [bphs(39, 'raja yoga: benefics in kendras, malefics in the 3rd, 6th and 11th')],
  vargottamaRaja: [bphs(39, 'raja yoga: the Moon, or the lagna, in vargottama aspected by four or more grahas')],
  pravrajya: [
    cite('brihat_jataka', {
      chapter: 15,
      verses: '1',
      status: 'pending',
      note: 'pravrajya: four or more strong grahas in one sign; verse number not checked',
    }),
  ],
} as const satisfies Record<string, readonly Citation[]>;
