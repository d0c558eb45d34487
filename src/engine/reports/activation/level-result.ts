/** One level's answer in the shape every level returns (tables/activation/levels.ts, LEVEL_CONTRACT). */
import { ACTIVATION_LEVELS, type LevelId } from '../../tables/activation/levels.ts';
import type { Citation } from '../../tables/sources.ts';
import type { FactValue, LevelResult, LevelStatus } from './types.ts';

export function levelResult(
  id: LevelId,
  status: LevelStatus,
  score: number,
  facts: Record<string, FactValue>,
  finding: string,
  extraRefs: readonly Citation[] = [],
): LevelResult {
  const def = ACTIVATION_LEVELS.data[id];
  return { level: def.level, id, name: def.name, status, score, facts, rule: def.rule, finding, refs: [...def.refs, ...extraRefs] };
}

/** A level whose input is missing: no score, and the reason as its finding. */
export const notEvaluated = (id: LevelId, reason: string): LevelResult => levelResult(id, 'not_evaluated', 0, {}, reason);
