/**
 * What a chart image shows, read from a computed chart: the lagna's sign and each graha's sign in one varga, in the
 * houses the chart routes give (whole signs counted from the varga lagna). The drawing modules take only this.
 */
import type { Chart } from '../../engine/jyotish/chart/types.ts';
import type { VargaCode } from '../../engine/jyotish/varga/varga.ts';
import { GRAHAS, type Graha } from '../../engine/vocabulary/names.ts';

export interface PictureGraha {
  graha: Graha;
  signIndex: number;
  /** House from the varga lagna, 1-12 (as /api/divisional/{code} and the kundli give it). */
  house: number;
  /** Degrees within the D1 sign; null in other vargas (a varga position has no meaningful degree here). */
  degree: number | null;
  /** Marked only for the five star grahas: Rahu and Ketu are retrograde by convention, the lights never. */
  retrograde: boolean;
}

export interface ChartPicture {
  varga: VargaCode;
  lagnaSignIndex: number;
  grahas: PictureGraha[];
}

const MARKS_RETROGRADE = new Set<Graha>(['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']);

export function pictureOf(chart: Chart, varga: VargaCode): ChartPicture {
  const lagnaSignIndex = chart.lagna.vargas[varga].signIndex;
  return {
    varga,
    lagnaSignIndex,
    grahas: GRAHAS.map((graha) => {
      const g = chart.grahas[graha];
      const signIndex = g.vargas[varga].signIndex;
      return {
        graha,
        signIndex,
        house: ((signIndex - lagnaSignIndex + 12) % 12) + 1,
        degree: varga === 'D1' ? g.degree : null,
        retrograde: MARKS_RETROGRADE.has(graha) && g.retrograde,
      };
    }),
  };
}
