/**
 * GET /api/dasha/meanings: the fixed facts of the Vimshottari lords (order, years, the nakshatras each rules, the
 * fixed karakatva of the seven grahas). The classical chapters on the effects of each dasha are not bundled: the
 * route says so and names them, rather than paraphrasing a text the project does not carry.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { NAKSHATRA_LORDS, NAKSHATRAS } from '../../engine/vocabulary/names.ts';
import { STHIRA_KARAKAS } from '../../engine/tables/dasha/sthira-karakas.ts';
import { VIMSHOTTARI, VIMSHOTTARI_TOTAL_YEARS } from '../../engine/tables/dasha/vimshottari.ts';
import { cite } from '../../engine/tables/sources.ts';
import { toProveRefs } from '../../compute/prove-refs.ts';
import { DashaMeaningsResult } from '../../schemas/dasha.ts';
import type { Lang } from '../../engine/tables/labels/index.ts';
import { staticByLang } from '../../compute/labels.ts';
import { LangQuery } from '../../schemas/lang.ts';
import { withErrors } from '../../schemas/responses.ts';

const EFFECTS_TEXT = cite('bphs', {
  chapter: '47-60',
  status: 'pending',
  note: 'effects of the dashas and antardashas; chapter span as in common translations, not checked',
});

const BODY = staticByLang(
  {
    success: true,
    engine_status: 'PARTIAL',
    missing: [
      'the effects of each dasha and antardasha: the classical text (BPHS, chapters on dasha effects) is not ' +
        'bundled; see prove_refs',
    ],
    system: 'vimshottari',
    total_years: VIMSHOTTARI_TOTAL_YEARS,
    lords: VIMSHOTTARI.data.map((e, i) => ({
      order: i + 1,
      planet: e.lord,
      years: e.years,
      nakshatras: NAKSHATRAS.filter((n) => NAKSHATRA_LORDS[n] === e.lord),
      sthira_karaka: e.lord === 'Rahu' || e.lord === 'Ketu' ? null : STHIRA_KARAKAS.data[e.lord],
    })),
    levels: ['Mahadasha', 'Antardasha', 'Pratyantar', 'Sukshma', 'Prana'],
    prove_refs: toProveRefs([...VIMSHOTTARI.cites, ...STHIRA_KARAKAS.cites, EFFECTS_TEXT]),
  },
  ['graha', 'nakshatra', 'dasha_level'],
);

export async function dashaMeaningRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { lang?: Lang } }>(
    '/api/dasha/meanings',
    {
      config: { staticResult: true },
      schema: {
        tags: ['Dasha'],
        summary:
          'The Vimshottari lords: order, years, nakshatras ruled, fixed karakatva. Static and cacheable. The ' +
          'effects texts are not bundled (PARTIAL, with the reference).',
        operationId: 'dashaMeanings',
        querystring: LangQuery,
        response: withErrors(Type.Ref(DashaMeaningsResult)),
      },
    },
    (req, reply) => {
      reply.type('application/json; charset=utf-8');
      return BODY(req.query.lang);
    },
  );
}
