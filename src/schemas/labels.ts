/**
 * The `labels` block a route adds when `lang` is asked: for each kind of name the response spells (grahas, signs,
 * nakshatras...), the canonical name -> its label in that language. The canonical fields themselves never change.
 */
import { Type } from '@sinclair/typebox';
import { Closed } from './components.ts';
import { LangOption } from './lang.ts';

const table = (what: string) =>
  Type.Optional(Type.Record(Type.String(), Type.String(), { description: `${what}: canonical name -> label` }));

export const Labels = Closed(
  {
    lang: LangOption,
    graha: table('Grahas'),
    graha_short: table('Grahas, short forms drawn in charts'),
    sign: table('Signs (the English sign names of the response)'),
    nakshatra: table('Nakshatras'),
    tithi: table('Tithis'),
    paksha: table('Pakshas'),
    yoga: table('Nitya yogas'),
    karana: table('Karanas'),
    vara: table('Weekdays (the English weekday names of the response)'),
    month: table('Lunar months'),
    solar_month: table(
      "Solar months, keyed by the Sun's sidereal sign (Tamil, Kerala and Bengali calendars count these; " +
        'elsewhere the sign names the saura month)',
    ),
    choghadiya: table('Choghadiyas'),
    koota: table('The eight kootas of Ashtakoota, by the ids the answer uses (graha_maitri ...)'),
    porutham: table('The ten poruthams of Dashakoot'),
    yogini: table('The eight yoginis of the Yogini dasha'),
    dasha_level: table('Dasha levels (Mahadasha ... Prana)'),
    festival: table('Festivals and vratas (the English names of the response)'),
    dosha: table('Doshas of the dosha catalogue (the English names of the response)'),
    yoga_combination: table(
      'Yoga combinations of the yoga catalogue (the English names of the response: Gajakesari ...)',
    ),
    muhurta_karma: table('The acts a muhurta is sought for, by the ids the answer uses (vivah, griha_pravesh ...)'),
    muhurta_rule: table('The muhurta rules, by the ids the answer gives them (rules[].id: tithi.rikta ...)'),
    varga: table('The sixteen vargas (divisional charts), by the codes the answer uses (D1, D9 ... D60)'),
    source: Type.String({
      description:
        'Where the labels come from (en: the canonical spellings; hi: Devanagari as Hindi almanacs print them, ' +
        'weekdays and months per Unicode CLDR; sa: IAST; the regional languages: their script as their almanacs ' +
        'print the names).',
    }),
  },
  {
    $id: 'Labels',
    description: 'Labels of the names in this response, in the asked language. Added only when `lang` is given.',
  },
);

/** Spread into a result schema of a route that takes `lang`: the optional `labels` block. */
export const LabelsField = { labels: Type.Optional(Type.Ref(Labels)) };

export const LABEL_COMPONENTS = [Labels];
