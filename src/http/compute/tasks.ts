/**
 * Every compute task by name: the route modules' task tables merged. Only the compute thread (worker.ts) and the
 * in-process adapter import this; route handlers name a task and send its input (port.ts).
 */
import { annualTasks } from '../routes/annual.ts';
import { chartTasks } from '../routes/charts.ts';
import { chartImageTasks } from '../routes/chart-image.ts';
import { strengthTasks } from '../routes/strengths.ts';
import { kpJaiminiTasks } from '../routes/kp-jaimini.ts';
import { horoscopeTasks } from '../routes/horoscope.ts';
import { lalKitabTasks } from '../routes/lal-kitab.ts';
import { narrativeTasks } from '../routes/narrative.ts';
import { readingTasks } from '../routes/readings.ts';
import { rectificationTasks } from '../routes/rectification.ts';
import { dashaTasks } from '../routes/dasha.ts';
import { doshaTasks } from '../routes/doshas.ts';
import { matchingTasks } from '../routes/matching.ts';
import { marriageTimingTasks } from '../routes/marriage-timing.ts';
import { prasnaTasks } from '../routes/prasna-marriage.ts';
import { reportTasks } from '../routes/reports.ts';
import { muhurtaTasks } from '../routes/muhurta.ts';
import { muhurtaMarriageTasks } from '../routes/muhurta-marriage.ts';
import { muhurtaTravelTasks } from '../routes/muhurta-travel.ts';
import { muhurtaPeopleTasks } from '../routes/muhurta-people.ts';
import { yogaTasks } from '../routes/yogas.ts';
import { calendarTasks } from '../routes/calendar.ts';
import { eclipseTasks } from '../routes/eclipses.ts';
import { namingTasks } from '../routes/naming.ts';
import { vrataTasks } from '../routes/vrata.ts';
import { oracleTasks } from '../routes/oracle.ts';
import { jyotishiTasks } from '../routes/jyotishi.ts';
import { serviceTasks } from './service-tasks.ts';
import { prashnaMarksTasks } from '../routes/prashna-marks.ts';
import { pastReadingTasks } from '../routes/past-reading.ts';

export const TASKS = {
  ...serviceTasks,
  ...chartTasks,
  ...chartImageTasks,
  ...strengthTasks,
  ...kpJaiminiTasks,
  ...annualTasks,
  ...readingTasks,
  ...lalKitabTasks,
  ...narrativeTasks,
  ...rectificationTasks,
  ...horoscopeTasks,
  ...dashaTasks,
  ...doshaTasks,
  ...matchingTasks,
  ...marriageTimingTasks,
  ...prasnaTasks,
  ...reportTasks,
  ...muhurtaTasks,
  ...muhurtaMarriageTasks,
  ...muhurtaTravelTasks,
  ...muhurtaPeopleTasks,
  ...yogaTasks,
  ...calendarTasks,
  ...eclipseTasks,
  ...namingTasks,
  ...vrataTasks,
  ...prashnaMarksTasks,
  ...pastReadingTasks,
  ...oracleTasks,
  ...jyotishiTasks,
};
