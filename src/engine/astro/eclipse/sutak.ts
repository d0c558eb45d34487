/**
 * Sutak for one eclipse at one place, by SUTAK_RULE: it applies only when the eclipse is visible there (and never
 * to a penumbral lunar eclipse), starts 4 praharas (solar) or 3 (lunar) before the first contact of the eclipse
 * at the place, and ends with its last contact there.
 */
import { instant } from './instant.ts';
import { SUTAK_RULE, type SutakCount } from './sutak-rule.ts';
import type { Instant, LunarLocal, SolarLocal } from './types.ts';

export type SutakReason = 'visible' | 'not_visible' | 'penumbral';

export interface Sutak extends SutakCount {
  applies: boolean;
  reason: SutakReason;
  /** Null when it does not apply. */
  start: Instant | null;
  end: Instant | null;
  rule: typeof SUTAK_RULE;
}

const HOUR = 1 / 24;

function sutak(count: SutakCount, reason: SutakReason, first: number | null, last: number | null): Sutak {
  const applies = reason === 'visible' && first !== null && last !== null;
  return {
    ...count,
    applies,
    reason,
    start: applies ? instant(first - count.hours * HOUR) : null,
    end: applies ? instant(last) : null,
    rule: SUTAK_RULE,
  };
}

export function solarSutak(local: SolarLocal): Sutak {
  const reason = local.visible === null ? 'not_visible' : 'visible';
  return sutak(SUTAK_RULE.data.solar, reason, local.firstContact?.jdUt ?? null, local.lastContact?.jdUt ?? null);
}

export function lunarSutak(local: LunarLocal): Sutak {
  const reason = local.observedPhase === 'penumbral' ? 'penumbral' : local.visible === null ? 'not_visible' : 'visible';
  const c = local.contacts;
  return sutak(SUTAK_RULE.data.lunar, reason, c.partialStart?.jdUt ?? null, c.partialEnd?.jdUt ?? null);
}
