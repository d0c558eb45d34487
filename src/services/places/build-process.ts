/**
 * Runs the index build in a short-lived child process and waits for it, so `loadGazetteer()` stays
 * synchronous while the build's ~300 MB of garbage lives and dies outside this process. Built in-process,
 * V8 and malloc keep that memory as RSS long after the index is done (a worker thread does not help: its
 * freed memory stays in this process too). The child's answer is the same encoding the cache file uses.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { decodeIndex, type CachedIndex } from './index-codec.ts';

/** Generous: a build takes 2-3 s; only a stuck child is cut off. */
const TIMEOUT_MS = 120_000;
const CHILD = fileURLToPath(new URL('./build-child.ts', import.meta.url));

/** The built index, or undefined when no child could run or it failed (the caller then builds in-process). */
export function buildInChild(file: string, key: string, cacheFile: string | null): CachedIndex | undefined {
  let result;
  try {
    result = spawnSync(process.execPath, [CHILD, file, key, cacheFile ?? ''], {
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 512 * 1024 * 1024,
      timeout: TIMEOUT_MS,
    });
  } catch {
    return undefined; // spawning not allowed here (e.g. Node's permission model)
  }
  if (result.status !== 0 || !Buffer.isBuffer(result.stdout)) return undefined;
  return decodeIndex(result.stdout, key);
}

/**
 * The same build without blocking this process: the child writes the cache file and this resolves when it exits
 * (true when it succeeded). A running service warms its index this way, so requests keep being answered.
 */
export function buildCacheInChild(file: string, key: string, cacheFile: string): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const child = spawn(process.execPath, [CHILD, file, key, cacheFile], { stdio: 'ignore', timeout: TIMEOUT_MS });
      child.once('error', () => resolve(false));
      child.once('exit', (code) => resolve(code === 0));
    } catch {
      resolve(false);
    }
  });
}
