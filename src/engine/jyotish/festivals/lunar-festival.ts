/**
 * Lunar festivals and monthly vratas placed in a civil year: every occurrence of the record's tithi in its nija
 * month around the year, decided by its rule (or the Vaishnava rule for that tradition), kept when the date falls
 * in the year. Other schools' rules are placed too and reported where their date differs.
 */
import type { Ayanamsa } from '../../astro/bodies.ts';
import type { LunarFestival, MonthlyVrata, Region, Tradition, TithiRule } from '../../tables/festivals/index.ts';
import type { Citation } from '../../tables/sources.ts';
import { tithiName } from '../../vocabulary/names.ts';
import type { PlaceDays } from './days.ts';
import { purnimantaName, type LunarYear, type TithiOccurrence } from './lunar-year.ts';
import { placeTithi, ruleWords } from './place-tithi.ts';
import type { AlternativeDate, LunarFacts, PlacedFestival } from './types.ts';

/** Tithi index 0-29 of a paksha and its 1-15 number. */
export function tithiIndex(paksha: 'Shukla' | 'Krishna', tithi: number): number {
  return (paksha === 'Shukla' ? 0 : 15) + tithi - 1;
}

function lunarFacts(occ: TithiOccurrence, paksha: 'Shukla' | 'Krishna', tithi: number): LunarFacts {
  const m = occ.month.amanta;
  return {
    amanta: m.name,
    purnimanta: purnimantaName(m, paksha === 'Krishna'),
    adhika: m.adhika,
    paksha,
    tithi,
    tithiName: tithiName(occ.index),
  };
}

interface Placeable {
  id: string;
  name: string;
  hi: string;
  sa: string;
  cites: readonly Citation[];
}

function place(
  base: Placeable & Pick<PlacedFestival, 'kind' | 'category' | 'regions'>,
  occ: TithiOccurrence,
  paksha: 'Shukla' | 'Krishna',
  tithi: number,
  rule: TithiRule,
  others: readonly { school: string; rule: TithiRule; cites: readonly Citation[] }[],
  days: PlaceDays,
  ayanamsa: Ayanamsa,
  monthNote: string | null,
): PlacedFestival {
  const p = placeTithi(occ, rule, days, ayanamsa);
  const tn = tithiName(occ.index);
  const alternatives: AlternativeDate[] = [];
  for (const o of others) {
    const q = placeTithi(occ, o.rule, days, ayanamsa);
    if (q.date !== p.date)
      alternatives.push({ date: q.date, school: o.school, rule: ruleWords(tn, o.rule), cites: o.cites });
  }
  return {
    id: base.id,
    name: base.name,
    hi: base.hi,
    sa: base.sa,
    kind: base.kind,
    category: base.category,
    regions: base.regions,
    date: p.date,
    observance: p.observance,
    lunar: lunarFacts(occ, paksha, tithi),
    sankranti: null,
    parana: null,
    whyThisDate: {
      rule: ruleWords(tn, rule),
      kaala: p.kaala,
      decidedBy: p.decidedBy,
      statement: p.statement,
      span: { name: tn, start: occ.start, end: occ.end },
      days: p.days,
      steps: [],
      notes: monthNote === null ? p.notes : [monthNote, ...p.notes],
    },
    alternatives,
    cites: base.cites,
  };
}

function monthNote(occ: TithiOccurrence, want: string, year: LunarYear): string | null {
  if (occ.month.kshayaDropped === want) {
    const holder = occ.month.amanta.name;
    return `${want} is a kshaya month this year: its tithis fall in ${holder}, which holds two sankrantis`;
  }
  const i = year.months.indexOf(occ.month);
  const before = year.months[i - 1];
  if (before?.amanta.adhika === true && before.amanta.name === occ.month.amanta.name) {
    return `the year has an adhika ${want}: the festival falls in the nija (regular) ${want} that follows it`;
  }
  return null;
}

export function placeLunar(
  f: LunarFestival,
  year: LunarYear,
  days: PlaceDays,
  where: { tradition: Tradition; region: Region },
  ayanamsa: Ayanamsa,
  inYear: (date: string) => boolean,
): PlacedFestival[] {
  const index = tithiIndex(f.paksha, f.tithi);
  const vaishnava = where.tradition === 'vaishnava' && f.vaishnava !== undefined;
  const regional = f.regionRules?.[where.region];
  const rule = vaishnava && f.vaishnava !== undefined ? f.vaishnava : (regional ?? f.rule);
  const others = (f.alternatives ?? []).filter((a) => a.rule !== rule);
  if (regional !== undefined && !vaishnava) {
    others.unshift({ school: 'the rule most almanacs apply', rule: f.rule, cites: f.cites });
  }
  if (f.vaishnava !== undefined) {
    others.push(
      vaishnava
        ? { school: 'Smarta', rule: f.rule, cites: f.cites }
        : { school: 'Vaishnava (ISKCON and Vaishnava almanacs)', rule: f.vaishnava, cites: f.cites },
    );
  }
  return year
    .occurrences(f.month, index)
    .map((occ) => place(f, occ, f.paksha, f.tithi, rule, others, days, ayanamsa, monthNote(occ, f.month, year)))
    .filter((p) => inYear(p.date));
}

/** Every monthly vrata in every month of the span whose date falls in the year, named with its month. */
export function placeMonthly(
  v: MonthlyVrata,
  year: LunarYear,
  days: PlaceDays,
  ayanamsa: Ayanamsa,
  inYear: (date: string) => boolean,
): PlacedFestival[] {
  const pakshas = v.paksha === null ? (['Shukla', 'Krishna'] as const) : [v.paksha];
  const out: PlacedFestival[] = [];
  for (const month of year.months) {
    for (const paksha of pakshas) {
      const index = tithiIndex(paksha, v.tithi);
      const occ: TithiOccurrence = {
        month,
        index,
        start: month.tithiStart(index),
        end: month.tithiStart(index + 1),
      };
      const adhika = month.amanta.adhika ? 'Adhika ' : '';
      const label = `${adhika}${month.amanta.name}${v.paksha === null ? ` ${paksha}` : ''}`;
      const base = {
        ...v,
        name: `${v.name} (${label})`,
        kind: 'monthly' as const,
        category: 'monthly' as const,
        regions: ['pan_indian'] as const,
      };
      const p = place(base, occ, paksha, v.tithi, v.rule, v.alternatives ?? [], days, ayanamsa, null);
      if (inYear(p.date)) out.push(p);
    }
  }
  return out;
}
