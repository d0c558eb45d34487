/**
 * Horary (prashna) rules for a lost article, each named and cited to Prasna Marga's chapter on lost articles
 * (nashta prashna). Pending: no edition is carried, so neither chapter nor verse is checked. Theft versus mere
 * misplacement has no rule here: the project carries no sourced rule for it, and the route says so (PARTIAL).
 */
import type { Sign } from '../../vocabulary/names.ts';
import { cite, type CitedTable } from '../sources.ts';
import { SIGN_DIRECTIONS, type Direction } from '../fortune/directions.ts';

const nashta = (note: string) =>
  cite('prasna_marga', {
    chapter: 'lost articles (nashta prashna)',
    status: 'pending',
    note: `${note}; chapter and verse not checked (no edition carried)`,
  });

export type Modality = 'movable' | 'fixed' | 'dual';

/** Direction of the article: the direction of the sign rising at the question. */
export const LOST_DIRECTION = {
  id: 'prashna.lost_direction',
  cites: [nashta('the article lies in the direction of the rising sign'), ...SIGN_DIRECTIONS.cites],
  data: SIGN_DIRECTIONS.data,
} as const satisfies CitedTable<Record<Sign, Direction>>;

/** Distance by the nature of the rising sign. */
export const LOST_DISTANCE = {
  id: 'prashna.lost_distance',
  cites: [
    nashta(
      'a movable sign rising: the article has gone far; fixed: it is near, in the house; dual: near, outside the house',
    ),
  ],
  data: {
    movable: { distance: 'far', text: 'far away: carried off from where it was' },
    fixed: { distance: 'near', text: 'near: within the house or premises' },
    dual: { distance: 'middling', text: 'not far: near the house, outside it' },
  },
} as const satisfies CitedTable<Record<Modality, { distance: 'far' | 'near' | 'middling'; text: string }>>;

/** Recovery: benefics in or aspecting the lagna promise it, malefics alone deny it. */
export const LOST_RECOVERY = {
  id: 'prashna.lost_recovery',
  cites: [nashta('benefics in the lagna or aspecting it: the article is recovered; malefics only: it is not')],
  data: {
    likely: 'a benefic occupies or aspects the lagna and no malefic does, or benefics outnumber malefics there',
    unlikely: 'only malefics occupy or aspect the lagna, or they outnumber the benefics',
    mixed: 'as many benefics as malefics occupy or aspect the lagna',
    no_indication: 'no graha occupies or aspects the lagna',
  },
} as const satisfies CitedTable<Record<'likely' | 'unlikely' | 'mixed' | 'no_indication', string>>;

export const modalityOf = (signIndex: number): Modality =>
  (['movable', 'fixed', 'dual'] as const)[signIndex % 3] ?? 'movable';
