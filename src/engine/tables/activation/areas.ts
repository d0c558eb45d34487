/**
 * The four life areas as parameters of the one framework: which houses, karakas, chara karaka, varga, yoga families
 * and obstructions each reads, and the readings each declines by policy. Karakas are those of Phaladeepika 15.17
 * (tables/narrative/sections.ts) for the area's first house.
 */
import type { CharaKaraka } from '../jaimini/chara-karakas.ts';
import type { VargaCode } from '../chart/vargas.ts';
import type { SevenGraha } from '../../vocabulary/names.ts';
import { cite, type Citation, type CitedTable } from '../sources.ts';

export const LIFE_AREAS = ['marriage', 'progeny', 'career', 'wealth'] as const;
export type LifeArea = (typeof LIFE_AREAS)[number];

/** Obstructions an area reads at level 9; each is computed by an existing engine. */
export type ObstructionId =
  | 'mangal_dosha'
  | 'saturn_delay'
  | 'nadi_with_partner'
  | 'nodes_in_fifth'
  | 'malefic_in_fifth_unaspected_by_jupiter'
  | 'kalasarpa'
  | 'sadesati_running'
  | 'adverse_yogas';

export interface PolicyOmission {
  id: string;
  topic: string;
  reason: string;
}

export interface AreaParams {
  title: string;
  /** Area houses from the lagna; the first is the main one (its lord is read in the varga). */
  houses: readonly number[];
  naturalKarakas: readonly SevenGraha[];
  charaKaraka: CharaKaraka | null;
  varga: VargaCode;
  yogaFamilies: readonly string[];
  obstructions: readonly ObstructionId[];
  /** Marriage also reads the upapada (the arudha of the 12th) at level 4. */
  readsUpapada: boolean;
  omittedByPolicy: readonly PolicyOmission[];
  refs: readonly Citation[];
}

const NO_DEATH: PolicyOmission = {
  id: 'death-and-longevity',
  topic: 'death, longevity or maraka timing of the native or anyone named',
  reason: 'never predicted by service policy (as the Phaladeepika narrative and pindayu routes state)',
};

const karakaRefs = [
  cite('phaladeepika', { chapter: 15, verses: '17', status: 'pending', note: 'karakas of the bhavas' }),
];

export const AREA_PARAMS = {
  id: 'activation.areas',
  cites: [
    cite('service_design', {
      status: 'pending',
      note:
        "the grouping of houses, karakas, vargas and obstructions per area is the service's reading of the cited " +
        'rules',
    }),
  ],
  data: {
    marriage: {
      title: 'Marriage',
      houses: [7],
      naturalKarakas: ['Venus'],
      charaKaraka: 'Darakaraka',
      varga: 'D9',
      yogaFamilies: [],
      obstructions: ['mangal_dosha', 'saturn_delay', 'nadi_with_partner'],
      readsUpapada: true,
      omittedByPolicy: [
        NO_DEATH,
        {
          id: 'spouse-longevity',
          topic: 'widowhood or the death of the spouse (mangalya sthana rules of the 8th)',
          reason: 'never predicted by service policy, as stri-jataka declines it',
        },
        {
          id: 'divorce-certainty',
          topic: 'separation or divorce stated as a certainty',
          reason: 'the service reports obstructions as factors to weigh, never as a verdict on a marriage',
        },
      ],
      refs: [
        ...karakaRefs,
        cite('jaimini_sutras', {
          chapter: '4.3',
          status: 'pending',
          note: 'upapada (the arudha of the 12th) read for the spouse; sutra numbers not checked',
        }),
      ],
    },
    progeny: {
      title: 'Children (progeny)',
      houses: [5],
      naturalKarakas: ['Jupiter'],
      charaKaraka: 'Putrakaraka',
      varga: 'D7',
      yogaFamilies: [],
      obstructions: ['nodes_in_fifth', 'malefic_in_fifth_unaspected_by_jupiter', 'kalasarpa'],
      readsUpapada: false,
      omittedByPolicy: [
        NO_DEATH,
        {
          id: 'child-sex',
          topic: 'the sex of a child (odd or even signs, male or female grahas, saptamsa)',
          reason: 'never predicted by service policy (as putra-bhava and oracle q73 decline it)',
        },
        {
          id: 'infertility-certainty',
          topic: 'childlessness or infertility stated as a certainty',
          reason:
            'the fertility band is a reading of classical factors, never a medical claim; a blocked level names a ' +
            'factor, not an outcome',
        },
        {
          id: 'number-of-children',
          topic: 'the number of children',
          reason:
            'not computed: the texts count it differently and the service does not guess (see POST ' +
            '/api/v2/putra-bhava)',
        },
      ],
      refs: [...karakaRefs],
    },
    career: {
      title: 'Career',
      houses: [10],
      naturalKarakas: ['Sun', 'Mercury', 'Jupiter', 'Saturn'],
      charaKaraka: 'Amatyakaraka',
      varga: 'D10',
      yogaFamilies: ['raja', 'pancha_mahapurusha'],
      obstructions: ['sadesati_running', 'adverse_yogas'],
      readsUpapada: false,
      omittedByPolicy: [NO_DEATH],
      refs: [...karakaRefs],
    },
    wealth: {
      title: 'Wealth',
      houses: [2, 11],
      naturalKarakas: ['Jupiter'],
      charaKaraka: null,
      varga: 'D2',
      yogaFamilies: ['dhana'],
      obstructions: ['adverse_yogas', 'sadesati_running'],
      readsUpapada: false,
      omittedByPolicy: [
        NO_DEATH,
        {
          id: 'sums-of-money',
          topic: 'amounts of money, gambling or market outcomes',
          reason: 'never predicted: the report reads a promise and its timing, not sums',
        },
      ],
      refs: [...karakaRefs],
    },
  },
} as const satisfies CitedTable<Record<LifeArea, AreaParams>>;

/** Obstructions in words (published by the config route). */
export const OBSTRUCTION_RULES = {
  id: 'activation.obstructions',
  cites: [
    cite('service_design', { status: 'pending', note: 'which engine result counts as an obstruction of which area' }),
  ],
  data: {
    mangal_dosha:
      'Mangal dosha standing after its cancellations (POST /api/v2/mangal-dosha): -1, or -2 at high severity.',
    saturn_delay: 'Saturn in the 7th, aspecting the 7th, or in one sign with Venus: read in practice as delay, -1.',
    nadi_with_partner: 'With a partner: a nadi dosha of the ashtakoota that stands after its exceptions, -2.',
    nodes_in_fifth: 'Rahu or Ketu in the 5th, -1.',
    malefic_in_fifth_unaspected_by_jupiter: 'Saturn or Mars in the 5th without Jupiter in or aspecting it, -1.',
    kalasarpa: 'Kalasarpa formed (every graha on one side of the nodal axis; POST /api/v2/kalasarpa), -1.',
    sadesati_running: 'Sade-sati running at as_of (POST /api/v2/sadesati), -1.',
    adverse_yogas:
      'Each adverse yoga present whose facts name an area house (arishta, daridra, and those the catalogue reads ' +
      'as an affliction: Kemadruma, Shakata, a house lord in a dusthana), -1.',
  },
} as const satisfies CitedTable<Record<ObstructionId, string>>;

export const SATURN_DELAY_REFS: readonly Citation[] = [
  cite('almanac_practice', {
    status: 'pending',
    note: 'Saturn on the 7th or with Venus read as delay in marriage: common practice; no verse known to the project',
  }),
];
