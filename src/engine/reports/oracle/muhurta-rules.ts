/**
 * q39-q42, q60: the next good days for an act at the birth place, by the muhurta finder's scan of 90 days from the
 * date asked with the native's own tarabala and chandrabala; q85: the day asked read for the native (tara of the
 * day's star, chandrabala of the Moon's sign).
 */
import { epochMsFromJulianDay } from '../../astro/time.ts';
import { localDateTime } from '../../astro/zone.ts';
import type { Chart } from '../../jyotish/chart/types.ts';
import { chandrabala, tara, type Person } from '../../jyotish/muhurta/personal.ts';
import { scan, type ScannedDay } from '../../jyotish/muhurta/scan.ts';
import { KARMA_RULES } from '../../tables/muhurta/karma-rules.ts';
import type { Karma } from '../../tables/muhurta/keys.ts';
import { PRACTICE_PROFILES, DEFAULT_PRACTICE } from '../../tables/muhurta/practices.ts';
import { QUALITY_RULE } from '../../tables/muhurta/quality.ts';
import { CHANDRABALA, TARAS } from '../../tables/muhurta/tara.ts';
import { nakshatraOf, NAKSHATRAS, signAt } from '../../vocabulary/names.ts';
import type { OracleContext } from './context.ts';
import type { OracleFinding, ReasonStep, TimingWindow } from './types.ts';

/** Days scanned from the date asked (the finder route's cap). */
const SCAN_DAYS = 90;
/** Good days named in an answer. */
const SHOWN = 5;

/** The civil date of an instant at the birth place's zone. */
function localDate(natal: Chart, jdUt: number): string {
  return localDateTime(natal.moment.timezone, epochMsFromJulianDay(jdUt)).slice(0, 10);
}

/** The birth place and the chart's conventions, as a muhurta scan takes them. */
const birthPlace = (natal: Chart) => ({
  latitude: natal.latitude,
  longitude: natal.longitude,
  timezone: natal.moment.timezone,
  sunriseRule: natal.sunriseRule,
  ayanamsa: natal.ayanamsa,
});

const personOf = (natal: Chart): Person => ({
  label: 'the native',
  nakshatra: nakshatraOf(natal.grahas.Moon.longitude).index,
  sign: natal.grahas.Moon.signIndex,
});

/** An answer that cannot be given without the computed chart (hand-built contexts). */
const noNatal = (what: string): OracleFinding => ({
  verdict: 'not_computed',
  summary: `This answer scans days at the birth place, which a chart given by hand does not carry (${what}).`,
  reasoning: [],
  timingWindows: [],
  refs: [],
  missing: ['the birth place and zone of a computed chart'],
});

const limbs = (d: ScannedDay) =>
  [...new Set(d.windows.map((w) => `${w.nakshatra}, ${w.paksha} ${w.tithi}`))].join('; ');

export function muhurtaDays(ctx: OracleContext, karma: Karma): OracleFinding {
  const natal = ctx.natal;
  const rule = KARMA_RULES[karma];
  if (natal === undefined) return noNatal(rule.label);
  const from = localDate(natal, ctx.atJdUt);
  const r = scan(
    { ...birthPlace(natal), practice: DEFAULT_PRACTICE, startDate: from, days: SCAN_DAYS, lagna: false },
    karma,
    [personOf(natal)],
  );
  const good = r.days.filter((d) => d.quality === 'excellent' || d.quality === 'good').slice(0, SHOWN);
  const open = r.days.filter((d) => d.windows.length > 0).length;
  const reasoning: ReasonStep[] = [
    {
      rule: 'the scan',
      fact:
        `${SCAN_DAYS} days from ${from} at the birth place for ${rule.label}, read by the ` +
        `${PRACTICE_PROFILES.data[DEFAULT_PRACTICE].label} practice with the native's tarabala and chandrabala: ` +
        `${open} days have a window`,
      effect: 'informs',
    },
    ...good.map((d): ReasonStep => ({
      rule: `${d.date}, ${d.weekday}: ${d.quality}`,
      fact: `${d.windows.length} window${d.windows.length === 1 ? '' : 's'} (${limbs(d)})`,
      effect: 'supports',
    })),
  ];
  const timingWindows: TimingWindow[] = good.flatMap((d) =>
    d.windows.map((w) => ({
      startJdUt: w.start,
      endJdUt: w.end,
      maha: null,
      antar: null,
      basis: `a window for ${rule.label}: ${w.nakshatra}, ${w.paksha} ${w.tithi}, ${w.yoga} yoga`,
    })),
  );
  return {
    verdict: good[0]?.date ?? 'none_within_90_days',
    summary:
      good.length === 0
        ? `No good or excellent day for ${rule.label} at the birth place in the ${SCAN_DAYS} days from ${from}.`
        : `The next good days for ${rule.label} at the birth place: ` +
          `${good.map((d) => `${d.date} (${d.quality})`).join(', ')}.`,
    reasoning,
    timingWindows,
    refs: [...r.refs, ...QUALITY_RULE.cites],
  };
}

/** q85: the day asked for the native: the tara of the Moon's star at that moment and chandrabala. */
export function dayForNative(ctx: OracleContext): OracleFinding {
  const natal = ctx.natal;
  if (natal === undefined) return noNatal('the day asked');
  const r = scan({ ...birthPlace(natal), startDate: localDate(natal, ctx.atJdUt), days: 1, lagna: false }, 'general');
  const day = r.days[0]!;
  const person = personOf(natal);
  const t = tara(person.nakshatra, day.facts.nakshatraIndex);
  const c = chandrabala(person.sign, day.facts.moonSignIndex, day.facts.shukla);
  const good = t.quality !== 'bad' && c.holds;
  const verdict = good ? 'favourable' : t.quality === 'bad' && !c.holds ? 'unfavourable' : 'mixed';
  return {
    verdict,
    summary:
      `${day.date}: the Moon's star at sunrise, ${day.facts.nakshatra}, is the ${t.name} tara from your ` +
      `${NAKSHATRAS[person.nakshatra]} (${t.quality}), and the Moon in ${day.facts.moonSign} is ` +
      `${c.house}th from your ${signAt(person.sign)} (chandrabala ${c.holds ? 'good' : 'not good'}): ${verdict}.`,
    reasoning: [
      { rule: 'tarabala', fact: `${t.name} tara: ${t.meaning}`, effect: t.quality === 'bad' ? 'weakens' : 'supports' },
      {
        rule: 'chandrabala',
        fact: `the Moon ${c.house}th from the birth Moon sign, ${c.quality.replaceAll('_', ' ')}`,
        effect: c.holds ? 'supports' : 'weakens',
      },
      {
        rule: 'the day for any auspicious act',
        fact: `${day.quality} (${day.windows.length} window${day.windows.length === 1 ? '' : 's'})`,
        effect: 'informs',
      },
    ],
    timingWindows: [],
    refs: [...TARAS.cites, ...CHANDRABALA.cites],
  };
}
