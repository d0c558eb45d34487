/**
 * Manglik cross-check of both natives from the mangal-dosha engine (lagna, Moon, Venus). When both have the dosha
 * standing it is held neutralised (samya, the cited parihaar); when only one has it, it stands for the match.
 */
import { MANGAL_PARIHAAR } from '../../tables/dosha/mangal-dosha.ts';
import type { Citation } from '../../tables/sources.ts';
import { mangalDosha, type MangalDoshaResult, type MangalFacts, type MangalSeverity } from '../dosha/mangal-dosha.ts';

export interface NativeManglik {
  present: boolean;
  severity: MangalSeverity;
  fromLagna: boolean;
  fromMoon: boolean;
  fromVenus: boolean;
}

export type ManglikMatch = 'neither' | 'both_cancelled_by_samya' | 'bride_only' | 'groom_only';

export interface ManglikCrossCheck {
  bride: NativeManglik;
  groom: NativeManglik;
  status: ManglikMatch;
  /** The dosha stands for the match (one partner only). */
  doshaStands: boolean;
  explanation: string;
  refs: readonly Citation[];
}

const native = (r: MangalDoshaResult): NativeManglik => ({
  present: r.present,
  severity: r.severity,
  fromLagna: r.fromLagna,
  fromMoon: r.fromMoon,
  fromVenus: r.fromVenus,
});

export function manglikCrossCheck(bride: MangalFacts, groom: MangalFacts): ManglikCrossCheck {
  const b = mangalDosha(bride);
  const g = mangalDosha(groom);
  const status: ManglikMatch =
    b.present && g.present
      ? 'both_cancelled_by_samya'
      : b.present
        ? 'bride_only'
        : g.present
          ? 'groom_only'
          : 'neither';
  const explanation = {
    neither: 'neither chart has mangal dosha standing after its own cancellations',
    both_cancelled_by_samya:
      'both charts have mangal dosha standing: held neutralised by samya (equal dosha), the cited parihaar',
    bride_only: "only the bride's chart has mangal dosha standing: it stands for the match",
    groom_only: "only the groom's chart has mangal dosha standing: it stands for the match",
  }[status];
  return {
    bride: native(b),
    groom: native(g),
    status,
    doshaStands: status === 'bride_only' || status === 'groom_only',
    explanation,
    refs: [...new Set<Citation>([...b.refs, ...MANGAL_PARIHAAR.cites])],
  };
}
