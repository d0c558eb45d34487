/**
 * The body of the three square charts: North Indian (houses fixed, each cell numbered with its sign), South Indian
 * (signs fixed, each cell named with its sign) and East Indian (signs fixed, each cell numbered with its sign). Each
 * cell is a <g> naming its house and sign, its grahas' labels inside it; the lagna's cell is tinted and holds the
 * lagna's mark. The fixed-sign squares carry the varga and the style in their empty centre.
 */
import { labelsFor, type Lang } from '../../engine/tables/labels/index.ts';
import { signAt } from '../../engine/vocabulary/names.ts';
import { EAST_CELLS } from './east-geometry.ts';
import { NORTH_CELLS, SIZE, SOUTH_CELLS, type Cell } from './geometry.ts';
import { fitLabels, narrowTo, type Box } from './layout.ts';
import { FONT_SIZE, textWidth } from './measure.ts';
import type { ChartPicture } from './picture.ts';
import { grahaLabel, labelsSvg, lagnaLabel, pointsOf, textSvg, type GrahaLabel } from './svg-text.ts';

export type SquareStyle = 'north' | 'south' | 'east';

/** The box a cell's number takes, for the labels to keep clear of. */
function numberBox(cell: Cell, number: string, width: number): Box {
  const [x, y] = cell.numberAt;
  return { x0: x - width / 2 - 2, y0: y - FONT_SIZE / 2 - 1, x1: x + width / 2 + 2, y1: y + FONT_SIZE / 2 + 1 };
}

function cellSvg(cell: Cell, house: number, signIndex: number, labels: GrahaLabel[], number: string): string {
  const lagna = house === 1;
  const points = pointsOf(cell.polygon);
  // A sign's name in a South Indian cell may be longer than the cell is wide (in some scripts): it is narrowed.
  const xs = cell.polygon.map((p) => p[0]);
  const room = Math.max(...xs) - Math.min(...xs) - 8;
  const squeeze = narrowTo(number, room);
  const box = numberBox(cell, number, squeeze ?? textWidth(number));
  const placed = fitLabels(cell.polygon, labels, cell.anchor, [box]);
  return (
    `<g class="cell${lagna ? ' lagna-cell' : ''}" data-house="${house}" data-sign="${signAt(signIndex)}">` +
    `<polygon points="${points}" fill="${lagna ? '#fff4e0' : '#fffdf8'}" stroke="#7a4b00" stroke-width="1.5"/>` +
    textSvg('class="cell-number" fill="#7a4b00"', cell.numberAt[0], cell.numberAt[1] + 5, number, squeeze) +
    labelsSvg(labels, placed) +
    '</g>'
  );
}

/** Labels by house: the lagna's mark first in house 1, then the grahas in their order. */
function labelsByHouse(picture: ChartPicture, lang: Lang): Map<number, GrahaLabel[]> {
  const byHouse = new Map<number, GrahaLabel[]>([[1, [lagnaLabel(lang)]]]);
  for (const g of picture.grahas) byHouse.set(g.house, [...(byHouse.get(g.house) ?? []), grahaLabel(g, lang)]);
  return byHouse;
}

/** The title in the centre of a fixed-sign square: the varga, then the style's name. */
function centreSvg(picture: ChartPicture, vargaName: string, styleName: string, room: number): string {
  const title = `${picture.varga} ${vargaName}`;
  return (
    textSvg(
      'class="centre-title" font-size="16" fill="#7a4b00"',
      SIZE / 2,
      SIZE / 2 - 4,
      title,
      narrowTo(title, room, 16),
    ) + textSvg('class="centre-subtitle" fill="#555"', SIZE / 2, SIZE / 2 + 16, styleName, narrowTo(styleName, room))
  );
}

export function squareBody(picture: ChartPicture, style: SquareStyle, lang: Lang, styleName: string): string {
  const l = labelsFor(lang);
  const byHouse = labelsByHouse(picture, lang);
  const cells: string[] = [];
  for (let house = 1; house <= 12; house++) {
    const signIndex = (picture.lagnaSignIndex + house - 1) % 12;
    const labels = byHouse.get(house) ?? [];
    if (style === 'north')
      cells.push(cellSvg(NORTH_CELLS[house - 1] as Cell, house, signIndex, labels, `${signIndex + 1}`));
    else if (style === 'east')
      cells.push(cellSvg(EAST_CELLS[signIndex] as Cell, house, signIndex, labels, `${signIndex + 1}`));
    else cells.push(cellSvg(SOUTH_CELLS[signIndex] as Cell, house, signIndex, labels, l.sign[signAt(signIndex)]));
  }
  // The South Indian centre is two cells wide, the East Indian one a third of the square.
  const centre =
    style === 'north'
      ? ''
      : centreSvg(picture, l.varga[picture.varga], styleName, style === 'south' ? SIZE / 2 - 12 : SIZE / 3 - 12);
  return cells.join('') + centre;
}
