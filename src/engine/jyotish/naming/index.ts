export { resolveNakshatraName } from './nakshatra-name.ts';
export {
  syllablesAtLongitude,
  syllablesFor,
  type PadaSyllable,
  type Pada,
  type SyllablesQuery,
  type SyllablesResult,
} from './syllables.ts';
