export { ashtakavarga, ASHTAKAVARGA_METHOD, type AshtakavargaOptions } from './ashtakavarga.ts';
export { bhinna, type BeneficRows } from './bhinna.ts';
export { trikonaShodhana, ekadhipatyaShodhana } from './shodhana.ts';
export { pinda, type PindaOptions } from './pinda.ts';
export type * from './types.ts';
