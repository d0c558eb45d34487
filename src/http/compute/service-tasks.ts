/** Tasks of the service routes that touch the ephemeris: the smoke test. */
import { Type } from '@sinclair/typebox';
import { runSmokeTest, type SmokeReport } from '../../services/smoke-test.ts';
import { defineTask } from './task.ts';

// Replaced by the route's full schema when the service routes are described (issue 20).
const SmokeTestResult = Type.Unsafe<SmokeReport>(Type.Object({}, { $id: 'SmokeTestResultOpen', additionalProperties: true }));

export const SERVICE_TASK_COMPONENTS = [SmokeTestResult];

export const serviceTasks = {
  smokeTest: defineTask(SmokeTestResult, ({ now }: { now: number }) => runSmokeTest(now)),
};
