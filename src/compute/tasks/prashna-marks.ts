/**
 * POST /api/v2/body-marks (the drekkana body regions of a birth chart and the marks its grahas indicate) and
 * POST /api/v2/prasna-lost-object (the chart of the moment a question is asked, read for a lost article). Both
 * compute one chart in the compute thread and read it with cited rules.
 */
import { bodyMarks } from '../../engine/jyotish/readings/body-marks/index.ts';
import { lostObject } from '../../engine/jyotish/readings/prashna-lost-object/index.ts';
import type { Chart } from '../../engine/jyotish/chart/types.ts';
import { GRAHAS } from '../../engine/vocabulary/names.ts';
import { chartConventions } from '../chart/present.ts';
import { chartFromBody } from '../chart/request.ts';
import { sexOfGender } from '../reports/request.ts';
import { defineTask } from '../task.ts';
import { labelled } from '../labels.ts';
import { toProveRefs } from '../prove-refs.ts';
import { BodyMarksResult, PrashnaLostObjectResult } from '../../schemas/checkable.ts';

const lagnaOf = (chart: Chart) => ({
  sign: chart.lagna.sign,
  degree: chart.lagna.degree,
  longitude: chart.lagna.longitude,
});

export const prashnaMarksTasks = {
  bodyMarks: defineTask(
    BodyMarksResult,
    labelled(['graha', 'sign'], ({ body }: { body: Record<string, unknown> }) => {
      const chart = chartFromBody(body);
      const r = bodyMarks(chart, sexOfGender(body.gender));
      const regions = r.regions.map((g) => ({
        house: g.house,
        sign: g.sign,
        part: g.part,
        side: g.side,
        marks: g.marks,
      }));
      return {
        success: true,
        engine_status: 'LIVE' as const,
        lagna: lagnaOf(chart),
        rising_drekkana: r.drekkana,
        regions,
        marked: regions.filter((g) => g.marks.length > 0),
        method:
          'Rising drekkana from the lagna degree (0-10, 10-20, 20-30); the parts of the body over the whole-sign ' +
          'houses in the order 1, 2/12, 3/11, 4/10, 5/9, 6/8, 7; ' +
          'houses 2-6 the right side, 8-12 the left. A graha in a house marks its part: natural malefics (the ' +
          'Moon when waning) a scar or wound, benefics a mole or mark; ' +
          'from birth when the graha is in its own or a fixed sign. Indications of a classical rule, not a ' +
          'medical statement.',
        conventions: chartConventions(chart),
        prove_refs: toProveRefs(r.refs),
      };
    }),
  ),
  prashnaLostObject: defineTask(
    PrashnaLostObjectResult,
    labelled(['graha', 'sign'], ({ body }: { body: Record<string, unknown> & { object?: string } }) => {
      const chart = chartFromBody(body);
      const r = lostObject(chart);
      const moon = chart.grahas.Moon;
      return {
        success: true,
        engine_status: 'PARTIAL' as const,
        missing: r.missing,
        object: body.object ?? null,
        asked_at: chart.moment.localIso,
        lagna: lagnaOf(chart),
        moon: { sign: moon.sign, house: moon.house },
        grahas: GRAHAS.map((g) => ({
          graha: g,
          sign: chart.grahas[g].sign,
          house: chart.grahas[g].house,
          retrograde: chart.grahas[g].retrograde,
        })),
        theft_or_misplaced: { value: null, reason: r.missing[0] ?? '' },
        direction: { value: r.direction.value, rule: r.direction.rule, prove_refs: toProveRefs(r.direction.refs) },
        distance: {
          value: r.distance.value,
          modality: r.distance.modality,
          rule: r.distance.rule,
          prove_refs: toProveRefs(r.distance.refs),
        },
        recovery: {
          value: r.recovery.value,
          benefics: r.recovery.benefics,
          malefics: r.recovery.malefics,
          rule: r.recovery.rule,
          prove_refs: toProveRefs(r.recovery.refs),
        },
        method:
          "The chart of the asked moment at the asker's place (whole-sign houses). Direction: of the rising sign. " +
          "Distance: by the rising sign's nature (movable far, fixed near, dual middling). " +
          'Recovery: the grahas occupying or fully aspecting the lagna, benefics against malefics (the Moon ' +
          'benefic when waxing).',
        conventions: chartConventions(chart),
        prove_refs: toProveRefs([...r.direction.refs, ...r.distance.refs, ...r.recovery.refs]),
      };
    }),
  ),
};
