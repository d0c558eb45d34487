export { NARRATIVE_METHOD, phaladeepikaNarrative, verdictOf } from './narrative.ts';
export type {
  Finding,
  NarrativeChart,
  NarrativeSection,
  NarrativeSentence,
  PhaladeepikaNarrative,
  ScoreTerm,
  SentenceFacts,
  SentenceRule,
  Verdict,
} from './types.ts';
