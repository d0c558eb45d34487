/**
 * Every classical work the service cites, once. Tables and rules cite by key through `cite`,
 * which refuses a key not listed here. A citation is `verified` only when someone checked the verse against the
 * edition named here; otherwise `pending`, and responses show it as pending.
 */

/** What kind of authority a work is: prove_refs show it as the item's tier. Classical unless said otherwise. */
export type SourceKind = 'classical' | 'modern' | 'statute' | 'practice' | 'service';

export interface Source {
  work: string;
  author: string;
  kind?: SourceKind;
  translator?: string;
  publisher?: string;
  edition?: string;
  year?: number;
}

export const SOURCES = {
  bphs: {
    work: 'Brihat Parashara Hora Shastra',
    author: 'Parashara',
    translator: 'R. Santhanam',
    publisher: 'Ranjan Publications, New Delhi',
    edition: 'two volumes',
    year: 1984,
  },
  phaladeepika: { work: 'Phaladeepika', author: 'Mantreswara' },
  muhurta_chintamani: { work: 'Muhurta Chintamani', author: 'Daivajna Rama' },
  kalaprakashika: { work: 'Kalaprakashika', author: 'Narayana' },
  surya_siddhanta: { work: 'Surya Siddhanta', author: 'anonymous', translator: 'Ebenezer Burgess', year: 1860 },
  indian_calendar: {
    kind: 'modern',
    work: 'The Indian Calendar',
    author: 'Robert Sewell and Sankara Balkrishna Dikshit',
    publisher: 'Swan Sonnenschein, London',
    year: 1896,
  },
  dharmasindhu: { work: 'Dharmasindhu', author: 'Kashinatha Upadhyaya' },
  kala_madhava: { work: 'Kalamadhava (Kalanirnaya)', author: 'Madhavacharya (Vidyaranya)' },
  /** The national almanac: festival dates by its own reading of the texts, with the Indian Ephemeris. */
  rashtriya_panchang: {
    kind: 'practice',
    work: 'Rashtriya Panchang (yearly), with its list of festival dates',
    author: 'Positional Astronomy Centre, India Meteorological Department, Kolkata',
  },
  /** Holiday lists: what offices close for, fixed a year ahead by committees reading the almanacs. */
  dopt_holidays: {
    kind: 'practice',
    work: 'Holidays to be observed in Central Government offices (yearly office memorandum)',
    author: 'Department of Personnel and Training, Government of India',
  },
  /** Regional almanac practice as the festival pages of one large online almanac print it, by city. */
  drik_panchang: {
    kind: 'practice',
    work: 'Drik Panchang festival pages (drikpanchang.com), by city',
    author: 'drikpanchang.com',
  },
  /** The Kerala and Tamil solar calendars: how the civil day of a sankranti and of a solar-month star is fixed. */
  south_solar_practice: {
    kind: 'practice',
    work: 'Kerala (Kollam era) and Tamil solar calendar practice as their almanacs apply it',
    author: 'various',
  },
  nirnayasindhu: { work: 'Nirnayasindhu', author: 'Kamalakara Bhatta' },
  brihat_jataka: { work: 'Brihat Jataka', author: 'Varahamihira' },
  saravali: { work: 'Saravali', author: 'Kalyanavarma' },
  jataka_parijata: { work: 'Jataka Parijata', author: 'Vaidyanatha Dikshita' },
  uttara_kalamrita: { work: 'Uttara Kalamrita', author: 'Kalidasa' },
  jaimini_sutras: { work: 'Jaimini Upadesa Sutras', author: 'Jaimini' },
  tajika_neelakanthi: { work: 'Tajika Neelakanthi', author: 'Neelakantha' },
  graha_bhava_balas: {
    kind: 'modern',
    work: 'Graha and Bhava Balas',
    author: 'B. V. Raman',
    publisher: 'Motilal Banarsidass',
  },
  kp_reader: { kind: 'modern', work: 'Krishnamurti Padhdhati readers (vols. 1-6)', author: 'K. S. Krishnamurti' },
  integrated_approach: {
    kind: 'modern',
    work: 'Vedic Astrology: An Integrated Approach',
    author: 'P. V. R. Narasimha Rao',
    publisher: 'Sagar Publications, New Delhi',
  },
  cheiro_numbers: {
    kind: 'modern',
    work: "Cheiro's Book of Numbers",
    author: 'Cheiro (William John Warner)',
    publisher: 'Herbert Jenkins, London',
    year: 1926,
  },
  kn_rao_chara_dasha: {
    kind: 'modern',
    work: "Predicting through Jaimini's Chara Dasha",
    author: 'K. N. Rao',
    publisher: 'Vani Publications, New Delhi',
  },
  lal_kitab: {
    kind: 'modern',
    work: 'Lal Kitab (Farmaan, 1952 edition)',
    author: 'attributed to Pandit Roop Chand Joshi',
  },
  sarvartha_chintamani: { work: 'Sarvartha Chintamani', author: 'Venkatesha Daivajna' },
  jataka_desha_marga: { work: 'Jataka Desha Marga', author: 'Putumana Somayaji' },
  hora_sara: { work: 'Hora Sara', author: 'Prithuyasas' },
  sanjay_rath_narayana: {
    kind: 'modern',
    work: 'Narayana Dasa',
    author: 'Sanjay Rath',
    publisher: 'Sagar Publications, New Delhi',
  },
  muhurta_martanda: { work: 'Muhurta Martanda', author: 'Narayana Daivajna' },
  manusmriti: { work: 'Manusmriti (Manava Dharmashastra)', author: 'attributed to Manu' },
  /** Indian statutes: the legal ages that anchor the life-context bands (not classical works). */
  majority_act_1875: {
    kind: 'statute',
    work: 'The Indian Majority Act, 1875 (Act 9 of 1875)',
    author: 'Governor-General of India in Council',
  },
  child_marriage_act_2006: {
    kind: 'statute',
    work: 'The Prohibition of Child Marriage Act, 2006 (Act 6 of 2007)',
    author: 'Parliament of India',
  },
  rte_act_2009: {
    kind: 'statute',
    work: 'The Right of Children to Free and Compulsory Education Act, 2009',
    author: 'Parliament of India',
  },
  child_labour_act_1986: {
    kind: 'statute',
    work: 'The Child and Adolescent Labour (Prohibition and Regulation) Act, 1986, as amended in 2016',
    author: 'Parliament of India',
  },
  senior_citizens_act_2007: {
    kind: 'statute',
    work: 'The Maintenance and Welfare of Parents and Senior Citizens Act, 2007',
    author: 'Parliament of India',
  },
  fundamental_rules: {
    kind: 'statute',
    work: 'Fundamental Rules (central government service), FR 56',
    author: 'Government of India',
  },
  raman_300: { kind: 'modern', work: 'Three Hundred Important Combinations', author: 'B. V. Raman' },
  /** Not a classical text: practice as published by almanacs (choghadiya is a regional, Gujarati usage). */
  almanac_practice: {
    kind: 'practice',
    work: 'Almanac practice (panchang publishers), no classical verse known to the project',
    author: 'various',
  },
  /** Not tradition at all: bands and labels this service chose (e.g. the verdict bands of a match score). */
  service_design: {
    kind: 'service',
    work: "This service's own design (not a classical or published rule)",
    author: 'the service',
  },
  // --- marriage timing and prashna; the life-area reports use kn_rao_timing too (the double transit) ---
  kn_rao_timing: {
    kind: 'modern',
    work: 'Timing Events through Vimshottari Dasha',
    author: 'K. N. Rao',
    publisher: 'Vani Publications, New Delhi',
  },
  // ---- readings and reference: editions named so a route can say which text it would quote. None of
  // these texts is bundled (only the npm registry and Debian packages are reachable from the build machines, and
  // neither carries them), so every citation to them stays pending and the routes answer PARTIAL without text.
  brihat_jataka_iyer: {
    work: 'Brihat Jataka',
    author: 'Varahamihira',
    translator: 'N. Chidambaram Iyer',
    publisher: 'Foster Press, Madras',
    edition: 'English translation with notes; public domain (published 1885); not bundled',
    year: 1885,
  },
  brihat_samhita_kern: {
    work: 'Brihat Samhita',
    author: 'Varahamihira',
    translator: 'H. Kern',
    publisher:
      'Bibliotheca Indica, Calcutta (Sanskrit text); Journal of the Royal Asiatic Society, new series (translation)',
    edition: 'Sanskrit text 1865, English translation in instalments to the 1870s; public domain; not bundled',
    year: 1865,
  },
  brihat_samhita_iyer: {
    work: 'Brihat Samhita',
    author: 'Varahamihira',
    translator: 'N. Chidambaram Iyer',
    edition: 'English translation; public domain (published 1884); not bundled',
    year: 1884,
  },
  deva_keralam: { work: 'Deva Keralam (Chandra Kala Nadi)', author: 'attributed to Achyuta' },
  /** Marriage questions, lost articles and beeja/kshetra sphuta cite it. */
  prasna_marga: { work: 'Prasna Marga', author: 'attributed to Harihara (Kerala, 1649)', translator: 'B. V. Raman' },
  narapati_jayacharya: { work: 'Narapati Jayacharya Svarodaya', author: 'Narapati' },
  shiva_purana: { work: 'Shiva Purana (Vidyeshvara Samhita, on rudraksha)', author: 'anonymous (Purana)' },
  /** What jewellers, priests and vastu consultants commonly prescribe; no classical verse known to the project. */
  remedial_practice: {
    kind: 'practice',
    work: 'Remedial practice (gem, rudraksha and vastu prescriptions as commonly published)',
    author: 'various',
  },
  // for people: the label tables by language (tables/labels)
  unicode_cldr: {
    kind: 'modern',
    work:
      'Unicode Common Locale Data Repository (CLDR), Hindi and other Indian locales: weekday names and ' +
      'Indian-calendar month names',
    author: 'Unicode Consortium',
    edition: '48, as shipped in ICU 78.3 with Node 24',
    year: 2025,
  },
  hindi_almanac_names: {
    kind: 'practice',
    work:
      'Hindi (Devanagari) spellings of graha, rashi, nakshatra, tithi, yoga, karana and choghadiya names as Hindi ' +
      'almanacs print them',
    author: 'various',
  },
  regional_almanac_names: {
    kind: 'practice',
    work:
      'Names of grahas, rashis, nakshatras, tithis, yogas, karanas and months as Tamil, Telugu, Kannada, Malayalam, ' +
      'Bengali, Marathi and Gujarati almanacs print them',
    author: 'various',
  },
  iast_convention: {
    kind: 'modern',
    work:
      'International Alphabet of Sanskrit Transliteration (IAST), as fixed by the Geneva Orientalist Congress of ' +
      '1894',
    author: 'International Congress of Orientalists',
    year: 1894,
  },
  // --- oracle q01-q100, jyotishi chat, one policy ---
  /** Why the oracle and the chat refuse to tell the sex of a child (q73): sex determination is an offence in India. */
  pcpndt_act_1994: {
    kind: 'statute',
    work:
      'The Pre-Conception and Pre-Natal Diagnostic Techniques (Prohibition of Sex Selection) Act, 1994 (Act 57 of ' +
      '1994)',
    author: 'Parliament of India',
  },
} as const satisfies Record<string, Source>;

export type SourceKey = keyof typeof SOURCES;

export function sourceKind(key: SourceKey): SourceKind {
  const source: Source = SOURCES[key];
  return source.kind ?? 'classical';
}
export type CitationStatus = 'verified' | 'pending';

export interface Citation {
  source: SourceKey;
  chapter?: number | string;
  verses?: string;
  status: CitationStatus;
  note?: string;
}

export function cite(source: SourceKey, where: Omit<Citation, 'source'>): Citation {
  if (!(source in SOURCES)) throw new Error(`unknown source "${String(source)}": add it to SOURCES first`);
  return { source, ...where };
}

/** A typed table with its citations (examples.md). */
export interface CitedTable<T> {
  id: string;
  cites: readonly Citation[];
  data: T;
}
