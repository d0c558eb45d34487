/** Tasks of the service that touch the ephemeris: the smoke test, and the daily digest e-mail's text. */
import { type Static, Type } from '@sinclair/typebox';
import { dailyDigest, type DigestInput } from '../engine/reports/digest/daily-digest.ts';
import { runSmokeTest } from '../services/smoke-test.ts';
import { SmokeTestResult } from '../schemas/service.ts';
import { defineTask } from './task.ts';

// Not a response body: the digest job reads it back. Inline (no $id), so it adds nothing to the OpenAPI.
const DigestMessage = Type.Object({ subject: Type.String(), text: Type.String() }, { additionalProperties: false });

export const serviceTasks = {
  dailyDigest: defineTask(DigestMessage, (input: DigestInput) => {
    const d = dailyDigest(input);
    return { subject: d.subject, text: d.text };
  }),
  // The report's per-check `result` is typed loosely in the service; the schema names its three shapes.
  smokeTest: defineTask(
    SmokeTestResult,
    ({ now }: { now: number }) => runSmokeTest(now) as Static<typeof SmokeTestResult>,
  ),
};
