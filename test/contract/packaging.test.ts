// Packaging: the LICENSE is the AGPL-3.0 text (compared with the copy the sweph package ships, not typed
// from memory), .env.example names every setting of the README and of config.ts, and an old Node gets one line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../../src/config.ts';
import { nodeVersionProblem } from '../../src/node-version.ts';

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
const SYSTEM_NODE = '/usr/bin/node';

describe('packaging', () => {
  test('LICENSE is the GNU AGPL version 3 as the sweph package carries it, and package.json says AGPL-3.0-or-later', () => {
    const shipped = read('node_modules/sweph/LICENSE').replace(/\r/g, '');
    const start = shipped.indexOf('                    GNU AFFERO GENERAL PUBLIC LICENSE');
    // The AGPL part ends with its last paragraph, before the LGPL that follows it in that file.
    const lgpl = shipped.indexOf('GNU LESSER GENERAL PUBLIC LICENSE', start);
    const end =
      shipped.lastIndexOf('<https://www.gnu.org/licenses/>.', lgpl) + '<https://www.gnu.org/licenses/>.'.length;
    expect(start).toBeGreaterThanOrEqual(0);
    expect(read('LICENSE')).toBe(`${shipped.slice(start, end)}\n`);
    expect(JSON.parse(read('package.json')).license).toBe('AGPL-3.0-or-later');
  });

  test(".env.example names every variable of the README's Configuration table and every one config.ts reads", () => {
    const example = new Set([...read('.env.example').matchAll(/^#?([A-Z_]+)=/gm)].map((m) => m[1]));
    const readme = read('README.md');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 5),
    );
    const documented = [...table.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]);
    const readByConfig = [...read('src/config.ts').matchAll(/env\.([A-Z_]+)/g)].map((m) => m[1]);
    expect(documented.length).toBeGreaterThan(10);
    expect([...new Set([...documented, ...readByConfig])].filter((v) => !example.has(v))).toEqual([]);
  });

  test('Node older than 24: one line naming npm start; 24 and later: nothing', () => {
    expect(nodeVersionProblem('v24.0.0')).toBeNull();
    expect(nodeVersionProblem('v25.1.0')).toBeNull();
    for (const old of ['v22.12.0', 'v20.20.2', 'v18.0.0'])
      expect(nodeVersionProblem(old)).toMatch(
        /^This service needs Node\.js 24 or newer \(this is v\d+\.\d+\.\d+\): start it with `npm start`/,
      );
  });

  test('node src/main.ts on an older Node prints that one line and exits 1 before loading anything else', () => {
    // Node 22 and 23 can read TypeScript; the version is faked here on this Node 24 (Node 20 cannot read a .ts at all).
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "Object.defineProperty(process, 'version', { value: 'v22.12.0' }); await import('./src/main.ts');",
      ],
      { cwd: PROJECT_ROOT, encoding: 'utf8', timeout: 20_000 },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([nodeVersionProblem('v22.12.0')]);
    expect(run.stdout).toBe('');
  });

  // /usr/bin/node is the system's Node (20 on these machines); skipped where there is none or it is new enough.
  const systemNode = existsSync(SYSTEM_NODE)
    ? spawnSync(SYSTEM_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim()
    : '';
  test.skipIf(systemNode === '' || nodeVersionProblem(systemNode) === null)(
    `node src/main.js and node . on the system Node (${systemNode || 'none'}): that one line, exit 1, no stack trace`,
    () => {
      for (const args of [['src/main.js'], ['.']]) {
        const run = spawnSync(SYSTEM_NODE, args, { cwd: PROJECT_ROOT, encoding: 'utf8', timeout: 20_000 });
        expect(run.status, args.join(' ')).toBe(1);
        expect(run.stderr.trim().split('\n')).toEqual([nodeVersionProblem(systemNode)]);
        expect(run.stdout).toBe('');
      }
    },
  );

  test(
    'src/main.js on Node 24 goes on to main.ts (seen by its configuration check), and says the same line on an ' +
      'older one',
    () => {
      const started = spawnSync(process.execPath, ['src/main.js'], {
        cwd: PROJECT_ROOT,
        encoding: 'utf8',
        timeout: 20_000,
        env: { ...process.env, PORT: 'not-a-port' },
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toContain('PORT must be a non-negative integer');
      const old = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          "Object.defineProperty(process, 'version', { value: 'v20.20.2' }); await import('./src/main.js');",
        ],
        { cwd: PROJECT_ROOT, encoding: 'utf8', timeout: 20_000 },
      );
      expect(old.status).toBe(1);
      expect(old.stderr.trim().split('\n')).toEqual([nodeVersionProblem('v20.20.2')]);
    },
  );

  // The serving thread's young generation bounded as the compute threads' is (src/compute/pool.ts): left to V8 it
  // keeps about 130 MB committed after the place index is built; the soak harness starts the service the same way.
  test('package.json: main is the plain-JS entry, npm start runs main.ts with a bounded young generation', () => {
    const pkg = JSON.parse(read('package.json')) as { main: string; scripts: { start: string } };
    expect(pkg.main).toBe('src/main.js');
    expect(pkg.scripts.start).toBe('node --max-semi-space-size=16 --env-file-if-exists=.env src/main.ts');
  });
});
