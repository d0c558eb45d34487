/** The words for how a graha stands in a sign, shared by the chart engine and the tables that weigh it. */

/** Compound (panchadha) relationship of a graha to the lord of the sign it occupies. */
export type CompoundRelation = 'great_friend' | 'friend' | 'neutral' | 'enemy' | 'great_enemy';
export type Dignity = 'exalted' | 'debilitated' | 'moolatrikona' | 'own' | CompoundRelation;
