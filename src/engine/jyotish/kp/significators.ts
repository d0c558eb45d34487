/**
 * KP significators at the four levels (KP_SIGNIFICATOR_LEVELS), per house and per graha. Rahu and Ketu act as
 * agents (KP_NODE_AGENCY): each stands in, at levels 2 and 4, for the lord of its sign and the grahas conjoined
 * with it, so the grahas in a node's star reach those houses at levels 1 and 3.
 */
import { type Graha, GRAHAS, type Sign, SIGN_LORDS, signAt } from '../../vocabulary/names.ts';
import type { GrahaSignification, HouseSignificators, LunarNode, NodeAgent, NodeAgency } from './types.ts';

export interface SignificatorInput {
  /** Placidus bhava 1-12 of each graha. */
  bhava: Record<Graha, number>;
  starLord: Record<Graha, Graha>;
  /** D1 sign index of each graha (node principals: sign lord and conjunctions). */
  signIndex: Record<Graha, number>;
  /** Sign on each of the twelve cusps. */
  cuspSigns: readonly Sign[];
  /** Grahas aspecting a sign (reported for the nodes only). */
  aspectsOnSign?: (signIndex: number) => Graha[];
}

const NODES: readonly LunarNode[] = ['Rahu', 'Ketu'];

export function nodeAgency(input: SignificatorInput): NodeAgency[] {
  return NODES.map((node) => {
    const si = input.signIndex[node];
    const sign = signAt(si);
    const conjoined = GRAHAS.filter((g) => g !== 'Rahu' && g !== 'Ketu' && input.signIndex[g] === si);
    const lord = SIGN_LORDS[sign];
    const principals = [lord, ...conjoined.filter((g) => g !== lord)];
    return { node, sign, principals, aspectedBy: input.aspectsOnSign?.(si) ?? [] };
  });
}

const inOrder = (set: Set<Graha>): Graha[] => GRAHAS.filter((g) => set.has(g));

export function houseSignificators(input: SignificatorInput): HouseSignificators[] {
  const agency = nodeAgency(input);
  const inStarOf = (lords: Set<Graha>) => new Set(GRAHAS.filter((g) => lords.has(input.starLord[g])));
  return input.cuspSigns.map((sign, i) => {
    const house = i + 1;
    const owner = SIGN_LORDS[sign];
    const agents: NodeAgent[] = [];
    const occupants = new Set(GRAHAS.filter((g) => input.bhava[g] === house));
    const level2 = new Set(occupants);
    const level4 = new Set<Graha>([owner]);
    for (const a of agency) {
      for (const p of a.principals) {
        if (occupants.has(p) && !level2.has(a.node)) {
          level2.add(a.node);
          agents.push({ node: a.node, principal: p, level: 2 });
        }
        if (p === owner && !level4.has(a.node)) {
          level4.add(a.node);
          agents.push({ node: a.node, principal: p, level: 4 });
        }
      }
    }
    return {
      house,
      owner,
      level1: inOrder(inStarOf(level2)),
      level2: inOrder(level2),
      level3: inOrder(inStarOf(level4)),
      level4: inOrder(level4),
      agents,
    };
  });
}

/** The same table read per graha: the houses it signifies at each level, and all of them. */
export function grahaSignifications(
  input: SignificatorInput,
  houses: readonly HouseSignificators[],
): GrahaSignification[] {
  return GRAHAS.map((planet) => {
    const at = (key: 'level1' | 'level2' | 'level3' | 'level4') =>
      houses.filter((h) => h[key].includes(planet)).map((h) => h.house);
    const byLevel = { level1: at('level1'), level2: at('level2'), level3: at('level3'), level4: at('level4') };
    const signifies = [...new Set([...byLevel.level1, ...byLevel.level2, ...byLevel.level3, ...byLevel.level4])].sort(
      (a, b) => a - b,
    );
    return { planet, starLord: input.starLord[planet], signifies, byLevel };
  });
}
