/**
 * Matching: Ashtakoota (flat boy_/girl_ keys, or the nested bride/groom suite), the extended koota, Dashakoot and the
 * batch of up to 50 candidates. Each runs as a compute task on the two Moons (and, for the manglik cross-check, the
 * lagna and graha signs) read by matching/native.ts. Bride = girl_, groom = boy_.
 */
import type { Ayanamsa } from '../../engine/astro/bodies.ts';
import { ayanamsaValue } from '../../engine/astro/positions.ts';
import { ashtakoota, type AshtakootaResult } from '../../engine/jyotish/matching/ashtakoota.ts';
import { dashakoot, dashakootMethod } from '../../engine/jyotish/matching/dashakoot.ts';
import { bhakootExceptions } from '../../engine/jyotish/matching/exceptions.ts';
import { manglikCrossCheck } from '../../engine/jyotish/matching/manglik.ts';
import { matchNative, type MatchNative, type NodeType } from '../../engine/jyotish/matching/native.ts';
import type { MatchOptions } from '../../engine/jyotish/matching/types.ts';
import { KOOTA_REMEDIES } from '../../engine/tables/matching/verdicts.ts';
import type { Citation } from '../../engine/tables/sources.ts';
import { birthInput, withInputErrors, type BirthShape } from '../birth-moment.ts';
import { defineTask } from '../task.ts';
import { labelled, MATCH_LABEL_KINDS } from '../labels.ts';
import { InputError } from '../input-error.ts';
import { toProveRefs } from '../prove-refs.ts';
import { type Conventions } from '../../schemas/components.ts';
import {
  DashakootResult,
  KootaExtendedResult,
  MatchBatchResult,
  MatchmakingResult,
  MatchResult,
} from '../../schemas/matching.ts';
import { snakeCased } from '../snake-case.ts';

export type Body = Record<string, unknown> & {
  ayanamsa?: Ayanamsa;
  node_type?: NodeType;
  tara_count?: MatchOptions['taraCount'];
  bhakoot_exception?: MatchOptions['bhakootException'];
  rasi_reading?: MatchOptions['rasiReading'];
  star_count?: MatchOptions['starCount'];
};
export type BatchBody = Body & {
  proband_role: 'groom' | 'bride';
  system?: 'ashtakoota' | 'dashakoot';
  candidates: Record<string, unknown>[];
};

// --- shared reading ------------------------------------------------------------------------------------------------

function optionsOf(body: Body): Required<MatchOptions> {
  return {
    taraCount: body.tara_count ?? 'both_ways',
    bhakootException: body.bhakoot_exception ?? 'same_lord',
    rasiReading: body.rasi_reading ?? 'bhakoot',
    starCount: body.star_count ?? 'bride_to_groom',
  };
}

/** One partner; with `mangal`, also the lagna and graha signs the manglik cross-check reads. */
function native(body: Body, shape: BirthShape, mangal = false): MatchNative {
  const { input, loc } = birthInput(body, shape);
  return withInputErrors(loc, () => matchNative(input, { ayanamsa: body.ayanamsa, nodeType: body.node_type, mangal }));
}

function manglikOf(bride: MatchNative, groom: MatchNative) {
  if (bride.mangal === undefined || groom.mangal === undefined)
    throw new Error('manglik cross-check without the lagna and grahas');
  return manglikCrossCheck(bride.mangal, groom.mangal);
}

function presentNative(n: MatchNative, name: unknown) {
  return {
    ...(typeof name === 'string' ? { name } : {}),
    moon: snakeCased(n.moon),
    birth: n.moment.localIso,
    timezone: n.moment.timezone,
    utc: n.moment.utcIso,
  };
}

/** One ayanamsa and node type for both natives; each native states its own zone and instant. */
function conventions(groom: MatchNative): Conventions {
  return {
    ayanamsa: { name: groom.ayanamsa, degrees: ayanamsaValue(groom.moment.jdUt, groom.ayanamsa) },
    node_type: groom.nodeType,
    position_type:
      'apparent geocentric sidereal (Swiss Ephemeris, SEFLG_SWIEPH|SEFLG_SIDEREAL|SEFLG_SPEED); the Moon of each ' +
      "partner at their own birth instant (ayanamsa value stated at the groom's)",
    house_system: 'whole_sign (mangal dosha houses from the lagna, Moon and Venus signs)',
    ephemeris: 'Swiss Ephemeris 2.10.03, files sepl_18/semo_18 (1800-2399)',
  };
}

const optionsUsed = (o: Required<MatchOptions>) => ({
  tara_count: o.taraCount,
  bhakoot_exception: o.bhakootException,
  rasi_reading: o.rasiReading,
  star_count: o.starCount,
});

function presentAshtakoota(r: AshtakootaResult) {
  return {
    kootas: r.kootas.map(({ refs, ...k }) => ({ ...k, prove_refs: toProveRefs(refs) })),
    raw_total: r.rawTotal,
    total: r.total,
    max: r.max,
    exceptions: r.exceptions.map(({ refs, pointsBefore, pointsAfter, ...e }) => ({
      ...e,
      points_before: pointsBefore,
      points_after: pointsAfter,
      prove_refs: toProveRefs(refs),
    })),
    doshas: r.doshas,
    verdict: r.verdict,
    verdict_tier: 'service' as const,
    method: r.method,
  };
}

function presentDashakoot(d: ReturnType<typeof dashakoot>) {
  return {
    matched_count: d.matchedCount,
    total: d.total,
    essentials_ok: d.essentialsOk,
    verdict: d.verdict,
    verdict_tier: 'service' as const,
    poruthams: d.poruthams.map(({ refs, ...p }) => ({ ...p, prove_refs: toProveRefs(refs) })),
    method: d.method,
  };
}

function presentManglik(m: ReturnType<typeof manglikCrossCheck>) {
  const { refs, bride, groom, doshaStands, ...rest } = m;
  return {
    bride: snakeCased(bride),
    groom: snakeCased(groom),
    ...rest,
    dosha_stands: doshaStands,
    prove_refs: toProveRefs(refs),
  };
}

/** Both partners from the flat keys (boy_ = groom, girl_ = bride) or the nested objects; a missing partner is a 422. */
function couple(body: Body, mangal = false): { bride: MatchNative; groom: MatchNative; names: [unknown, unknown] } {
  const nested = body.bride !== undefined || body.groom !== undefined;
  if (nested) {
    const missing = (['bride', 'groom'] as const).filter((p) => body[p] === undefined);
    if (missing.length > 0)
      throw new InputError(
        missing.map((p) => ({
          loc: ['body', p],
          msg: 'Field required: give both partners (bride and groom)',
          type: 'missing',
        })),
      );
    return {
      bride: native(body, { kind: 'nested', person: 'bride' }, mangal),
      groom: native(body, { kind: 'nested', person: 'groom' }, mangal),
      names: [(body.bride as Record<string, unknown>).name, (body.groom as Record<string, unknown>).name],
    };
  }
  const required = ['date', 'time', 'latitude', 'longitude'];
  const missing = (['girl', 'boy'] as const)
    .flatMap((p) => required.map((f) => `${p}_${f}`))
    .filter((k) => body[k] === undefined);
  if (missing.length > 0)
    throw new InputError(
      missing.map((k) => ({
        loc: ['body', k],
        msg: 'Field required: give both partners (boy_ and girl_ keys, or bride and groom)',
        type: 'missing',
      })),
    );
  return {
    bride: native(body, { kind: 'flat', person: 'girl' }, mangal),
    groom: native(body, { kind: 'flat', person: 'boy' }, mangal),
    names: [body.girl_name, body.boy_name],
  };
}

const envelope = (c: ReturnType<typeof couple>, o: Required<MatchOptions>) => ({
  success: true,
  engine_status: 'LIVE' as const,
  bride: presentNative(c.bride, c.names[0]),
  groom: presentNative(c.groom, c.names[1]),
  options: optionsUsed(o),
});

const refsOf = (...lists: (readonly Citation[])[]): Citation[] => [...new Set(lists.flat())];
const manglikState = (m: ReturnType<typeof manglikCrossCheck>) =>
  m.doshaStands
    ? ('present' as const)
    : m.status === 'both_cancelled_by_samya'
      ? ('cancelled' as const)
      : ('absent' as const);

// --- tasks ---------------------------------------------------------------------------------------------------------

export const matchingTasks = {
  matchmaking: defineTask(
    MatchmakingResult,
    labelled(MATCH_LABEL_KINDS, ({ body }: { body: Body }) => {
      const c = couple(body);
      const o = optionsOf(body);
      const a = ashtakoota(c.bride.moon, c.groom.moon, o);
      return {
        ...envelope(c, o),
        ashtakoota: presentAshtakoota(a),
        conventions: conventions(c.groom),
        prove_refs: toProveRefs(a.refs),
      };
    }),
  ),

  match: defineTask(
    MatchResult,
    labelled(MATCH_LABEL_KINDS, ({ body }: { body: Body }) => {
      const c = couple(body, true);
      const o = optionsOf(body);
      const a = ashtakoota(c.bride.moon, c.groom.moon, o);
      const m = manglikOf(c.bride, c.groom);
      const doshas = { ...a.doshas, manglik: manglikState(m) };
      const standing = (['nadi', 'bhakoot', 'gana', 'manglik'] as const).filter((d) => doshas[d] === 'present');
      return {
        ...envelope(c, o),
        score: a.total,
        max: 36 as const,
        verdict: a.verdict,
        ashtakoota: presentAshtakoota(a),
        manglik: presentManglik(m),
        doshas,
        remedies: standing.map((d) => ({
          for: d,
          text: KOOTA_REMEDIES.data[d],
          advisory: true as const,
          prove_refs: toProveRefs(KOOTA_REMEDIES.cites),
        })),
        conventions: conventions(c.groom),
        prove_refs: toProveRefs(refsOf(a.refs, m.refs, standing.length > 0 ? KOOTA_REMEDIES.cites : [])),
      };
    }),
  ),

  kootaExtended: defineTask(
    KootaExtendedResult,
    labelled(MATCH_LABEL_KINDS, ({ body }: { body: Body & { love_marriage?: boolean } }) => {
      const c = couple(body, true);
      const o = optionsOf(body);
      const a = ashtakoota(c.bride.moon, c.groom.moon, o);
      const d = dashakoot(c.bride.moon, c.groom.moon, o);
      const m = manglikOf(c.bride, c.groom);
      const extra = d.poruthams.filter((p) => ['Mahendra', 'Stri-Dirgha', 'Rajju', 'Vedha'].includes(p.porutham));
      const varnaKoota = a.kootas.find((k) => k.koota === 'varna');
      if (varnaKoota === undefined) throw new Error('ashtakoota without its varna koota');
      const { refs: varnaRefs, ...varna } = varnaKoota;
      const bhakootDosha = a.kootas.find((k) => k.koota === 'bhakoot')?.dosha ?? false;
      return {
        ...envelope(c, o),
        ashtakoota: presentAshtakoota(a),
        varna: { ...varna, prove_refs: toProveRefs(varnaRefs) },
        extra_kootas: extra.map(({ refs, ...p }) => ({ ...p, prove_refs: toProveRefs(refs) })),
        bhakoot_exceptions: bhakootExceptions(c.bride.moon, c.groom.moon, o).map((r) => ({
          ...r,
          applies: r.holds && bhakootDosha,
        })),
        manglik: presentManglik(m),
        love_marriage: {
          requested: body.love_marriage === true,
          effect: 'none' as const,
          reason:
            'No rule known to the project changes a koota, an exception or the verdict for a love marriage; the ' +
            'score is the same either way. ' +
            'Some practitioners give the matching less weight when the couple have chosen each other; that is a ' +
            'judgement, not a rule, and the service applies none.',
        },
        conventions: conventions(c.groom),
        prove_refs: toProveRefs(refsOf(a.refs, ...extra.map((p) => p.refs), m.refs)),
      };
    }),
  ),

  dashakoot: defineTask(
    DashakootResult,
    labelled(MATCH_LABEL_KINDS, ({ body }: { body: Body }) => {
      const c = couple(body);
      const o = optionsOf(body);
      const d = dashakoot(c.bride.moon, c.groom.moon, o);
      return {
        ...envelope(c, o),
        dashakoot: presentDashakoot(d),
        conventions: conventions(c.groom),
        prove_refs: toProveRefs(d.refs),
      };
    }),
  ),

  matchBatch: defineTask(
    MatchBatchResult,
    labelled(MATCH_LABEL_KINDS, ({ body }: { body: BatchBody }) => {
      const o = optionsOf(body);
      const system = body.system ?? 'ashtakoota';
      const proband = native(body, { kind: 'nested', person: 'proband' }, true);
      const groomIsProband = body.proband_role === 'groom';
      const refs = new Set<Citation>();
      const rows = body.candidates.map((cand, index) => {
        const other = native(body, { kind: 'at', path: ['candidates', index] }, true);
        const [bride, groom] = groomIsProband ? [other, proband] : [proband, other];
        const a = ashtakoota(bride.moon, groom.moon, o);
        const m = manglikOf(bride, groom);
        for (const r of [...a.refs, ...m.refs]) refs.add(r);
        const d = system === 'dashakoot' ? dashakoot(bride.moon, groom.moon, o) : undefined;
        if (d !== undefined) for (const r of d.refs) refs.add(r);
        return {
          index,
          ...(typeof cand.id === 'string' ? { id: cand.id } : {}),
          ...(typeof cand.name === 'string' ? { name: cand.name } : {}),
          moon: snakeCased(other.moon),
          score: a.total,
          raw_score: a.rawTotal,
          verdict: a.verdict,
          doshas: { ...a.doshas, manglik: manglikState(m) },
          ...(d === undefined
            ? {}
            : {
                dashakoot: {
                  matched_count: d.matchedCount,
                  total: d.total,
                  essentials_ok: d.essentialsOk,
                  verdict: d.verdict,
                },
              }),
        };
      });
      // Stable sort: equal candidates keep the request's order.
      const key = (r: (typeof rows)[number]) =>
        r.dashakoot === undefined ? [r.score] : [r.dashakoot.essentials_ok ? 1 : 0, r.dashakoot.matched_count, r.score];
      const ranked = [...rows]
        .sort((x, y) => {
          const kx = key(x);
          const ky = key(y);
          for (let i = 0; i < kx.length; i++) if ((ky[i] ?? 0) !== (kx[i] ?? 0)) return (ky[i] ?? 0) - (kx[i] ?? 0);
          return 0;
        })
        .map((r, i) => ({ rank: i + 1, ...r }));
      return {
        success: true,
        engine_status: 'LIVE' as const,
        system,
        proband_role: body.proband_role,
        proband: presentNative(proband, (body.proband as Record<string, unknown>).name),
        count: ranked.length,
        ranked,
        options: optionsUsed(o),
        method:
          system === 'dashakoot'
            ? `Ranked by rajju and vedha both matched, then poruthams matched, then the Ashtakoota score after ` +
              `exceptions; ties keep the request's order. ${dashakootMethod(o)}`
            : "Ranked by the Ashtakoota score after exceptions (of 36); ties keep the request's order. Dosha flags: " +
              'nadi, bhakoot, gana from the kootas, manglik from both charts (samya cancels).',
        conventions: conventions(proband),
        prove_refs: toProveRefs([...refs]),
      };
    }),
  ),
};
