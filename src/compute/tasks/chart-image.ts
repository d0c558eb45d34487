/**
 * The chart as an image: GET (query) and POST (body) /api/v2/chart-svg answer image/svg+xml, North, South or East
 * Indian style or the Sudarshana chakra, any of the sixteen vargas, labels in any language of the label tables. The
 * chart is the one the chart routes compute (the placements equal /api/divisional/{code}); the drawing is
 * deterministic, so equal input gives equal bytes.
 */
import { Type } from '@sinclair/typebox';
import type { VargaCode } from '../../engine/jyotish/varga/varga.ts';
import type { Lang } from '../../engine/tables/labels/index.ts';
import { pictureOf } from '../chart-svg/picture.ts';
import { renderChartSvg, type ChartStyle } from '../chart-svg/render.ts';
import { chartConventions } from '../chart/present.ts';
import { chartFromBody } from '../chart/request.ts';
import { defineTask } from '../task.ts';

export type ChartSvgRequest = Record<string, unknown> & { style?: ChartStyle; varga?: VargaCode; lang?: Lang };

/** Crosses from the compute thread as JSON (the port's one format); the handler sends the SVG text itself. */
const SvgText = Type.Object({ svg: Type.String() }, { additionalProperties: false });

export const chartImageTasks = {
  chartSvg: defineTask(SvgText, ({ input, from }: { input: ChartSvgRequest; from: 'body' | 'query' }) => {
    const chart = chartFromBody(input, { kind: from === 'body' ? 'canonical' : 'query' });
    const varga = input.varga ?? 'D1';
    return {
      svg: renderChartSvg(pictureOf(chart, varga), input.style ?? 'north', input.lang ?? 'en', chartConventions(chart)),
    };
  }),
};
