/**
 * Pindayu and nisargayu (BPHS ch. 43; Brihat Jataka ch. 7): each of Sun..Saturn grants its full years at deep
 * exaltation, half at deep debilitation, proportionally between; then the haranas (haranas.ts); the lagna adds
 * its navamsa years; krurodaya comes off the total. Pindayu uses Maya's years (19, 25, 15, 12, 15, 21, 20),
 * nisargayu the natural years (20, 1, 2, 9, 18, 20, 50) in the same procedure.
 */
import { NISARGAYU_YEARS, PINDAYU_YEARS } from '../../tables/strength/ayurdaya-years.ts';
import { CHAKRAPATA } from '../../tables/strength/ayurdaya-haranas.ts';
import { SEVEN_GRAHAS, type SevenGraha } from '../../vocabulary/names.ts';
import { assemble } from './assemble.ts';
import { exaltationYears } from './base-years.ts';
import { applyHaranas, chakrapataSufferers } from './haranas.ts';
import type { GrahaContribution, LongevityInput, NisargayuResult, PindayuResult } from './types.ts';

export const GRAHADATTA_METHOD =
  'years x (360 - arc from deep exaltation) / 360; then the largest one of astangata (1/2, not Venus or Saturn) and ' +
  'shatrukshetra (1/3, compound enemy sign, not Mars); then chakrapata on what remains (whole-sign houses 12..7: ' +
  'malefic 1, 1/2, 1/3, 1/4, 1/5, 1/6, benefic half; only the strongest graha of a house); lagna: navamsas risen ' +
  'from Aries mod 12; krurodaya on the total (malefic in the lagna sign: n/108 of it, half with a benefic aspect on ' +
  'the lagna). Benefics Moon, Mercury, Jupiter, Venus; malefics Sun, Mars, Saturn; Rahu and Ketu not used.';

function grahadattaContributions(
  input: LongevityInput,
  full: Readonly<Record<SevenGraha, number>>,
): GrahaContribution[] {
  const sufferers = chakrapataSufferers(input);
  return SEVEN_GRAHAS.map((g) => {
    const f = input.grahas[g];
    const base = exaltationYears(full[g], g, f.longitude);
    const reduced = applyHaranas(g, input, base.years, { nicha: false, sufferers });
    return {
      graha: g,
      baseYears: base.years,
      arcFromExaltation: base.arcFromExaltation,
      navamsaCount: null,
      dignity: f.dignity,
      house: f.house,
      bharana: null,
      bharanasQualified: [],
      haranas: reduced.haranas,
      years: reduced.years,
    };
  });
}

export function pindayu(chart: LongevityInput): PindayuResult {
  const refs = [...PINDAYU_YEARS.cites, ...CHAKRAPATA.cites];
  const r = assemble(
    'pindayu',
    `Pindayu (Maya's years ${SEVEN_GRAHAS.map((g) => PINDAYU_YEARS.data[g]).join(', ')}): ${GRAHADATTA_METHOD}`,
    chart,
    grahadattaContributions(chart, PINDAYU_YEARS.data),
    refs,
  );
  return { ...r, system: 'pindayu' };
}

export function nisargayu(chart: LongevityInput): NisargayuResult {
  const refs = [...NISARGAYU_YEARS.cites, ...CHAKRAPATA.cites];
  const r = assemble(
    'nisargayu',
    `Nisargayu (natural years ${SEVEN_GRAHAS.map((g) => NISARGAYU_YEARS.data[g]).join(', ')}): ${GRAHADATTA_METHOD}`,
    chart,
    grahadattaContributions(chart, NISARGAYU_YEARS.data),
    refs,
  );
  return { ...r, system: 'nisargayu' };
}
