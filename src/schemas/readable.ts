/**
 * How a field that does not fit is described to a person, in one place for the API's 422 messages and the pages'
 * form messages: "time must be HH:MM in 24-hour time (seconds optional), got '4:00 PM'". No pattern, keyword or
 * type name of the schema language reaches the reader.
 */

/** The keyword a string schema with a pattern carries to say, in words, what the pattern accepts. */
export const EXPECTS = 'x-expects';

/** What the common string forms look like, in words. */
export const FORM_WORDS = {
  time: 'HH:MM in 24-hour time (seconds optional)',
  date: 'a calendar date, YYYY-MM-DD',
  'date-time': 'a date and time in ISO 8601, such as 2026-01-01T06:00:00+05:30',
  email: 'an e-mail address',
  uri: 'a web address (URL)',
  utcOffset: 'a UTC offset such as +05:30 or -04:00',
} as const;

/** The kinds of value a JSON schema type asks for, in words. */
export const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  integer: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/** A value as the message quotes it: text in single quotes, anything else as JSON, long values cut. */
export function shown(value: unknown): string {
  const text = typeof value === 'string' ? `'${value}'` : value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** "time must be HH:MM in 24-hour time (seconds optional), got '4:00 PM'". */
export const mustBe = (field: string, expects: string, got?: unknown): string =>
  `${field} must be ${expects}${got === undefined ? '' : `, got ${shown(got)}`}`;

/** "a", "b" or "c". */
export const oneOf = (values: readonly unknown[]): string =>
  values
    .map((v) => JSON.stringify(v))
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1');
