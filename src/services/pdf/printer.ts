/**
 * Prints an HTML document to PDF with headless Chromium (Debian's `chromium`, driven by playwright-core), which
 * shapes every Indic script with HarfBuzz as the pages are shown. One browser is started on the first print and kept;
 * each print gets its own context with JavaScript off, and the document's /assets/ (stylesheet, webfonts) are read
 * from this checkout, so a print needs no network and no listening port.
 *
 * Without the browser the printer says so (PDF_UNAVAILABLE, a 503), and a queue longer than `maxWaiting` is refused
 * (PDF_BUSY) rather than letting prints pile up in memory.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ServiceError } from '../errors.ts';

export interface PrinterOptions {
  /** The Chromium binary; null or a missing file: PDFs are unavailable. */
  executablePath: string | null;
  /** Files under /assets/ by name (the stylesheet and the webfonts), read when a document asks for them. */
  assets: (name: string) => string | undefined;
  maxConcurrent?: number;
  maxWaiting?: number;
}

/** The origin the document is loaded from; every request to it is answered from disk, nothing leaves the process. */
const ORIGIN = 'http://report.invalid';

const CONTENT_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

export class PdfPrinter {
  private browser: Promise<Browser> | null = null;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly maxConcurrent: number;
  private readonly maxWaiting: number;
  private readonly options: PrinterOptions;

  constructor(options: PrinterOptions) {
    this.options = options;
    this.maxConcurrent = options.maxConcurrent ?? 2;
    this.maxWaiting = options.maxWaiting ?? 8;
  }

  /** Whether a PDF can be made here (the browser binary is present). */
  get available(): boolean {
    const p = this.options.executablePath;
    return p !== null && p !== '' && existsSync(p);
  }

  async print(html: string): Promise<Buffer> {
    if (!this.available) throw new ServiceError('PDF_UNAVAILABLE', { path: this.options.executablePath ?? '' });
    await this.slot();
    try {
      const browser = await this.launch();
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        await context.route(`${ORIGIN}/**`, async (route) => {
          const url = new URL(route.request().url());
          if (url.pathname === '/') return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
          const file = url.pathname.startsWith('/assets/') ? this.options.assets(url.pathname.slice(8)) : undefined;
          if (file === undefined) return route.fulfill({ status: 404, body: '' });
          const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
          return route.fulfill({ contentType: type, body: await readFile(file) });
        });
        const page = await context.newPage();
        await page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
        // Webfonts load with the page ('load' waits for them); a print starts once the layout settled.
        await page.waitForLoadState('networkidle');
        return await page.pdf({
          format: 'A4',
          printBackground: true,
          margin: { top: '14mm', bottom: '14mm', left: '12mm', right: '12mm' },
        });
      } finally {
        await context.close();
      }
    } finally {
      this.release();
    }
  }

  async close(): Promise<void> {
    const b = this.browser;
    this.browser = null;
    if (b !== null) await (await b.catch(() => null))?.close();
  }

  // playwright-core is loaded on the first print, not at start: its client is about 18 MB of source and code that a
  // service printing no PDF would carry in every process.
  private launch(): Promise<Browser> {
    this.browser ??= import('playwright-core')
      .then(({ chromium }) =>
        chromium.launch({ executablePath: this.options.executablePath ?? undefined, args: ['--no-sandbox'] }),
      )
      .catch((err: unknown) => {
        this.browser = null;
        throw err;
      });
    return this.browser;
  }

  private async slot(): Promise<void> {
    if (this.running < this.maxConcurrent) {
      this.running++;
      return;
    }
    if (this.waiting.length >= this.maxWaiting) throw new ServiceError('PDF_BUSY', { retryAfterSeconds: 5 });
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next === undefined) this.running--;
    else next();
  }
}
