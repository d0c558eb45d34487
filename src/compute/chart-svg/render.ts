/**
 * Draws a chart picture as SVG text in one of four styles, labels in the asked language: North Indian (fixed houses),
 * South Indian and East Indian (fixed signs) squares, and the Sudarshana chakra (three rings, from the lagna, the
 * Moon and the Sun). Deterministic: the same picture and options give the same bytes (no ids, dates or random
 * numbers), so the image can be cached and compared. Each cell is a <g> naming its house and sign (and, in the
 * chakra, its ring), each label names its graha, so a program (and the tests) can read the placements back; the
 * <desc> says them in words for screen readers. Every text is at least FONT_SIZE units on a picture 400 units wide.
 */
import { labelsFor, type Lang } from '../../engine/tables/labels/index.ts';
import { signAt } from '../../engine/vocabulary/names.ts';
import { SIZE } from './geometry.ts';
import { FONT_SIZE } from './measure.ts';
import type { ChartPicture } from './picture.ts';
import { squareBody } from './square.ts';
import { ringReferences, sudarshanaBody } from './sudarshana.ts';
import { escape } from './svg-text.ts';

import type { ChartStyle } from '../../engine/vocabulary/chart-styles.ts';

export { CHART_STYLES, type ChartStyle } from '../../engine/vocabulary/chart-styles.ts';

const FONT =
  "'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Bengali', 'Noto Sans Gujarati', 'Noto Sans Tamil', " +
  "'Noto Sans Telugu', 'Noto Sans Kannada', 'Noto Sans Malayalam', system-ui, 'DejaVu Sans', sans-serif";

function styleName(style: ChartStyle, lang: Lang): string {
  const w = labelsFor(lang).words;
  return { north: w.north_indian, south: w.south_indian, east: w.east_indian, sudarshana: w.sudarshana }[style];
}

function describe(picture: ChartPicture, style: ChartStyle, lang: Lang): string {
  const l = labelsFor(lang);
  const sign = (i: number) => l.sign[signAt(i)];
  const parts = picture.grahas.map((g) => `${l.graha[g.graha]} ${g.house} (${sign(g.signIndex)})`);
  const refs = ringReferences(picture);
  // The chakra's rings count from the lagna and from the Moon's and the Sun's signs: say which those are.
  const rings =
    style === 'sudarshana'
      ? `; ${l.words.sudarshana}: ${l.words.ascendant}, ${l.words.moon} ${sign(refs.moon)}, ` +
        `${l.words.sun} ${sign(refs.sun)}`
      : '';
  return `${l.words.ascendant} ${sign(picture.lagnaSignIndex)}${rings}; ${parts.join('; ')}`;
}

/** `metadata`: the conventions the chart was computed with, as JSON (an image cannot carry a JSON envelope). */
export function renderChartSvg(picture: ChartPicture, style: ChartStyle, lang: Lang, metadata?: object): string {
  const l = labelsFor(lang);
  const name = styleName(style, lang);
  const lagna = l.sign[signAt(picture.lagnaSignIndex)];
  const title = `${picture.varga} ${l.varga[picture.varga]}, ${name}: ${l.words.ascendant} ${lagna}`;
  const { body, height } =
    style === 'sudarshana'
      ? sudarshanaBody(picture, lang, name)
      : { body: squareBody(picture, style, lang, name), height: SIZE };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${height}" width="${SIZE}" height="${height}" ` +
    `role="img" ` +
    (`aria-label="${escape(title)}" class="chart-svg chart-${style}" data-style="${style}" ` +
      `data-varga="${picture.varga}" data-lang="${lang}" `) +
    (`data-lagna="${signAt(picture.lagnaSignIndex)}" font-family="${escape(FONT)}" font-size="${FONT_SIZE}" ` +
      `text-anchor="middle" fill="#1d1d1d">`) +
    `<title>${escape(title)}</title><desc>${escape(describe(picture, style, lang))}</desc>` +
    (metadata === undefined ? '' : `<metadata>${escape(JSON.stringify(metadata))}</metadata>`) +
    `<rect x="0" y="0" width="${SIZE}" height="${height}" fill="#fffdf8"/>` +
    body +
    '</svg>'
  );
}
