/**
 * Response schemas of the dasha routes: the running Vimshottari periods (POST /api/dasha/current), the dasha tree
 * (POST /api/dasha/tree: Vimshottari, or Ashtottari, Kalachakra, Narayana by `system`), the Yogini dasha and the
 * static meanings of the Vimshottari lords. The trees are recursive: each node's `children` are nodes of the same
 * component (Type.Recursive, referenced by its `$id`).
 */
import { Type } from '@sinclair/typebox';
import { DASHA_LEVELS } from '../engine/tables/dasha/vimshottari.ts';
import { KALACHAKRA } from '../engine/tables/dasha/kalachakra.ts';
import { YOGINIS } from '../engine/tables/dasha/yogini.ts';
import { DashaBalance } from './chart.ts';
import { literals, Missing } from './doshas-common.ts';
import {
  Closed,
  DashaPeriod,
  envelopeFields,
  computedFields,
  GrahaName,
  KeyedBy,
  LocalIso as OneLocalIso,
  NakshatraName,
  Nullable,
  SignName,
} from './components.ts';
import { LabelsField } from './labels.ts';

/** A local instant at the birth place. */
const LocalIso = (what: string) => OneLocalIso(`${what}: local time at the birth place, ISO 8601 with its UTC offset`);

export const DashaLevel = literals(DASHA_LEVELS, {
  $id: 'DashaLevel',
  description: 'Level of a period: Mahadasha, Antardasha, Pratyantar, Sukshma, Prana (interface spellings).',
});

/** Years, months and days of a balance (whole numbers). */
const Ymd = Closed(
  { years: Type.Integer(), months: Type.Integer(), days: Type.Integer() },
  { description: 'The balance as whole years, months and days' },
);

const successFields = { success: envelopeFields.success, engine_status: envelopeFields.engine_status };
const citedFields = { conventions: computedFields.conventions, prove_refs: computedFields.prove_refs };

// --- POST /api/dasha/current ---------------------------------------------------------------------------------------

export const DashaCurrentResult = Closed(
  {
    ...successFields,
    as_of: LocalIso('The instant read (noon on `as_of`, else now)'),
    current_levels: Type.Array(Type.Ref(DashaPeriod), {
      maxItems: 5,
      description:
        'The periods running at `as_of`, outermost first: Mahadasha, Antardasha, Pratyantar, Sukshma, Prana. ' +
        'Empty outside the 120 years from birth (then `note` says so).',
    }),
    balance: Type.Ref(DashaBalance),
    note: Type.Optional(Type.String({ description: 'Only when `current_levels` is empty: why.' })),
    ...citedFields,
    ...LabelsField,
  },
  {
    $id: 'DashaCurrentResult',
    description:
      'The Vimshottari periods running at a date, each with its end date ("15 Mar 2031") and local ISO start and ' +
      'end, and the balance at birth.',
  },
);

// --- POST /api/dasha/tree ------------------------------------------------------------------------------------------

/** Below the Mahadasha level a Vimshottari node is kept small (four levels hold 6,561 periods): lord, start, end. */
export const VimshottariSubPeriod = Type.Recursive(
  (This) =>
    Closed({
      planet: Type.Ref(GrahaName),
      start: LocalIso('Start'),
      end: LocalIso('End'),
      children: Type.Optional(
        Type.Array(This, { description: 'The next level down (absent at the deepest level asked)' }),
      ),
    }),
  {
    $id: 'VimshottariSubPeriod',
    description: 'A Vimshottari sub-period (Antardasha and below); its level is its depth in the tree (see `levels`).',
  },
);

export const VimshottariMahadasha = Closed(
  {
    level: Type.Literal('Mahadasha'),
    years: Type.Number({
      description: 'Full length of the mahadasha in dasha years (the first one began before birth)',
    }),
    planet: Type.Ref(GrahaName),
    start: LocalIso('Start'),
    end: LocalIso('End'),
    children: Type.Optional(
      Type.Array(Type.Ref(VimshottariSubPeriod), { description: 'Antardashas (absent with depth 1)' }),
    ),
  },
  { $id: 'VimshottariMahadasha' },
);

/** A period of the Ashtottari (graha lords), Kalachakra or Narayana (sign lords) dasha. */
export const SystemDashaPeriod = Type.Recursive(
  (This) =>
    Closed({
      lord: Type.Union([Type.Ref(GrahaName), Type.Ref(SignName)], {
        description: 'A graha (Ashtottari) or a sign (Kalachakra, Narayana)',
      }),
      level: Type.Ref(DashaLevel),
      years: Type.Number({ description: 'Length in dasha years' }),
      start: LocalIso('Start'),
      end: LocalIso('End'),
      children: Type.Optional(
        Type.Array(This, { description: 'The next level down (absent at the deepest level given)' }),
      ),
    }),
  {
    $id: 'SystemDashaPeriod',
    description: 'A period of the Ashtottari, Kalachakra or Narayana dasha, with its sub-periods.',
  },
);

export const AshtottariBalance = Closed(
  {
    lord: Type.Ref(GrahaName),
    years: Type.Number({ description: 'Years of the first mahadasha left at birth' }),
    nakshatra: Type.Union([Type.Ref(NakshatraName), Type.Literal('Abhijit')], {
      description: "The Moon's nakshatra in the 28-nakshatra reckoning",
    }),
    elapsed_fraction: Type.Number({ description: "Fraction of the lord's years already run at birth (0-1)" }),
    ymd: Ymd,
  },
  { $id: 'AshtottariBalance', description: 'Ashtottari balance at birth' },
);

export const KalachakraBalance = Closed(
  {
    pada: Closed({
      nakshatra: Type.Ref(NakshatraName),
      nakshatra_index: Type.Integer({ minimum: 0, maximum: 26 }),
      pada: Type.Integer({ minimum: 1, maximum: 4 }),
      group: literals(Object.keys(KALACHAKRA.data.sequences), {
        description: 'The savya or apasavya table the pada belongs to',
      }),
      direction: literals(['savya', 'apasavya']),
      sequence: Type.Array(Type.Ref(SignName), { description: 'The nine signs of the pada, in dasha order' }),
      paramayus: Type.Number({ description: "Sum of the nine signs' years" }),
      deha: Type.Ref(SignName),
      jeeva: Type.Ref(SignName),
    }),
    elapsed_fraction: Type.Number({ description: 'Fraction of the pada crossed by the Moon (0-1)' }),
    elapsed_years: Type.Number({ description: "Years of the pada's paramayus run before birth" }),
    sign: Type.Ref(SignName),
    position: Type.Integer({ minimum: 0, maximum: 8, description: "Place of `sign` in the pada's sequence, 0-based" }),
    years: Type.Number({ description: "Years of that sign's dasha left at birth" }),
    ymd: Ymd,
  },
  { $id: 'KalachakraBalance', description: 'Kalachakra balance at birth' },
);

const Verdict = {
  applies: Nullable(Type.Boolean({ description: 'Null when a fact it needs is unknown (no sunrise or sunset)' })),
  reading: Type.String({ description: 'The condition applied' }),
  reason: Type.String(),
};
const AshtottariApplicability = Closed(
  { ...Verdict, alternative: Closed(Verdict, { description: 'The verdict of the common alternative condition' }) },
  { description: 'Whether Ashtottari applies to this chart (only with system ashtottari)' },
);

export const DashaTreeVimshottari = Closed(
  {
    ...successFields,
    system: Type.Literal('vimshottari'),
    levels: Type.Array(Type.Ref(DashaLevel), { description: 'The level names the tree goes down to, outermost first' }),
    balance: Type.Ref(DashaBalance),
    tree: Type.Array(Type.Ref(VimshottariMahadasha), {
      description: 'The nine mahadashas from birth (or the one named in `maha`)',
    }),
    ...citedFields,
    ...LabelsField,
  },
  { $id: 'DashaTreeVimshottari', description: 'The Vimshottari tree (system vimshottari, the default).' },
);

export const DashaTreeOtherSystem = Closed(
  {
    ...successFields,
    system: literals(['ashtottari', 'kalachakra', 'narayana']),
    method: Type.String({ description: 'The reading applied, in words' }),
    levels: Type.Integer({
      minimum: 1,
      maximum: 5,
      description: "How many levels the tree holds (the depth asked, clamped to the system's deepest)",
    }),
    balance: Type.Union([Type.Ref(AshtottariBalance), Type.Ref(KalachakraBalance), Type.Null()], {
      description: 'Balance at birth; null for Narayana (its first dasha runs in full from birth)',
    }),
    applicability: Type.Optional(AshtottariApplicability),
    tree: Type.Array(Type.Ref(SystemDashaPeriod), { description: 'Mahadashas from birth, each with its sub-periods' }),
    ...citedFields,
    ...LabelsField,
  },
  { $id: 'DashaTreeOtherSystem', description: 'The tree of another system (ashtottari, kalachakra, narayana).' },
);

export const DashaTreeResult = Type.Union([Type.Ref(DashaTreeVimshottari), Type.Ref(DashaTreeOtherSystem)], {
  $id: 'DashaTreeResult',
  description:
    'The dasha tree from birth: Vimshottari (default; `levels` lists the level names) or the system asked ' +
    '(`levels` is a count; periods name their `lord` and `level`).',
});

// --- POST /api/dasha/yogini ----------------------------------------------------------------------------------------

export const YoginiName = literals(
  YOGINIS.data.map((y) => y.yogini),
  { $id: 'YoginiName', description: 'One of the eight yoginis' },
);

const yoginiFields = {
  yogini: Type.Ref(YoginiName),
  lord: Type.Ref(GrahaName),
  years: Type.Number({
    description: 'Length in dasha years (the first period is the whole yogini, begun before birth)',
  }),
  start: LocalIso('Start'),
  end: LocalIso('End'),
};

export const DashaYoginiResult = Closed(
  {
    ...successFields,
    first_yogini: Type.Ref(YoginiName),
    balance_years: Type.Number({ description: 'Years of the first yogini left at birth' }),
    cycles: Type.Integer({ description: 'Cycles of 36 years given' }),
    yogini_lords: KeyedBy(
      YOGINIS.data.map((y) => y.yogini),
      Closed({ lord: Type.Ref(GrahaName), years: Type.Integer() }),
      'Yogini -> its lord and years (the fixed classical constant)',
    ),
    periods: Type.Array(
      Closed({ ...yoginiFields, antardashas: Type.Array(Closed(yoginiFields), { minItems: 8, maxItems: 8 }) }),
      { description: 'Yogini dashas from birth, eight a cycle, each with its eight antardashas' },
    ),
    ...citedFields,
    ...LabelsField,
  },
  { $id: 'DashaYoginiResult', description: 'The Yogini dasha over three 36-year cycles from birth, with antardashas.' },
);

// --- GET /api/dasha/meanings ---------------------------------------------------------------------------------------

export const DashaMeaningsResult = Closed(
  {
    ...successFields,
    missing: Missing,
    system: Type.Literal('vimshottari'),
    total_years: Type.Integer(),
    lords: Type.Array(
      Closed({
        order: Type.Integer({ minimum: 1, maximum: 9, description: 'Place in the Vimshottari order, 1-based' }),
        planet: Type.Ref(GrahaName),
        years: Type.Integer(),
        nakshatras: Type.Array(Type.Ref(NakshatraName), { description: 'The three nakshatras it rules' }),
        sthira_karaka: Nullable(Type.String({ description: 'Fixed karakatva; null for Rahu and Ketu' })),
      }),
      { minItems: 9, maxItems: 9 },
    ),
    levels: Type.Array(Type.Ref(DashaLevel)),
    prove_refs: envelopeFields.prove_refs,
    ...LabelsField,
  },
  {
    $id: 'DashaMeaningsResult',
    description:
      'The Vimshottari lords in order with their years, nakshatras and fixed karakatva (static; PARTIAL: the ' +
      'effects texts are not bundled).',
  },
);

export const DASHA_COMPONENTS = [
  DashaLevel,
  VimshottariSubPeriod,
  VimshottariMahadasha,
  SystemDashaPeriod,
  AshtottariBalance,
  KalachakraBalance,
  YoginiName,
  DashaCurrentResult,
  DashaTreeVimshottari,
  DashaTreeOtherSystem,
  DashaTreeResult,
  DashaYoginiResult,
  DashaMeaningsResult,
];
