/**
 * Every compute task by name: the route modules' task tables merged. Only the compute thread (worker.ts) and the
 * in-process adapter import this; route handlers name a task and send its input (port.ts).
 */
import { chartTasks } from '../routes/charts.ts';
import { dashaTasks } from '../routes/dasha.ts';
import { doshaTasks } from '../routes/doshas.ts';
import { yogaTasks } from '../routes/yogas.ts';
import { serviceTasks } from './service-tasks.ts';

export const TASKS = {
  ...serviceTasks,
  ...chartTasks,
  ...dashaTasks,
  ...doshaTasks,
  ...yogaTasks,
};
