/** Reading a nakshatra name from input: the canonical spellings and the aliases of names.md, any case. */
import { NAKSHATRAS, type Nakshatra } from '../../vocabulary/names.ts';

/** Aliases listed in shared/design/names.md. */
const ALIASES: Readonly<Record<string, Nakshatra>> = {
  Aswini: 'Ashwini',
  Kritika: 'Krittika',
  Mrigasira: 'Mrigashira',
  Aridra: 'Ardra',
  Pushyami: 'Pushya',
  Aslesha: 'Ashlesha',
  Makha: 'Magha',
  Chitta: 'Chitra',
  Svati: 'Swati',
  Visakha: 'Vishakha',
  Jyestha: 'Jyeshtha',
  Moola: 'Mula',
  Poorvashadha: 'Purva Ashadha',
  Uttarashadha: 'Uttara Ashadha',
  Sravana: 'Shravana',
  Dhanishtha: 'Dhanishta',
  Satabhisha: 'Shatabhisha',
  Poorvabhadra: 'Purva Bhadrapada',
  Uttarabhadra: 'Uttara Bhadrapada',
};

/** Lower case without spaces, hyphens or underscores: "Purva Ashadha", "purva_ashadha" and "PurvaAshadha" agree. */
const key = (s: string): string => s.toLowerCase().replace(/[\s_-]+/g, '');

const LOOKUP: ReadonlyMap<string, Nakshatra> = new Map<string, Nakshatra>([
  ...NAKSHATRAS.map((n): [string, Nakshatra] => [key(n), n]),
  ...Object.entries(ALIASES).map(([alias, n]): [string, Nakshatra] => [key(alias), n]),
]);

/** The canonical nakshatra for a name or alias, or undefined when unknown. */
export function resolveNakshatraName(name: string): Nakshatra | undefined {
  return LOOKUP.get(key(name.trim()));
}
