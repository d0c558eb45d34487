/** Jaimini: chara karakas, karakamsa, arudha padas, upapada, graha padas, chara dasha. */
export { arudhaPadas, grahaPadas, padaOf } from './arudha.ts';
export { CHARA_DASHA_METHOD, charaDasha, type CharaDashaOptions } from './chara-dasha.ts';
export { lordOfSign } from './co-lord.ts';
export { jaiminiFacts } from './facts.ts';
export { jaimini, jaiminiFromFacts, jaiminiMethod, type JaiminiOptions } from './jaimini.ts';
export { charaKarakas, DEFAULT_TIE_ARCSEC, karakamsa } from './karakas.ts';
export type * from './types.ts';
