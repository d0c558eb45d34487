/**
 * Jaimini readings of a chart: chara karakas, karakamsa, arudha padas with the upapada, graha padas and chara
 * dasha. Conventions are named in `method`; the chara dasha carries its own.
 */
import { ARUDHA_RULE } from '../../tables/jaimini/arudha.ts';
import { CHARA_DASHA } from '../../tables/jaimini/chara-dasha.ts';
import { CHARA_KARAKAS } from '../../tables/jaimini/chara-karakas.ts';
import { CO_LORDS } from '../../tables/jaimini/co-lords.ts';
import type { Chart } from '../chart/types.ts';
import { arudhaPadas, grahaPadas } from './arudha.ts';
import { charaDasha, type CharaDashaOptions } from './chara-dasha.ts';
import { jaiminiFacts } from './facts.ts';
import { charaKarakas, DEFAULT_TIE_ARCSEC, karakamsa } from './karakas.ts';
import type { JaiminiFacts, JaiminiResult, KarakaScheme } from './types.ts';

export interface JaiminiOptions extends CharaDashaOptions {
  /** 8 (with Rahu, default) or 7 chara karakas. */
  karakaScheme?: KarakaScheme;
  /** Karakas closer than this (arc-seconds) are reported as ties; default 60. */
  tieThresholdArcsec?: number;
}

export function jaiminiMethod(scheme: KarakaScheme): string {
  return (
    `Jaimini as in P.V.R. Narasimha Rao's "Vedic Astrology: An Integrated Approach" and Sanjay Rath: ${scheme} ` +
    `chara karakas ` +
    (`(${scheme === 8 ? 'with Rahu at 30 - degree' : 'without Rahu; no Pitrikaraka'}), ranked by degrees in the ` +
      `sign; karakamsa = `) +
    'navamsa sign of the Atmakaraka; arudha padas counted zodiacally, a pada in the house or the 7th from it ' +
    'moves to the ' +
    '10th from there; graha padas counted from the graha to each sign it owns (Rahu Aquarius, Ketu Scorpio); the ' +
    'lord of ' +
    "Scorpio/Aquarius by K.N. Rao's rule (one co-lord in the sign: the other; both outside: more grahas with it, " +
    'then more ' +
    'degrees); chara dasha after K.N. Rao (see charaDasha.method).'
  );
}

export function jaiminiFromFacts(facts: JaiminiFacts, birthJdUt: number, options: JaiminiOptions = {}): JaiminiResult {
  const scheme = options.karakaScheme ?? 8;
  const karakas = charaKarakas(facts, scheme, options.tieThresholdArcsec ?? DEFAULT_TIE_ARCSEC);
  const padas = arudhaPadas(facts);
  const upapada = padas[11];
  if (!upapada) throw new Error('arudha padas: twelve expected');
  const notes = karakas.ties.map(
    (t) =>
      `${t.grahas[0]} and ${t.grahas[1]} are within ${t.differenceArcsec.toFixed(1)}" of each other: their ` +
      `karakas may swap with a small change of birth time`,
  );
  return {
    method: jaiminiMethod(scheme),
    charaKarakas: karakas,
    karakamsa: karakamsa(facts, karakas),
    arudhaPadas: padas,
    upapada,
    grahaPadas: grahaPadas(facts),
    charaDasha: charaDasha(facts, birthJdUt, options),
    notes,
    refs: [...CHARA_KARAKAS.cites, ...ARUDHA_RULE.cites, ...CO_LORDS.cites, ...CHARA_DASHA.cites],
  };
}

export function jaimini(chart: Chart, options: JaiminiOptions = {}): JaiminiResult {
  return jaiminiFromFacts(jaiminiFacts(chart), chart.moment.jdUt, options);
}
