/** Shadbala: the six-fold strength of the seven grahas (shadbala.ts), and the pieces bhavabala reuses. */
export { shadbala, SHADBALA_CONVENTIONS, SHADBALA_METHOD } from './shadbala.ts';
export { drishtiValue } from './drishti.ts';
export type * from './types.ts';
