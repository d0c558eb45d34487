/**
 * One daily-digest job: an account and the local day at its place. The job id carries both, so a queue holds at
 * most one job per account and day however often the cron route runs; the outbox row has the same key.
 */
import type { DigestKey } from '../../storage/digest-ports.ts';

export type DigestJob = DigestKey;

/** The queue's job id (BullMQ forbids ':' in ids; UUIDs and dates contain none). */
export const digestJobId = (j: DigestJob): string => `digest.${j.day}.${j.accountId}`;
