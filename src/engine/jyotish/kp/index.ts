/** KP (Krishnamurti Paddhati): sub lords, Placidus bhavas, significators, ruling planets. */
export { bhavaOf } from './bhava.ts';
export { KP_METHOD, kpChart } from './chart.ts';
export { rulingPlanets, type RulingPlanets, type RulingPlanetsOptions } from './ruling-planets.ts';
export { grahaSignifications, houseSignificators, nodeAgency, type SignificatorInput } from './significators.ts';
export { kpHoraryNumber, kpLords, kpSubTable, type KpLords, type KpSub } from './subs.ts';
export type * from './types.ts';
