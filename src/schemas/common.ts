/** Scalar field schemas shared by every body shape: one definition of a latitude, a date, a time. */
import { Type } from '@sinclair/typebox';
import { EXPECTS, FORM_WORDS } from './readable.ts';
import { PRACTICES } from '../engine/tables/muhurta/practices.ts';
import { StringEnum } from './components.ts';

export const Latitude = Type.Number({
  minimum: -90,
  maximum: 90,
  description: 'Degrees, decimal; north positive.',
  examples: [28.6139],
});
export const Longitude = Type.Number({
  minimum: -180,
  maximum: 180,
  description: 'Degrees, decimal; east positive.',
  examples: [77.209],
});

/** A calendar date. The range check (1800-2399, the ephemeris files) happens when the moment is resolved. */
export const DateString = Type.String({ format: 'date', description: 'YYYY-MM-DD', examples: ['1990-11-20'] });

export const TimeString = Type.String({
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$',
  [EXPECTS]: FORM_WORDS.time,
  description: 'HH:MM (24-hour), seconds optional',
  examples: ['14:30'],
});

export const Gender = Type.Union(
  [Type.Literal('Male'), Type.Literal('Female'), Type.Literal('male'), Type.Literal('female')],
  {
    description: 'Male or Female',
  },
);

/** Optional overrides of the zone derived from latitude and longitude. */
export const TimezoneOverride = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'IANA zone, e.g. Asia/Kolkata; overrides the zone found from the coordinates.',
});
export const UtcOffsetOverride = Type.String({
  pattern: '^[+-](0[0-9]|1[0-4]):[0-5][0-9](:[0-5][0-9])?$',
  [EXPECTS]: FORM_WORDS.utcOffset,
  description: 'Fixed UTC offset such as +05:30; overrides the zone found from the coordinates.',
});

/**
 * The schema mark of free text typed into a text area: it may hold tab, line feed and carriage return. Every other
 * request string refuses all control characters (http/plugins/control-characters.ts).
 */
export const MULTILINE = 'x-multiline';
export const MultilineText = (options: { maxLength: number; description?: string; examples?: string[] }) =>
  Type.String({ ...options, [MULTILINE]: true });

export const Email = Type.String({ format: 'email', maxLength: 254, examples: ['you@example.org'] });

/** Optional convention overrides; every computed response states the ones it used. */
export const AyanamsaOption = Type.Union(
  [Type.Literal('lahiri'), Type.Literal('krishnamurti'), Type.Literal('raman'), Type.Literal('true_chitra')],
  { description: 'Ayanamsa; default lahiri.' },
);
export const PracticeOption = StringEnum(PRACTICES, {
  description:
    'How the muhurta rules are applied: north_indian_almanac (the default: as the Hindi panchangs and their ' +
    'marriage lists do), south_indian_almanac, or classical (every rule as the texts state it, combustion by the ' +
    'fixed orb). A rule the chosen practice relaxes that a classical reading would close is listed in stricter_rules.',
});
export const NodeTypeOption = Type.Union([Type.Literal('mean'), Type.Literal('true')], {
  description: 'Lunar node; default mean.',
});
export const SunriseRuleOption = Type.Union([Type.Literal('upper_limb'), Type.Literal('hindu')], {
  description:
    'upper_limb (default): visible upper limb with refraction, as almanacs show. hindu: disc centre without ' +
    'refraction (Jagannatha Hora).',
});

export const ConventionOptions = {
  ayanamsa: Type.Optional(AyanamsaOption),
  node_type: Type.Optional(NodeTypeOption),
  sunrise_rule: Type.Optional(SunriseRuleOption),
};

/** Where the interface defaults a place (glance, eclipses, ekadashi): New Delhi. */
export const DEFAULT_PLACE = { name: 'New Delhi', latitude: 28.6139, longitude: 77.209 } as const;
