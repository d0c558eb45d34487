/**
 * Citations carried by the dosha catalogue rules that do not already take theirs from another module (Mangal,
 * Kalasarpa, Sade-sati, Kemadruma, Shakata, Daridra, kartari bring their own). Every one is pending: nobody here
 * has checked a verse. Many "doshas" are names given by modern practice to a placement the classical texts only
 * describe (or do not describe at all); those cite `almanac_practice` and say so, and their rules are advisory.
 */
import { cite, type Citation } from '../../sources.ts';

const NOT_CHECKED = "chapter and verse not checked against Santhanam's translation";

/** BPHS's closing chapters prescribe a pacification (shanti) for births at these times. */
const bphsBirth = (topic: string): Citation =>
  cite('bphs', {
    chapter: `remedial chapters: ${topic}`,
    status: 'pending',
    note: `birth in ${topic} called inauspicious, with its shanti; ${NOT_CHECKED}`,
  });
const practice = (note: string): Citation => cite('almanac_practice', { status: 'pending', note });
const bhavaEffects = (note: string): Citation =>
  cite('phaladeepika', {
    chapter: 8,
    status: 'pending',
    note: `effects of grahas in the houses: ${note}; verse not located`,
  });
const bphsCurses = (note: string): Citation =>
  cite('bphs', {
    chapter: 'curses from previous birth (purva janma shapa) for loss of progeny',
    status: 'pending',
    note: `${note}; ${NOT_CHECKED}`,
  });

export const DOSHA_REFS = {
  // Conjunction doshas: the names are modern practice; the classical texts give the effects of the pair only.
  angarak: [
    practice('Angaraka dosha (Mars with Rahu): a name from modern practice; no classical verse known to the project'),
  ],
  shrapit: [
    practice('Shrapit dosha (Saturn with Rahu): a name from modern practice; no classical verse known to the project'),
  ],
  guruChandala: [
    practice(
      'Guru-Chandala (Jupiter with Rahu): a name from modern practice; the classical hora texts do not define it ' +
        'as a dosha',
    ),
  ],
  grahanSurya: [
    practice('Grahan dosha (the Sun with a node in one sign): modern practice, by analogy with the eclipse'),
  ],
  grahanChandra: [
    practice('Grahan dosha (the Moon with a node in one sign): modern practice, by analogy with the eclipse'),
  ],
  vish: [
    practice(
      'Vish (Visha) dosha (Saturn with the Moon in one sign): modern practice; no classical verse known to the project',
    ),
  ],
  jadatva: [
    practice('Jadatva dosha (Mercury with Rahu): a name from modern practice; no classical verse known to the project'),
  ],
  grahaYuddha: [
    cite('surya_siddhanta', {
      chapter: 7,
      status: 'pending',
      note:
        'conjunctions of the star grahas (graha yuti) and their war; the 1 degree orb is the common later reading, ' +
        'not the verse',
    }),
    cite('saravali', { chapter: 4, status: 'pending', note: 'planetary war and the victor; chapter not checked' }),
  ],
  // Nodal.
  pitru: [
    practice('Pitru dosha read as Rahu or Ketu in the 9th or with the 9th lord: modern practice'),
    bphsCurses(
      "BPHS's curse of the father (pitri shapa) uses other, longer combinations of the Sun, the 5th and 9th; not " +
        'this rule',
    ),
  ],
  matru: [
    practice('Matru dosha read as Rahu or Ketu in the 4th or with the 4th lord: modern practice'),
    bphsCurses(
      "BPHS's curse of the mother (matri shapa) uses other combinations of the Moon, the 4th and 5th; not this rule",
    ),
  ],
  putraSarpa: [
    bphsCurses(
      "the curse of the serpent (sarpa shapa): Rahu in the 5th, with further conditions (Mars's aspect or " +
        'conjunction, the 5th lord) that this rule does not ask',
    ),
    practice('Sarpa (putra) dosha as Rahu in the 5th alone: modern practice'),
  ],
  ketuLagna: [bhavaEffects('Ketu in the lagna'), practice('named a dosha by modern practice')],
  // Saturn.
  punarphoo: [
    practice(
      'Punarphoo (punarbhu) dosha, Saturn with or aspecting the Moon, said to delay or disturb marriage: modern ' +
        'practice (twentieth-century manuals); no classical verse known to the project',
    ),
  ],
  saturnSeventh: [bhavaEffects('Saturn in the 7th'), practice('named a dosha in matching practice')],
  // Lunar.
  chandraDusthana: [
    cite('bphs', {
      chapter: 'balarishta (early evils)',
      status: 'pending',
      note:
        `the Moon in the 6th, 8th or 12th is an arishta when aspected by malefics; this rule asks the placement ` +
        `only; ${NOT_CHECKED}`,
    }),
  ],
  ksheenaChandra: [
    cite('bphs', {
      chapter: 3,
      status: 'pending',
      note:
        `the Moon counted a malefic when waning (the benefic span from Shukla to Krishna Ashtami); the arc where ` +
        `it turns weak differs between texts and commentators (72 or 84 degrees from the Sun); ${NOT_CHECKED}`,
    }),
  ],
  neechaChandra: [
    cite('bphs', { chapter: 3, status: 'pending', note: `the Moon's debilitation in Scorpio; ${NOT_CHECKED}` }),
  ],
  // Bhava.
  lagnaLordDusthana: [
    cite('bphs', {
      chapter: 24,
      status: 'pending',
      note: `effects of the lagna lord in the 6th, 8th and 12th; ${NOT_CHECKED}`,
    }),
  ],
  lagnaLordDebilitated: [
    cite('bphs', { chapter: 3, status: 'pending', note: `debilitation signs; ${NOT_CHECKED}` }),
    cite('phaladeepika', {
      chapter: 2,
      status: 'pending',
      note: 'a debilitated graha gives poor results of what it owns; verse not located',
    }),
  ],
  guruNeecha: [
    cite('bphs', {
      chapter: 3,
      status: 'pending',
      note: `Jupiter's debilitation in Capricorn (deepest at 5 degrees); ${NOT_CHECKED}`,
    }),
    practice('called Guru dosha by modern practice when Jupiter is debilitated; no classical verse naming it a dosha'),
  ],
  lagnaLordCombust: [
    cite('phaladeepika', {
      chapter: 2,
      status: 'pending',
      note: 'a combust graha loses its strength; verse not located; orbs as tables/chart/combustion.ts',
    }),
    practice('named a dosha by modern practice'),
  ],
  surya7: [bhavaEffects('the Sun in the 7th'), practice('named a dosha in matching practice')],
  shukraCombust: [
    practice('Shukra (Venus) dosha read as Venus combust: modern practice; orbs as tables/chart/combustion.ts'),
  ],
  bandhana: [
    cite('raman_300', {
      status: 'pending',
      note:
        'Bandhana yoga: the lagna and 6th lords in kendras or trikonas with Saturn, Rahu or Ketu (the reading ' +
        'used); combination number not checked, and other readings (equal numbers of grahas in paired houses) exist',
    }),
  ],
  // Matching-relevant.
  kalathra: [
    practice(
      'Kalathra dosha read as natural malefics in the 7th from the lagna: South Indian matching practice; ' +
        'readings counting from the Moon and Venus too exist',
    ),
  ],
  seventhLordDusthana: [
    cite('bphs', {
      chapter: 24,
      status: 'pending',
      note: `effects of the 7th lord in the 6th, 8th and 12th; ${NOT_CHECKED}`,
    }),
  ],
  naga: [
    practice(
      'Naga (sarpa) dosha in matching read as Rahu or Ketu in the lagna or the 7th: South Indian matching practice',
    ),
  ],
  nadi: [
    cite('muhurta_chintamani', {
      chapter: 'vivaha prakarana (marriage)',
      status: 'pending',
      note: 'Nadi koota of the ashtakoota: the same nadi for both partners is a dosha; chapter not checked',
    }),
  ],
  bhakoot: [
    cite('muhurta_chintamani', {
      chapter: 'vivaha prakarana (marriage)',
      status: 'pending',
      note:
        'Bhakoot (rashi) koota of the ashtakoota: the Moon signs 2-12, 5-9 or 6-8 from each other score nothing; ' +
        'chapter not checked, and the exceptions (same sign lord, friendly lords) differ between texts',
    }),
  ],
  vishakanya: [
    practice(
      'Vishakanya yoga (a woman born on one of three weekday-tithi-nakshatra combinations): as manuals give it, ' +
        'attributed to muhurta texts; the third triplet varies between sources; no verse checked',
    ),
  ],
  // Nakshatra and birth time.
  gandanta: [
    cite('muhurta_chintamani', {
      status: 'pending',
      note: 'gandanta: the junctions Ashlesha-Magha, Jyeshtha-Mula, Revati-Ashwini; chapter not checked',
    }),
    bphsBirth('gandanta'),
  ],
  gandantaLagna: [
    practice(
      'lagna gandanta as an arc about the water-fire sign junctions: the texts give it as a span of time (about ' +
        "half a ghati) around the junction; the arc is the project's reading",
    ),
  ],
  gandmool: [bphsBirth('the gandamula nakshatras (Ashwini, Ashlesha, Magha, Jyeshtha, Mula, Revati)')],
  abhuktaMula: [
    cite('muhurta_chintamani', {
      status: 'pending',
      note:
        'abhukta mula: the end of Jyeshtha and the start of Mula; the ghatis counted differ between texts; chapter ' +
        'not checked',
    }),
  ],
  amavasya: [bphsBirth('Amavasya (new Moon)')],
  krishnaChaturdashi: [bphsBirth('Krishna Chaturdashi')],
  vishti: [bphsBirth('Bhadra (Vishti karana), Vyatipata and other ill yogas')],
  vyatipataVaidhriti: [bphsBirth('Vyatipata, Vaidhriti and other ill yogas')],
  dagdha: [
    cite('muhurta_chintamani', {
      status: 'pending',
      note: 'dagdha (burnt) tithi by weekday; chapter not checked, and the list differs between almanacs',
    }),
  ],
  sankranti: [
    bphsBirth("a sankranti (the Sun's ingress)"),
    practice('the window of 16 ghatis either side of the ingress is the usual punya kala of almanacs'),
  ],
  grahan: [bphsBirth('a solar or lunar eclipse')],
} as const satisfies Record<string, readonly Citation[]>;
