/**
 * Every compute task by name: the route modules' task tables merged. Only the compute thread (worker.ts) and the
 * in-process adapter import this; route handlers name a task and send its input (port.ts).
 */
import { annualTasks } from './tasks/annual.ts';
import { chartTasks } from './tasks/charts.ts';
import { chartImageTasks } from './tasks/chart-image.ts';
import { strengthTasks } from './tasks/strengths.ts';
import { kpJaiminiTasks } from './tasks/kp-jaimini.ts';
import { horoscopeTasks } from './tasks/horoscope.ts';
import { lalKitabTasks } from './tasks/lal-kitab.ts';
import { narrativeTasks } from './tasks/narrative.ts';
import { readingTasks } from './tasks/readings.ts';
import { rectificationTasks } from './tasks/rectification.ts';
import { sensitivityTasks } from './tasks/sensitivity.ts';
import { ephemerisTasks } from './tasks/ephemeris.ts';
import { panchangaRangeTasks } from './tasks/panchanga-range.ts';
import { dashaTasks } from './tasks/dasha.ts';
import { doshaTasks } from './tasks/doshas.ts';
import { matchingTasks } from './tasks/matching.ts';
import { marriageTimingTasks } from './tasks/marriage-timing.ts';
import { prashnaTasks } from './tasks/prashna-marriage.ts';
import { reportTasks } from './tasks/reports.ts';
import { muhurtaTasks } from './tasks/muhurta.ts';
import { muhurtaMarriageTasks } from './tasks/muhurta-marriage.ts';
import { muhurtaTravelTasks } from './tasks/muhurta-travel.ts';
import { muhurtaPeopleTasks } from './tasks/muhurta-people.ts';
import { yogaTasks } from './tasks/yogas.ts';
import { calendarTasks } from './tasks/calendar.ts';
import { eclipseTasks } from './tasks/eclipses.ts';
import { namingTasks } from './tasks/naming.ts';
import { vrataTasks } from './tasks/vrata.ts';
import { festivalTasks } from './tasks/festivals.ts';
import { calendarFeedTasks } from './tasks/calendar-feed.ts';
import { muhurtaIcsTasks } from './tasks/muhurta-ics.ts';
import { oracleTasks } from './tasks/oracle.ts';
import { jyotishiTasks } from './tasks/jyotishi.ts';
import { serviceTasks } from './service-tasks.ts';
import { prashnaMarksTasks } from './tasks/prashna-marks.ts';
import { pastReadingTasks } from './tasks/past-reading.ts';

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
  ...sensitivityTasks,
  ...ephemerisTasks,
  ...panchangaRangeTasks,
  ...horoscopeTasks,
  ...dashaTasks,
  ...doshaTasks,
  ...matchingTasks,
  ...marriageTimingTasks,
  ...prashnaTasks,
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
  ...festivalTasks,
  ...calendarFeedTasks,
  ...muhurtaIcsTasks,
  ...prashnaMarksTasks,
  ...pastReadingTasks,
  ...oracleTasks,
  ...jyotishiTasks,
};
