/**
 * Ashtakoota (guna milan, 36 points) from the bride's and the groom's Moons: the eight kootas, the exceptions that
 * cancel the nadi, bhakoot and gana doshas (each restoring its koota's points), the raw score, the score after the
 * exceptions, and the service's verdict band.
 */
import { GANA_POINTS } from '../../tables/matching/points.ts';
import { ASHTAKOOTA_BANDS, type AshtakootaVerdict } from '../../tables/matching/verdicts.ts';
import type { Citation } from '../../tables/sources.ts';
import { EXCEPTION_REFS, exceptionsFor } from './exceptions.ts';
import { bhakoot, gana, grahaMaitri, nadi, tara, varna, vashya, yoni } from './kootas.ts';
import type { MatchMoon } from './moon.ts';
import type { AppliedException, DoshaState, KootaScore, MatchOptions } from './types.ts';

export interface AshtakootaResult {
  kootas: KootaScore[];
  /** Sum of the kootas before any exception. */
  rawTotal: number;
  /** Sum after the exceptions that hold. */
  total: number;
  max: 36;
  exceptions: AppliedException[];
  doshas: { nadi: DoshaState; bhakoot: DoshaState; gana: DoshaState };
  verdict: AshtakootaVerdict;
  method: string;
  refs: Citation[];
}

export function ashtakootaMethod(options: MatchOptions): string {
  return (
    'Ashtakoota from the two Moons (sign, nakshatra, pada by sidereal longitude): varna 1, vashya 2 (Sagittarius ' +
    'and Capricorn split at 15 degrees), ' +
    (options.taraCount === 'bride_to_groom'
      ? "tara 3 (counted from the bride's star to the groom's only: 3 when good), "
      : 'tara 3 (counted both ways, 1.5 for each good tara; option tara_count=bride_to_groom counts one way), ') +
    'yoni 4, graha maitri 5 (natural friendship of the Moon-sign lords), ' +
    (`gana 6 (groom by bride; a deva groom with a rakshasa bride ${GANA_POINTS.data.Deva.Rakshasa}, a rakshasa ` +
      `groom with a deva bride ${GANA_POINTS.data.Rakshasa.Deva}: `) +
    'printed tables differ here, some giving the deva groom with a rakshasa bride 0), bhakoot 7, nadi 8. ' +
    'Exceptions: nadi cancelled for one sign with different nakshatras or one nakshatra with different padas; ' +
    'bhakoot cancelled for one lord ' +
    (options.bhakootException === 'same_or_friendly_lords'
      ? 'or mutually friendly lords (option bhakoot_exception=same_or_friendly_lords); '
      : '(default; option bhakoot_exception=same_or_friendly_lords adds mutually friendly lords, which texts give ' +
        'differently); ') +
    'gana cancelled when the Moon-sign lords are one graha or mutual friends. A cancelled dosha restores its ' +
    "koota's full points in `total`; `raw_total` keeps the score before. " +
    "Verdict bands are the service's own: 32+ excellent, 24+ good, 18+ average, below 18 not recommended."
  );
}

export function ashtakoota(bride: MatchMoon, groom: MatchMoon, options: MatchOptions = {}): AshtakootaResult {
  const kootas = [
    varna(bride, groom),
    vashya(bride, groom),
    tara(bride, groom, options),
    yoni(bride, groom),
    grahaMaitri(bride, groom),
    gana(bride, groom),
    bhakoot(bride, groom),
    nadi(bride, groom),
  ];
  const exceptions: AppliedException[] = [];
  const doshas = { nadi: 'absent', bhakoot: 'absent', gana: 'absent' } as AshtakootaResult['doshas'];
  for (const k of kootas) {
    const held = exceptionsFor(k, bride, groom, options);
    if (k.koota === 'nadi' || k.koota === 'bhakoot' || k.koota === 'gana') {
      doshas[k.koota] = !k.dosha ? 'absent' : held.length > 0 ? 'cancelled' : 'present';
      const first = held[0];
      if (first !== undefined) {
        exceptions.push({
          id: first.id,
          koota: k.koota,
          rule: held.map((h) => h.rule).join('; '),
          pointsBefore: k.points,
          pointsAfter: k.max,
          refs: EXCEPTION_REFS[k.koota],
        });
      }
    }
  }
  const rawTotal = kootas.reduce((s, k) => s + k.points, 0);
  const total = rawTotal + exceptions.reduce((s, e) => s + e.pointsAfter - e.pointsBefore, 0);
  const band =
    ASHTAKOOTA_BANDS.data.find((b) => total >= b.from) ?? ASHTAKOOTA_BANDS.data[ASHTAKOOTA_BANDS.data.length - 1];
  const refs = [
    ...new Set<Citation>([
      ...kootas.flatMap((k) => k.refs),
      ...exceptions.flatMap((e) => e.refs),
      ...ASHTAKOOTA_BANDS.cites,
    ]),
  ];
  return {
    kootas,
    rawTotal,
    total,
    max: 36,
    exceptions,
    doshas,
    verdict: band?.verdict ?? 'not_recommended',
    method: ashtakootaMethod(options),
    refs,
  };
}
