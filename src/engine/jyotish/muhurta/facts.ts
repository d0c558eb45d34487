/** What the rules read of one segment of the timeline, by name (vocabulary/names.ts spellings). */
import { tithiNumber, type TithiNumber, type WeekdayName } from '../../tables/muhurta/keys.ts';
import {
  karanaName,
  NAKSHATRAS,
  signAt,
  tithiName,
  WEEKDAYS,
  YOGAS,
  type Karana,
  type Nakshatra,
  type Sign,
  type Yoga,
} from '../../vocabulary/names.ts';
import type { LunarMonthValue } from '../panchanga/lunar-month.ts';
import type { LimbSegment, LimbTimeline, Segment } from './timeline.ts';

export interface SegmentFacts {
  /** The segment's span, JD UT. */
  start: number;
  end: number;
  tithiIndex: number;
  tithi: string;
  tithiNumber: TithiNumber;
  shukla: boolean;
  nakshatraIndex: number;
  nakshatra: Nakshatra;
  yoga: Yoga;
  karana: Karana;
  weekday: WeekdayName;
  moonSignIndex: number;
  moonSign: Sign;
  sunSign: Sign;
  sunNakshatraIndex: number;
  lagna: Sign | null;
  lagnaIndex: number | null;
  month: LunarMonthValue;
  /**
   * Known once the segment is cut at its day's sunset and Rahu kalam (daily-marks.ts); only the daily windows read
   * them.
   */
  night?: boolean;
  rahuKalam?: boolean;
}

export function factsOf(s: LimbSegment | Segment, t: LimbTimeline): SegmentFacts {
  const f: SegmentFacts = {
    start: s.start,
    end: s.end,
    tithiIndex: s.tithi,
    tithi: tithiName(s.tithi),
    tithiNumber: tithiNumber(s.tithi),
    shukla: s.tithi < 15,
    nakshatraIndex: s.nakshatra,
    nakshatra: NAKSHATRAS[s.nakshatra]!,
    yoga: YOGAS[s.yoga]!,
    karana: karanaName(s.karana),
    weekday: WEEKDAYS[t.days[s.day]!.weekday]!.name,
    moonSignIndex: s.moonSign,
    moonSign: signAt(s.moonSign),
    sunSign: signAt(s.sunSign),
    sunNakshatraIndex: s.sunNakshatra,
    lagna: s.lagna === null ? null : signAt(s.lagna),
    lagnaIndex: s.lagna,
    month: t.months[s.month]!.amanta,
  };
  // Only a segment cut at its marks knows them; they come after the other fields.
  if ('night' in s) {
    f.night = s.night;
    f.rahuKalam = s.rahuKalam;
  }
  return f;
}
