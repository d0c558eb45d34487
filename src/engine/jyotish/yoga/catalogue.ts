/**
 * The yoga catalogue: every family's rules run over one chart. `yogaCatalogue` returns the findings (present and
 * cancelled), their counts by band, how many rules were evaluated, the conventions in one method string, and the
 * citations of the rules that fired.
 */
import type { Citation } from '../../tables/sources.ts';
import { MORE_ARISHTA_YOGAS } from './arishta-more.ts';
import { ARISHTA_YOGAS } from './arishta.ts';
import { BHAVA_DUSTHANA_YOGAS } from './bhava-dusthana.ts';
import { BPHS36_MORE_YOGAS } from './bphs36-more.ts';
import { BPHS36_YOGAS } from './bphs36.ts';
import { CHANDRA_YOGAS } from './chandra.ts';
import { DARIDRA_YOGAS } from './daridra.ts';
import { DHANA_SIGN_YOGAS } from './dhana-signs.ts';
import { DHANA_YOGAS } from './dhana.ts';
import { GRAHA_PATTERN_YOGAS } from './graha-patterns.ts';
import { LORD_DIGNITY_YOGAS } from './lord-dignity.ts';
import { LORD_EXCHANGE_YOGAS } from './lord-exchanges.ts';
import { MAHABHAGYA_YOGAS } from './mahabhagya.ts';
import { MOON_SUN_YOGAS } from './moon-sun.ts';
import { NABHASA_YOGAS } from './nabhasa.ts';
import { NEECHA_BHANGA } from './neecha-bhanga.ts';
import { PANCHA_MAHAPURUSHA } from './pancha-mahapurusha.ts';
import { PARIVARTANA_YOGAS } from './parivartana.ts';
import { RAJA_BPHS39_YOGAS } from './raja-bphs39.ts';
import { RAJA_YOGAS } from './raja.ts';
import { STRENGTH_METHOD } from './strength.ts';
import { SURYA_YOGAS } from './surya.ts';
import type { NotEvaluated, YogaChart, YogaContext, YogaReport, YogaRule, YogaSummary } from './types.ts';
import { NAVAMSA_LORD_YOGAS } from './navamsa-lords.ts';
import { VARIOUS_YOGAS } from './various.ts';
import { VIPARITA_YOGAS } from './viparita.ts';

export const YOGA_RULES: readonly YogaRule[] = [
  ...PANCHA_MAHAPURUSHA,
  ...CHANDRA_YOGAS,
  ...MOON_SUN_YOGAS,
  ...SURYA_YOGAS,
  ...RAJA_YOGAS,
  ...RAJA_BPHS39_YOGAS,
  ...DHANA_YOGAS,
  ...DHANA_SIGN_YOGAS,
  ...VIPARITA_YOGAS,
  ...PARIVARTANA_YOGAS,
  NEECHA_BHANGA,
  ...NABHASA_YOGAS,
  ...VARIOUS_YOGAS,
  ...BPHS36_YOGAS,
  ...BPHS36_MORE_YOGAS,
  ...NAVAMSA_LORD_YOGAS,
  ...LORD_EXCHANGE_YOGAS,
  ...LORD_DIGNITY_YOGAS,
  ...GRAHA_PATTERN_YOGAS,
  ...MAHABHAGYA_YOGAS,
  ...BHAVA_DUSTHANA_YOGAS,
  ...DARIDRA_YOGAS,
  ...ARISHTA_YOGAS,
  ...MORE_ARISHTA_YOGAS,
];

export const YOGA_METHOD =
  'Whole-sign houses from the lagna (from the Moon or the Sun where a yoga counts from them); D1 signs; dignity ' +
  'as in the chart ' +
  '(BPHS ch. 3). Natural benefics: Jupiter, Venus, Mercury (always) and the waxing Moon; malefics: Sun, Mars, ' +
  'Saturn, Rahu, Ketu, ' +
  'waning Moon. Lunar and solar yogas count only Mars, Mercury, Jupiter, Venus, Saturn; Nabhasa yogas the seven ' +
  'visible grahas. ' +
  'Association of lords: same sign, mutual graha drishti, or exchange of signs. A "strong" lord: exalted, ' +
  'moolatrikona, own or ' +
  "friend's sign, not combust, not in the 6th, 8th or 12th. Gajakesari from the Moon; Adhi needs all three " +
  'benefics in 6-8 ' +
  "from the Moon. Mahabhagya needs the native's sex (context) and is otherwise not evaluated; day birth = the Sun " +
  'above the horizon. ' +
  "Each rule's definition states its reading; yogas taken from B. V. Raman's list follow his wording, a text's " +
  '"deep" ' +
  'exaltation is read as the exaltation sign, and a navamsa lord is the lord of the D9 sign a graha occupies. ' +
  STRENGTH_METHOD +
  ". Citations are pending (not checked against the editions); BPHS chapter numbers as in Santhanam's " +
  'translation, not checked.';

/** Why a rule cannot be evaluated with this context, or null when it can. */
function missingContext(rule: YogaRule, context: YogaContext): string | null {
  const absent = (rule.requires ?? []).filter((k) => context[k] === undefined);
  return absent.length === 0 ? null : `needs the native's ${absent.join(', ')}, not given`;
}

export function yogaCatalogue(
  chart: YogaChart,
  context: YogaContext = {},
  rules: readonly YogaRule[] = YOGA_RULES,
): YogaReport {
  const notEvaluated: NotEvaluated[] = [];
  const evaluable = rules.filter((r) => {
    const reason = missingContext(r, context);
    if (reason !== null) notEvaluated.push({ id: r.id, name: r.name, reason });
    return reason === null;
  });
  const active = evaluable.map((r) => r.detect(chart, context)).filter((f) => f !== null);
  const summary: YogaSummary = { strong: 0, moderate: 0, weak: 0, cancelled: 0 };
  for (const f of active) summary[f.strengthLabel] += 1;
  const refs = new Map<string, Citation>();
  for (const f of active) for (const c of f.refs) refs.set(JSON.stringify(c), c);
  return { active, summary, checked: evaluable.length, notEvaluated, method: YOGA_METHOD, refs: [...refs.values()] };
}
