/**
 * The service's routes offered to assistants as MCP tools: each tool is one route, its input schema the route's own
 * body or query schema (the shared components written in place, so a client needs no other document), its result
 * the route's JSON with conventions and prove_refs. Tools call the route through the app itself, so validation,
 * limits and keys are the API's.
 */
export interface ToolSpec {
  name: string;
  title: string;
  description: string;
  /** The route's operationId (the OpenAPI document's). */
  operationId: string;
}

export const TOOLS: readonly ToolSpec[] = [
  {
    name: 'kundli',
    title: 'Birth chart',
    description:
      'The sidereal birth chart (lagna, nine grahas with sign, house, nakshatra, dignity, vargas, panchanga at ' +
      'birth, Vimshottari dasha) for a date, time and place.',
    operationId: 'kundliV2',
  },
  {
    name: 'panchanga',
    title: 'Daily panchanga',
    description:
      'The panchanga of a day at a place: tithi, nakshatra, yoga, karana and vara at sunrise with their ends, the ' +
      'lunar month, samvat, rahu kalam and the day’s muhurtas.',
    operationId: 'panchanga',
  },
  {
    name: 'dasha_periods',
    title: 'Vimshottari periods',
    description: 'The Vimshottari mahadashas and their sub-periods for a birth, to the depth asked.',
    operationId: 'dashaTree',
  },
  {
    name: 'matching',
    title: 'Marriage matching',
    description:
      'The 36-point Ashtakoota match of a bride and a groom, with manglik status of both and the doshas that stand.',
    operationId: 'match',
  },
  {
    name: 'muhurta_finder',
    title: 'Muhurta finder',
    description:
      'Good days and windows for an act (marriage, housewarming, travel, business and more) over up to 90 days at ' +
      'a place, each day with the rules that decided it; `practice` chooses the almanac practice.',
    operationId: 'muhurtaFinder',
  },
  {
    name: 'festivals',
    title: 'Festivals of a year',
    description:
      'The festival and vrata calendar of a year at a place, each date with why it falls there and the other ' +
      'schools’ dates where they differ.',
    operationId: 'festivals',
  },
  {
    name: 'transits',
    title: 'Transits from the Moon',
    description: "Each graha's transit (gochara) from the janma rashi, now or at a date: sign, house, quality.",
    operationId: 'gochar',
  },
  {
    name: 'oracle_question',
    title: 'A question answered from the chart',
    description:
      'One of the hundred questions people ask (question_id q01-q100, or question_text), answered from the ' +
      'computed chart with the reasoning, timing windows and sources, or refused by the policy.',
    operationId: 'oracleAnswer',
  },
];
