// WORKERS=2 with COMPUTE=worker: `npm start` runs two processes on one port, each computing in its own worker
// thread; both answer the same chart, and SIGTERM stops all of them with exit code 0.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startChildService, type ChildService } from '../support/child-service.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'vedic-cluster-'));
let service: ChildService;

beforeAll(async () => {
  service = await startChildService({
    WORKERS: '2',
    COMPUTE: 'worker',
    SQLITE_PATH: path.join(dir, 'vedic.db'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
  });
}, 60_000);
afterAll(() => {
  if (service.child.exitCode === null) service.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

test('two processes answer the same chart; SIGTERM ends them all cleanly', async () => {
  const body = JSON.stringify({ date: '1990-11-20', time: '16:00', latitude: 26.85, longitude: 80.95 });
  const answers = await Promise.all(
    Array.from({ length: 12 }, () =>
      fetch(`${service.url}/api/v2/kundli`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }).then(async (r) => ({ status: r.status, text: await r.text() })),
    ),
  );
  expect(answers.every((a) => a.status === 200)).toBe(true);
  // The dasha "as of" is the request's clock, so compare the chart itself.
  const charts = new Set(
    answers.map((a) => JSON.stringify((JSON.parse(a.text) as { chart: { planets: unknown } }).chart.planets)),
  );
  expect(charts.size).toBe(1);
  const exit = new Promise<number | null>((resolve) => service.child.once('exit', (code) => resolve(code)));
  service.child.kill('SIGTERM');
  expect(await exit).toBe(0);
}, 60_000);
