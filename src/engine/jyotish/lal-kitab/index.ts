export { LAL_KITAB_METHOD, lalKitab } from './lal-kitab.ts';
export { REMEDIES_NOTE } from './remedies.ts';
export type {
  DebtTriggers,
  LalKitabDebt,
  LalKitabDebtAlternate,
  LalKitabGraha,
  LalKitabHouse,
  LalKitabInput,
  LalKitabRemedy,
  LalKitabResult,
} from './types.ts';
