// Festival dates against published lists (test/reference/festivals/published.json and its README): central
// government holiday lists, state holiday lists, almanac dates as newspapers print them, temple announcements
// abroad. A date agrees when ours is the same civil date at the listed place; it is explained when one of our
// `alternatives` gives it (another school's rule). Every other difference is listed in DIFFERENCES with the rule
// that decides it; a new difference fails the test, and so does agreement below the floors.
import { beforeAll, describe, expect, test } from 'vitest';
import { EPHE_PATH } from '../../../../test/reference/astro/fixtures.ts';
import published from '../../../../test/reference/festivals/published.json' with { type: 'json' };
import { initEphemeris } from '../../astro/sweph/index.ts';
import { FESTIVALS, MONTHLY, type Region, type Tradition } from '../../tables/festivals/index.ts';
import { festivalYear } from './index.ts';
import type { PlacedFestival } from './types.ts';

interface Row {
  id: string;
  date: string;
  place: string;
  latitude: number;
  longitude: number;
  region: Region;
  tradition?: Tradition;
  kind: string;
  dispute?: boolean;
}

/** Minimum share of published dates we give as our date, and as our date or an alternative's. */
const EXACT_FLOOR = 0.85;
const EXPLAINED_FLOOR = 0.93;

const HOLIDAY_LIST = 'the central holiday list, fixed by committee a year ahead,';
const FIVE_DAY_TABLE =
  "five-day Diwali tables print the eve of Diwali (Choti Diwali) as Naraka Chaturdashi; the abhyanga snana's rule " +
  '(Chaturdashi at arunodaya) gives the next morning';
const BALIPADYAMI =
  'a Karnataka row joining Deepavali with Balipadyami (Kartika Shukla Pratipada), not the Chaturdashi';
const EKADASHI_RULE =
  "the ekadashi engine's Smarta rule (tested against three 2025 almanac pages) keeps the day whose sunrise " +
  'Ekadashi holds, and a kshaya Ekadashi on the day after; this list gives the day Ekadashi begins';
const PURNIMA_A_DAY_EARLY =
  'a 2025 list whose April-July Purnima days fall a day before the vrat day its tithi times give';
const SHIFTED_WEEK = 'one magazine table that puts every day of Diwali week a day earlier than the other sources';

/**
 * Published dates we do not give, each with what our rule read there (key: "id date place"). Tithi and sankranti
 * times are ours, local to the place.
 */
const DIFFERENCES: Record<string, string> = {
  'vishu 2012-04-13 New Delhi': `${HOLIDAY_LIST} gave the Vaisakhi date; the sankranti at 19:19 is past Kerala's limit`,
  'vishu 2013-04-13 New Delhi': `${HOLIDAY_LIST} gave the Vedic day of the sankranti (01:28 on the 14th)`,
  'vishu 2022-04-15 Thiruvananthapuram': 'the Kerala list gives the 15th; the sankranti fell at 08:41 on the 14th',
  'vishu 2024-04-13 Thiruvananthapuram':
    'central offices in Kerala took the Vaisakhi date; the state list has the 14th, as we do',
  'ganesh_chaturthi 2012-08-21 New Delhi': 'source error: Bhadrapada Shukla Chaturthi 2012 fell on 18-19 September',
  'ganesh_chaturthi 2023-08-20 New Delhi': 'source error: the 2023 Chaturthi fell on 18-19 September',
  'ganesh_chaturthi 2023-09-17 Chennai': 'the Tamil Nadu list gives the 17th; the Chaturthi began at 12:39 on the 18th',
  'ganesh_chaturthi 2023-09-18 New Delhi':
    'Chaturthi held the madhyahna of the 18th for 49 minutes and all of the 19th',
  'ganesh_chaturthi 2026-09-15 Mumbai': 'a third-party list; Chaturthi holds the madhyahna of the 14th only',
  'govardhan_puja 2013-11-03 New Delhi': `${HOLIDAY_LIST} took the day after Diwali; Pratipada began 18:19 on the 3rd`,
  'govardhan_puja 2022-10-25 New Delhi': `${HOLIDAY_LIST} took the day after Diwali; Pratipada began 16:18 on the 25th`,
  'govardhan_puja 2026-11-09 New Delhi': `${HOLIDAY_LIST} took the day after Diwali; Pratipada holds the 10th`,
  'govardhan_puja 2025-10-21 New Delhi': SHIFTED_WEEK,
  'bhai_dooj 2025-10-22 New Delhi': SHIFTED_WEEK,
  'naraka_chaturdashi 2025-10-19 New Delhi': SHIFTED_WEEK,
  'mahavir_jayanti 2016-04-20 New Delhi':
    'Trayodashi (03:19 on the 19th to 05:46 on the 20th) holds the sunrise of the 19th only',
  'janmashtami 2016-08-15 Chandigarh':
    'source error: the Punjab row falls nine days before the Ashtami of 24-25 August',
  'diwali 2017-10-18 New Delhi': 'source error: Amavasya ran 00:13 on the 19th to 00:42 on the 20th, not as printed',
  'diwali 2022-10-24 Sydney': "a temple abroad keeping India's date; at Sydney Amavasya began 22:57 on the 24th",
  'naraka_chaturdashi 2018-11-08 Bengaluru': BALIPADYAMI,
  'naraka_chaturdashi 2024-11-02 Bengaluru': BALIPADYAMI,
  'naraka_chaturdashi 2019-10-26 New Delhi': FIVE_DAY_TABLE,
  'naraka_chaturdashi 2021-11-03 New Delhi': FIVE_DAY_TABLE,
  'naraka_chaturdashi 2022-10-23 New Delhi': FIVE_DAY_TABLE,
  'naraka_chaturdashi 2025-10-19 Hyderabad': `Telangana's optional holiday; ${FIVE_DAY_TABLE}`,
  'kartika_purnima 2020-11-29 New Delhi':
    'Purnima began 12:48 on the 29th: that evening is Dev Deepawali; its sunrise is the 30th',
  'sharad_purnima 2021-10-20 Bhubaneswar':
    "Odisha's Kumar Purnima takes the Purnima of the sunrise; Kojagara takes nishita",
  'pongal 2022-01-15 Chennai':
    'one of two 2022 tables (the other has the 14th); the sankranti fell at 14:29, before sunset',
  'pongal 2026-01-15 Chennai':
    'the Tamil Nadu list gives the 15th; the sankranti falls at 15:07 on the 14th, before sunset',
  'onam 2026-08-27 Thiruvananthapuram':
    'Thiruvonam runs 22:51 on the 25th to 00:48 on the 27th: the 26th holds its sunrise',
  'raksha_bandhan 2023-08-11 New Delhi':
    'source error: a 2023 list repeating the 2022 date; the 2023 Purnima fell on 30-31 August',
  'vivah_panchami 2024-12-05 New Delhi':
    'source error: the article prints the Panchami of 5-6 December with the day before it',
  'dattatreya_jayanti 2024-12-15 New Delhi':
    'Swami Samarth calendars keep the Purnima of the sunrise; Datta is born at pradosha',
  'vasant_panchami 2025-02-03 New Delhi':
    'teachers asking for the Bengal date; at Delhi Panchami ended 06:53, before sunrise',
  'holi 2025-03-13 Bengaluru': 'a Karnataka restricted holiday on the day of Holika Dahan',
  'holi 2025-03-15 Bhubaneswar': 'Odisha plays colours the day after Dola Purnima',
  'holi 2026-03-04 Mumbai':
    'a third-party list; at Mumbai the Purnima of 3 March ends (17:07) before seven eighths of the day, so Holika ' +
    'Dahan stays on the 2nd',
  'dussehra 2025-10-01 Bengaluru': 'source error: the Karnataka row joins Mahanavami, Ayudha Puja and Vijayadashami',
  'dussehra 2025-10-03 Hyderabad': 'Telangana gave the 3rd; Dashami held the aparahna of 2 October only',
  'chhath_puja 2025-10-27 Kolkata':
    'Shashthi held all of the 27th from 06:05 and the sunrise of the 28th; the list took the 27th',
  'vijaya_ekadashi 2022-02-26 New Delhi': EKADASHI_RULE,
  'nirjala_ekadashi 2022-06-10 New Delhi': EKADASHI_RULE,
  'papankusha_ekadashi 2024-10-13 New Delhi': EKADASHI_RULE,
  'yogini_ekadashi 2025-06-21 New Delhi': EKADASHI_RULE,
  'kamika_ekadashi 2025-07-20 New Delhi': EKADASHI_RULE,
  'yogini_ekadashi 2026-07-10 New Delhi': `${EKADASHI_RULE} (the list prints both days)`,
  'dev_uthani_ekadashi 2026-11-20 New Delhi': `${EKADASHI_RULE} (the list prints both days)`,
  'pradosha_vrata 2025-02-10 New Delhi': 'Trayodashi holds more of the pradosha of the 9th; another list gives the 9th',
  'purnima 2025-04-11 New Delhi': PURNIMA_A_DAY_EARLY,
  'purnima 2025-06-09 New Delhi': PURNIMA_A_DAY_EARLY,
  'purnima 2025-07-09 New Delhi': PURNIMA_A_DAY_EARLY,
  'pitru_paksha_begins 2025-09-08 New Delhi':
    'one list gives the Pratipada shraddha; three give the Purnima shraddha of the 7th',
  'gudi_padwa 2026-03-20 Mumbai':
    'a third-party list; Pratipada (06:53 on the 19th to 04:52 on the 20th) holds no sunrise',
};

const rows = published as Row[];
const placed = new Map<string, PlacedFestival[]>();

/** The region a row is read in: its own, or the festival's home region when its list does not carry it. */
function regionOf(r: Row): Region {
  if (MONTHLY.some((m) => m.id === r.id)) return r.region;
  const record = FESTIVALS.find((f) => f.id === r.id);
  if (record === undefined) throw new Error(`unknown festival id ${r.id} in published.json`);
  const carried = record.regions.includes('pan_indian') || record.regions.includes(r.region);
  return carried ? r.region : (record.regions[0] ?? 'pan_indian');
}

beforeAll(() => {
  initEphemeris(EPHE_PATH);
  for (const r of rows) {
    const region = regionOf(r);
    const tradition = r.tradition ?? 'smarta';
    const key = `${r.date.slice(0, 4)} ${r.latitude} ${r.longitude} ${region} ${tradition}`;
    if (placed.has(key)) continue;
    const year = Number(r.date.slice(0, 4));
    const cal = festivalYear({ year, latitude: r.latitude, longitude: r.longitude, region, tradition });
    placed.set(key, cal.festivals);
  }
});

function ours(r: Row): PlacedFestival[] {
  const key = `${r.date.slice(0, 4)} ${r.latitude} ${r.longitude} ${regionOf(r)} ${r.tradition ?? 'smarta'}`;
  return (placed.get(key) ?? []).filter((f) => f.id === r.id);
}

describe('festival dates against published lists', () => {
  test('agreement per festival, every difference explained', () => {
    const per = new Map<string, { exact: number; alternative: number; total: number }>();
    const unexplained: string[] = [];
    const explainedSeen = new Set<string>();
    for (const r of rows) {
      const mine = ours(r);
      const s = per.get(r.id) ?? { exact: 0, alternative: 0, total: 0 };
      s.total += 1;
      const key = `${r.id} ${r.date} ${r.place}`;
      if (mine.some((f) => f.date === r.date)) s.exact += 1;
      else if (mine.some((f) => f.alternatives.some((a) => a.date === r.date))) s.alternative += 1;
      else if (key in DIFFERENCES) explainedSeen.add(key);
      else unexplained.push(`${key} (ours ${mine.map((f) => f.date).join(', ') || 'none'})`);
      per.set(r.id, s);
    }
    const lines = [...per].sort(([a], [b]) => a.localeCompare(b));
    for (const [id, s] of lines) {
      console.info(`festival ${id}: ${s.exact}/${s.total} same date, ${s.alternative} by an alternative's rule`);
    }
    const exact = lines.reduce((n, [, s]) => n + s.exact, 0);
    const alternative = lines.reduce((n, [, s]) => n + s.alternative, 0);
    const years = new Set(rows.map((r) => r.date.slice(0, 4)));
    console.info(
      `festivals: ${exact}/${rows.length} published dates agree (${((exact / rows.length) * 100).toFixed(1)}%), ` +
        `${alternative} more by an alternative school's rule; ${per.size} festivals, ${years.size} years`,
    );
    expect(unexplained).toEqual([]);
    // A difference that no longer occurs is taken out of the list, so the list stays what it claims.
    expect(Object.keys(DIFFERENCES).filter((k) => !explainedSeen.has(k))).toEqual([]);
    expect(exact / rows.length).toBeGreaterThanOrEqual(EXACT_FLOOR);
    expect((exact + alternative) / rows.length).toBeGreaterThanOrEqual(EXPLAINED_FLOOR);
    expect(years.size).toBeGreaterThanOrEqual(10);
  });
});
