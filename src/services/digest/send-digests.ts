/**
 * The daily digest run (cron): each opted-in, live account gets today's digest for its place at most once per
 * local day. The day is claimed in the database before sending and given back if the e-mail fails, so a second
 * run (or a second process) never sends twice and a failed send is retried by the next run.
 */
import { julianDayUT } from '../../engine/astro/time.ts';
import { zoneAt, zoneOffsetSeconds } from '../../engine/astro/zone.ts';
import { dailyDigest } from '../../engine/reports/digest/daily-digest.ts';
import type { PrefsStore } from '../../storage/vault-ports.ts';
import type { Mailer } from '../mail/mailer.ts';

export interface DigestRun {
  considered: number;
  sent: number;
  alreadySent: number;
  noPlace: number;
  failed: number;
}

function localDate(epochMs: number, latitude: number, longitude: number): string {
  const offset = zoneOffsetSeconds(zoneAt(latitude, longitude), epochMs);
  return new Date(epochMs + offset * 1000).toISOString().slice(0, 10);
}

export async function sendDailyDigests(deps: { prefs: PrefsStore; mailer: Mailer; now: () => number; onError?: (e: unknown) => void }): Promise<DigestRun> {
  const run: DigestRun = { considered: 0, sent: 0, alreadySent: 0, noPlace: 0, failed: 0 };
  for (const { account, place: prefPlace } of await deps.prefs.optedIn()) {
    run.considered++;
    const place = prefPlace ?? account.place;
    if (place === null) {
      run.noPlace++;
      continue;
    }
    const t = deps.now();
    const day = localDate(t, place.latitude, place.longitude);
    if (!(await deps.prefs.claimDigest(account.id, day, new Date(t).toISOString()))) {
      run.alreadySent++;
      continue;
    }
    try {
      const d = dailyDigest({ date: day, place, birth: account.birth, nowJdUt: julianDayUT(t), name: account.name });
      await deps.mailer.send({ to: account.email, subject: d.subject, text: d.text });
      run.sent++;
    } catch (e) {
      await deps.prefs.releaseDigest(account.id, day);
      deps.onError?.(e);
      run.failed++;
    }
  }
  return run;
}
