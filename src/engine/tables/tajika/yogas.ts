/**
 * The sixteen Tajika yogas of Neelakanthi, and which of them the engine computes. Their conditions are rules in
 * jyotish/tajika/yogas*.ts; this list names them once, with the citation every finding carries, and says why each
 * yoga left out is left out.
 */
import { cite, type CitedTable } from '../sources.ts';

export const TAJIKA_YOGA_NAMES = [
  'Ikkavala',
  'Induvara',
  'Ithasala',
  'Ishrafa',
  'Nakta',
  'Yamaya',
  'Manau',
  'Kamboola',
  'Gairi-Kamboola',
  'Khallasara',
  'Radda',
  'Duhphali-Kuttha',
  'Dutthottha-Davira',
  'Tambira',
  'Kuttha',
  'Durapha',
] as const;
export type TajikaYogaName = (typeof TAJIKA_YOGA_NAMES)[number];

/** The four yogas left out: no definition was found that can be stood behind (see whyNotComputed). */
export type TajikaYogaNotComputed = Extract<TajikaYogaName, 'Gairi-Kamboola' | 'Tambira' | 'Kuttha' | 'Durapha'>;

export const TAJIKA_YOGAS = {
  id: 'tajika.yogas',
  cites: [
    cite('tajika_neelakanthi', {
      chapter: 'Samjna Tantra, shodasha yoga',
      status: 'pending',
      note: 'the sixteen Tajika yogas',
    }),
    cite('integrated_approach', { chapter: 'Tajaka yogas', status: 'pending' }),
    cite('tajika_neelakanthi', {
      chapter: 'Samjna Tantra, shodasha yoga',
      status: 'pending',
      note:
        'Dutthottha-Davira: two weak grahas, one in Ithasala with a strong (exalted or own-sign) graha; as rendered ' +
        'by B.V. Raman (Varshaphal) and K.S. Charak (A Textbook of Varshaphala, Table X-3), read second-hand',
    }),
  ],
  data: {
    computed: [
      'Ikkavala',
      'Induvara',
      'Ithasala',
      'Ishrafa',
      'Nakta',
      'Yamaya',
      'Manau',
      'Kamboola',
      'Khallasara',
      'Radda',
      'Duhphali-Kuttha',
      'Dutthottha-Davira',
    ],
    notComputed: ['Gairi-Kamboola', 'Tambira', 'Kuttha', 'Durapha'],
    whyNotComputed: {
      'Gairi-Kamboola':
        'published readings disagree (K.S. Charak and S. Adawal: an "unqualified" Moon in the last degree of a ' +
        'sign that, entering the next, forms Ithasala with the pair and a powerful graha; B.V. Raman: the Moon ' +
        "with another graha while some graha has just entered the sign), P.V.R. Narasimha Rao's could not be " +
        'read, and "unqualified", "aspected/associated" and "powerful" are not pinned down',
      Tambira:
        "published readings disagree on which graha stands at the sign's end and what it must meet (K.S. Charak: " +
        'the lord of the matter, forming Ithasala with the lagna lord and a strong graha from the next sign; B.V. ' +
        "Raman: a strong faster graha about to form Ithasala with a slower one), and P.V.R. Narasimha Rao's could " +
        'not be read',
      Kuttha:
        'the rule turns on "benefic influence and no malefic" on two strong significators (K.S. Charak: in ' +
        'kendras or panapharas; other summaries: in auspicious houses, aspected by benefics), and no source read ' +
        'says which grahas count as Tajika benefics or what influence is',
      Durapha:
        'the readings disagree on the clauses beyond both significators being weak and in the 6th, 8th or 12th ' +
        '(K.S. Charak: combust or retrograde, as alternatives or all together; other summaries: aspected by ' +
        "malefics), and P.V.R. Narasimha Rao's could not be read",
    },
  },
} as const satisfies CitedTable<{
  computed: readonly TajikaYogaName[];
  notComputed: readonly TajikaYogaNotComputed[];
  whyNotComputed: Record<TajikaYogaNotComputed, string>;
}>;
