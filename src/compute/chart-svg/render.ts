/**
 * Draws a chart picture as SVG text: North Indian (fixed houses) or South Indian (fixed signs), labels in the asked
 * language. Deterministic: the same picture and options give the same bytes (no ids, dates or random numbers), so
 * the image can be cached and compared. Each cell is a <g> naming its house and sign, each label names its graha,
 * so a program (and the tests) can read the placements back; the <desc> says them in words for screen readers.
 */
import { labelsFor, type Lang } from '../../engine/tables/labels/index.ts';
import { VARGAS } from '../../engine/tables/chart/vargas.ts';
import { signAt } from '../../engine/vocabulary/names.ts';
import { NORTH_CELLS, SIZE, SOUTH_CELLS, type Cell } from './geometry.ts';
import type { ChartPicture, PictureGraha } from './picture.ts';

export type ChartStyle = 'north' | 'south';

const FONT = "system-ui, 'Noto Sans', 'Noto Sans Devanagari', 'DejaVu Sans', sans-serif";
const ROW = 15;
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const n = (v: number) => String(Math.round(v * 10) / 10);
const signName = signAt;

interface Item {
  text: string;
  /** The text without the degree, for a crowded cell. */
  compact: string;
  attrs: string;
}

function grahaItem(g: PictureGraha, lang: Lang): Item {
  const words = labelsFor(lang);
  const degree = g.degree === null ? '' : ` ${Math.floor(g.degree)}°`;
  // One-character marks (℞) follow the name directly; a syllable (Hindi व, vakri) goes in brackets.
  const mark = words.words.retrograde_mark;
  const retro = g.retrograde ? (mark === '℞' ? mark : `(${mark})`) : '';
  return {
    text: `${words.graha_short[g.graha]}${retro}${degree}`,
    compact: `${words.graha_short[g.graha]}${retro}`,
    attrs:
      `class="graha${g.retrograde ? ' retrograde' : ''}" data-graha="${g.graha}" data-house="${g.house}" ` +
      `data-sign="${signName(g.signIndex)}"`,
  };
}

/** Labels in rows of cell.perRow, the block centred on the cell's anchor. */
function placeItems(cell: Cell, items: Item[]): string {
  // A crowded cell takes one more label per row, without degrees, rather than running out of its cell.
  const crowded = items.length > (cell.perRow === 1 ? 5 : 2 * cell.perRow + 1);
  const perRow = crowded ? cell.perRow + 1 : cell.perRow;
  const column = perRow >= 3 ? 40 : perRow === 2 && cell.perRow === 1 ? 34 : 44;
  const rows = Math.ceil(items.length / perRow);
  const [ax, ay] = cell.anchor;
  return items
    .map((item, i) => {
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, items.length - row * perRow);
      const x = ax + ((i % perRow) - (inRow - 1) / 2) * column;
      const y = ay + (row - (rows - 1) / 2) * ROW + 4;
      return `<text ${item.attrs} x="${n(x)}" y="${n(y)}">${escape(crowded ? item.compact : item.text)}</text>`;
    })
    .join('');
}

function cellSvg(cell: Cell, house: number, signIndex: number, items: Item[], number: string, lagna: boolean): string {
  const points = cell.polygon.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
  const fill = lagna ? '#fff4e0' : '#fffdf8';
  return (
    `<g class="cell${lagna ? ' lagna-cell' : ''}" data-house="${house}" data-sign="${signName(signIndex)}">` +
    `<polygon points="${points}" fill="${fill}" stroke="#7a4b00" stroke-width="1.5"/>` +
    (`<text class="cell-number" x="${n(cell.numberAt[0])}" y="${n(cell.numberAt[1])}" font-size="10" ` +
      `fill="#7a4b00">${escape(number)}</text>`) +
    placeItems(cell, items) +
    '</g>'
  );
}

function itemsByHouse(picture: ChartPicture, lang: Lang): Map<number, Item[]> {
  const words = labelsFor(lang).words;
  const byHouse = new Map<number, Item[]>([
    [1, [{ text: words.ascendant_short, compact: words.ascendant_short, attrs: 'class="lagna" data-house="1"' }]],
  ]);
  for (const g of picture.grahas) byHouse.set(g.house, [...(byHouse.get(g.house) ?? []), grahaItem(g, lang)]);
  return byHouse;
}

function describe(picture: ChartPicture, lang: Lang): string {
  const l = labelsFor(lang);
  const sign = (i: number) => l.sign[signName(i)];
  const parts = picture.grahas.map((g) => `${l.graha[g.graha]} ${g.house} (${sign(g.signIndex)})`);
  return `${l.words.ascendant} ${sign(picture.lagnaSignIndex)}; ${parts.join('; ')}`;
}

/** `metadata`: the conventions the chart was computed with, as JSON (an image cannot carry a JSON envelope). */
export function renderChartSvg(picture: ChartPicture, style: ChartStyle, lang: Lang, metadata?: object): string {
  const l = labelsFor(lang);
  const byHouse = itemsByHouse(picture, lang);
  const vargaName = VARGAS.data[picture.varga].name;
  const styleName = style === 'north' ? l.words.north_indian : l.words.south_indian;
  const title = `${picture.varga} ${vargaName}, ${styleName}: ${l.words.ascendant} ${l.sign[signName(picture.lagnaSignIndex)]}`;
  const cells: string[] = [];
  for (let house = 1; house <= 12; house++) {
    const signIndex = (picture.lagnaSignIndex + house - 1) % 12;
    const items = byHouse.get(house) ?? [];
    if (style === 'north') {
      cells.push(cellSvg(NORTH_CELLS[house - 1] as Cell, house, signIndex, items, String(signIndex + 1), house === 1));
    } else {
      cells.push(
        cellSvg(SOUTH_CELLS[signIndex] as Cell, house, signIndex, items, l.sign[signName(signIndex)], house === 1),
      );
    }
  }
  const centre =
    style === 'south'
      ? `<text class="centre-title" x="${SIZE / 2}" y="${SIZE / 2 - 6}" font-size="16" ` +
        `fill="#7a4b00">${escape(`${picture.varga} ${vargaName}`)}</text>` +
        (`<text class="centre-subtitle" x="${SIZE / 2}" y="${SIZE / 2 + 14}" font-size="11" ` +
          `fill="#555">${escape(styleName)}</text>`)
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" ` +
    `role="img" ` +
    (`aria-label="${escape(title)}" class="chart-svg chart-${style}" data-style="${style}" ` +
      `data-varga="${picture.varga}" data-lang="${lang}" `) +
    (`data-lagna="${signName(picture.lagnaSignIndex)}" font-family="${escape(FONT)}" font-size="11" ` +
      `text-anchor="middle" fill="#1d1d1d">`) +
    `<title>${escape(title)}</title><desc>${escape(describe(picture, lang))}</desc>` +
    (metadata === undefined ? '' : `<metadata>${escape(JSON.stringify(metadata))}</metadata>`) +
    `<rect x="0" y="0" width="${SIZE}" height="${SIZE}" fill="#fffdf8"/>` +
    cells.join('') +
    centre +
    '</svg>'
  );
}
