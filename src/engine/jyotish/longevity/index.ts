export { ayurdaya, selectSystem, type AyurdayaOptions } from './ayurdaya.ts';
export { pindayu, nisargayu, GRAHADATTA_METHOD } from './pindayu.ts';
export { amsayu, bharanasOf, AMSAYU_METHOD } from './amsayu.ts';
export { AYU_DISCLAIMER, BAND_RULE, bandOf } from './band.ts';
export { exaltationYears, navamsaCount, deepExaltation } from './base-years.ts';
export type * from './types.ts';
