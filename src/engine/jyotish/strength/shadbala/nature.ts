/**
 * Benefic or malefic, as paksha bala, drik bala and bhava drishti bala read it (tables/strength/shadbala-drishti.ts):
 * Jupiter and Venus benefic; Sun, Mars and Saturn malefic; the Moon by fortnight; Mercury by the company in his sign.
 */
import { norm360 } from '../../../vocabulary/angles.ts';
import { NATURAL_NATURE } from '../../../tables/strength/shadbala-drishti.ts';
import type { Chart } from '../../chart/types.ts';
import { GRAHAS, type Graha, type SevenGraha } from '../../../vocabulary/names.ts';
import type { NatureFact } from './types.ts';

/** Moon - Sun, degrees [0, 360): under 180 the bright fortnight (shukla paksha). */
export function elongation(chart: Chart): number {
  return norm360(chart.grahas.Moon.longitude - chart.grahas.Sun.longitude);
}

export function grahaNatures(chart: Chart): Record<SevenGraha, NatureFact> {
  const waxing = elongation(chart) < 180;
  const moon: NatureFact = waxing
    ? { nature: 'benefic', reason: 'bright fortnight (Moon less than 180 degrees ahead of the Sun)' }
    : { nature: 'malefic', reason: 'dark fortnight (Moon more than 180 degrees ahead of the Sun)' };
  const natureOf = (g: Graha): 'benefic' | 'malefic' | null => {
    if (g === 'Moon') return moon.nature;
    if (g === 'Rahu' || g === 'Ketu') return 'malefic';
    const n = NATURAL_NATURE.data[g];
    return n === 'benefic' || n === 'malefic' ? n : null;
  };
  const sign = chart.grahas.Mercury.signIndex;
  const company = GRAHAS.filter((g) => g !== 'Mercury' && chart.grahas[g].signIndex === sign);
  const malefics = company.filter((g) => natureOf(g) === 'malefic');
  const benefics = company.filter((g) => natureOf(g) === 'benefic');
  const mercury: NatureFact =
    malefics.length > benefics.length
      ? {
          nature: 'malefic',
          reason: `with ${malefics.join(', ')} in ${chart.grahas.Mercury.sign}, malefics outnumbering benefics`,
        }
      : {
          nature: 'benefic',
          reason:
            company.length === 0
              ? 'alone in his sign'
              : `in ${chart.grahas.Mercury.sign} with ${company.join(', ')}, malefics not outnumbering benefics`,
        };
  const fixed = (g: 'Sun' | 'Mars' | 'Jupiter' | 'Venus' | 'Saturn'): NatureFact => ({
    nature: natureOf(g) ?? 'malefic',
    reason: null,
  });
  return {
    Sun: fixed('Sun'),
    Moon: moon,
    Mars: fixed('Mars'),
    Mercury: mercury,
    Jupiter: fixed('Jupiter'),
    Venus: fixed('Venus'),
    Saturn: fixed('Saturn'),
  };
}
