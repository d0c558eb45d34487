/**
 * The README's screenshots (docs/screenshots/*.png) made again from the pages as they are now: the service runs in
 * this process with the embedded defaults (in-memory SQLite, inline compute) on a free loopback port, and Chromium,
 * driven by playwright-core, draws each page 1100 px wide and keeps the whole page or its top.
 *
 * Chromium writes its PNGs quickly rather than small; each picture is written again here with up to 256 colours (a
 * page is a few flat colours and the shades of anti-aliased text), less than half of Chromium's bytes, so that the
 * repository does not grow by megabytes each time the pictures are made again.
 * report-page1.png is not made here: it is the first page of the printed PDF.
 *
 *   node scripts/screenshots.ts                      (every screenshot)
 *   node scripts/screenshots.ts kundli-east match    (only these)
 *
 * CHROMIUM_PATH names another Chromium (default /usr/bin/chromium).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { composeService } from '../src/compose.ts';
import { loadConfig, PROJECT_ROOT } from '../src/config.ts';

const OUT = path.join(PROJECT_ROOT, 'docs', 'screenshots');
const WIDTH = 1100;
const BIRTH = 'name=Example&date=1990-11-20&time=16:00&place=Lucknow';

/** Each picture: the page and its input, and how much of the top to keep where the whole page would be too long. */
const SHOTS: { name: string; url: string; height?: number }[] = [
  { name: 'panchanga', url: '/?place=Lucknow&date=2026-11-25' },
  { name: 'panchanga-tamil', url: '/?place=Chennai&date=2025-04-14&lang=ta' },
  { name: 'kundli-north', url: `/kundli?${BIRTH}` },
  { name: 'kundli-hindi', url: `/kundli?${BIRTH}&style=south&lang=hi` },
  { name: 'kundli-east', url: `/kundli?${BIRTH}&style=east` },
  { name: 'kundli-sudarshana', url: `/kundli?${BIRTH}&style=sudarshana` },
  {
    name: 'match',
    url:
      '/match?groom_date=1988-03-02&groom_time=07:30&groom_place=New%20Delhi&' +
      'bride_date=1990-11-20&bride_time=16:00&bride_place=Lucknow',
  },
  {
    name: 'muhurta',
    url: '/muhurta?place=Lucknow&karma=griha_pravesh&start=2026-11-20&days=14&lang=hi',
    height: 1500,
  },
  { name: 'accuracy', url: '/accuracy', height: 1100 },
];

/** Takes the screenshots asked on the command line (all without any) and writes them to docs/screenshots/. */
async function main(): Promise<void> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((a) => !SHOTS.some((s) => s.name === a));
  if (unknown.length > 0)
    throw new Error(`no screenshot called ${unknown.join(', ')}; known: ${SHOTS.map((s) => s.name).join(', ')}`);
  const chosen = asked.length === 0 ? SHOTS : SHOTS.filter((s) => asked.includes(s.name));

  const service = await composeService(
    {
      ...loadConfig({}),
      sqlitePath: ':memory:',
      databaseUrl: undefined,
      redisUrl: undefined,
      hmacSecret: 'screenshots',
      compute: 'inline',
      // The heavy pages (muhurta) are asked in a burst from one address; the budgets are not what is shown here.
      rateLimitKeyless: 1e9,
      rateLimitHeavyKeyless: 1e9,
    },
    { log: false },
  );
  const browser = await chromium.launch({
    executablePath: loadConfig().chromiumPath ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const base = await service.app.listen({ host: '127.0.0.1', port: 0 });
    const context = await browser.newContext({ viewport: { width: WIDTH, height: 900 }, deviceScaleFactor: 1 });
    mkdirSync(OUT, { recursive: true });
    for (const shot of chosen) {
      const page = await context.newPage();
      const response = await page.goto(`${base}${shot.url}`);
      if (response?.status() !== 200) throw new Error(`${shot.url}: HTTP ${String(response?.status())}`);
      // The picture is taken once the webfonts have drawn the text, never with a fallback font standing in.
      const full = await page.evaluate(async () => {
        const doc = (globalThis as unknown as { document: PageDocument }).document;
        await doc.fonts.ready;
        return Number(doc.documentElement.scrollHeight);
      });
      const height = Math.min(full, shot.height ?? full);
      const raw = await page.screenshot({
        fullPage: true,
        clip: { x: 0, y: 0, width: WIDTH, height },
        animations: 'disabled',
        caret: 'hide',
      });
      const png = smaller(raw);
      writeFileSync(path.join(OUT, `${shot.name}.png`), png);
      console.info(
        `${shot.name}.png: ${WIDTH} x ${height}, ${Math.round(png.length / 1024)} KB ` +
          `(Chromium's ${Math.round(raw.length / 1024)} KB)`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    await service.close();
  }
}

/** What the script reads of the page's document (the DOM types are not in this project's type library). */
interface PageDocument {
  fonts: { ready: Promise<unknown> };
  documentElement: { scrollHeight: number };
}

interface Image {
  width: number;
  height: number;
  /** Red, green, blue per pixel, row after row. */
  rgb: Uint8Array;
}

/** Reads the PNGs Chromium writes: 8 bits per channel, RGB or RGBA (opaque here), not interlaced. */
function readPng(file: Buffer): Image {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    const body = file.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = body.subarray(8);
      channels = colour === 2 ? 3 : colour === 6 ? 4 : 0;
      if (depth !== 8 || channels === 0 || interlace !== 0)
        throw new Error(`unexpected PNG from the browser: depth ${depth}, colour type ${colour}`);
    } else if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const bytes = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = bytes[y * (stride + 1)];
    const line = bytes.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? (pixels[row + x - channels] ?? 0) : 0;
      const b = y > 0 ? (pixels[row - stride + x] ?? 0) : 0;
      const c = x >= channels && y > 0 ? (pixels[row - stride + x - channels] ?? 0) : 0;
      const raw = line[x] ?? 0;
      let value: number;
      if (filter === 0) value = raw;
      else if (filter === 1) value = raw + a;
      else if (filter === 2) value = raw + b;
      else if (filter === 3) value = raw + ((a + b) >> 1);
      else value = raw + paeth(a, b, c);
      pixels[row + x] = value & 0xff;
    }
  }
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) rgb.set(pixels.subarray(i * channels, i * channels + 3), i * 3);
  return { width, height, rgb };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function chunk(type: string, body: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, tail]);
}

/** An indexed-colour PNG: the palette, then one index byte per pixel, rows unfiltered, at zlib's best compression. */
function writeIndexedPng(width: number, height: number, palette: number[], index: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 3, 0, 0, 0], 8);
  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach((c, i) => plte.set([c >> 16, (c >> 8) & 0xff, c & 0xff], i * 3));
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) rows.set(index.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('PLTE', plte),
    chunk('IDAT', deflateSync(rows, { level: 9, memLevel: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/**
 * The screenshot with at most 256 colours. Exact when the page has no more; otherwise median cut over the colours
 * weighted by how many pixels have them, each colour then drawn with its nearest palette entry.
 */
function smaller(file: Buffer): Buffer {
  const { width, height, rgb } = readPng(file);
  const counts = new Map<number, number>();
  for (let i = 0; i < width * height; i++) {
    const c = ((rgb[i * 3] ?? 0) << 16) | ((rgb[i * 3 + 1] ?? 0) << 8) | (rgb[i * 3 + 2] ?? 0);
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  const palette = counts.size <= 256 ? [...counts.keys()] : medianCut(counts, 256);
  const entry = new Map<number, number>();
  for (const c of counts.keys()) entry.set(c, nearest(palette, c));
  const index = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const c = ((rgb[i * 3] ?? 0) << 16) | ((rgb[i * 3 + 1] ?? 0) << 8) | (rgb[i * 3 + 2] ?? 0);
    index[i] = entry.get(c) ?? 0;
  }
  return writeIndexedPng(width, height, palette, index);
}

function channel(c: number, k: number): number {
  return (c >> (16 - 8 * k)) & 0xff;
}

function nearest(palette: number[], c: number): number {
  let best = 0;
  let bestDistance = Infinity;
  palette.forEach((p, i) => {
    let d = 0;
    for (let k = 0; k < 3; k++) d += (channel(p, k) - channel(c, k)) ** 2;
    if (d < bestDistance) [best, bestDistance] = [i, d];
  });
  return best;
}

/**
 * Boxes of colours, each split at the weighted median of its widest channel until there are `size`; the box split
 * next is the one whose widest channel, times the square root of its pixels, is largest, so that the few colours
 * of the backgrounds do not take the palette from the many shades of text.
 */
function medianCut(counts: Map<number, number>, size: number): number[] {
  type Box = { colours: [number, number][]; pixels: number };
  const spread = (box: Box) => {
    let widest = 0;
    let range = -1;
    for (let k = 0; k < 3; k++) {
      let lo = 255;
      let hi = 0;
      for (const [c] of box.colours) {
        lo = Math.min(lo, channel(c, k));
        hi = Math.max(hi, channel(c, k));
      }
      if (hi - lo > range) [widest, range] = [k, hi - lo];
    }
    return { widest, range };
  };
  const boxes: Box[] = [{ colours: [...counts], pixels: [...counts.values()].reduce((a, b) => a + b, 0) }];
  while (boxes.length < size) {
    let pick = -1;
    let score = 0;
    boxes.forEach((box, i) => {
      if (box.colours.length < 2) return;
      const s = spread(box).range * Math.sqrt(box.pixels);
      if (s > score) [pick, score] = [i, s];
    });
    if (pick < 0) break;
    const box = boxes[pick] as Box;
    const { widest } = spread(box);
    box.colours.sort((a, b) => channel(a[0], widest) - channel(b[0], widest));
    let seen = 0;
    let cut = 1;
    for (; cut < box.colours.length - 1; cut++) {
      seen += box.colours[cut - 1]?.[1] ?? 0;
      if (seen >= box.pixels / 2) break;
    }
    const left = box.colours.slice(0, cut);
    const right = box.colours.slice(cut);
    const sum = (list: [number, number][]) => list.reduce((a, [, n]) => a + n, 0);
    boxes.splice(pick, 1, { colours: left, pixels: sum(left) }, { colours: right, pixels: sum(right) });
  }
  return boxes.map((box) => {
    const mean = [0, 0, 0].map(
      (_, k) => Math.round(box.colours.reduce((a, [c, n]) => a + channel(c, k) * n, 0) / box.pixels) & 0xff,
    );
    return ((mean[0] ?? 0) << 16) | ((mean[1] ?? 0) << 8) | (mean[2] ?? 0);
  });
}

await main();
