/**
 * POST /api/v2/muhurta-finder with format "ics": the finder's answer as an iCalendar feed (RFC 5545), one timed event
 * per window in which every rule of the act holds, its day's band and the rules in favour in the description. The
 * same scan as the JSON answer (its task builds the result; this only writes it as events).
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import { Type } from '@sinclair/typebox';
import { KARMA_RULES } from '../../engine/tables/muhurta/karma-rules.ts';
import type { Karma } from '../../engine/tables/muhurta/keys.ts';
import { parseOffset } from '../../engine/astro/offset.ts';
import { defineTask } from '../task.ts';
import { muhurtaTasks, type FinderBody } from './muhurta.ts';

const IcsText = Type.Object({ ics: Type.String() }, { additionalProperties: false });

/** A local ISO 8601 time with its offset (old local mean time offsets carry seconds, which Date.parse refuses). */
function instantOf(iso: string): Date {
  return new Date(Date.parse(`${iso.slice(0, 19)}Z`) - parseOffset(iso.slice(19)) * 1000);
}
const DAY_MS = 86_400_000;

export const muhurtaIcsTasks = {
  muhurtaFinderIcs: defineTask(IcsText, (input: { body: FinderBody; now: number }) => {
    const r = muhurtaTasks.muhurtaFinder.run(input);
    const karma: Karma = input.body.karma ?? 'general';
    const label = KARMA_RULES[karma].label;
    const act = label.charAt(0).toUpperCase() + label.slice(1);
    const place = `${input.body.latitude ?? 28.6139},${input.body.longitude ?? 77.209}`;
    const cal = ical({
      name: `Muhurta: ${act}`,
      prodId: { company: 'vedic-computation-service', product: 'muhurta-finder', language: 'EN' },
      method: ICalCalendarMethod.PUBLISH,
    });
    const stamp = new Date(Math.floor(input.now / DAY_MS) * DAY_MS);
    for (const day of r.results) {
      for (const w of day.windows) {
        const favours = w.rules.map((x) => `- ${x.text}`);
        cal.createEvent({
          id: `muhurta.${karma}.${w.start}.${place}@vedic-computation-service`,
          start: instantOf(w.start),
          end: instantOf(w.end),
          stamp,
          summary: `${act}: ${day.quality} day`,
          description: [
            `${w.paksha} ${w.tithi}, ${w.nakshatra}, ${w.yoga} yoga, ${w.karana} karana (${w.minutes} minutes).`,
            ...(favours.length === 0 ? [] : ['In favour:', ...favours]),
            ...(day.issues.length === 0 ? [] : ['Against, elsewhere in the day:', ...day.issues.map((t) => `- ${t}`)]),
            r.quality_rule.text,
          ].join('\n'),
        });
      }
    }
    return { ics: cal.toString() };
  }),
};
