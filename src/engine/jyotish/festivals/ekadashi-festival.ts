/**
 * The named ekadashis of a year from the ekadashi engine: its Smarta or Vaishnava fast day (by tradition), its rule
 * trace and parana window; the other tradition's date is the alternative when it differs.
 */
import type { EkadashiFestival, Tradition } from '../../tables/festivals/index.ts';
import type { EkadashiObservance, Observance } from '../vrata/types.ts';
import { purnimantaName } from './lunar-year.ts';
import type { PlacedFestival } from './types.ts';

const TRADITION_NAMES: Record<Tradition, string> = { smarta: 'Smarta', vaishnava: 'Vaishnava' };

const TRADITION_WORDS: Record<Tradition, string> = {
  smarta: 'Smarta: the ekadashi at sunrise, dashami-viddha ekadashi set aside only when dashami touches sunrise',
  vaishnava: 'Vaishnava: ekadashi touched by dashami at arunodaya is set aside, mahadvadashi kept',
};

export function placeEkadashi(
  e: EkadashiObservance,
  records: readonly EkadashiFestival[],
  tradition: Tradition,
): PlacedFestival | null {
  const month = e.lunarMonth?.amanta;
  if (month === undefined) return null;
  const record = records.find(
    (r) => r.paksha === e.paksha && (month.adhika ? r.month === null : r.month === month.name),
  );
  const chosen: Observance | null = tradition === 'vaishnava' ? e.vaishnava : e.smarta;
  const other: Observance | null = tradition === 'vaishnava' ? e.smarta : e.vaishnava;
  if (record === undefined || chosen === null) return null;
  const tithi = e.tithis.ekadashi;
  const otherTradition: Tradition = tradition === 'vaishnava' ? 'smarta' : 'vaishnava';
  return {
    id: record.id,
    name: record.name,
    hi: record.hi,
    sa: record.sa,
    kind: 'ekadashi',
    category: 'ekadashi',
    regions: record.regions,
    date: chosen.date,
    observance: { start: chosen.sunrise.jdUt, end: chosen.sunrise.jdUt, kaala: 'sunrise' },
    lunar: {
      amanta: month.name,
      purnimanta: purnimantaName(month, e.paksha === 'Krishna'),
      adhika: month.adhika,
      paksha: e.paksha,
      tithi: 11,
      tithiName: 'Ekadashi',
    },
    sankranti: null,
    parana: {
      date: chosen.parana.date,
      start: chosen.parana.start.jdUt,
      end: chosen.parana.end === null ? null : chosen.parana.end.jdUt,
    },
    whyThisDate: {
      rule: TRADITION_WORDS[tradition],
      kaala: 'sunrise',
      decidedBy: 'ekadashi_rules',
      statement:
        `The ${TRADITION_NAMES[tradition]} fast falls on ${chosen.date}; ` +
        `${chosen.tithiAtSunrise} holds its sunrise.`,
      span: { name: 'Ekadashi', start: tithi.start.jdUt, end: tithi.end.jdUt },
      days: [],
      steps: chosen.whyThisDate.map((s) => ({ rule: s.rule, fact: s.fact, outcome: s.outcome })),
      notes: e.mahadvadashi.map((m) => `mahadvadashi (${m.case}) on ${m.date}: ${m.fact}`),
    },
    alternatives:
      other === null || other.date === chosen.date
        ? []
        : [{ date: other.date, school: otherTradition, rule: TRADITION_WORDS[otherTradition], cites: record.cites }],
    cites: record.cites,
  };
}
