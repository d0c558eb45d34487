export {
  lifeContext,
  LIFE_CONTEXT_METHOD,
  MAX_AGE,
  type AreaContext,
  type LifeContext,
  type LifeContextInput,
} from './life-context.ts';
export {
  LIFE_CONTEXT_AREAS,
  type Gender,
  type LifeContextArea,
  type Relevance,
} from '../../tables/life-context/area-bands.ts';
export { findIndianRegion, INDIAN_REGIONS, type IndianRegion } from '../../tables/life-context/indian-states.ts';
