/** Opens a `node:sqlite` database with the settings every connection of the service needs. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';

export const MEMORY = ':memory:';
const BUSY_TIMEOUT_MS = 5000;

export async function openSqlite(path: string): Promise<DatabaseSync> {
  if (path !== MEMORY) mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  try {
    // busy_timeout first, so that what follows waits for a lock held by another process instead of failing.
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    // WAL lets readers in other processes run beside the writer. It is a property of the file, set once.
    await enableWal(db);
    // NORMAL is the usual pairing with WAL: durable if the process crashes, may lose the last commits if the
    // machine loses power.
    db.exec('PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
    return db;
  } catch (e) {
    db.close();
    throw e;
  }
}

/**
 * Switching to WAL needs an exclusive lock, and SQLite answers SQLITE_BUSY for it at once, without waiting
 * busy_timeout. It happens when several processes open a new file together; the loser retries, and by then the
 * file is usually in WAL already.
 */
async function enableWal(db: DatabaseSync): Promise<void> {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      db.exec('PRAGMA journal_mode = WAL');
      return;
    } catch (e) {
      if (!isBusy(e) || Date.now() > deadline) throw e;
      await sleep(10);
    }
  }
}

function isBusy(e: unknown): boolean {
  const code = (e as { errcode?: unknown }).errcode;
  return typeof code === 'number' && (code & 0xff) === 5; // SQLITE_BUSY and its extended codes
}
