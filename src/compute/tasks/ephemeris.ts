/**
 * The ephemeris table's tasks: the whole answer as JSON, or a slice of rows (or the events) already written as NDJSON
 * or CSV, so the route can stream a long range slice by slice from the compute threads, asking for the next slice
 * only when the client has taken the last.
 */
import { Type } from '@sinclair/typebox';
import { julianDayUT } from '../../engine/astro/time.ts';
import { grahaEvents } from '../../engine/jyotish/events/graha-events.ts';
import { conventionsOf } from '../conventions.ts';
import { planEphemeris, rowInstantMs, type EphemerisPlan, type EphemerisQuery } from '../ephemeris/request.ts';
import { ephemerisRow, eventRow, EVENTS_HEADER, eventsCsv, positionsCsv, positionsHeader } from '../ephemeris/rows.ts';
import { localTime } from '../local-time.ts';
import { defineTask } from '../task.ts';
import { EphemerisResult } from '../../schemas/ephemeris.ts';

const Text = Type.Object({ text: Type.String() }, { additionalProperties: false });
const Plan = Type.Object({ rows: Type.Integer(), head: Type.String() }, { additionalProperties: false });

const METHOD =
  'Positions from the Swiss Ephemeris (apparent geocentric sidereal, the ayanamsa asked), as the chart route states ' +
  'them; the lagna by the porphyry ascendant at the place. Ingresses are crossings of a sign (every graha) or a ' +
  'nakshatra (the Moon) start, found by bracketed root finding from steps of a day (the Moon: 12 hours); stations ' +
  'where the speed in longitude passes zero (Mercury, Venus, Mars, Jupiter, Saturn), to a tenth of a second.';

const rowsOf = (plan: EphemerisPlan, q: EphemerisQuery, from: number, count: number) =>
  Array.from({ length: Math.max(0, Math.min(count, plan.rows - from)) }, (_, k) =>
    ephemerisRow(plan, rowInstantMs(plan, q.start, from + k)),
  );

const eventsOf = (plan: EphemerisPlan) =>
  // To the range's last second: its end may be the first instant after the files' last date.
  grahaEvents(julianDayUT(plan.fromMs), julianDayUT(plan.toMs - 1000), {
    ayanamsa: plan.ayanamsa,
    nodeType: plan.nodeType,
  }).map((e) => eventRow(plan, e));

export const ephemerisTasks = {
  ephemeris: defineTask(EphemerisResult, ({ query: q }: { query: EphemerisQuery }) => {
    const plan = planEphemeris(q);
    return {
      success: true,
      engine_status: 'LIVE' as const,
      start: q.start,
      end: q.end,
      step: plan.step,
      rows: plan.rows,
      positions: rowsOf(plan, q, 0, plan.rows),
      events: eventsOf(plan),
      method: METHOD,
      conventions: conventionsOf({
        ayanamsa: plan.ayanamsa,
        nodeType: plan.nodeType,
        jdUt: julianDayUT(plan.fromMs),
        timezone: plan.timezone,
        utcOffset: localTime(plan.fromMs, plan.timezone).iso.slice(19),
        utcIso: new Date(plan.fromMs).toISOString(),
      }),
      // A table of positions applies no rule of a text: nothing to cite.
      prove_refs: [],
    };
  }),
  /** The number of rows and the text that opens the stream (the CSV header); throws for a bad query. */
  ephemerisPlan: defineTask(Plan, ({ query: q }: { query: EphemerisQuery }) => {
    const plan = planEphemeris(q);
    // The first and the last row are computed here, so an instant outside the ephemeris fails before streaming.
    rowsOf(plan, q, 0, 1);
    rowsOf(plan, q, plan.rows - 1, 1);
    const csv = q.format === 'csv';
    const head = !csv ? '' : q.table === 'events' ? EVENTS_HEADER : positionsHeader(plan);
    return { rows: q.table === 'events' ? 0 : plan.rows, head };
  }),
  ephemerisSlice: defineTask(
    Text,
    ({ query: q, from, count }: { query: EphemerisQuery; from: number; count: number }) => {
      const plan = planEphemeris(q);
      const rows = rowsOf(plan, q, from, count);
      return { text: rows.map((r) => (q.format === 'csv' ? positionsCsv(r) : `${JSON.stringify(r)}\n`)).join('') };
    },
  ),
  ephemerisEvents: defineTask(Text, ({ query: q }: { query: EphemerisQuery }) => {
    const events = eventsOf(planEphemeris(q));
    return { text: events.map((e) => (q.format === 'csv' ? eventsCsv(e) : `${JSON.stringify(e)}\n`)).join('') };
  }),
};
