/** Tasks of the service routes that touch the ephemeris: the smoke test. */
import type { Static } from '@sinclair/typebox';
import { runSmokeTest } from '../../services/smoke-test.ts';
import { SmokeTestResult } from '../schemas/service.ts';
import { defineTask } from './task.ts';

export const serviceTasks = {
  // The report's per-check `result` is typed loosely in the service; the schema names its three shapes.
  smokeTest: defineTask(SmokeTestResult, ({ now }: { now: number }) => runSmokeTest(now) as Static<typeof SmokeTestResult>),
};
