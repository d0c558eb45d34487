/** q25-q27, q37: Sade Sati at the date asked, Mangal dosha, Kalasarpa, and the dosha catalogue's present findings. */
import { kalasarpa } from '../../jyotish/dosha/kalasarpa.ts';
import { mangalDosha } from '../../jyotish/dosha/mangal-dosha.ts';
import type { OracleContext } from './context.ts';
import type { OracleFinding, ReasonStep } from './types.ts';
import { ordinal } from './words.ts';

export function sadesatiNow(ctx: OracleContext): OracleFinding {
  const s = ctx.sadesati();
  const span = s.current ?? s.next;
  return {
    verdict: s.inSadesati ? 'yes' : 'no',
    summary: s.inSadesati
      ? `Yes: Saturn transits ${s.saturnSign}, the ${ordinal(s.saturnHouseFromJanma)} from the janma rashi ` +
        `${s.janmaRashiSign}, the ${s.phase} phase of Sade Sati.`
      : `No: Saturn transits ${s.saturnSign}, the ${ordinal(s.saturnHouseFromJanma)} from the janma rashi ` +
        `${s.janmaRashiSign}; Sade Sati needs the 12th, 1st or 2nd.`,
    reasoning: [
      { rule: 'janma rashi', fact: `The natal Moon is in ${s.janmaRashiSign}`, effect: 'informs' },
      {
        rule: 'Saturn from the Moon',
        fact: `Saturn is in ${s.saturnSign}, the ${ordinal(s.saturnHouseFromJanma)} from ${s.janmaRashiSign}`,
        effect: s.inSadesati ? 'supports' : 'neutral',
      },
    ],
    timingWindows:
      span === null
        ? []
        : [
            {
              startJdUt: span.startJdUt,
              endJdUt: span.endJdUt,
              // A transit window, not a dasha period: no mahadasha lord to name.
              maha: null,
              antar: null,
              basis:
                `${s.current === null ? 'the next' : 'the current'} Sade Sati: Saturn from its first entry into ` +
                `the 12th from the Moon to its last exit from the 2nd`,
            },
          ],
    refs: s.refs,
    ...(s.missing.length > 0 ? { missing: s.missing } : {}),
  };
}

export function manglik(ctx: OracleContext): OracleFinding {
  const m = mangalDosha(ctx.chart);
  const formed = m.fromLagna || m.fromMoon || m.fromVenus;
  const verdict = m.present ? 'yes' : formed ? 'cancelled' : 'no';
  const reasoning: ReasonStep[] = m.references.map((r) => ({
    rule: `Mars from the ${r.reference}`,
    fact: `Mars is in the ${ordinal(r.marsHouse)} from the ${r.reference} (${r.referenceSign})${r.formed ? ', a dosha house' : ''}${r.cancelledBy.length > 0 ? `; cancelled by ${r.cancelledBy.join(', ')}` : ''}`,
    effect: r.stands ? 'supports' : 'neutral',
  }));
  return {
    verdict,
    summary:
      verdict === 'yes'
        ? `Yes: Mangal dosha stands from ${m.standingCount} reference${m.standingCount === 1 ? '' : 's'} ` +
          `(severity ${m.severity}).`
        : verdict === 'cancelled'
          ? 'Formed, but every reference is cancelled by a rule that holds: not manglik after the cancellations.'
          : 'No: Mars is in no dosha house from the lagna, the Moon or Venus.',
    reasoning,
    timingWindows: [],
    refs: [...m.refs, ...m.cancellations.flatMap((c) => c.refs)],
  };
}

export function kalasarpaRule(ctx: OracleContext): OracleFinding {
  const k = kalasarpa(ctx.chart);
  return {
    verdict: k.formation,
    summary:
      k.formation === 'full'
        ? `Yes: all seven grahas lie on one side of the Rahu-Ketu axis (Rahu in the ` +
          `${ordinal(k.rahuHouse)}${k.type === null ? '' : `, ${k.type.name}`}).`
        : k.formation === 'partial'
          ? `Partly: six grahas lie on one side of the axis, ${k.outside.join(', ')} outside.`
          : 'No: the grahas lie on both sides of the Rahu-Ketu axis.',
    reasoning: [
      {
        rule: 'the axis',
        fact:
          `Rahu in ${k.rahuSign} (the ${ordinal(k.rahuHouse)}), Ketu in ${k.ketuSign} (the ` +
          `${ordinal(k.ketuHouse)})`,
        effect: 'informs',
      },
      {
        rule: 'grahas off the main arc',
        fact: k.outside.length === 0 ? 'none' : k.outside.join(', '),
        effect: k.formation === 'none' ? 'weakens' : 'supports',
      },
    ],
    timingWindows: [],
    refs: k.refs,
  };
}

export function doshaOverview(ctx: OracleContext): OracleFinding {
  const r = ctx.doshas();
  const present = r.doshas.filter((d) => d.status === 'present');
  const cancelled = r.doshas.filter((d) => d.status === 'cancelled');
  const notEvaluated = r.doshas.filter((d) => d.status === 'not_evaluated');
  return {
    verdict: present.length > 0 ? 'present' : 'none',
    summary:
      `${present.length} of ${r.doshas.length} doshas ` +
      `present${present.length > 0 ? ` (${present.map((d) => d.name).join(', ')})` : ''}, ${cancelled.length} ` +
      `cancelled; the catalogue is advisory and some rules are unverified.`,
    reasoning: [...present, ...cancelled].map((d) => ({
      rule: d.name,
      fact: d.facts.detail,
      effect: d.status === 'present' ? ('supports' as const) : ('neutral' as const),
    })),
    timingWindows: [],
    refs: [...new Set([...present, ...cancelled].flatMap((d) => d.refs))],
    ...(notEvaluated.length > 0
      ? { missing: notEvaluated.map((d) => `${d.name}: ${d.reason ?? 'not evaluated'}`) }
      : {}),
  };
}
