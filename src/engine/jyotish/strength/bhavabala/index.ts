/** Bhavabala: the strength of the twelve Sripati bhavas, built on a shadbala result. */
export { bhavabala, bhavaBand, BHAVA_BANDS_RUPAS, BHAVABALA_CONVENTIONS, BHAVABALA_METHOD } from './bhavabala.ts';
export type * from './types.ts';
