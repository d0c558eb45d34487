/**
 * The marriage outcome study: one row per outcome, accepted only with consent and dates that make sense (both births
 * and the marriage inside the ephemeris years, the marriage after both births and not after today), stored
 * through the study port. Only counts come back out.
 */
import { randomUUID } from 'node:crypto';
import { FIRST_DATE, LAST_DATE } from '../../engine/astro/range.ts';
import { ServiceError, type RequestItem } from '../errors.ts';
import type {
  MarriageOutcome,
  MarriageStudyCounts,
  MarriageStudyStore,
  StudyBirth,
} from '../../storage/study-ports.ts';

export interface MarriageStudyInput {
  bride: StudyBirth;
  groom: StudyBirth;
  marriageDate: string;
  outcome: MarriageOutcome;
  consent: boolean;
}

export interface MarriageStudyService {
  /** Validates and stores one row; a refused row is never stored. */
  record(input: MarriageStudyInput): Promise<MarriageStudyCounts>;
  counts(): Promise<MarriageStudyCounts>;
}

/** Rules the schema cannot state, each a 422 item at its request field. */
export function studyProblems(input: MarriageStudyInput, todayIso: string): RequestItem[] {
  const items: RequestItem[] = [];
  const item = (loc: string[], msg: string, type = 'value_error.date_range') =>
    items.push({ loc: ['body', ...loc], msg, type });
  if (input.consent !== true)
    item(['consent'], 'consent must be true: nothing is stored without it', 'value_error.consent');
  for (const p of ['bride', 'groom'] as const) {
    const d = input[p].date;
    if (d < FIRST_DATE || d > LAST_DATE)
      item([p, 'date'], `the birth date ${d} is outside ${FIRST_DATE}..${LAST_DATE}`);
    else if (d > todayIso) item([p, 'date'], `the birth date ${d} is after today (${todayIso})`);
    else if (input.marriageDate < d)
      item(['marriage_date'], `the marriage date ${input.marriageDate} is before the ${p}'s birth (${d})`);
  }
  if (input.marriageDate < FIRST_DATE)
    item(['marriage_date'], `the marriage date ${input.marriageDate} is before ${FIRST_DATE}`);
  if (input.marriageDate > todayIso)
    item(
      ['marriage_date'],
      `the marriage date ${input.marriageDate} is after today (${todayIso}): the study records outcomes`,
    );
  return items;
}

export function createMarriageStudyService(store: MarriageStudyStore, now: () => number): MarriageStudyService {
  return {
    async record(input) {
      const nowIso = new Date(now()).toISOString();
      const problems = studyProblems(input, nowIso.slice(0, 10));
      if (problems.length > 0) throw new ServiceError('REQUEST_INVALID', { items: problems });
      await store.add({
        id: randomUUID(),
        bride: input.bride,
        groom: input.groom,
        marriageDate: input.marriageDate,
        outcome: input.outcome,
        consentedAt: nowIso,
      });
      return store.counts();
    },
    counts: () => store.counts(),
  };
}
