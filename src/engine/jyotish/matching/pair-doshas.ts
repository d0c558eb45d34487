/**
 * Nadi and Bhakoot dosha between two Moons, as the dosha catalogue reports them: present, absent or cancelled with
 * the exception that holds. One implementation: the koota score and the catalogue both read these.
 */
import { bhakootExceptions, nadiExceptions } from './exceptions.ts';
import { bhakoot, nadi } from './kootas.ts';
import type { MoonPlace } from './moon.ts';
import type { DoshaState, MatchOptions } from './types.ts';

export interface PairDosha {
  state: DoshaState;
  /** The koota's one-line reason (nadis or sign distance). */
  explanation: string;
  /** The exceptions that hold (only when cancelled). */
  cancellation: string[];
}

function judge(dosha: boolean, explanation: string, held: { rule: string }[]): PairDosha {
  if (!dosha) return { state: 'absent', explanation, cancellation: [] };
  return held.length > 0
    ? { state: 'cancelled', explanation, cancellation: held.map((h) => h.rule) }
    : { state: 'present', explanation, cancellation: [] };
}

export function nadiDosha(a: MoonPlace, b: MoonPlace): PairDosha {
  const k = nadi(a, b);
  return judge(
    k.dosha,
    k.explanation,
    nadiExceptions(a, b).filter((r) => r.holds),
  );
}

export function bhakootDosha(a: MoonPlace, b: MoonPlace, options: MatchOptions = {}): PairDosha {
  const k = bhakoot(a, b);
  return judge(
    k.dosha,
    k.explanation,
    bhakootExceptions(a, b, options).filter((r) => r.holds),
  );
}
