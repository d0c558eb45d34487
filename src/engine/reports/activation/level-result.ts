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
  // The table's own list when nothing is added: one array per level for every report (the HTTP layer memoises on it).
  return {
    level: def.level,
    id,
    name: def.name,
    status,
    score,
    facts,
    rule: def.rule,
    finding,
    refs: extraRefs.length === 0 ? def.refs : [...def.refs, ...extraRefs],
  };
}

/** A level whose input is missing: no score, and the reason as its finding. */
export const notEvaluated = (id: LevelId, reason: string): LevelResult =>
  levelResult(id, 'not_evaluated', 0, {}, reason);
