/**
 * The accountable reading: POST /api/v2/past-reading gives statements a reader can check today;
 * POST /api/v2/past-reading/check records one reader's right-or-wrong for one statement (always 204: duplicates
 * and invalid input are ignored and store nothing); GET /api/v2/past-reading/accuracy publishes the hit rate of
 * every rule with its Wilson interval, failing rules first. The reader is an anonymous token the client keeps,
 * stored only as its SHA-256; no birth data is stored.
 */
import { createHash } from 'node:crypto';
import { epochMsFromJulianDay } from '../../engine/astro/time.ts';
import { vimshottari } from '../../engine/jyotish/dasha/vimshottari.ts';
import { pastReading, type PastStatement } from '../../engine/jyotish/readings/past-reading/index.ts';
import { PAST_RULES } from '../../engine/tables/readings/past-rules.ts';
import { chartConventions } from '../chart/present.ts';
import { chartFromBody } from '../chart/request.ts';
import { localClock } from '../local-time.ts';
import { sexOfGender } from '../reports/request.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { toProveRefs } from '../prove-refs.ts';
import { PastReadingResult } from '../../schemas/checkable.ts';

/** The public id: rule id and a digest of the rule's chart facts (stable for one chart, reveals no birth data). */
export const statementId = (s: PastStatement) =>
  `${s.ruleId}.${createHash('sha256').update(s.key).digest('hex').slice(0, 16)}`;

export const pastReadingTasks = {
  pastReading: defineTask(
    PastReadingResult,
    labelled(['graha', 'sign'], ({ body, now }: { body: Record<string, unknown>; now: number }) => {
      const chart = chartFromBody(body);
      const nowJd = now / 86_400_000 + 2440587.5;
      const v = vimshottari(chart.grahas.Moon.longitude, chart.moment.jdUt);
      const statements = pastReading(chart, v, nowJd, sexOfGender(body.gender));
      // Dates as a person at the birth place reads them, as the dasha routes give them.
      const clock = localClock(chart.moment.timezone);
      const localDate = (jd: number) => clock(epochMsFromJulianDay(jd)).date;
      return {
        success: true,
        engine_status: 'LIVE' as const,
        as_of: `${new Date(now).toISOString().slice(0, 19)}Z`,
        statements: statements.map((s) => {
          const p = s.facts.period;
          return {
            statement_id: statementId(s),
            rule_id: s.ruleId,
            text: s.text,
            rule: PAST_RULES[s.ruleId].text,
            facts: {
              grahas: s.facts.grahas,
              houses: s.facts.houses,
              ...(p === undefined
                ? {}
                : {
                    period: {
                      lord: p.lord,
                      start: localDate(p.startJdUt),
                      end: localDate(p.endJdUt),
                      from_age: p.fromAge,
                      to_age: p.toAge,
                      running: p.running,
                    },
                  }),
            },
            prove_refs: toProveRefs(s.refs),
          };
        }),
        how_to_check:
          'POST /api/v2/past-reading/check with your own anonymous reader_token, the statement_id and correct ' +
          '(true or false), once per statement. ' +
          'GET /api/v2/past-reading/accuracy shows how each rule fares with all readers.',
        method:
          'Marks: the drekkana body regions (as POST /api/v2/body-marks) with a graha in them, one statement per ' +
          'region and kind of graha. ' +
          'Dashas: Vimshottari mahadashas (365.25-day years) begun by now whose lord sits in the 6th, 8th or ' +
          '12th, or in its own or exaltation sign in a kendra or trikona. ' +
          'Whole-sign houses.',
        conventions: chartConventions(chart, { dashaYearDays: 365.25 }),
        prove_refs: toProveRefs(Object.values(PAST_RULES).flatMap((r) => r.refs)),
      };
    }),
  ),
};
