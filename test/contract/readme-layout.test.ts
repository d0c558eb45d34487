// The README's Layout lists the folders a newcomer meets: every folder it names exists, and every folder of src/,
// of its engine, compute and http layers, and of web/ is named, so the map cannot drift from the tree.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { PROJECT_ROOT } from '../../src/config.ts';

/** The folders the layout block names: top-level paths, and indented ones under the path above them. */
function namedFolders(): string[] {
  const readme = readFileSync(path.join(PROJECT_ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('```\n', readme.indexOf('## Layout')) + 4;
  const block = readme.slice(start, readme.indexOf('```', start));
  const named: string[] = [];
  let parent = '';
  for (const line of block.split('\n')) {
    const top = /^([a-z][\w./-]*\/)\s/.exec(line);
    const child = /^ {2}([a-z][\w-]*\/)\s/.exec(line);
    if (top?.[1] !== undefined) named.push((parent = top[1]));
    else if (child?.[1] !== undefined) named.push(parent + child[1]);
  }
  return named;
}

const folders = (dir: string) =>
  readdirSync(path.join(PROJECT_ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `${dir}/${e.name}/`);

test('the README layout names every folder that exists and only folders that exist', () => {
  const named = namedFolders();
  expect(named.length).toBeGreaterThan(20);
  expect(named.filter((f) => !existsSync(path.join(PROJECT_ROOT, f)))).toEqual([]);
  const expected = ['src', 'src/engine', 'src/compute', 'src/http', 'web'].flatMap(folders);
  expect(expected.filter((f) => !named.includes(f))).toEqual([]);
});
