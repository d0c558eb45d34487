/** Request fields the numerology function reads, spelled as in the request (snake_case), for a 422. */
export type NumerologyField = 'first_name' | 'last_name' | 'day' | 'month' | 'year';

/** An input numerology cannot read (not a calendar date, an empty name); `field` names it so the route can 422. */
export class NumerologyInputError extends Error {
  override readonly name = 'NumerologyInputError';
  readonly field: NumerologyField;

  constructor(field: NumerologyField, message: string) {
    super(message);
    this.field = field;
  }
}
