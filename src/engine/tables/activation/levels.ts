/**
 * The twelve levels every life-area report reads, from the promise in the birth chart (1-9) to its timing (10-12).
 * Each level's rule is stated here in words (the engine in reports/activation applies exactly this) with the
 * citations behind it; the points a level gives are the service's own scale (bands.ts), not the texts'.
 */
import { cite, type Citation, type CitedTable } from '../sources.ts';

export const LEVEL_IDS = [
  'bhava',
  'lord',
  'karaka',
  'occupants_aspects',
  'varga',
  'yogas',
  'ashtakavarga',
  'strength',
  'obstructions',
  'dasha',
  'transit',
  'annual',
] as const;
export type LevelId = (typeof LEVEL_IDS)[number];

export interface LevelDef {
  level: number;
  name: string;
  /** What the level reads of the computed results. */
  reads: string;
  /** The rule as the engine applies it, with the points it gives. */
  rule: string;
  refs: readonly Citation[];
}

const bhavaRefs = [
  cite('phaladeepika', {
    chapter: 15,
    verses: '1-5',
    status: 'pending',
    note: 'a bhava prospers when its lord or benefics occupy or aspect it, and decays when malefics do',
  }),
];

export const ACTIVATION_LEVELS = {
  id: 'activation.levels',
  cites: [
    cite('service_design', {
      status: 'pending',
      note: "the order of the twelve levels and their points are the service's composition of the cited rules",
    }),
  ],
  data: {
    bhava: {
      level: 1,
      name: 'The house itself',
      reads: "each area house: its lord's occupation or aspect, Jupiter's, and malefics on both sides (papakartari)",
      rule:
        'Active (+2) when the house is occupied or aspected by its own lord or by Jupiter; blocked (-2) when ' +
        'malefics stand in both the 12th and the 2nd from it (papakartari) and neither its lord nor a benefic ' +
        "occupies or aspects it; otherwise latent (0). Averaged over the area's houses.",
      refs: [
        ...bhavaRefs,
        cite('bphs', {
          chapter: 36,
          status: 'pending',
          note: "shubha and papa kartari; chapter number as in Santhanam's translation, not checked",
        }),
      ],
    },
    lord: {
      level: 2,
      name: 'The lord of the house',
      reads: "the house lord's house from the lagna, its sign dignity and combustion",
      rule:
        'Lord in a kendra or trikona (1, 4, 5, 7, 9, 10) +1, in a dusthana (6, 8, 12) -1; exalted, moolatrikona or ' +
        'own sign +1, debilitated -1; combust -1; the sum kept within -2..+2. Active above 0, blocked below, latent ' +
        "at 0. Averaged over the area's houses.",
      refs: [
        cite('phaladeepika', {
          chapter: 15,
          verses: '3-5',
          status: 'pending',
          note: 'the lord in a dusthana, combust or debilitated destroys the bhava',
        }),
        cite('bphs', {
          chapter: 24,
          status: 'pending',
          note: 'effects of the lords of the houses; chapter number not checked',
        }),
      ],
    },
    karaka: {
      level: 3,
      name: 'The karakas',
      reads: 'the natural karakas of the area (Phaladeepika 15.17) and its chara karaka (Jaimini, eight-karaka scheme)',
      rule:
        "Each karaka counts +1 when in exaltation, moolatrikona, own or a friend's sign, not combust and not in the " +
        '6th, 8th or 12th; -1 when debilitated, combust or in the 6th, 8th or 12th; else 0. The level is twice the ' +
        'mean, kept within -2..+2.',
      refs: [
        cite('phaladeepika', { chapter: 15, verses: '17', status: 'pending', note: 'karakas of the bhavas' }),
        cite('jaimini_sutras', {
          chapter: '1.1',
          status: 'pending',
          note: 'chara karakas (darakaraka, putrakaraka, amatyakaraka); sutra numbers not checked',
        }),
      ],
    },
    occupants_aspects: {
      level: 4,
      name: 'Occupants and aspects',
      reads:
        'grahas in each area house and grahas aspecting it by graha drishti (and, for marriage, grahas in the upapada)',
      rule:
        'Each natural benefic (Jupiter, Venus, Mercury, the waxing Moon) in or aspecting the house +1, each malefic ' +
        "-1 (the house's own lord is read at level 1 and left out here); the sum kept within -2..+2, averaged over " +
        "the area's houses.",
      refs: [...bhavaRefs, cite('bphs', { chapter: 26, verses: '2-5', status: 'pending', note: 'graha drishti' })],
    },
    varga: {
      level: 5,
      name: "The area's divisional chart",
      reads: "the dignity, in the area's varga (D9, D7, D10, D2), of the first house's lord and of the natural karakas",
      rule:
        "Each graha read: exalted or own sign in the varga +1, debilitated or in an enemy's sign -1, else 0; the " +
        'sum kept within -2..+2.',
      refs: [
        cite('bphs', {
          chapter: 6,
          status: 'pending',
          note:
            'the sixteen vargas and what each is read for (D2 wealth, D7 children, D9 spouse, D10 career); chapter ' +
            'number not checked',
        }),
      ],
    },
    yogas: {
      level: 6,
      name: 'Yogas',
      reads: "the yoga catalogue's findings of the area's families, or naming an area house",
      rule:
        "Each yoga present (not cancelled) of the area's families, or whose facts name an area house, +1, kept " +
        'within 0..+2. Cancelled yogas are listed, not scored; adverse yogas (arishta, daridra, and the afflictions ' +
        'such as Kemadruma or a house lord in a dusthana) are left out here (level 9 reads them for career and ' +
        'wealth; level 2 already reads a lord in a dusthana).',
      refs: [
        cite('service_design', {
          status: 'pending',
          note: 'the selection of yogas per area; each yoga carries its own citations in the catalogue (POST /api/yog)',
        }),
      ],
    },
    ashtakavarga: {
      level: 7,
      name: 'Ashtakavarga bindus',
      reads: "the sarva ashtakavarga bindus of each area house's sign",
      rule:
        '32 or more +2, 28-31 +1, 25-27 0, 22-24 -1, under 22 -2 (28 is the mean of 337 over twelve signs); ' +
        "averaged over the area's houses.",
      refs: [
        cite('bphs', {
          chapter: 66,
          status: 'pending',
          note:
            'a house with more than 28 bindus gives good results, fewer gives poor ones; chapter number as in the ' +
            'widely circulated translation, not checked',
        }),
      ],
    },
    strength: {
      level: 8,
      name: 'Strength of the house and its lord',
      reads: "the lord's shadbala against its required rupas and the house's bhavabala band",
      rule:
        'Lord meeting its shadbala requirement +1, else -1; bhavabala strong +1, moderate 0, weak -1; averaged over ' +
        "the area's houses.",
      refs: [
        cite('bphs', { chapter: 27, status: 'pending', note: 'shadbala and bhavabala; chapter number not checked' }),
        cite('graha_bhava_balas', {
          chapter: 'IX',
          status: 'pending',
          note: 'the required rupas and the bhavabala layout',
        }),
      ],
    },
    obstructions: {
      level: 9,
      name: 'Obstructions',
      reads: "the area's doshas and adverse yogas (see each area's list)",
      rule:
        'Each obstruction that stands (not cancelled) -1 (a high-severity mangal dosha or a nadi dosha with the ' +
        'partner -2), the sum kept within -2..0. Clear is 0 and active; any obstruction standing is blocked.',
      refs: [
        cite('service_design', {
          status: 'pending',
          note: 'which doshas each area reads; each dosha carries its own citations',
        }),
      ],
    },
    dasha: {
      level: 10,
      name: 'Vimshottari activation',
      reads: 'the mahadasha and antardasha running at as_of, and the antardashas of the horizon',
      rule:
        'Significators of the area: the lords and occupants of its houses, its natural karakas and its chara ' +
        'karaka. Both the mahadasha and antardasha lords significators +2 (active), one of them +1 (active), ' +
        "neither 0 (latent when a significator's antardasha falls within the horizon, else blocked).",
      refs: [
        cite('bphs', {
          chapter: 46,
          status: 'pending',
          note:
            'Vimshottari; a dasha gives the results of the houses its lord owns and occupies; chapter number not ' +
            'checked',
        }),
        cite('kn_rao_timing', { status: 'pending', note: 'reading the dasha lords as significators of the area' }),
      ],
    },
    transit: {
      level: 11,
      name: 'Transit triggers',
      reads: "Jupiter's and Saturn's sidereal signs at as_of and their sign crossings over the horizon",
      rule:
        'A graha influences a house when it occupies its sign or aspects it by graha drishti (Jupiter 5, 7, 9; ' +
        'Saturn 3, 7, 10). Both Jupiter and Saturn influencing an area house (double transit) +2, active; Jupiter ' +
        'alone +1, active; Saturn alone or neither 0, latent.',
      refs: [
        cite('kn_rao_timing', {
          status: 'pending',
          note:
            'double transit of Jupiter and Saturn over the house (or its lord) as the trigger of the event ' +
            'promised',
        }),
        cite('bphs', { chapter: 26, verses: '2-5', status: 'pending', note: 'graha drishti' }),
      ],
    },
    annual: {
      level: 12,
      name: 'The annual chart (varshaphal)',
      reads: 'the Tajika year running at as_of: muntha and the year lord (varshesha)',
      rule:
        'Muntha in an area house counted from the varsha lagna +1; the varshesha a significator of the area +1. ' +
        'Active above 0, latent at 0.',
      refs: [cite('tajika_neelakanthi', { status: 'pending', note: 'muntha and varshesha; chapter not checked' })],
    },
  },
} as const satisfies CitedTable<Record<LevelId, LevelDef>>;

/** What every level returns (published by GET /api/v2/activation-config). */
export const LEVEL_CONTRACT = {
  level: "integer 1-12: the level's place in the chain",
  id: 'the level\'s name in code, e.g. "ashtakavarga"',
  name: 'the level in words',
  status:
    'active (the level supports the area now), latent (promise without a trigger, or neutral), blocked (the level ' +
    'works against it), not_evaluated (an input is missing; named in `missing`)',
  score: "points on the service's scale, -2 to +2 (obstructions -2 to 0, yogas 0 to +2); 0 when not evaluated",
  unit: 'always "points"',
  facts: 'the computed chart facts the level read (houses 1-12 from the lagna, signs, grahas, numbers)',
  rule: 'the rule applied, in words',
  finding: 'one sentence from the facts',
  prove_refs: 'citations of the rule (pending unless checked)',
} as const;
