/**
 * Every compute task by name: the route modules' task tables merged. Only the compute thread (worker.ts) and the
 * in-process adapter import this; route handlers name a task and send its input (port.ts).
 */
import { calendarTasks } from '../routes/calendar.ts';
import { chartTasks } from '../routes/charts.ts';
import { eclipseTasks } from '../routes/eclipses.ts';
import { namingTasks } from '../routes/naming.ts';
import { vrataTasks } from '../routes/vrata.ts';
import { serviceTasks } from './service-tasks.ts';

export const TASKS = {
  ...serviceTasks,
  ...chartTasks,
  ...calendarTasks,
  ...eclipseTasks,
  ...namingTasks,
  ...vrataTasks,
};
