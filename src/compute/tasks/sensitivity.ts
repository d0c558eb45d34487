/**
 * POST /api/v2/birth-time-sensitivity: how far the birth time can move before the chart a reading rests on changes
 * (rectification/sensitivity.ts), each change to the second with the value on the other side, and in words.
 */
import { Type } from '@sinclair/typebox';
import { LIMITS } from '../../limits.ts';
import { epochMsFromJulianDay, julianDayUT } from '../../engine/astro/time.ts';
import { birthTimeSensitivity, type Change, type Sensitivity } from '../../engine/jyotish/rectification/sensitivity.ts';
import { VARGAS } from '../../engine/tables/chart/vargas.ts';
import { DEFAULT_DASHA_YEAR_DAYS, VIMSHOTTARI } from '../../engine/tables/dasha/vimshottari.ts';
import { chartConventions } from '../chart/present.ts';
import { ChartBody, chartFromBody } from '../chart/request.ts';
import { dateAtBirthPlace } from '../chart/date-at-birth-place.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { localClock } from '../local-time.ts';
import { toProveRefs } from '../prove-refs.ts';
import { DateString } from '../../schemas/common.ts';
import { BirthTimeSensitivityResult } from '../../schemas/sensitivity.ts';

export const SENSITIVITY_LIMITS = {
  defaultMinutes: LIMITS.sensitivityMinutes.default,
  maxMinutes: LIMITS.sensitivityMinutes.max,
} as const;

export const SensitivityBody = Type.Object(
  {
    ...ChartBody.properties,
    window_minutes: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: SENSITIVITY_LIMITS.maxMinutes,
        default: SENSITIVITY_LIMITS.defaultMinutes,
        description:
          `Minutes searched on each side of the stated time (default ${SENSITIVITY_LIMITS.defaultMinutes}, at ` +
          `most ${SENSITIVITY_LIMITS.maxMinutes})`,
      }),
    ),
    as_of: Type.Optional({
      ...DateString,
      description: 'Date (YYYY-MM-DD, noon at the birth place) for the later running periods; default today.',
    }),
  },
  {
    additionalProperties: false,
    title: 'BirthTimeSensitivityBody',
    examples: [{ date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95, window_minutes: 30 }],
  },
);

type Body = Record<string, unknown> & { window_minutes?: number; as_of?: string; dasha_year_days?: number };

const LABELS: Record<string, string> = {
  lagna: 'the lagna',
  d9_lagna: 'the navamsa (D9) lagna',
  d10_lagna: 'the dashamsa (D10) lagna',
  d12_lagna: 'the dwadashamsa (D12) lagna',
  d60_lagna: 'the shashtiamsa (D60) lagna',
  moon_pada: "the Moon's nakshatra pada",
  mahadasha_at_birth: 'the mahadasha at birth',
  antardasha_at_birth: 'the antardasha at birth',
  mahadasha_later: 'the mahadasha at the later date',
  antardasha_later: 'the antardasha at the later date',
};

/** "the lagna", "Saturn's nakshatra", "the house of Mars". */
function labelOf(item: string): string {
  const known = LABELS[item];
  if (known !== undefined) return known;
  const [graha = '', what = ''] = item.split('_');
  const name = graha.charAt(0).toUpperCase() + graha.slice(1);
  return what === 'house' ? `the house of ${name}` : `${name}'s ${what}`;
}

const minutesText = (m: number) => {
  const a = Math.abs(m);
  return a < 1 ? `${Math.round(a * 60)} seconds` : `${a.toFixed(1)} minutes`;
};

function summaryOf(s: Sensitivity, window: number): string {
  const label = labelOf(s.item);
  const sides = [
    s.before === null ? null : `${minutesText(s.before.minutes)} earlier: ${s.value} to ${s.before.value}`,
    s.after === null ? null : `${minutesText(s.after.minutes)} later: ${s.value} to ${s.after.value}`,
  ].filter((x): x is string => x !== null);
  const text =
    sides.length === 0
      ? `${label} (${s.value}) holds across the whole window (${window} minutes either side)`
      : `${label} changes ${sides.join('; and ')}`;
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return s.onBoundary ? `${capital}. The stated time is within a second of a change.` : capital;
}

const nearest = (s: Sensitivity) =>
  Math.min(Math.abs(s.before?.minutes ?? Infinity), Math.abs(s.after?.minutes ?? Infinity));

export const sensitivityTasks = {
  birthTimeSensitivity: defineTask(
    BirthTimeSensitivityResult,
    labelled(['graha', 'sign', 'nakshatra'], ({ body, now }: { body: Body; now: number }) => {
      const chart = chartFromBody(body);
      const window = body.window_minutes ?? SENSITIVITY_LIMITS.defaultMinutes;
      const laterJdUt = body.as_of === undefined ? julianDayUT(now) : dateAtBirthPlace(chart, body.as_of, 'as_of');
      const dashaYearDays = body.dasha_year_days ?? DEFAULT_DASHA_YEAR_DAYS;
      const results = birthTimeSensitivity({
        jdUt: chart.moment.jdUt,
        latitude: chart.latitude,
        longitude: chart.longitude,
        ayanamsa: chart.ayanamsa,
        nodeType: chart.nodeType,
        windowMinutes: window,
        laterJdUt,
        dashaYearDays,
      });
      const clock = localClock(chart.moment.timezone);
      const at = (jd: number) => clock(epochMsFromJulianDay(jd)).iso;
      const birthMs = epochMsFromJulianDay(chart.moment.jdUt);
      const edge = (minutes: number) => clock(birthMs + minutes * 60_000).iso;
      const change = (c: Change | null) =>
        c === null
          ? null
          : { at: at(c.jdUt), minutes: Math.round(c.minutes * 100) / 100, value: c.value, jump: c.jump };
      const changing = results.filter((s) => nearest(s) <= window).sort((a, b) => nearest(a) - nearest(b));
      return {
        success: true,
        engine_status: 'LIVE' as const,
        birth_time: at(chart.moment.jdUt),
        window_minutes: window,
        later_date: clock(epochMsFromJulianDay(laterJdUt)).date,
        items: results.map((s) => ({
          item: s.item,
          value: s.value,
          holds_from: s.before === null ? edge(-window) : at(s.before.jdUt),
          holds_to: s.after === null ? edge(window) : at(s.after.jdUt),
          before: change(s.before),
          after: change(s.after),
          on_boundary: s.onBoundary,
          summary: summaryOf(s, window),
        })),
        first_changes: changing.map((s) => s.item),
        summary:
          changing.length === 0
            ? `Nothing listed changes within ${window} minutes either side of the stated time.`
            : `Nearest changes: ${changing
                .slice(0, 3)
                .map((s) => summaryOf(s, window).replace(/\.$/, ''))
                .join('. ')}.`,
        method:
          'Each value is a cell of a continuous quantity: the sidereal ascendant (signs, and the D9, D10, D12 and ' +
          "D60 parts of 3 1/3, 3, 2 1/2 and 1/2 degree), a graha's sidereal longitude (signs, nakshatras, padas), " +
          "the birth's place in the 120-year Vimshottari cycle (mahadasha and antardasha starts; at the later date " +
          'that place moved on by the years from birth). The search walks out from the stated time in steps that ' +
          'never pass a whole cell and finds each crossing by bracketed root finding, to a hundredth of a second; a ' +
          "graha's whole-sign house changes when its sign or the lagna's does. Values read as the chart reads them.",
        conventions: chartConventions(chart, { dashaYearDays }),
        prove_refs: toProveRefs([...VARGAS.cites, ...VIMSHOTTARI.cites]),
      };
    }),
  ),
};
