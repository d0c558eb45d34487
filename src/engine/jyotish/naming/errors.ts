/** Request fields the naming functions read, spelled as in the request (snake_case), for a 422. */
export type NamingField = 'nakshatra' | 'nakshatra_name' | 'pada';

/** An input the naming functions cannot read; `field` names it so the route can answer 422. */
export class NamingInputError extends Error {
  override readonly name = 'NamingInputError';
  readonly field: NamingField;

  constructor(field: NamingField, message: string) {
    super(message);
    this.field = field;
  }
}
