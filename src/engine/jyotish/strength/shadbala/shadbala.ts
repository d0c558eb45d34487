/**
 * Shadbala of the seven grahas from a chart, by BPHS ch. 27 as B. V. Raman lays it out in "Graha and Bhava Balas":
 * sthana, dig, kala, cheshta, naisargika and drik bala in virupas, their total in virupas and rupas, the required
 * minimum, the ratio and rank, and the ishta and kashta phalas. Beyond the chart it costs one houses call (Sripati
 * bhavas and the MC) and, for a night birth, one to four sunrise/sunset searches; the rest is arithmetic.
 */
import { at } from '../../../errors.ts';
import { norm360 } from '../../../vocabulary/angles.ts';
import type { Citation } from '../../../tables/sources.ts';
import { DIG_BALA_POWERLESS_HOUSE } from '../../../tables/strength/shadbala-dig.ts';
import {
  DRISHTI_CURVE,
  DRISHTI_WEIGHT,
  NATURAL_NATURE,
  SPECIAL_DRISHTI,
} from '../../../tables/strength/shadbala-drishti.ts';
import {
  AHARGANA,
  AYANA,
  LORD_VIRUPAS,
  NATHONNATA,
  PAKSHA,
  TRIBHAGA,
  YUDDHA,
} from '../../../tables/strength/shadbala-kala.ts';
import { NAISARGIKA_BALA, REQUIRED_SHADBALA } from '../../../tables/strength/shadbala-naisargika.ts';
import { DREKKANA_BALA, KENDRADI, OJAYUGMA, SAPTAVARGA_VIRUPAS } from '../../../tables/strength/shadbala-sthana.ts';
import { raman, bphs } from '../../../tables/strength/shadbala-cites.ts';
import type { Chart } from '../../chart/types.ts';
import { SEVEN_GRAHAS, type SevenGraha } from '../../../vocabulary/names.ts';
import { sripatiBhavas } from './bhavas.ts';
import { starGrahaCheshta } from './cheshta.ts';
import { timeFacts } from './day.ts';
import { digBala } from './dig.ts';
import { drikBala } from './drik.ts';
import { ayanaBala, ayanaSingle, lordBalas, nathonnataBala, pakshaBala, tribhagaBala } from './kala.ts';
import { elongation, grahaNatures } from './nature.ts';
import { kranti, meanObliquity, sunHourAngle } from './sky.ts';
import { sthanaBala } from './sthana.ts';
import type { CheshtaFacts, GrahaShadbala, KalaBala, ShadbalaResult } from './types.ts';
import { findWars, yuddhaBala } from './yuddha.ts';

export const SHADBALA_METHOD =
  'BPHS ch. 27 as laid out in B. V. Raman, Graha and Bhava Balas: sthana (uchcha, ' +
  'saptavargaja over D1 D2 D3 D7 D9 D12 D30, ojayugma, kendradi, drekkana), dig (from Sripati bhava madhyas), kala ' +
  '(nathonnata, paksha, tribhaga, abda, masa, vara, hora, ayana, yuddha), cheshta (cheshta kendra from mean and true ' +
  'longitudes), naisargika and drik (sphuta drishti, benefic minus malefic, one quarter); virupas, 60 to a rupa.';

export const SHADBALA_CONVENTIONS: Record<string, string> = {
  saptavargaja:
    'standing towards the varga sign lord: own 30, else the compound relationship (temporary part from ' +
    'the rashi chart) 22.5/15/7.5/3.75/1.875; moolatrikona 45 in the rashi chart only (by degree), counted as own ' +
    'in the other vargas; D2 is the Parashari hora (other practice: moolatrikona by whole sign; BPHS printings with ' +
    '20/15/10/4/2 for the friendly..inimical steps)',
  kendradi: 'whole-sign houses from the lagna (other practice: Sripati bhavas)',
  dig:
    'arc to the powerless Sripati bhava madhya (4th for Sun and Mars, 7th for Jupiter and Mercury, 10th for ' +
    'Moon and Venus, 1st for Saturn) / 3',
  nathonnata: "from the Sun's true hour angle (apparent solar time), 60 x (1 - |H| / 180) for Sun, Jupiter, Venus",
  paksha: 'benefics x / 3, malefics 60 - x / 3 (x = Moon - Sun folded to 0-180); the Moon always x / 3, doubled',
  benefics: 'Jupiter, Venus, Moon in the bright fortnight, Mercury unless malefics outnumber benefics in his sign',
  tribhaga: "thirds of sunrise-sunset and sunset-sunrise by the chart's sunrise rule; Jupiter always 60",
  abda_masa:
    'ahargana from the Surya Siddhanta creation epoch (714,402,296,627 days to the Kali yuga), days elapsed ' +
    'at the start of the Vedic day of birth; year lord = weekday lord of day 360 x floor(A / 360), month lord of ' +
    'day 30 x floor(A / 30)',
  hora: 'equal hours of 60 minutes from the sunrise of the Vedic day, Chaldean order from the weekday lord',
  ayana:
    '(24 +/- kranti) x 60 / 48, kranti = declination of the tropical ecliptic point (latitude neglected, mean ' +
    "obliquity of date); Sun doubled (Raman's tables take the kranti with the Surya Siddhanta's 24 degrees, up to " +
    '1.2 virupas apart; Maitreya scales by the obliquity instead of 24)',
  yuddha:
    'Mars..Saturn within 1 degree; strength difference (sthana through hora) / disc-diameter difference to ' +
    'the victor, taken from the vanquished, inside kala bala',
  cheshta:
    "Raman's cheshta kendra with modern mean longitudes (Simon et al. 1994; Raman's own tables differ, most " +
    'for Mercury); Sun = its ayana bala, Moon = its paksha bala, both undoubled (some count none for them)',
  drik:
    'BPHS drishti curve, special aspects of Mars +15, Jupiter +30, Saturn +45 over their arcs, each aspect ' +
    'capped at 60; (benefic - malefic) / 4; nodes left out (BPHS ch. 26 also gives separate special curves)',
  required:
    'Sun 390, Moon 360, Mars 300, Mercury 420, Jupiter 390, Venus 330, Saturn 300 virupas (Raman; some ' +
    'BPHS printings give the Sun 300)',
  ishta_kashta: 'ishta = sqrt(uchcha x cheshta), kashta = sqrt((60 - uchcha) x (60 - cheshta))',
  rank: 'by ratio of total to required minimum',
};

/** The citations behind every table used, once each. */
function tableCites(): Citation[] {
  const all = [
    OJAYUGMA,
    KENDRADI,
    DREKKANA_BALA,
    SAPTAVARGA_VIRUPAS,
    DIG_BALA_POWERLESS_HOUSE,
    NATHONNATA,
    PAKSHA,
    TRIBHAGA,
    LORD_VIRUPAS,
    AHARGANA,
    AYANA,
    YUDDHA,
    NAISARGIKA_BALA,
    REQUIRED_SHADBALA,
    DRISHTI_CURVE,
    SPECIAL_DRISHTI,
    NATURAL_NATURE,
    DRISHTI_WEIGHT,
  ].flatMap((t) => t.cites);
  const extra = [bphs(27, null, 'ishta and kashta phala'), raman('VI Chesta Bala'), raman('X Ishta and Kashta Phalas')];
  const seen = new Set<string>();
  return [...all, ...extra].filter((c) => {
    const k = JSON.stringify(c);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const REFS: readonly Citation[] = tableCites();

function kalaTotal(k: Omit<KalaBala, 'total'>): number {
  return k.nathonnata + k.paksha + k.tribhaga + k.abda + k.masa + k.vara + k.hora + k.ayana + k.yuddha;
}

export function shadbala(chart: Chart): ShadbalaResult {
  const jd = chart.moment.jdUt;
  const bhavas = sripatiBhavas(chart);
  const eps = meanObliquity(jd);
  const tropical = (sidereal: number) => norm360(sidereal + chart.ayanamsaDegrees);
  const hourAngle = sunHourAngle(
    tropical(at(bhavas.madhya, 9, 'bhava madhya')),
    tropical(chart.grahas.Sun.longitude),
    eps,
  );
  const { facts: time, warnings } = timeFacts(chart, hourAngle);
  const natures = grahaNatures(chart);
  const elong = elongation(chart);

  const longitude = Object.fromEntries(SEVEN_GRAHAS.map((g) => [g, chart.grahas[g].longitude])) as Record<
    SevenGraha,
    number
  >;
  const parts = SEVEN_GRAHAS.map((g) => {
    const k = kranti(tropical(longitude[g]), eps);
    const sthana = sthanaBala(chart, g);
    const dig = digBala(g, longitude[g], bhavas);
    const lords = lordBalas(g, time);
    const kala = {
      nathonnata: nathonnataBala(g, hourAngle),
      paksha: pakshaBala(g, elong, natures[g].nature),
      tribhaga: tribhagaBala(g, time),
      ...lords,
      ayana: ayanaBala(g, k),
      yuddha: 0,
    };
    const star = starGrahaCheshta(g, tropical(longitude[g]), jd);
    const luminary: { virupas: number; facts: CheshtaFacts } =
      g === 'Sun'
        ? {
            virupas: ayanaSingle('Sun', k),
            facts: { rule: 'ayana_bala', meanLongitude: null, seeghrochcha: null, kendra: null },
          }
        : {
            virupas: pakshaBala('Moon', elong, 'benefic') / PAKSHA.data.moonMultiplier,
            facts: { rule: 'paksha_bala', meanLongitude: null, seeghrochcha: null, kendra: null },
          };
    const cheshta = star ?? luminary;
    const drik = drikBala(chart, g, natures);
    const toHora =
      sthana.total +
      dig +
      kala.nathonnata +
      kala.paksha +
      kala.tribhaga +
      kala.abda +
      kala.masa +
      kala.vara +
      kala.hora;
    return { g, k, sthana, dig, kala, cheshta, drik, toHora };
  });

  const toHora = Object.fromEntries(parts.map((p) => [p.g, p.toHora])) as Record<SevenGraha, number>;
  const wars = findWars(longitude, toHora);

  const rows = parts.map((p): Omit<GrahaShadbala, 'rank'> => {
    const kalaParts = { ...p.kala, yuddha: yuddhaBala(p.g, wars) };
    const kala: KalaBala = { ...kalaParts, total: kalaTotal(kalaParts) };
    const naisargika = NAISARGIKA_BALA.data[p.g];
    const total = p.sthana.total + p.dig + kala.total + p.cheshta.virupas + naisargika + p.drik.drik;
    const required = REQUIRED_SHADBALA.data[p.g];
    const u = p.sthana.uchcha;
    const c = p.cheshta.virupas;
    return {
      graha: p.g,
      sthana: p.sthana,
      dig: p.dig,
      kala,
      cheshta: c,
      cheshtaFacts: p.cheshta.facts,
      naisargika,
      drik: p.drik.drik,
      drishtiReceived: p.drik.received,
      totalVirupas: total,
      totalRupas: total / 60,
      requiredVirupas: required,
      requiredRupas: required / 60,
      ratio: total / required,
      meetsRequirement: total >= required,
      ishtaPhala: Math.sqrt(u * c),
      kashtaPhala: Math.sqrt(Math.max(0, (60 - u) * (60 - c))),
      kranti: p.k,
      nature: natures[p.g].nature,
    };
  });

  const strongestFirst = [...rows].sort((a, b) => b.ratio - a.ratio).map((r) => r.graha);
  const grahas = Object.fromEntries(
    rows.map((r) => [r.graha, { ...r, rank: strongestFirst.indexOf(r.graha) + 1 }]),
  ) as Record<SevenGraha, GrahaShadbala>;

  return {
    method: SHADBALA_METHOD,
    conventions: SHADBALA_CONVENTIONS,
    grahas,
    strongestFirst,
    time,
    natures,
    wars,
    bhavas,
    refs: [...REFS],
    warnings,
  };
}
