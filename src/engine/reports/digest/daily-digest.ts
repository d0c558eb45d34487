/**
 * The daily digest e-mail: the day's panchanga at the saved place, the Vimshottari periods running now,
 * and the Moon's transit house from the natal Moon. Composed from computed results only; nothing is invented, and
 * the parts that need birth data say so when it is absent.
 */
import { siderealPosition } from '../../astro/positions.ts';
import { computeChart } from '../../jyotish/chart/compute.ts';
import { currentDasha, vimshottari } from '../../jyotish/dasha/vimshottari.ts';
import { panchangaForDay } from '../../jyotish/panchanga/day.ts';
import { SIGNS } from '../../vocabulary/names.ts';

export interface DigestInput {
  /** Local date at the place, YYYY-MM-DD. */
  date: string;
  place: { name?: string | undefined; latitude: number; longitude: number };
  /** Canonical birth fields of the account's profile, if saved. */
  birth: { date: string; time: string; latitude: number; longitude: number } | null;
  /** The instant the dasha and transit are read at (JD UT). */
  nowJdUt: number;
  name: string | null;
}

export interface Digest {
  subject: string;
  text: string;
  facts: {
    tithi: string;
    nakshatra: string;
    sunrise: string | null;
    dasha: string[] | null;
    moonTransitHouse: number | null;
  };
}

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

export function dailyDigest(input: DigestInput): Digest {
  const p = panchangaForDay({
    date: input.date,
    latitude: input.place.latitude,
    longitude: input.place.longitude,
    sunriseRule: 'upper_limb',
    ayanamsa: 'lahiri',
  });
  const { tithi, nakshatra, yoga, karana, vara } = p.limbs;
  const where = input.place.name ?? `${input.place.latitude.toFixed(2)}, ${input.place.longitude.toFixed(2)}`;
  const lines = [
    `Panchanga for ${vara.name}, ${input.date} at ${where}:`,
    `  tithi ${tithi.name} (${tithi.paksha}) until ${tithi.end.iso}`,
    `  nakshatra ${nakshatra.name} until ${nakshatra.end.iso}`,
    `  yoga ${yoga.name}, karana ${karana.name}`,
    `  sunrise ${p.sunrise.time ?? 'none (polar day or night)'}, sunset ${p.sunset.time ?? 'none'}`,
  ];
  let dasha: string[] | null = null;
  let moonTransitHouse: number | null = null;
  if (input.birth === null) {
    lines.push('', 'No birth details are saved in your profile, so no dasha or transit is given.');
  } else {
    const chart = computeChart(input.birth);
    const periods = currentDasha(vimshottari(chart.grahas.Moon.longitude, chart.moment.jdUt), input.nowJdUt, 3);
    dasha = periods.map((x) => x.lord);
    const moonNow = Math.floor(siderealPosition(input.nowJdUt, 'Moon').longitude / 30);
    moonTransitHouse = ((moonNow - chart.grahas.Moon.signIndex + 12) % 12) + 1;
    lines.push(
      '',
      `Vimshottari periods now: ${dasha.join(' / ')} (maha / antar / pratyantar).`,
      `The Moon transits ${SIGNS[moonNow]}, the ${ordinal(moonTransitHouse)} house from your natal Moon in ` +
        `${chart.grahas.Moon.sign}.`,
    );
  }
  lines.push(
    '',
    'Computed with Lahiri ayanamsa; sunrise by the upper limb with refraction. Manage these e-mails in your ' +
      'notification preferences.',
  );
  return {
    subject: `${vara.name} ${input.date}: ${tithi.name}, ${nakshatra.name}`,
    text: `${input.name === null ? 'Namaste' : `Namaste ${input.name}`},\n\n${lines.join('\n')}\n`,
    facts: { tithi: tithi.name, nakshatra: nakshatra.name, sunrise: p.sunrise.iso, dasha, moonTransitHouse },
  };
}
